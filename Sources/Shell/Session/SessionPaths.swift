import Foundation

extension Session {
    /// The file a relative path names when it is *read* (`load`). Like `resolvePath`, except in a
    /// transcript's sandbox: a path the session wrote, or a fixture copied there, is found in
    /// the scratch folder; any other (including `../examples/x.vsh`, which leaves it) in the
    /// transcript's own folder, so a transcript's relative paths read as they are written.
    func resolveReadPath(_ path: String) -> String {
        let resolved = resolvePath(path)
        guard let fixtures = configuration.fixtureDirectory, !path.hasPrefix("/"), !path.hasPrefix("~/") else {
            return resolved
        }
        if Self.staysInside(path), FileManager.default.fileExists(atPath: resolved) { return resolved }
        return (fixtures as NSString).appendingPathComponent(path)
    }

    /// Whether a relative path stays inside the folder it is relative to (`a/../b` does,
    /// `../a` and `a/../../b` do not).
    static func staysInside(_ path: String) -> Bool {
        var depth = 0
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return false }
            default: depth += 1
            }
        }
        return true
    }
}
