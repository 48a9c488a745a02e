/// What one statement printed, in order, split into results (stdout) and problems
/// (stderr), and whether it succeeded.
public struct SessionOutput: Sendable, Equatable {
    public enum Stream: Sendable, Equatable { case standard, error }

    public var chunks: [(stream: Stream, text: String)] = []
    public var succeeded = true
    /// The same output as a transcript replay prints it: diagnostics without colour or
    /// `file:line:col` headers. What `record` writes.
    public var transcriptText = ""
    /// Set by `clear`: a front end on a terminal clears the screen (after writing the chunks).
    public var clearsScreen = false

    public init() {}

    /// Both streams interleaved, as a terminal (or a transcript) shows them.
    public var text: String { chunks.map(\.text).joined() }

    mutating func write(_ text: String, to stream: Stream = .standard, transcriptText: String? = nil) {
        guard !text.isEmpty else { return }
        chunks.append((stream, text))
        self.transcriptText += transcriptText ?? text
    }

    mutating func append(_ other: SessionOutput) {
        chunks += other.chunks
        transcriptText += other.transcriptText
        if !other.succeeded { succeeded = false }
        if other.clearsScreen { clearsScreen = true }
    }

    public static func == (a: SessionOutput, b: SessionOutput) -> Bool {
        a.succeeded == b.succeeded && a.clearsScreen == b.clearsScreen && a.chunks.map(\.text) == b.chunks.map(\.text)
            && a.chunks.map(\.stream) == b.chunks.map(\.stream)
    }
}
