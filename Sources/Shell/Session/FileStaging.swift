import Diagnostics
import Foundation

/// Files that commands write (`save`, `export`), and scripts that `load` reads.
///
/// While a `load` runs, what its script saves or exports is kept aside and written only when the
/// load is kept: a load that fails keeps nothing — not the document, and not the files its script
/// made — and says which files it did not write (issue 10: they were written anyway, and their
/// messages hidden). A `load` inside the script reads a file saved earlier in it from what is kept
/// aside.
extension Session {
    /// Writes `bytes` to the file a command names: at once, or when the outermost `load` is kept.
    func writeFile(_ bytes: [UInt8], named word: Word) throws(CommandError) {
        if let problem = FileIO.nameProblem(word.text) { throw CommandError(problem, at: word.range) }
        let path = resolvePath(word.text)
        if loadDepth > 0 {
            if let kind = FileIO.nonRegularKind(path) {
                throw CommandError("cannot write '\(word.text)': it is \(kind); only a regular file or a new name is written", at: word.range)
            }
            stagedFiles.removeAll { $0.path == path }
            stagedFiles.append((path, word.text, bytes))
            return
        }
        if let problem = FileIO.writeAtomically(bytes, to: path, temporaryFile: configuration.temporaryFile) {
            throw CommandError("cannot write '\(word.text)': \(problem)", at: word.range)
        }
    }

    /// A file for `load` and `translate`: from a file or stream (at most `FileIO.maximumScriptBytes`),
    /// or from what a running load has saved under that name.
    func readFile(_ name: String, at range: SourceRange?) throws(CommandError) -> [UInt8] {
        if let problem = FileIO.nameProblem(name) { throw CommandError(problem, at: range) }
        if let staged = stagedFiles.last(where: { $0.path == resolvePath(name) }) { return staged.bytes }
        switch FileIO.read(resolveReadPath(name)) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            switch problem.code {
            case EISDIR: throw CommandError("'\(name)' is a folder", at: range)
            case ENOENT: throw CommandError("cannot read '\(name)': no such file", at: range)
            default: throw CommandError("cannot read '\(name)': \(problem.reason)", at: range)
            }
        }
    }

    /// Writes what the load kept aside; the problems, one a line.
    func writeStagedFiles() -> [String] {
        defer { stagedFiles.removeAll() }
        return stagedFiles.compactMap { file in
            FileIO.writeAtomically(file.bytes, to: file.path, temporaryFile: configuration.temporaryFile)
                .map { "error: cannot write '\(file.name)': \($0)" }
        }
    }

    /// Forgets what a failed load kept aside; a note naming the files not written.
    func discardStagedFiles() -> [Diagnostic.Note] {
        defer { stagedFiles.removeAll() }
        guard !stagedFiles.isEmpty else { return [] }
        return [.init("not written: " + stagedFiles.map { "'\($0.name)'" }.joined(separator: ", "))]
    }
}

extension Session {
    /// A script named on the command line, for the front end: any readable file or stream
    /// (`/dev/stdin`, a FIFO, `<(…)`), at most `FileIO.maximumScriptBytes`; or why not.
    public static func readScript(path: String) -> Result<[UInt8], ScriptReadError> {
        FileIO.read(path).mapError { ScriptReadError(reason: $0.code == ENOENT ? "no such file" : $0.reason) }
    }

    /// Standard input as a script, with the same bound.
    public static func readScript(fileDescriptor: Int32) -> Result<[UInt8], ScriptReadError> {
        FileIO.readAll(fileDescriptor).mapError { ScriptReadError(reason: $0.reason) }
    }
}

public struct ScriptReadError: Error, Sendable {
    public var reason: String
}
