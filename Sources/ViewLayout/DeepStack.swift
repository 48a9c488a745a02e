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
    /// Stack bytes one tree level may need (measured: ~1.5 KB release, ~12 KB debug).
    static let bytesPerLevel = _isDebugAssertConfiguration() ? 32 * 1024 : 4 * 1024
    /// Heights up to this run on the caller's thread.
    static let inlineHeight = _isDebugAssertConfiguration() ? 12 : 48

    /// Runs `body` directly for shallow trees, else on a thread with a big enough
    /// stack (the caller waits; nothing runs concurrently).
    static func run<R>(height: Int, _ body: () -> R) -> R {
        if height <= inlineHeight { return body() }
        let bytes = (1 << 20) + height * bytesPerLevel
        return withoutActuallyEscaping(body) { escapable in
            let box = Box { escapable() }
            spawnAndJoin(stackBytes: bytes, box)
            return box.result!
        }
    }

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
