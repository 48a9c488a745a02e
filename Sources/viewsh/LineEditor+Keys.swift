@preconcurrency import Glibc
@preconcurrency import CEditLine

// The editor functions viewsh adds to libedit (EL_ADDFN) and the keys they are bound to:
// Tab completion and Up/Down prefix search. Bound after `~/.editrc` is read.

extension LineEditor {
    func installKeyBindings() {
        vsh_el_addfn(el, "viewsh-complete", "Complete the word before the cursor", completeCallback)
        vsh_el_addfn(el, "viewsh-history-older", "Older history entry starting with the line", olderCallback)
        vsh_el_addfn(el, "viewsh-history-newer", "Newer history entry starting with the line", newerCallback)
        vsh_el_bind(el, "^I", "viewsh-complete")
        // Arrow keys send `\e[A` or `\eOA` (cursor or application mode). In vi mode (`bind -v` in
        // ~/.editrc) binding `\e…` in the insert map would break Esc, so bind them in the command
        // map, plus `[A` for an arrow typed in insert mode (its Esc switches to command mode).
        // Not `OA`: that would make the vi command `O` a sequence prefix.
        let vi = vsh_el_get_editor(el).map { String(cString: $0) } == "vi"
        for (suffix, function) in [("A", "viewsh-history-older"), ("B", "viewsh-history-newer")] {
            if vi {
                for prefix in ["\\e[", "\\eO", "["] {
                    vsh_el_bind_alternate(el, prefix + suffix, function)
                }
            } else {
                for prefix in ["\\e[", "\\eO"] { vsh_el_bind(el, prefix + suffix, function) }
            }
        }
    }

    // MARK: - The line

    /// The whole line and the part before the cursor (UTF-8 from libedit's multibyte view).
    func currentLine() -> (all: String, beforeCursor: String) {
        guard let info = el_line(el)?.pointee, let buffer = info.buffer else { return ("", "") }
        let all = UnsafeRawBufferPointer(start: buffer, count: info.lastchar - buffer)
        let before = UnsafeRawBufferPointer(start: buffer, count: info.cursor - buffer)
        return (String(decoding: all, as: UTF8.self), String(decoding: before, as: UTF8.self))
    }

    /// Replaces the whole line with `text` and puts the cursor at its end.
    func replaceLine(with text: String) {
        if let info = el_wline(el)?.pointee, let buffer = info.buffer {
            el_cursor(el, Int32(info.lastchar - info.cursor))
            let total = Int32(info.lastchar - buffer)
            if total > 0 { el_deletestr(el, total) }
        }
        if !text.isEmpty { el_insertstr(el, text) }
    }

    // MARK: - Up/Down

    func stepHistory(older: Bool) -> UInt8 {
        let current = currentLine().all
        let found = older ? search.older(current: current) : search.newer(current: current)
        guard let text = found else { return UInt8(older ? CC_REFRESH_BEEP : CC_REFRESH) }
        replaceLine(with: text)
        return UInt8(CC_REFRESH)
    }

    // MARK: - Tab

    func complete() -> UInt8 {
        guard let completer else { return UInt8(CC_REFRESH_BEEP) }
        let beforeCursor = currentLine().beforeCursor
        let (candidates, replacing) = completer(beforeCursor)
        let partial = String(beforeCursor.suffix(max(0, replacing)))
        switch CompletionLogic.action(candidates: candidates, partial: partial) {
        case .beep:
            return UInt8(CC_REFRESH_BEEP)
        case .insert(let count, var text):
            // libedit deletes in wide characters (scalars), the completer counts Characters.
            let scalars = Int32(String(beforeCursor.suffix(count)).unicodeScalars.count)
            if scalars > 0 { el_deletestr(el, scalars) }
            if text.hasSuffix(" "), let info = el_wline(el)?.pointee, let cursor = info.cursor,
               cursor < info.lastchar, cursor.pointee == wchar_t(UInt8(ascii: " ")) {
                text.removeLast()  // a space already follows: step over it instead
                if !text.isEmpty { el_insertstr(el, text) }
                el_cursor(el, 1)
            } else if el_insertstr(el, text) == -1 {
                return UInt8(CC_REFRESH_BEEP)
            }
            return UInt8(CC_REFRESH)
        case .list(let items):
            let columns = terminalColumns()
            let lines = CompletionLogic.columns(items, terminalWidth: columns, width: Self.displayWidth)
            moveBelowLine()
            write(lines.joined(separator: "\r\n") + "\r\n")
            // Redraw prompt and line from here. Not CC_REDISPLAY: that first clears the rows
            // libedit believes the line occupies, relative to where it thinks the cursor is,
            // and so erases the list when the cursor was not on the line's first row.
            vsh_el_refresh(el)
            return UInt8(CC_REFRESH)
        }
    }

    // MARK: - Leaving the line

    /// After `el_gets` returned without a line (Ctrl-C, Ctrl-D): the cursor is still inside the
    /// edited text; move below it so the next output starts on a clean line.
    func finishLine() {
        moveBelowLine()
    }

    /// Moves the terminal cursor from its place in the edited line to the start of the row below
    /// the line's last row.
    func moveBelowLine() {
        let (all, beforeCursor) = currentLine()
        let columns = terminalColumns()
        let rowsBelow = Self.row(after: all, promptWidth: promptWidth, columns: columns)
            - Self.row(after: beforeCursor, promptWidth: promptWidth, columns: columns)
        write(String(repeating: "\r\n", count: max(0, rowsBelow) + 1))
    }

    func terminalColumns() -> Int {
        let columns = Int(vsh_el_columns(el))
        return columns > 0 ? columns : 80
    }

    /// The screen row (0 = the prompt's) the cursor is on after drawing the prompt and `text`,
    /// wrapping the way libedit does (a character that does not fit starts the next row).
    static func row(after text: String, promptWidth: Int, columns: Int) -> Int {
        var row = promptWidth / columns
        var column = promptWidth % columns
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                row += 1
                column = 0
                continue
            }
            let width = displayWidth(String(scalar))
            if column + width > columns {
                row += 1
                column = 0
            }
            column += width
            if column >= columns {
                row += 1
                column = 0
            }
        }
        return row
    }
}

private func completeCallback(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.complete()
}

private func olderCallback(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.stepHistory(older: true)
}

private func newerCallback(_ el: OpaquePointer?, _ key: Int32) -> UInt8 {
    guard let el, let editor = LineEditor.from(el) else { return UInt8(CC_ERROR) }
    return editor.stepHistory(older: false)
}
