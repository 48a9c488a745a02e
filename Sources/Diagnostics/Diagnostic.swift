/// A problem found in the user's input, as data: where, what, and what might help.
/// Rendering (header, source line, caret, colour) is `DiagnosticRenderer`'s job.
/// Hashable: a report made again at the same place with the same words (an inlined `let`'s
/// error, once per use) is found as the same diagnostic.
public struct Diagnostic: Sendable, Hashable {
    public enum Severity: String, Sendable {
        case error, warning, note
    }

    /// A secondary message, with or without a place of its own ("to match this '<'").
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange?
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    public var severity: Severity
    public var message: String
    /// Where the problem is; nil for errors that have no place in the input (a missing file).
    public var range: SourceRange?
    public var notes: [Note]

    public init(_ severity: Severity = .error, _ message: String, at range: SourceRange?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(_ message: String, at range: SourceRange?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    public static func warning(_ message: String, at range: SourceRange?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: range, notes: notes)
    }

    /// Adds "did you mean 'x'?" when a close name exists.
    public func suggesting(_ name: String, from candidates: some Sequence<String>) -> Diagnostic {
        guard let best = Suggestions.closest(to: name, in: candidates) else { return self }
        var copy = self
        copy.notes.append(Note("did you mean '\(best)'?"))
        return copy
    }
}

/// A diagnostic together with the source it points into.
public struct LocatedDiagnostic: Sendable, Equatable {
    public var diagnostic: Diagnostic
    public var file: SourceFile?
    public init(_ diagnostic: Diagnostic, in file: SourceFile?) {
        self.diagnostic = diagnostic
        self.file = file
    }
}
