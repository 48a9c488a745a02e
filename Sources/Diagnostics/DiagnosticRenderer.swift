/// How diagnostics look on the way out.
public struct DiagnosticStyle: Sendable, Equatable {
    /// `file:line:col: ` before the severity (batch); left out interactively, where the
    /// line was just typed.
    public var showsLocationHeader: Bool
    /// ANSI colour (only on a terminal).
    public var usesColor: Bool

    public init(showsLocationHeader: Bool, usesColor: Bool) {
        self.showsLocationHeader = showsLocationHeader
        self.usesColor = usesColor
    }

    public static let batch = DiagnosticStyle(showsLocationHeader: true, usesColor: false)
    public static let interactive = DiagnosticStyle(showsLocationHeader: false, usesColor: false)
}

/// Turns diagnostics into text: the header, the source line, a caret with `~` under the
/// range, then the notes (each with its own caret when it has a place).
public struct DiagnosticRenderer: Sendable {
    public var style: DiagnosticStyle

    public init(style: DiagnosticStyle) {
        self.style = style
    }

    public func render(_ located: LocatedDiagnostic) -> String {
        let diagnostic = located.diagnostic
        var lines: [String] = []
        lines += block(
            severity: diagnostic.severity.rawValue,
            message: diagnostic.message,
            range: diagnostic.range,
            file: located.file,
            isPrimary: true
        )
        for note in diagnostic.notes {
            lines += block(severity: "note", message: note.message, range: note.range, file: located.file, isPrimary: false)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public func render(_ diagnostics: [LocatedDiagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    private func block(severity: String, message: String, range: SourceRange?, file: SourceFile?, isPrimary: Bool) -> [String] {
        var header = ""
        if style.showsLocationHeader, let file {
            if let range {
                header = "\(file.name):\(file.location(of: range.start)): "
            } else if isPrimary {
                header = "\(file.name):\(file.firstLine): "
            }
        }
        var lines = [header + paint(severity + ":", severity) + " " + paint(message, "message")]
        if let range, let file {
            let lineIndex = file.lineIndex(of: min(range.start, file.utf8.count))
            let (text, caret) = window(
                line: file.lineText(lineIndex), caret: caretLine(for: range, lineIndex: lineIndex, in: file))
            lines.append(Self.visible(text))
            lines.append(paint(caret, "caret"))
        }
        return lines
    }

    /// Control characters in a source line are shown as their Unicode pictures (NUL as ␀), so
    /// an error about them never writes them to the terminal; one character stays one column.
    static func visible(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else { return line }
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar.value < 0x20 && scalar != "\t" {
                result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
            } else if scalar.value == 0x7F {
                result.unicodeScalars.append("\u{2421}")
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A very long line (a 10 MB script line) is shown as a window around the caret.
    private func window(line: String, caret: String) -> (String, String) {
        let limit = 160
        guard line.utf8.count > limit, !caret.contains("\t") else { return (line, caret) }
        let caretStart = caret.utf8.firstIndex(of: UInt8(ascii: "^")).map { caret.utf8.distance(from: caret.utf8.startIndex, to: $0) } ?? 0
        let start = max(0, caretStart - 40)
        let shown = line.dropFirst(start)
        let shownLine = String(shown.prefix(limit))
        let prefix = start > 0 ? "…" : "", suffix = shown.count > limit ? "…" : ""
        let shownCaret = String(caret.dropFirst(start).prefix(limit))
        return (prefix + shownLine + suffix, String(repeating: " ", count: prefix.count) + shownCaret)
    }

    /// Spaces (tabs kept, so alignment survives) up to the range, `^` at its start and `~`
    /// under the rest of it on that line.
    private func caretLine(for range: SourceRange, lineIndex: Int, in file: SourceFile) -> String {
        let lineStart = file.lineStarts[lineIndex]
        let lineText = file.lineText(lineIndex)
        let lineBytes = Array(lineText.utf8)
        let startByte = min(max(range.start - lineStart, 0), lineBytes.count)
        let endByte = min(max(range.end - lineStart, startByte), lineBytes.count)
        let before = String(decoding: lineBytes[0..<startByte], as: UTF8.self)
        let inside = String(decoding: lineBytes[startByte..<endByte], as: UTF8.self)
        var caret = ""
        if lineBytes[0..<startByte].allSatisfy({ $0 < 0x80 && $0 != 0x09 }) {
            caret = String(repeating: " ", count: startByte)  // ASCII: one cell a byte (fast on huge lines)
        } else {
            for character in before {
                caret += character == "\t" ? "\t" : String(repeating: " ", count: DisplayWidth.of(character))
            }
        }
        let width = max(1, inside.utf8.count > 1_000 ? inside.count : inside.reduce(0) { $0 + DisplayWidth.of($1) })
        caret += "^" + String(repeating: "~", count: width - 1)
        return caret
    }

    /// A report line that carries a severity (`warning: …` in a frame trace, `note: …` after a
    /// layout), painted the way a diagnostic's header is: the label in its colour, the message bold.
    public func labelled(_ severity: String, _ message: String) -> String {
        paint(severity + ":", severity) + " " + paint(message, "message")
    }

    private func paint(_ text: String, _ role: String) -> String {
        guard style.usesColor else { return text }
        let code: String
        switch role {
        case "error": code = "1;31"
        case "warning": code = "1;35"
        case "note": code = "1;36"
        case "caret": code = "1;32"
        case "message": code = "1"
        default: return text
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}

/// Terminal cells a character takes: 2 for East Asian wide and emoji, 0 for combining
/// marks, 1 otherwise. Enough to keep carets under the right character.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark { return 0 }
        // Emoji drawn as pictures (☕, ✅, or any character followed by U+FE0F) take two cells.
        if scalar.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        if (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value)
            || (0x20000...0x3FFFD).contains(value) {
            return 2
        }
        return 1
    }

    /// Text made only of ASCII and of narrow characters that never join a neighbour — Latin
    /// letters, arrows and operators such as × and ∞, `…`, box drawing — is one cell a scalar,
    /// counted straight from the UTF-8 bytes without breaking the text into characters: every
    /// cell of a `layout` table. Anything else takes the character walk.
    public static func of(_ string: String) -> Int {
        if let fast = string.utf8.withContiguousStorageIfAvailable(narrowCount), let fast { return fast }
        return string.reduce(0) { $0 + of($1) }
    }

    public static func of(_ string: Substring) -> Int {
        if let fast = string.utf8.withContiguousStorageIfAvailable(narrowCount), let fast { return fast }
        return string.reduce(0) { $0 + of($1) }
    }

    /// Cells of valid UTF-8 whose scalars are all ASCII or `isNarrowAlone`, else nil.
    static func narrowCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var cells = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            // (A carriage return may join the line feed after it into one character.)
            if lead < 0x80, lead != 0x0D {
                cells += 1
                index += 1
                continue
            }
            let scalar: UInt32
            if lead & 0xE0 == 0xC0, index + 1 < count {
                scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead & 0xF0 == 0xE0, index + 2 < count {
                scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                return nil
            }
            guard isNarrowAlone(scalar) else { return nil }
            cells += 1
        }
        return cells
    }

    /// One cell, and never part of a cluster with what follows unless that is something else
    /// (a combining mark or a variation selector, which are not in this set and send the text
    /// down the character walk).
    @inline(__always) static func isNarrowAlone(_ value: UInt32) -> Bool {
        (0xA0..<0x300).contains(value) || value == 0x2026 || (0x2190..<0x2300).contains(value)
            || (0x2500..<0x2580).contains(value)
    }
}
