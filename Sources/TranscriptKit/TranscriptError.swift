/// A transcript that cannot be checked: malformed text, or a file that cannot be read or written.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    /// 1-based line number; 0 when the problem is the file as a whole (unreadable, unwritable).
    public var line: Int
    /// Lowercase, no final period, user text in '…'.
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: message`, or `path: message` for the file as a whole.
    public var description: String {
        line > 0 ? "\(path):\(line): \(message)" : "\(path): \(message)"
    }
}
