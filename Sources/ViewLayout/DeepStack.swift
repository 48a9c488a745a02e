// Layout recurses once per tree level (sizeThatFits → stack rule → child
// sizeThatFits, then placement). Threads other than the main one may have small
// stacks (Swift concurrency's pool, test runners) and debug builds use ~10×
// more stack per level than release, so a deep tree is laid out on a helper
// thread whose stack is sized from the tree's height (Docs/Layout.md step 4).

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum DeepStack {
    /// Stack bytes one tree level may need on a helper thread (measured in release: ~0.6 KB
    /// for stacks and paddings, ~1 KB for rules, overlays and ZStacks; ~12 KB in debug).
    static let bytesPerLevel = _isDebugAssertConfiguration() ? 32 * 1024 : 4 * 1024
    /// What a level may need to run on the caller's thread: twice the largest measured.
    static let inlineBytesPerLevel = _isDebugAssertConfiguration() ? 32 * 1024 : 2 * 1024
    /// Stack kept free below the deepest level when running on the caller's thread.
    static let inlineReserve = 256 * 1024
    /// Heights up to this run on the caller's thread without asking how much stack it has.
    static let inlineHeight = _isDebugAssertConfiguration() ? 12 : 48

    /// Runs `body` directly when the caller's stack has room for `height` levels, else on a
    /// thread with a big enough stack (the caller waits; nothing runs concurrently).
    static func run<R>(height: Int, _ body: () -> R) -> R {
        if height <= inlineHeight { return body() }
        if let room = stackRoom(), room >= height * inlineBytesPerLevel + inlineReserve { return body() }
        let bytes = (1 << 20) + height * bytesPerLevel
        return withoutActuallyEscaping(body) { escapable in
            let box = Box { escapable() }
            spawnAndJoin(stackBytes: bytes, box)
            return box.result!
        }
    }

    /// Bytes of stack left below the caller, or nil when the platform does not say.
    static func stackRoom() -> Int? {
        var marker = 0
        let here = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
        #if canImport(Darwin)
        let top = Int(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        return here - (top - pthread_get_stacksize_np(pthread_self()))
        #elseif canImport(Glibc)
        // The main thread's stack, recognised by address (other threads answer nil: Glibc's
        // module does not export pthread_getattr_np, and they get a helper thread as before).
        guard let main = mainThreadStack, here > main.low && here <= main.top else { return nil }
        return here - main.low
        #else
        return nil
        #endif
    }

    #if canImport(Glibc)
    /// The main thread's stack: the `[stack]` mapping's top, and the lowest address the stack
    /// may grow to (that top less the stack size limit, as glibc computes it). Read once.
    static let mainThreadStack: (low: Int, top: Int)? = {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max, limit.rlim_cur < UInt64(Int.max),
              let file = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasSuffix("[stack]\n") || text.hasSuffix("[stack]"),
                  let dash = text.firstIndex(of: "-"), let space = text.firstIndex(of: " "),
                  let top = Int(text[text.index(after: dash)..<space], radix: 16) else { continue }
            return (top - Int(limit.rlim_cur), top)
        }
        return nil
    }()
    #endif

    private final class Box<R> {
        let body: () -> R
        var result: R?
        init(_ body: @escaping () -> R) { self.body = body }
        func run() { result = body() }
    }

    private final class Runner {
        let work: () -> Void
        init(_ work: @escaping () -> Void) { self.work = work }
    }

    private static func spawnAndJoin<R>(stackBytes: Int, _ box: Box<R>) {
        let runner = Unmanaged.passRetained(Runner { box.run() })
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        let page = 1 << 16
        pthread_attr_setstacksize(&attributes, (stackBytes + page - 1) / page * page)
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, &attributes, { context in
            let runner = Unmanaged<Runner>.fromOpaque(context!).takeRetainedValue()
            runner.work()
            return nil
        }, runner.toOpaque())
        guard status == 0 else {
            // No thread (resource limits): run here and hope the tree fits.
            runner.takeRetainedValue().work()
            return
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
    }
}
