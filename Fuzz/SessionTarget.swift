// libFuzzer target: bytes → a whole session — statements cut by the splitter, each run as a
// definition, a view or a command (layout, why, prefs, env, step-frame, settle, render, export,
// save, load …) — with the session oracles (a failing statement changes nothing; save → load →
// save is a fixed point). Files go to a sandbox folder. Built by scripts/fuzz; see Docs/Fuzzing.md.
import Foundation
import Shell
import ViewshFuzz

let sandbox: String = {
    let path = NSTemporaryDirectory() + "viewsh-fuzz-session-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

/// Slow inputs are written to findings as they run (Watchdog.libFuzzer).
let watchdog = Watchdog.libFuzzer(target: "session")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSession(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    watchdog.start("the input", input: bytes)
    defer { watchdog.stop() }
    if let failure = SessionOracles.runInput(bytes, in: sandbox, step: { watchdog.step($0) }).first {
        FileHandle.standardError.write(Data("\(failure)\n".utf8))
        abort()
    }
    return 0
}
