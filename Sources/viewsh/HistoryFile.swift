@preconcurrency import Glibc

/// Where the interactive history lives. The file is libedit's own format (`_HiStOrY_V2_` header,
/// one entry per line, `strvis`-escaped, so multi-line entries round-trip); `LineEditor` loads it
/// and appends to it.
enum HistoryFile {
    /// `$XDG_STATE_HOME/viewsh/history`, else `~/.local/state/viewsh/history` (home from `$HOME`,
    /// else the password database). Creates the directory (0700) and the file (0600).
    /// Returns nil if no home can be determined or the file cannot be created.
    static func defaultPath(environment: [String: String]) -> String? {
        guard let path = choosePath(environment: environment, accountHome: accountHome()) else {
            return nil
        }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard makeDirectories(directory) else { return nil }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        close(fd)
        return path
    }

    /// The path rule alone, without touching the file system. A relative `XDG_STATE_HOME` is
    /// ignored, as the XDG spec asks.
    static func choosePath(environment: [String: String], accountHome: String?) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return joined(state, "viewsh/history")
        }
        for home in [environment["HOME"], accountHome] {
            if let home, !home.isEmpty {
                return joined(home, ".local/state/viewsh/history")
            }
        }
        return nil
    }

    private static func joined(_ base: String, _ rest: String) -> String {
        var base = base
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        return base == "/" ? "/" + rest : base + "/" + rest
    }

    private static func accountHome() -> String? {
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        return String(cString: dir)
    }

    /// `mkdir -p` with mode 0700 for the parts it creates.
    private static func makeDirectories(_ path: String) -> Bool {
        if path.isEmpty { return true }
        var st = stat()
        if stat(path, &st) == 0 { return (st.st_mode & S_IFMT) == S_IFDIR }
        let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard makeDirectories(parent) else { return false }
        return mkdir(path, 0o700) == 0 || errno == EEXIST
    }
}
