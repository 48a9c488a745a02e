@preconcurrency import Glibc

/// Writing to the real terminal or pipes; the only place (with LineEditor) that does.
enum Terminal {
    /// Writes all of `text`; with `stopOnInterrupt`, a write that Ctrl-C interrupts is abandoned
    /// (a long answer on a slow terminal stops at once).
    static func write(_ text: String, toError: Bool = false, stopOnInterrupt: Bool = false) {
        guard !text.isEmpty else { return }
        let fd = toError ? STDERR_FILENO : STDOUT_FILENO
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR, !(stopOnInterrupt && Interrupt.isRequested()) { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
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

    static func readAllStandardInput() -> [UInt8] {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data += buffer[0..<count]
        }
        return data
    }
}
