@preconcurrency import Glibc
import Diagnostics
import Shell

/// The output of one command typed at the prompt, on a terminal. It is written straight to the
/// screen while it fits; once it is longer than the screen (less one row for the prompt) it all
/// goes to a pager instead — `$PAGER`, or `less` with `LESS=FRX` (colours kept, the text left on
/// the screen after quitting) — so the user scrolls rather than watching it fly past. Until then
/// it is held back, which is why a short answer never starts a pager.
///
/// Ctrl-C while the pager waits stops the command's printing (the producer polls the interrupt
/// flag); quitting the pager early does the same, by raising that flag. What the command says on
/// its error stream after that (`interrupted: 1,024 of 20,001 rows printed`) is shown once the
/// pager has ended; the rest of its output is dropped.
final class PagedOutput: @unchecked Sendable {
    private enum State {
        case holding
        case direct
        case paging(Pager)
        case closed
    }

    private var state: State
    private var held = ""
    /// Problems reported after the pager was closed early, shown when it has ended.
    private var afterwards = ""
    private var rows = 0
    private var lineWidth = 0
    private let screenRows: Int
    private let columns: Int
    private let command: String?
    private let environment: [String: String]

    /// `command` is the pager to start (nil: never page); the screen is `rows` × `columns`.
    init(command: String?, environment: [String: String], rows: Int, columns: Int) {
        self.command = command
        self.environment = environment
        self.screenRows = rows
        self.columns = max(columns, 1)
        state = command == nil ? .direct : .holding
    }

    /// The pager a session at the prompt uses: `$PAGER` (an empty one means none), else `less`;
    /// nil when it cannot be found on the PATH.
    static func pagerCommand(environment: [String: String]) -> String? {
        let command = environment["PAGER"] ?? "less"
        let program = command.split(separator: " ").first.map(String.init) ?? ""
        guard !program.isEmpty else { return nil }
        if program.contains("/") { return access(program, X_OK) == 0 ? command : nil }
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        let found = path.split(separator: ":").contains { access("\($0)/\(program)", X_OK) == 0 }
        return found ? command : nil
    }

    func write(_ text: String, isError: Bool = false) {
        // After Ctrl-C the command's answer is not printed any further; what it says about
        // stopping (its error stream) still is.
        if !isError, Interrupt.isRequested() {
            switch state {
            case .paging(let pager): close(pager)
            case .holding:
                Terminal.write(held)  // what was printed before Ctrl-C stays on the screen
                held = ""
                state = .direct
            case .direct, .closed: break
            }
            return
        }
        switch state {
        case .direct:
            Terminal.write(text, stopOnInterrupt: !isError)
        case .closed:
            if isError { afterwards += text }
        case .paging(let pager):
            if !pager.write(text) { close(pager) }
        case .holding:
            held += text
            count(text)
            if rows > screenRows - 1 { startPager() }
        }
    }

    /// Ends the command's output: what was held is written, or the pager is given the end of
    /// its input and waited for (the user quits it).
    func finish() {
        switch state {
        case .holding:
            Terminal.write(held)
        case .paging(let pager):
            pager.finish()
        case .direct:
            break
        case .closed:
            closedPager?.finish()
            closedPager = nil
        }
        Terminal.write(afterwards)
        held = ""
        afterwards = ""
        state = .closed
    }

    private func startPager() {
        guard let command, let pager = Pager(command: command, environment: environment) else {
            state = .direct
            Terminal.write(held)
            held = ""
            return
        }
        state = .paging(pager)
        let text = held
        held = ""
        if !pager.write(text) { close(pager) }
    }

    /// The pager went away (quit early) or Ctrl-C was pressed while it was waiting: stop printing.
    /// The pager is waited for at `finish`, after the command has stopped.
    private func close(_ pager: Pager) {
        state = .closed
        closedPager = pager
        pager.endInput()
        Interrupt.request()
    }

    private var closedPager: Pager?

    /// Screen rows the text takes: each line at least one, long lines wrapping at `columns`.
    private func count(_ text: String) {
        var start = text.startIndex
        while let newline = text[start...].firstIndex(of: "\n") {
            lineWidth += DisplayWidth.of(ANSI.strip(String(text[start..<newline])))
            rows += max(1, (lineWidth + columns - 1) / columns)
            lineWidth = 0
            start = text.index(after: newline)
        }
        lineWidth += DisplayWidth.of(ANSI.strip(String(text[start...])))
    }
}

/// A pager process reading from a pipe, on the same terminal.
final class Pager {
    private let pid: pid_t
    private var input: Int32
    private let previousPipeHandler: sighandler_t?

    /// Starts `/bin/sh -c command` with its standard input a pipe; nil when it cannot start.
    init?(command: String, environment: [String: String]) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var variables = environment
        if variables["LESS"] == nil { variables["LESS"] = "FRX" }
        let words: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var child: pid_t = 0
        let status = posix_spawn(&child, "/bin/sh", &actions, nil, argv, envp)
        Glibc.close(fds[0])
        guard status == 0 else {
            Glibc.close(fds[1])
            return nil
        }
        pid = child
        input = fds[1]
        // A pager quit early closes the pipe: a write must fail with EPIPE, not end viewsh.
        previousPipeHandler = signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text`; false when the pager is gone or Ctrl-C interrupted the write.
    func write(_ text: String) -> Bool {
        guard input >= 0 else { return false }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR, !Interrupt.isRequested() { continue }
                return false
            }
            bytes = bytes.dropFirst(written)
        }
        return true
    }

    /// Closes the pipe: the pager sees the end of its input.
    func endInput() {
        if input >= 0 {
            Glibc.close(input)
            input = -1
        }
    }

    /// Ends the input and waits for the user to quit the pager.
    func finish() {
        endInput()
        guard !finished else { return }
        finished = true
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        signal(SIGPIPE, previousPipeHandler)
    }

    private var finished = false
}
