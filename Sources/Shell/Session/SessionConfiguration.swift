import Diagnostics
import TranscriptKit

/// How a session talks to the outside world. Batch, interactive and transcript runs
/// differ only here.
public struct SessionConfiguration: Sendable {
    /// Diagnostics with `file:line:col` headers (batch) or without (typed input, transcripts).
    public var diagnosticStyle: DiagnosticStyle
    /// Relative paths in `load`, `save` and `record` resolve against this folder.
    public var workingDirectory: String
    /// Columns available to pictures (`render`); fixed in transcripts so output is stable.
    public var width: Int
    /// Polled by long commands; true after Ctrl-C.
    public var interruptRequested: @Sendable () -> Bool
    /// Where relative paths that are read (`load`) resolve when they are not in the working
    /// folder, or leave it (`../`): a transcript's own folder, while its session works in a
    /// scratch folder. Nil outside transcripts.
    public var fixtureDirectory: String?

    public init(
        diagnosticStyle: DiagnosticStyle, workingDirectory: String, width: Int = 80,
        interruptRequested: @escaping @Sendable () -> Bool = { false }, fixtureDirectory: String? = nil
    ) {
        self.diagnosticStyle = diagnosticStyle
        self.workingDirectory = workingDirectory
        self.width = width
        self.interruptRequested = interruptRequested
        self.fixtureDirectory = fixtureDirectory
    }

    /// Typed-input diagnostics, no colour, 80 columns, every relative path in `directory` (tests
    /// that make a session by hand).
    public static func transcript(directory: String) -> SessionConfiguration {
        SessionConfiguration(diagnosticStyle: .interactive, workingDirectory: directory)
    }

    /// What transcript tests use: typed-input diagnostics, no colour, 80 columns, writes in the
    /// sandbox's scratch folder, reads falling back to the transcript's folder.
    public static func transcript(_ sandbox: TranscriptSandbox) -> SessionConfiguration {
        SessionConfiguration(diagnosticStyle: .interactive, workingDirectory: sandbox.scratch, fixtureDirectory: sandbox.directory)
    }
}

extension Session {
    /// Fresh sessions for transcript tests, one per transcript, each in its sandbox.
    public static let transcriptFactory: TranscriptSessionFactory = { sandbox in
        let session = Session(configuration: .transcript(sandbox))
        return { input in session.execute(input).text }
    }
}
