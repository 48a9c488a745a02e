import Dispatch
import Foundation
import Synchronization

/// Runs one input through a live session and returns what it printed (plain text, lines ending
/// "\n", possibly empty). Each transcript gets a fresh session from the factory; inputs run in
/// file order.
public typealias TranscriptSession = (_ input: String) -> String

/// Makes a fresh session for one transcript. `directory` is the transcript's own directory
/// (the path's directory part as given, "." for a bare file name); relative file paths in the
/// session resolve there.
public typealias TranscriptSessionFactory = @Sendable (_ directory: String) -> TranscriptSession

/// Finds transcripts, runs them in parallel, and reports (and in update mode rewrites) the ones
/// whose output changed.
public struct TranscriptRunner: Sendable {
    public var factory: TranscriptSessionFactory
    /// Rewrite mismatched blocks in place instead of reporting them as failures.
    public var update: Bool
    /// Keep only transcripts whose path matches (see `TranscriptFilter`).
    public var filter: String?
    /// How many transcripts run at once (at least 1).
    public var parallelism: Int

    public init(
        factory: @escaping TranscriptSessionFactory,
        update: Bool = false,
        filter: String? = nil,
        parallelism: Int = TranscriptRunner.defaultParallelism
    ) {
        self.factory = factory
        self.update = update
        self.filter = filter
        self.parallelism = parallelism
    }

    /// One worker per active processor.
    public static var defaultParallelism: Int {
        TranscriptFiles.processorCount
    }

    /// Runs the transcripts in `paths`: files (run whatever their extension) or directories
    /// (searched recursively for `*.transcript`). Paths that cannot be read are reported as
    /// malformed whatever the filter.
    public func run(paths: [String]) -> TranscriptReport {
        let (found, failures) = TranscriptFiles.discover(paths)
        let selected = filter.map { pattern in found.filter(TranscriptFilter(pattern).matches) } ?? found
        let results = failures + runAll(selected)
        return TranscriptReport(results: results.sorted { TranscriptFiles.precedes($0.path, $1.path) })
    }

    /// Runs one transcript file (reading, checking and, in update mode, rewriting it).
    public func run(file path: String) -> TranscriptResult {
        let transcript: Transcript
        do throws(TranscriptError) {
            transcript = try TranscriptParser.parse(TranscriptFiles.readText(path), path: path)
        } catch {
            return TranscriptResult(path: path, status: .malformed(error))
        }
        let check = transcript.check(with: factory(TranscriptFiles.directory(of: path)))
        let lines = check.mismatchedBlocks.map { transcript.blocks[$0].lineNumber }
        if check.passed {
            return TranscriptResult(path: path, status: .passed)
        }
        guard update else {
            return TranscriptResult(path: path, status: .mismatched(diff: check.diff), mismatchedInputLines: lines)
        }
        do throws(TranscriptError) {
            try TranscriptFiles.replace(path, with: check.updatedText)
        } catch {
            return TranscriptResult(path: path, status: .malformed(error), mismatchedInputLines: lines)
        }
        return TranscriptResult(path: path, status: .updated, mismatchedInputLines: lines)
    }

    /// Runs `paths` on up to `parallelism` workers (the calling thread and dedicated threads,
    /// so parallelism does not depend on a shared pool being idle), each taking the next file
    /// as it finishes one; results come back in the order of `paths`.
    private func runAll(_ paths: [String]) -> [TranscriptResult] {
        let workers = min(max(1, parallelism), paths.count)
        guard workers > 1 else { return paths.map(run(file:)) }
        let work = SharedWork(count: paths.count)
        let runner = self
        let body: @Sendable () -> Void = {
            while let index = work.take() {
                work.store(runner.run(file: paths[index]), at: index)
            }
        }
        let group = DispatchGroup()
        for _ in 1..<workers {
            group.enter()
            let thread = Thread {
                body()
                group.leave()
            }
            thread.stackSize = Self.workerStackSize
            thread.start()
        }
        body()
        group.wait()
        return work.results()
    }

    /// Sessions parse and lay out recursively; give workers a main-thread-sized stack.
    static let workerStackSize = 8 << 20
}

/// The files still to run and the results so far, shared by the workers.
private final class SharedWork: Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int
    private let slots: Mutex<[TranscriptResult?]>

    init(count: Int) {
        self.count = count
        self.slots = Mutex(Array(repeating: nil, count: count))
    }

    /// The next file's index, or nil when every file has been taken.
    func take() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    func store(_ result: TranscriptResult, at index: Int) {
        slots.withLock { $0[index] = result }
    }

    func results() -> [TranscriptResult] {
        slots.withLock { $0.map { $0! } }
    }
}
