import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system as the runner needs it: finding transcripts, reading them, and replacing
/// one atomically. POSIX calls, so errors carry the system's own words.
enum TranscriptFiles {
    /// A path the runner was given that is neither a file nor a directory it can read.
    struct Failure: Error {
        var message: String
    }

    /// The transcripts under `paths`: files as given, directories searched recursively for
    /// `*.transcript` files. Sorted by path (bytewise), without duplicates.
    static func discover(_ paths: [String]) -> (found: [String], failures: [TranscriptResult]) {
        var found = Set<String>()
        var failures: [TranscriptResult] = []
        for path in paths {
            do throws(Failure) {
                if try isDirectory(path) {
                    try collect(in: path, into: &found)
                } else {
                    found.insert(path)
                }
            } catch {
                let failure = TranscriptError(path: path, line: 0, message: error.message)
                failures.append(TranscriptResult(path: path, status: .malformed(failure)))
            }
        }
        return (found.sorted(by: precedes), failures)
    }

    static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// The directory a transcript's relative paths resolve against.
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(decoding: path.utf8[..<slash], as: UTF8.self)
    }

    static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        return directory.utf8.last == UInt8(ascii: "/") ? directory + name : directory + "/" + name
    }

    private static func isDirectory(_ path: String) throws(Failure) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { throw Failure(message: "cannot read: \(systemError())") }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func collect(in directory: String, into found: inout Set<String>) throws(Failure) {
        guard let stream = opendir(directory) else {
            throw Failure(message: "cannot read directory: \(systemError())")
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = join(directory, name)
            var info = stat()
            guard stat(path, &info) == 0 else { continue }  // a dangling link: nothing to run
            switch info.st_mode & S_IFMT {
            case S_IFDIR where name.utf8.first == UInt8(ascii: "."):
                continue  // .build, .git: never transcripts of this project
            case S_IFDIR:
                try collect(in: path, into: &found)
            case S_IFREG where name.utf8.count > TranscriptFormat.fileExtension.utf8.count
                && name.utf8.reversed().starts(with: TranscriptFormat.fileExtension.utf8.reversed()):
                found.insert(path)
            default:
                continue
            }
        }
    }

    /// The file's text; invalid UTF-8 is malformed, reported at the first line that has it.
    static func readText(_ path: String) throws(TranscriptError) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw TranscriptError(path: path, line: 0, message: "cannot read: \(systemError())")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw TranscriptError(path: path, line: 0, message: "cannot read: \(systemError())")
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var line = 1
        for piece in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            if String(validating: piece, as: UTF8.self) == nil { break }
            line += 1
        }
        throw TranscriptError(path: path, line: line, message: "line is not valid UTF-8")
    }

    /// Replaces the file at `path` with `text`: writes a temporary file in the same directory
    /// (with the original's permissions), then renames it over the original.
    static func replace(_ path: String, with text: String, what: String = "updated transcript") throws(TranscriptError) {
        func failure(_ reason: String) -> TranscriptError {
            TranscriptError(path: path, line: 0, message: "cannot write \(what): \(reason)")
        }
        var original = stat()
        let mode = stat(path, &original) == 0 ? original.st_mode & 0o7777 : 0o644
        let name = String(decoding: path.utf8.split(separator: UInt8(ascii: "/")).last ?? [], as: UTF8.self)
        let temporary = join(directory(of: path), ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, mode)
        guard descriptor >= 0 else { throw failure(systemError()) }
        var written = 0
        let bytes = Array(text.utf8)
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let message = systemError()
                close(descriptor)
                unlink(temporary)
                throw failure(message)
            }
            written += count
        }
        _ = fchmod(descriptor, mode)
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            let message = systemError()
            unlink(temporary)
            throw failure(message)
        }
        guard rename(temporary, path) == 0 else {
            let message = systemError()
            unlink(temporary)
            throw failure(message)
        }
    }

    /// A new empty folder under the system's temporary folder (`TMPDIR`) for one run of the
    /// transcript at `path`.
    static func makeScratchDirectory(for path: String) throws(TranscriptError) -> String {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array(join(base, "viewsh-test.XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else {
            throw TranscriptError(path: path, line: 0, message: "cannot make a scratch folder in '\(base)': \(systemError())")
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Deletes a folder and everything in it (a scratch folder after its run).
    static func removeTree(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Processors online, for the default parallelism.
    static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    private static func systemError() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
