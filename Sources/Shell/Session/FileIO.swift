import Foundation

/// Files through POSIX calls, so failures come with a short reason ("no such folder",
/// "permission denied", "it is a folder") rather than Foundation's generic text.
///
/// - Reading takes any readable file or stream (a FIFO, `/dev/stdin`, `<(…)`) up to
///   `maximumScriptBytes`; `/dev/zero` is refused by that bound in milliseconds.
/// - Writing a script or a picture (`writeAtomically`) goes to a temporary file next to the target,
///   flushed and renamed over it: a reader sees the old file or the new one. Only a regular file or
///   a new name is replaced — never a symbolic link, a FIFO or a device (`save /dev/null` as root
///   would have replaced it for everyone). The temporary file is removed on every path: a failure
///   here, a signal (the front end unlinks the path it is told about, `temporaryFile`), and a
///   SIGKILL (the next write to the same name removes temporaries of processes that are gone).
enum FileIO {
    /// The most a script may hold (64 MB): larger is surely not a script.
    static let maximumScriptBytes = 64 << 20

    struct Problem: Error {
        var code: Int32
        var reason: String { FileIO.reason(code) }
    }

    /// The reason for `code` (the current `errno` by default), lowercased the way viewsh writes
    /// messages. ENOENT reads "no such folder": when creating a file, the folder is what is missing.
    static func reason(_ code: Int32 = errno) -> String {
        if code == EISDIR { return "it is a folder" }
        if code == ENOENT { return "no such folder" }
        if code == EFBIG { return "it is larger than \(maximumScriptBytes >> 20) MB" }
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Why `name` cannot name a file, or nil. A NUL would cut the name short in every system call
    /// (`save a<NUL>b.vsh` wrote `a`).
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a file name cannot be empty" }
        if name.utf8.contains(0) { return "a file name cannot contain NUL (\\0)" }
        return nil
    }

    static func read(_ path: String, limit: Int = maximumScriptBytes) -> Result<[UInt8], Problem> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(Problem(code: errno)) }
        defer { close(fd) }
        var st = stat()
        if fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { return .failure(Problem(code: EISDIR)) }
        return readAll(fd, limit: limit)
    }

    /// Everything `fd` gives until its end, or EFBIG past `limit` bytes.
    static func readAll(_ fd: Int32, limit: Int = maximumScriptBytes) -> Result<[UInt8], Problem> {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Problem(code: errno))
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { return .failure(Problem(code: EFBIG)) }
            bytes += buffer[0..<count]
        }
        // Grown by doubling as it was read: kept at its size (a 2.6 MB script held 4.3 MB while it ran).
        if bytes.capacity - bytes.count > 65536 {
            bytes = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
                initialized = bytes.withUnsafeBufferPointer { buffer.initialize(from: $0).1 }
            }
        }
        return .success(bytes)
    }

    /// Creates or truncates `path` and writes `bytes`; nil, or the reason it failed.
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        if isFolder(path) { return reason(EISDIR) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return reason() }
        let problem = writeAll(bytes, to: fd)
        close(fd)
        return problem
    }

    /// Appends `bytes` to `path`; nil, or the reason it failed.
    static func append(_ bytes: [UInt8], to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard fd >= 0 else { return reason() }
        defer { close(fd) }
        return writeAll(bytes, to: fd)
    }

    /// What a path is when it is neither missing nor a regular file ("a symbolic link", "a FIFO").
    static func nonRegularKind(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Writes `bytes` to a temporary file next to `path` (with the old file's permissions),
    /// flushes it and renames it over `path`. `temporaryFile` is told the temporary path while it
    /// exists (and nil after), so a signal handler can remove it.
    static func writeAtomically(_ bytes: [UInt8], to path: String, temporaryFile: (String?) -> Void = { _ in }) -> String? {
        if let kind = nonRegularKind(path) {
            return "it is \(kind); only a regular file or a new name is written"
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        removeStaleTemporaries(in: folder, for: name)
        let temporary = folder + "." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        var mode: mode_t = 0o644
        var st = stat()
        if stat(path, &st) == 0 { mode = st.st_mode & 0o7777 }
        temporaryFile(temporary)
        defer { temporaryFile(nil) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { return reason() }
        if let problem = writeAll(bytes, to: fd) ?? (fsync(fd) == 0 ? nil : reason()) {
            close(fd)
            unlink(temporary)
            return problem
        }
        if stat(path, &st) == 0 { fchmod(fd, mode) }  // umask may have narrowed the copy
        close(fd)
        guard rename(temporary, path) == 0 else {
            let problem = reason()
            unlink(temporary)
            return problem
        }
        return nil
    }

    /// Temporaries `.NAME.PID.N.tmp` left by a process that no longer runs (killed with SIGKILL,
    /// which no handler sees).
    static func removeStaleTemporaries(in folder: String, for name: String) {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return }
        defer { closedir(directory) }
        let prefix = "." + name + "."
        while let entry = readdir(directory) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp") else { continue }
            let parts = entryName.dropFirst(prefix.count).dropLast(4).split(separator: ".")
            guard parts.count == 2, let pid = Int32(parts[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + entryName) }
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return reason()
            }
            offset += written
        }
        return nil
    }
}
