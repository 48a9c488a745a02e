import Foundation
import Shell
import ViewEngine

/// The properties every session must keep, whatever it is fed (issue 10):
///
/// - no crash (a crash ends the process; the driver keeps the script that caused it);
/// - a statement that fails leaves the document — tree, definitions, states, options, proposal —
///   exactly as it was;
/// - `save` → `load` in a fresh session → `save` writes the same bytes, and the two sessions agree
///   on `state`, `tree`, `layout --json` and `prefs`.
public enum SessionOracles {
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var property: String
        public var statement: String?
        public var details: String
        public init(property: String, statement: String?, details: String) {
            self.property = property
            self.statement = statement
            self.details = details
        }

        public var description: String {
            "\(property)" + (statement.map { " at '\($0)'" } ?? "") + ": \(details)"
        }
    }

    /// A session that works in `directory` (and keeps every file there).
    public static func session(in directory: String) -> Session {
        var configuration = SessionConfiguration.transcript(directory: directory)
        configuration.sandbox = directory
        return Session(configuration: configuration)
    }

    /// Runs `statements` one by one, checking that each failing one changed nothing. `starting` is
    /// told each statement before it runs (the fuzz driver's watchdog times them one by one).
    public static func run(_ statements: [String], in session: Session, starting: (String) -> Void = { _ in }) -> [Failure] {
        var failures: [Failure] = []
        let printed = OutputDigest()
        for statement in statements {
            starting(statement)
            let before = session.document
            printed.reset()
            // Streamed, as a terminal gets it: a 1,000,000-row table is not kept in memory.
            let output = session.execute(statement, streamingTo: printed.sink)
            if !output.succeeded, session.document != before {
                failures.append(Failure(property: "a failing statement changed the document", statement: statement,
                                        details: printed.text))
            }
            if session.hasQuit { break }
        }
        return failures
    }

    /// One libFuzzer input as the session target runs it (and `viewsh-fuzz --replay`): the bytes
    /// as a script in a fresh session, output streamed into a digest as a terminal gets it,
    /// each failing statement checked to change nothing, then the round trip. `step` is told
    /// what runs (the watchdog's report names it).
    public static func runInput(_ bytes: [UInt8], in directory: String, step: (String) -> Void = { _ in }) -> [Failure] {
        let session = Self.session(in: directory)
        var failures: [Failure] = []
        var before = session.document
        let printed = OutputDigest()
        step("the input's statements")
        session.runScript(bytes, name: "<fuzz>", bail: false, streamingTo: printed.sink) { output in
            if !output.succeeded, session.document != before {
                failures.append(Failure(property: "a failing statement changed the document", statement: nil, details: printed.text))
            }
            printed.reset()
            before = session.document
        }
        if !session.hasQuit { failures += roundTrip(session, in: directory, starting: step) }
        return failures
    }

    /// The commands whose output the original and the reloaded session must agree on.
    public static let comparedCommands = ["state", "tree", "layout --json", "prefs"]

    /// save → load → save: the script `save` writes, run in a fresh session (as `load` runs it),
    /// saved again. In memory, so thousands of cases take seconds (`save` itself syncs to disk).
    public static func roundTrip(_ session: Session, in directory: String, starting: (String) -> Void = { _ in }) -> [Failure] {
        starting("save, and load into a fresh session")
        let first = session.savedScript
        let fresh = Self.session(in: directory)
        var problems = ""
        let result = fresh.runScript(Array(first.utf8), name: "<saved>", bail: false) { output in
            if !output.succeeded { problems += output.text }
        }
        guard result.failures == 0 else {
            return [Failure(property: "the saved file does not load", statement: nil, details: problems + "\n--- saved:\n" + first)]
        }
        var failures: [Failure] = []
        let second = fresh.savedScript
        if first != second {
            failures.append(Failure(property: "save → load → save is not a fixed point", statement: nil,
                                    details: "first:\n\(first)\nsecond:\n\(second)"))
        }
        for command in comparedCommands {
            starting(command + " (comparing the sessions)")
            // Compared by digest as they stream: neither output is held whole.
            let before = OutputDigest(), after = OutputDigest()
            // Model notes print when they change: compared from none shown on either side.
            session.forgetShownNotes()
            fresh.forgetShownNotes()
            _ = session.execute(command, streamingTo: before.sink)
            _ = fresh.execute(command, streamingTo: after.sink)
            if before.fingerprint != after.fingerprint {
                failures.append(Failure(property: "'\(command)' differs after save and load", statement: nil,
                                        details: "before:\n\(before.text)\nafter:\n\(after.text)\nsaved:\n\(first)"))
            }
        }
        return failures
    }
}
