/// What one statement printed, in order, split into results (stdout) and problems
/// (stderr), and whether it succeeded.
///
/// A front end that prints as the statement runs gives the output a `sink`: text is then
/// handed over as it is written (a 100,000-row table reaches the terminal, a file or a pager
/// row by row) and `chunks` stays empty. Without a sink everything is kept in `chunks`.
public struct SessionOutput: Sendable, Equatable {
    public enum Stream: Sendable, Equatable { case standard, error }
    public typealias Sink = @Sendable (Stream, String) -> Void

    public var chunks: [(stream: Stream, text: String)] = []
    public var succeeded = true
    /// The same output as a transcript replay prints it: diagnostics without colour or
    /// `file:line:col` headers. What `record` writes.
    public var transcriptText = ""
    /// Set by `clear`: a front end on a terminal clears the screen (after writing the chunks).
    public var clearsScreen = false
    /// Set by `watch FILE`: the front end re-runs the file on each change until Ctrl-C.
    public var watch: WatchRequest?
    /// Where text goes as it is written, instead of `chunks` (see the type's comment).
    var sink: Sink?
    /// Whether `transcriptText` is kept: always without a sink; with one only while recording
    /// (a streamed table is not kept twice in memory).
    var keepsTranscriptText = true

    public init() {}

    /// Both streams interleaved, as a terminal (or a transcript) shows them.
    public var text: String { chunks.map(\.text).joined() }

    /// Whether text is handed to a sink as it is written.
    var isStreaming: Bool { sink != nil }

    mutating func write(_ text: String, to stream: Stream = .standard, transcriptText: String? = nil) {
        guard !text.isEmpty else { return }
        if let sink {
            sink(stream, text)
        } else {
            chunks.append((stream, text))
        }
        if keepsTranscriptText { self.transcriptText += transcriptText ?? text }
    }

    mutating func append(_ other: SessionOutput) {
        if let sink {
            for chunk in other.chunks { sink(chunk.stream, chunk.text) }
        } else {
            chunks += other.chunks
        }
        if keepsTranscriptText { transcriptText += other.transcriptText }
        if !other.succeeded { succeeded = false }
        if other.clearsScreen { clearsScreen = true }
        if let request = other.watch { watch = request }
    }

    public static func == (a: SessionOutput, b: SessionOutput) -> Bool {
        a.succeeded == b.succeeded && a.clearsScreen == b.clearsScreen && a.chunks.map(\.text) == b.chunks.map(\.text)
            && a.chunks.map(\.stream) == b.chunks.map(\.stream)
    }
}
