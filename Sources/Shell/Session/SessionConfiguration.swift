import Diagnostics

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
    /// When set, every file a command names is put in this folder under its last path component
    /// (`save /etc/x` writes `<sandbox>/x`): for fuzzing, where scripts are random bytes.
    public var sandbox: String?
    /// Told the temporary file a `save` or `export` is writing (nil once it is renamed or removed),
    /// so that the front end's signal handler can remove it (`viewsh`'s SignalCleanup).
    public var temporaryFile: @Sendable (String?) -> Void = { _ in }

    public init(
        diagnosticStyle: DiagnosticStyle, workingDirectory: String, width: Int = 80,
        interruptRequested: @escaping @Sendable () -> Bool = { false }
    ) {
        self.diagnosticStyle = diagnosticStyle
        self.workingDirectory = workingDirectory
        self.width = width
        self.interruptRequested = interruptRequested
    }

    /// What transcript tests use: typed-input diagnostics, no colour, 80 columns.
    public static func transcript(directory: String) -> SessionConfiguration {
        SessionConfiguration(diagnosticStyle: .interactive, workingDirectory: directory)
    }
}

extension Session {
    /// Fresh sessions for transcript tests, one per transcript.
    public static let transcriptFactory: @Sendable (String) -> (String) -> String = { directory in
        let session = Session(configuration: .transcript(directory: directory))
        return { input in session.execute(input).text }
    }
}
