@preconcurrency import Glibc
import Shell

/// Writing to the real terminal or pipes; the only place (with LineEditor) that does.
enum Terminal {
    /// Writes all of `text`, or ends viewsh: output that cannot be written is a failure (exit 1,
    /// with a message on standard error), except a reader that went away (EPIPE: `viewsh … | head`),
    /// which ends it quietly, as sqlite3 does. With `stopOnInterrupt`, a write that Ctrl-C
    /// interrupts is abandoned (a long answer on a slow terminal stops at once).
    static func write(_ text: String, toError: Bool = false, stopOnInterrupt: Bool = false) {
        guard !text.isEmpty else { return }
        let fd = toError ? STDERR_FILENO : STDOUT_FILENO
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR {
                    if stopOnInterrupt && Interrupt.isRequested() { return }
                    continue
                }
                failedWrite(errno, toError: toError)
            }
            bytes = bytes.dropFirst(written)
        }
    }

    private static func failedWrite(_ code: Int32, toError: Bool) -> Never {
        if code != EPIPE, !toError {
            let message = "viewsh: cannot write to standard output: \(String(cString: strerror(code)))\n"
            _ = message.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(1)
    }

    /// `clear`: home the cursor and erase the screen, when standard output is a terminal.
    static func clearScreen() {
        if stdoutIsTerminal { write("\u{1B}[H\u{1B}[2J") }
    }

    /// Whether more input is already waiting on standard input (a paste arrives all at once).
    static func hasPendingInput() -> Bool {
        var count: Int32 = 0
        return ioctl(STDIN_FILENO, UInt(FIONREAD), &count) == 0 && count > 0
    }

    static var stdinIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Colour for `--color=auto`: a terminal, NO_COLOR unset, TERM not dumb.
    static func wantsColor(_ choice: Arguments.ColorChoice, environment: [String: String], stream isTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    /// Columns of the terminal, or 80.
    static func width() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// Rows of the terminal, or 24.
    static func height() -> Int {
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 { return Int(size.ws_row) }
        return 24
    }

    /// Standard input as a script (at most 64 MB), or viewsh ends with exit status 2.
    static func readAllStandardInput() -> [UInt8] {
        switch Session.readScript(fileDescriptor: STDIN_FILENO) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            write("viewsh: cannot read standard input: \(problem.reason)\n", toError: true)
            exit(2)
        }
    }
}
