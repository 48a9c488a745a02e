// Pure prompt handling: marking terminal escape sequences so libedit prints them without
// counting them as columns (EL_PROMPT_ESC), and the prompt's visible width.

enum PromptText {
    /// The character libedit is told (EL_PROMPT_ESC) brackets zero-width text.
    static let literal: Unicode.Scalar = "\u{1}"

    /// The prompt split into visible text and escape sequences (ESC [ … final byte, ESC ] … BEL or
    /// ESC \, or ESC plus one character).
    enum Piece: Equatable {
        case text(String)
        case escape(String)
    }

    static func pieces(_ prompt: String) -> [Piece] {
        let scalars = Array(prompt.unicodeScalars.filter { $0 != literal })
        var result: [Piece] = []
        var text = String.UnicodeScalarView()
        var i = 0
        func flushText() {
            if !text.isEmpty { result.append(.text(String(text))); text = String.UnicodeScalarView() }
        }
        while i < scalars.count {
            guard scalars[i] == "\u{1B}", i + 1 < scalars.count else {
                text.append(scalars[i]); i += 1; continue
            }
            var end = i + 2  // one past the sequence
            switch scalars[i + 1] {
            case "[":  // CSI: parameters and intermediates, then a final byte 0x40–0x7E
                while end < scalars.count, !(0x40...0x7E).contains(scalars[end].value) { end += 1 }
                end = min(end + 1, scalars.count)
            case "]":  // OSC: up to BEL or ESC \
                while end < scalars.count, scalars[end] != "\u{7}", scalars[end] != "\u{1B}" { end += 1 }
                if end < scalars.count { end += scalars[end] == "\u{7}" ? 1 : 2 }
                end = min(end, scalars.count)
            default:
                break
            }
            flushText()
            var escape = String.UnicodeScalarView()
            escape.append(contentsOf: scalars[i..<end])
            result.append(.escape(String(escape)))
            i = end
        }
        flushText()
        return result
    }

    /// The prompt with every run of escape sequences bracketed by `literal`.
    ///
    /// libedit prints a bracketed run together with the visible character after it and drops a run
    /// that ends the prompt, so a trailing run (`…> \e[0m`) is moved before the last visible
    /// character (`…>\e[0m `): that character loses the attribute, the typed text gets it reset.
    static func markingEscapes(_ prompt: String) -> String {
        var runs: [(escapes: String, text: String)] = [("", "")]
        for piece in pieces(prompt) {
            switch piece {
            case .escape(let e):
                if runs[runs.count - 1].text.isEmpty {
                    runs[runs.count - 1].escapes += e
                } else {
                    runs.append((e, ""))
                }
            case .text(let t):
                runs[runs.count - 1].text += t
            }
        }
        if runs.count > 1, runs[runs.count - 1].text.isEmpty,
           let last = runs[runs.count - 2].text.popLast() {
            runs[runs.count - 1].text = String(last)
        }
        let mark = String(Character(literal))
        return runs.map { run in
            (run.escapes.isEmpty ? "" : mark + run.escapes + mark) + run.text
        }.joined()
    }

    /// Display columns of the prompt's visible text.
    static func visibleWidth(_ prompt: String, width: (String) -> Int) -> Int {
        pieces(prompt).reduce(0) { sum, piece in
            if case .text(let t) = piece { return sum + width(t) }
            return sum
        }
    }
}

extension LineEditor {
    /// Replaces the line just read, which the editor echoed after `prompt` (rows above the
    /// cursor, however many it wrapped onto), with `replacement` after the same prompt, or
    /// erases it when `replacement` is nil.
    func replaceEchoedLine(prompt: String, shown: String, with replacement: String?) {
        let columns = max(1, Terminal.width())
        let width = PromptText.visibleWidth(prompt, width: Self.displayWidth) + Self.displayWidth(shown)
        let rows = max(1, (width + columns - 1) / columns)
        write("\r\u{1B}[\(rows)A\u{1B}[J" + (replacement.map { prompt + $0 + "\n" } ?? ""))
    }
}
