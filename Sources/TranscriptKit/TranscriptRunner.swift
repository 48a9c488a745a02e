import Dispatch
import Foundation
import Synchronization

/// Runs one input through a live session and returns what it printed (plain text, lines ending
/// "\n", possibly empty). Each transcript gets a fresh session from the factory; inputs run in
/// file order.
public typealias TranscriptSession = (_ input: String) -> String

/// Where a transcript's session runs: a fresh, empty scratch folder that the session writes
/// into (deleted after the run), and the transcript's own folder, where its fixtures are.
public struct TranscriptSandbox: Sendable, Equatable {
    /// The transcript's folder (the path's directory part as given, "." for a bare file name).
    /// Relative paths the session reads and cannot find in `scratch` resolve here.
    public var directory: String
    /// A new empty folder for this run alone; relative paths the session writes go here.
    public var scratch: String

    public init(directory: String, scratch: String) {
        self.directory = directory
        self.scratch = scratch
    }
}

/// Makes a fresh session for one transcript, in its sandbox.
public typealias TranscriptSessionFactory = @Sendable (_ sandbox: TranscriptSandbox) -> TranscriptSession

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
    /// (searched recursively for `*.transcript`, skipping folders whose names start with `.`).
    /// Paths that cannot be read are reported as malformed whatever the filter.
    public func run(paths: [String]) -> TranscriptReport {
        let (selected, failures) = select(paths)
        let results = failures + runAll(selected) { $0.run(file: $1) }
        return TranscriptReport(results: results.sorted { TranscriptFiles.precedes($0.path, $1.path) })
    }

    /// Runs the transcripts in `paths` (without updating), then puts each change to `decide`, one
    /// mismatched block at a time, in path and file order; writes each file with the changes
    /// accepted. `.acceptAll` accepts this and every later change, `.rejectAll` rejects this
    /// and every later change (the files already decided keep what was accepted).
    public func review(paths: [String], decide: (TranscriptChange) -> ReviewAnswer) -> TranscriptReport {
        let (selected, failures) = select(paths)
        let checked = runAll(selected) { runner, path in runner.check(file: path) }
        var results = failures
        var standing: ReviewAnswer?
        for outcome in checked {
            guard let transcript = outcome.transcript, let check = outcome.check, !check.passed else {
                results.append(outcome.result)
                continue
            }
            var accepted: [Int] = []
            for (position, block) in check.mismatchedBlocks.enumerated() {
                let change = TranscriptChange(
                    path: transcript.path, inputLine: transcript.blocks[block].lineNumber,
                    number: position + 1, count: check.mismatchedBlocks.count,
                    diff: transcript.updating([block], to: check.actualOutputs).diff)
                let answer = standing ?? decide(change)
                if answer == .acceptAll || answer == .rejectAll { standing = answer }
                if answer == .accept || answer == .acceptAll { accepted.append(block) }
            }
            var result = outcome.result
            result.status = .reviewed(accepted: accepted.count, rejected: check.mismatchedBlocks.count - accepted.count)
            if !accepted.isEmpty {
                do throws(TranscriptError) {
                    try TranscriptFiles.replace(transcript.path, with: transcript.updating(accepted, to: check.actualOutputs).text)
                } catch {
                    result.status = .malformed(error)
                }
            }
            results.append(result)
        }
        return TranscriptReport(results: results.sorted { TranscriptFiles.precedes($0.path, $1.path) })
    }

    /// Runs one transcript file (reading, checking and, in update mode, rewriting it).
    public func run(file path: String) -> TranscriptResult {
        let outcome = check(file: path)
        guard outcome.transcript != nil, let check = outcome.check, !check.passed, update else {
            return outcome.result
        }
        var result = outcome.result
        do throws(TranscriptError) {
            try TranscriptFiles.replace(path, with: check.updatedText)
            result.status = .updated(diff: check.diffLines)
        } catch {
            result.status = .malformed(error)
        }
        return result
    }

    /// A transcript read and checked in a fresh sandbox, not yet updated.
    struct Outcome: Sendable {
        var result: TranscriptResult
        var transcript: Transcript?
        var check: TranscriptCheck?
    }

    func check(file path: String) -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        func outcome(_ status: TranscriptResult.Status, _ transcript: Transcript? = nil, _ check: TranscriptCheck? = nil) -> Outcome {
            let lines = check.map { check in check.mismatchedBlocks.map { transcript!.blocks[$0].lineNumber } } ?? []
            let result = TranscriptResult(path: path, status: status, mismatchedInputLines: lines, duration: clock.now - start)
            return Outcome(result: result, transcript: transcript, check: check)
        }
        let transcript: Transcript
        var scratches: [String] = []
        defer { scratches.forEach(TranscriptFiles.removeTree) }
        do throws(TranscriptError) {
            let text = try TranscriptFiles.readText(path)
            transcript = try MarkdownTranscriptParser.isMarkdown(path)
                ? MarkdownTranscriptParser.parse(text, path: path) : TranscriptParser.parse(text, path: path)
            // A fresh scratch folder for each session (a Markdown document has one a session block).
            for _ in 0..<max(1, transcript.sessionStarts.count) {
                scratches.append(try TranscriptFiles.makeScratchDirectory(for: path))
            }
        } catch {
            return outcome(.malformed(error))
        }
        let directory = TranscriptFiles.directory(of: path)
        var used = 0
        let check = transcript.check { start in
            let scratch = scratches[min(used, scratches.count - 1)]
            used += 1
            let folder = start.folder.isEmpty ? directory : TranscriptFiles.join(directory, start.folder)
            return factory(TranscriptSandbox(directory: folder, scratch: scratch))
        }
        return outcome(check.passed ? .passed : .mismatched(diff: check.diffLines), transcript, check)
    }

    /// The transcripts to run (found and filtered), and the paths that could not be read.
    private func select(_ paths: [String]) -> (selected: [String], failures: [TranscriptResult]) {
        let (found, failures) = TranscriptFiles.discover(paths)
        return (filter.map { pattern in found.filter(TranscriptFilter(pattern).matches) } ?? found, failures)
    }

    /// Runs `work` on each of `paths` on up to `parallelism` workers (the calling thread and
    /// dedicated threads, so parallelism does not depend on a shared pool being idle), each
    /// taking the next file as it finishes one; results come back in the order of `paths`.
    private func runAll<T: Sendable>(_ paths: [String], _ work: @escaping @Sendable (TranscriptRunner, String) -> T) -> [T] {
        let workers = min(max(1, parallelism), paths.count)
        guard workers > 1 else { return paths.map { work(self, $0) } }
        let shared = SharedWork<T>(count: paths.count)
        let runner = self
        let body: @Sendable () -> Void = {
            while let index = shared.take() {
                shared.store(work(runner, paths[index]), at: index)
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
        return shared.results()
    }

    /// Sessions parse and lay out recursively; give workers a main-thread-sized stack.
    static let workerStackSize = 8 << 20
}

/// One mismatched block of a transcript, put to the user by `--interactive`.
public struct TranscriptChange: Sendable, Equatable {
    public var path: String
    /// 1-based line of the block's input.
    public var inputLine: Int
    /// This change is `number` of `count` in its file (1-based).
    public var number: Int
    public var count: Int
    /// The diff from the file to the file with this change alone (the file's line numbers).
    public var diff: [DiffLine]
}

/// What the user said about a change.
public enum ReviewAnswer: Sendable, Equatable {
    case accept, reject
    /// This change and every later one.
    case acceptAll, rejectAll
}

/// The files still to run and the results so far, shared by the workers.
private final class SharedWork<T: Sendable>: Sendable {
    private let next = Atomic<Int>(0)
    private let count: Int
    private let slots: Mutex<[T?]>

    init(count: Int) {
        self.count = count
        self.slots = Mutex(Array(repeating: nil, count: count))
    }

    /// The next file's index, or nil when every file has been taken.
    func take() -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < count ? index : nil
    }

    func store(_ result: T, at index: Int) {
        slots.withLock { $0[index] = result }
    }

    func results() -> [T] {
        slots.withLock { $0.map { $0! } }
    }
}
