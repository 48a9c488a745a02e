import Foundation
import Shell
import ViewshFuzz

// Structure-aware fuzzing: random valid scripts (ScriptGenerator) through a whole session, with
// the oracles of SessionOracles. `scripts/fuzz` runs it; see there for the options.
//
//   viewsh-fuzz [--seed N] [--cases N | --seconds N] [--statements N] [--hostility P]
//               [--round-trip-only] [--out DIR]
//   viewsh-fuzz --print-dictionary        (libFuzzer's -dict= file, from the catalogues)
//   viewsh-fuzz --replay FILE…            each file as the session target runs an input (the same
//                                         oracles), timed in this build: CPU seconds and peak RSS
//
// Before each case the script is written to DIR/current.vsh, so a crash, a hang (the watchdog
// ends the run when one statement, or the round trip, takes longer than 5 s) or running out of
// memory (a 2 GB address-space limit) leaves its reproducer behind. Failures of the oracles are written to DIR/failure-SEED.vsh.
// Exit status: 0 no failure, 1 oracle failures, 3 a case hung.

var seed: UInt64 = UInt64(Date().timeIntervalSince1970)
var cases = Int.max
var seconds = Double.infinity
var statements = 30
var hostility = 0.2
var roundTripOnly = false
var out = FileManager.default.currentDirectoryPath + "/.build/fuzz/structured"
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
    case "--cases": cases = Int(arguments.next() ?? "") ?? cases
    case "--seconds": seconds = Double(arguments.next() ?? "") ?? seconds
    case "--statements": statements = Int(arguments.next() ?? "") ?? statements
    case "--hostility": hostility = Double(arguments.next() ?? "") ?? hostility
    case "--round-trip-only": roundTripOnly = true
    case "--out": out = arguments.next() ?? out
    case "--replay":
        replay(Array(arguments))
    case "--print-dictionary":
        print(FuzzDictionary.text, terminator: "")
        exit(0)
    default:
        FileHandle.standardError.write(Data("viewsh-fuzz: unknown argument '\(argument)'\n".utf8))
        exit(2)
    }
}
if cases == Int.max, seconds == .infinity { cases = 1_000 }

/// Runs libFuzzer inputs (a slow one the session target wrote to findings) through the session
/// target's oracles in this build — the release build, without the coverage instrumentation that
/// makes the fuzzer's own run several times slower — and prints each one's CPU time and the
/// process's peak RSS after it. Exit status 1 when an oracle fails.
func replay(_ paths: [String]) -> Never {
    let directory = NSTemporaryDirectory() + "viewsh-fuzz-replay-\(getpid())"
    var failed = false
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("\(path): cannot read")
            failed = true
            continue
        }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let start = Watchdog.cpuSeconds()
        let failures = SessionOracles.runInput(Array(data), in: directory)
        let seconds = Watchdog.cpuSeconds() - start
        try? FileManager.default.removeItem(atPath: directory)
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let verdict = failures.first.map { "FAIL \($0.property)" } ?? "ok"
        print("\(String(format: "%7.2f", seconds)) s CPU  peak RSS \(usage.ru_maxrss / 1024) MB  \(verdict)  \(path)")
        if !failures.isEmpty { failed = true }
    }
    exit(failed ? 1 : 0)
}

try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
var limit = rlimit(rlim_cur: 2 << 30, rlim_max: 2 << 30)
setrlimit(Int32(RLIMIT_AS.rawValue), &limit)

// A statement (or the round trip) over 5 s of CPU is a hang: its script is in current.vsh.
let watchdog = Watchdog(limit: 5, hardLimit: 5) { what, _, _ in
    FileHandle.standardError.write(Data("viewsh-fuzz: '\(what.prefix(200))' ran longer than 5 s; the script is current.vsh\n".utf8))
}

let clock = ContinuousClock()
let start = clock.now
var done = 0, statementCount = 0, failureCount = 0
let deadline: ContinuousClock.Instant? = seconds.isFinite ? start + .milliseconds(Int64(min(seconds, 1e9) * 1000)) : nil
while done < cases, deadline.map({ clock.now < $0 }) ?? true {
    let caseSeed = seed &+ UInt64(done)
    let directory = out + "/case"
    try? FileManager.default.removeItem(atPath: directory)
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var generator = ScriptGenerator(seed: caseSeed, hostility: hostility, directory: roundTripOnly ? nil : directory)
    let script = generator.session(statements: statements, commands: !roundTripOnly)
    let text = "// viewsh-fuzz --seed \(caseSeed) --cases 1 --statements \(statements)\n" + script.joined(separator: "\n") + "\n"
    try? Data(text.utf8).write(to: URL(fileURLWithPath: out + "/current.vsh"))
    let input = Array(text.utf8)
    watchdog.start("the session", input: input)
    let session = SessionOracles.session(in: directory)
    var failures = SessionOracles.run(script, in: session) { watchdog.start($0, input: input) }
    if !session.hasQuit { failures += SessionOracles.roundTrip(session, in: directory) { watchdog.start($0, input: input) } }
    watchdog.stop()
    if !failures.isEmpty {
        failureCount += 1
        let report = failures.map { "// " + $0.description.replacingOccurrences(of: "\n", with: "\n// ") }.joined(separator: "\n")
        try? Data((report + "\n" + text).utf8).write(to: URL(fileURLWithPath: out + "/failure-\(caseSeed).vsh"))
        print("seed \(caseSeed): \(failures[0].property)")
    }
    done += 1
    statementCount += script.count
}
let elapsed = clock.now - start
print("\(done) cases, \(statementCount) statements, \(failureCount) failing, in \(elapsed) (seeds \(seed)…\(seed &+ UInt64(done) &- 1))")
exit(failureCount == 0 ? 0 : 1)
