import Foundation
import Testing

/// The real `viewsh` on a real terminal: a tmux session on a private server (its own socket,
/// no user configuration) that a test types into and reads the screen of. Tests that use it
/// are skipped when tmux is not installed (`scripts/setup` installs it).
final class Tmux {
    static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static var available: Bool { executable != nil }

    /// The private server's socket (removed at the end).
    let socket = NSTemporaryDirectory() + "/viewsh-tmux-\(UUID().uuidString.prefix(8)).sock"
    let directory: String

    /// Starts `viewsh arguments` in `directory` on a `width`×`height` terminal, with a small fixed
    /// environment. When viewsh ends, the pane shows `[exit N]` and stays.
    init(_ arguments: [String], in directory: String, width: Int = 160, height: Int = 50,
         environment: [String: String] = [:]) throws {
        self.directory = directory
        let variables = ["PATH": "/usr/bin:/bin", "HOME": directory, "LANG": "C.UTF-8", "TERM": "xterm-256color"]
            .merging(environment) { $1 }
            .sorted { $0.key < $1.key }.map { Self.quote("\($0.key)=\($0.value)") }.joined(separator: " ")
        let command = "env -i \(variables) \(Self.quote(CLI.executable)) \(arguments.map(Self.quote).joined(separator: " "))"
            + "; echo \"[exit $?]\""
        // The pane stays on the screen after viewsh ends, so its last words can be read.
        try tmux(["new-session", "-d", "-s", "t", "-x", "\(width)", "-y", "\(height)", "-c", directory, command,
                  ";", "set-option", "-t", "t", "remain-on-exit", "on"])
    }

    /// Ending the only session ends the private server (`kill-server` leaves it running in
    /// tmux 3.3).
    deinit {
        _ = try? tmux(["kill-session", "-t", "t"])
        unlink(socket)
    }

    /// Types `text` (literally), then presses `keys` (tmux key names: `Enter`, `Tab`, `C-d`).
    func type(_ text: String, _ keys: String...) throws {
        if !text.isEmpty { try tmux(["send-keys", "-t", "t", "-l", text]) }
        if !keys.isEmpty { try tmux(["send-keys", "-t", "t"] + keys) }
    }

    /// Resizes the terminal (viewsh gets SIGWINCH, as from a resized window).
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", "t", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Pastes `text` the way a terminal delivers a paste: all at once.
    func paste(_ text: String) throws {
        let file = directory + "/.paste-\(UUID().uuidString)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        try tmux(["load-buffer", "-b", "p", file])
        try tmux(["paste-buffer", "-b", "p", "-d", "-t", "t"])
    }

    /// The screen's lines, trailing blanks and empty lines at the bottom removed; with `escapes`,
    /// colour sequences kept.
    func screen(escapes: Bool = false) throws -> String {
        let text = try tmux(["capture-pane", "-p", "-t", "t"] + (escapes ? ["-e"] : []))
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        // tmux's own line under a pane whose program ended.
        if let last = lines.lastIndex(where: { !$0.isEmpty }), lines[last].hasPrefix("Pane is dead") { lines.removeSubrange(last...) }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// Waits (up to `seconds`) until the screen satisfies `condition`; returns the screen either way.
    @discardableResult
    func wait(seconds: Double = 10, escapes: Bool = false, until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var shown = try screen(escapes: escapes)
        while !condition(shown), Date() < deadline {
            usleep(50_000)
            shown = try screen(escapes: escapes)
        }
        return shown
    }

    /// Waits until the last line of the screen is the prompt, idle.
    @discardableResult
    func waitForPrompt(after count: Int = 1) throws -> String {
        try wait { screen in
            screen.components(separatedBy: "viewsh>").count - 1 >= count && screen.hasSuffix("viewsh>")
        }
    }

    /// Runs tmux and waits for it with posix_spawn and waitpid: the first command starts the
    /// server, a daemon that keeps whatever descriptors it inherited, so Foundation's `Process`
    /// (which watches one) would wait for ever. Output goes through a file.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let outputPath = NSTemporaryDirectory() + "/viewsh-tmux-\(UUID().uuidString)"
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([Self.executable!, "-S", socket, "-f", "/dev/null"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, Self.executable!, &actions, nil, argv, environ) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    static func quote(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
