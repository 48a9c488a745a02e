/// Builds a transcript block by block as a session runs (the shell's `record <file>`).
public struct TranscriptRecorder: Sendable, Equatable {
    /// The transcript so far.
    public private(set) var text: String

    /// Starts a transcript, optionally with comments: each line of each becomes a comment line
    /// (`# ` added unless it already starts with `#`).
    public init(comments: [String] = []) {
        text = comments
            .flatMap { TranscriptFormat.outputLines($0) }
            .map { ($0.utf8.first == UInt8(ascii: "#") ? $0 : "# " + $0) + "\n" }
            .joined()
    }

    /// Adds a comment line (`# ` added unless `text` starts with `#`).
    public mutating func comment(_ text: String) {
        text.utf8.first == UInt8(ascii: "#") ? (self.text += text + "\n") : (self.text += "# " + text + "\n")
    }

    /// Adds one input and what the session printed for it.
    public mutating func record(input: String, output: String) {
        text += TranscriptWriter.block(input: input, output: output)
    }
}
