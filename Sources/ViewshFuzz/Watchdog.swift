import Foundation

/// Watches one piece of work at a time from its own thread, by CPU time (a machine shared with
/// other work raises no alarm): when the work has run longer than `limit` seconds, `slow` is
/// told once (what is running, and the input it was given); past `hardLimit` the process ends
/// with status 3 after `slow` has been told.
///
/// A thread, not a signal: libFuzzer's own `-timeout` handler runs inside SIGALRM and can
/// deadlock in `malloc` when the alarm lands inside an allocation (it did, 31 minutes into an
/// hour's session run). Here the reporting thread allocates like any other thread.
public final class Watchdog: @unchecked Sendable {
    public typealias Report = @Sendable (_ what: String, _ input: [UInt8], _ seconds: Double) -> Void

    private let lock = NSLock()
    private let limit: Double
    private let hardLimit: Double
    private let slow: Report
    private var started = 0.0
    private var busy = false
    private var reported = false
    private var what = ""
    private var input: [UInt8] = []

    public init(limit: Double, hardLimit: Double, slow: @escaping Report) {
        self.limit = limit
        self.hardLimit = max(limit, hardLimit)
        self.slow = slow
        Thread.detachNewThread { [self] in watch() }
    }

    /// The process's CPU time, both threads counted (the watching thread sleeps).
    public static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Starts timing a new piece of work with its input.
    public func start(_ what: String, input: [UInt8]) {
        lock.lock()
        started = Self.cpuSeconds()
        busy = true
        reported = false
        self.what = what
        self.input = input
        lock.unlock()
    }

    /// Names the step now running, keeping the work's clock (a statement of the input).
    public func step(_ what: String) {
        lock.lock()
        self.what = what
        lock.unlock()
    }

    /// Ends the piece of work; returns its CPU seconds.
    @discardableResult
    public func stop() -> Double {
        lock.lock()
        defer { lock.unlock() }
        busy = false
        return Self.cpuSeconds() - started
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.25)
            lock.lock()
            let seconds = Self.cpuSeconds() - started
            let fire = busy && !reported && seconds > limit
            let hung = busy && seconds > hardLimit
            if fire { reported = true }
            let (what, input) = (self.what, self.input)
            lock.unlock()
            if fire { slow(what, input, seconds) }
            if hung {
                FileHandle.standardError.write(Data("watchdog: '\(what.prefix(200))' ran \(Int(seconds)) s of CPU; stopping\n".utf8))
                exit(3)
            }
        }
    }
}

extension Watchdog {
    /// A libFuzzer target's watchdog: inputs over FUZZ_TIMEOUT seconds of CPU (5) are written to
    /// FUZZ_FINDINGS as `TARGET-slow-HASH` and the run goes on; one still running after 60 s
    /// ends it. scripts/fuzz turns libFuzzer's own `-timeout` off (its SIGALRM handler can
    /// deadlock in malloc) and sets both variables.
    public static func libFuzzer(target: String) -> Watchdog {
        let environment = ProcessInfo.processInfo.environment
        let limit = environment["FUZZ_TIMEOUT"].flatMap(Double.init) ?? 5
        let findings = environment["FUZZ_FINDINGS"] ?? FileManager.default.currentDirectoryPath
        return Watchdog(limit: limit, hardLimit: max(limit, 60)) { what, input, seconds in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in input { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            let path = findings + "/\(target)-slow-" + String(hash, radix: 16)
            FileManager.default.createFile(atPath: path, contents: Data(input))
            FileHandle.standardError.write(Data("watchdog: an input ran over \(limit) s of CPU, at '\(what.prefix(120))' (\(Int(seconds)) s so far): \(path)\n".utf8))
        }
    }
}
