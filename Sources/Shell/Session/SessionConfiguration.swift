import Diagnostics
import TranscriptKit

/// How a session talks to the outside world. Batch, interactive and transcript runs
/// differ only here.
public struct SessionConfiguration: Sendable {
    /// Diagnostics with `file:line:col` headers (batch) or without (typed input, transcripts).
    public var diagnosticStyle: DiagnosticStyle
    /// Relative paths in `load`, `save` and `record` resolve against this folder.
    public var workingDirectory: String
    /// Columns available to pictures (`render`), asked for each command so a resized terminal
    /// is followed; fixed in transcripts so output is stable.
    public var columns: @Sendable () -> Int
    /// The columns now.
    public var width: Int { columns() }
    /// Polled by long commands; true after Ctrl-C.
    public var interruptRequested: @Sendable () -> Bool
    /// When set, every file a command names is put in this folder under its last path component
    /// (`save /etc/x` writes `<sandbox>/x`): for fuzzing, where scripts are random bytes.
    public var sandbox: String?
    /// Told the temporary file a `save` or `export` is writing (nil once it is renamed or removed),
    /// so that the front end's signal handler can remove it (`viewsh`'s SignalCleanup).
    public var temporaryFile: @Sendable (String?) -> Void = { _ in }
    /// Where relative paths that are read (`load`) resolve when they are not in the working
    /// folder, or leave it (`../`): a transcript's own folder, while its session works in a
    /// scratch folder. Nil outside transcripts.
    public var fixtureDirectory: String?

    public init(
        diagnosticStyle: DiagnosticStyle, workingDirectory: String, width: Int = 80,
        interruptRequested: @escaping @Sendable () -> Bool = { false }, fixtureDirectory: String? = nil
    ) {
        self.init(diagnosticStyle: diagnosticStyle, workingDirectory: workingDirectory, columns: { width },
                  interruptRequested: interruptRequested, fixtureDirectory: fixtureDirectory)
    }

    /// A configuration whose width is asked for each time (a terminal's, which may be resized).
    public init(
        diagnosticStyle: DiagnosticStyle, workingDirectory: String, columns: @escaping @Sendable () -> Int,
        interruptRequested: @escaping @Sendable () -> Bool = { false }, fixtureDirectory: String? = nil
    ) {
        self.diagnosticStyle = diagnosticStyle
        self.workingDirectory = workingDirectory
        self.columns = columns
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
