// §8.5 the monospace text model: greedy word wrap, long words broken by
// character, never fewer than one line, ellipsis "…" counted as one character,
// ideal size = one line, reported width = widest line (≤ the proposal).

/// The result of measuring a Text for one proposal.
public struct TextMeasurement: Hashable, Sendable {
    public var size: Size
    /// The visible lines, after wrapping and truncation.
    public var lines: [String]
    /// True when lines were dropped and an ellipsis inserted.
    public var isTruncated: Bool
    /// Baselines (§8.1): ascent = 0.8 × line height.
    public var firstBaseline: Double
    public var lastBaseline: Double
}

/// A Text prepared for repeated measurement: its words per hard line.
struct PreparedText {
    var string: String
    var style: TextStyle
    /// Words of each paragraph (split at "\n"), split at single spaces so that
    /// runs of spaces survive inside a line.
    var paragraphs: [[Substring]]

    init(string: String, style: TextStyle) {
        self.string = string
        self.style = style
        self.paragraphs = PreparedText.words(of: string)
    }

    /// Paragraphs at "\n", words at single spaces. ASCII text is split on its bytes (the same
    /// result, without walking grapheme clusters: 10 MB in milliseconds, not a second).
    static func words(of string: String) -> [[Substring]] {
        guard string.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else {  // "\r\n" is one Character
            return string.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.split(separator: " ", omittingEmptySubsequences: false) }
        }
        var paragraphs: [[Substring]] = []
        var words: [Substring] = []
        let utf8 = string.utf8
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                words.append(string[start..<index])
                start = utf8.index(after: index)
                if byte == UInt8(ascii: "\n") {
                    paragraphs.append(words)
                    words = []
                }
            }
            index = utf8.index(after: index)
        }
        words.append(string[start..<utf8.endIndex])
        paragraphs.append(words)
        return paragraphs
    }
}

/// Text measurement entry points (also used by the shell to draw text).
public enum TextMetrics {
    /// Measures `string` for `proposal` with explicit metrics.
    public static func measure(_ string: String, style: TextStyle, proposal: ProposedSize,
                               options: LayoutOptions = LayoutOptions()) -> TextMeasurement {
        measure(PreparedText(string: string, style: style), proposal: proposal, options: options)
    }

    /// The character width and line height `style` resolves to under `options`.
    public static func metrics(of style: TextStyle, options: LayoutOptions) -> (charWidth: Double, lineHeight: Double) {
        (style.charWidth ?? options.charWidth * style.fontScale, style.lineHeight ?? options.lineHeight * style.fontScale)
    }

    static func measure(_ text: PreparedText, proposal: ProposedSize, options: LayoutOptions) -> TextMeasurement {
        let (cw, lh) = metrics(of: text.style, options: options)
        let ascent = lh * 0.8
        // §8.5: an empty string is 0×0 [unconfirmed in SwiftUI].
        if text.string.isEmpty {
            return TextMeasurement(size: .zero, lines: [], isTruncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        let w = proposal.width ?? .infinity
        let h = proposal.height ?? .infinity
        // maxChars < 1 → treat as 1 (one character or the ellipsis per line).
        // A negative proposal (from a negative aspect ratio, say) fits what 0 fits.
        var maxChars = Int.max
        if w.isFinite { maxChars = CheckedInt.clamped((w + 1e-9) / cw, to: 1...Int(Int32.max), nan: 1) }
        // §8.5: maxLines = min(lineLimit, max(1, floor(H / lineHeight))) — never < 1 line.
        var maxLines = Int.max
        if h.isFinite { maxLines = CheckedInt.clamped((h + 1e-9) / lh, to: 1...Int(Int32.max), nan: 1) }
        if let limit = text.style.lineLimit { maxLines = min(maxLines, max(1, limit)) }
        // Lines past the first one over the limit are never shown: stop wrapping there, so a
        // 10 MB text with `.lineLimit(1)` costs one line's work.
        var lines = wrap(text.paragraphs, maxChars: maxChars, stopAfter: maxLines == Int.max ? Int.max : maxLines + 1)
        var truncated = false
        if lines.count > maxLines {
            truncated = true
            lines = truncate(lines, keeping: maxLines, maxChars: maxChars, mode: text.style.truncationMode, text: text)
        }
        let widest = lines.reduce(0) { max($0, $1.count) }
        var width = min(w, Double(widest) * cw)
        if options.textMinWidth == .ellipsis && widest > 0 { width = max(width, cw) }
        let n = Double(lines.count)
        return TextMeasurement(size: Size(width: width, height: n * lh), lines: lines, isTruncated: truncated,
                               firstBaseline: ascent, lastBaseline: (n - 1) * lh + ascent)
    }

    /// Greedy word wrap; a word longer than a line is broken by characters. Linear in the text:
    /// each character is counted once (a 1 MB word took 78 s when the rest was recounted per line).
    /// At most `stopAfter` lines are produced.
    static func wrap(_ paragraphs: [[Substring]], maxChars: Int, stopAfter: Int = .max) -> [String] {
        var lines: [String] = []
        for words in paragraphs where lines.count < stopAfter {
            var line = ""
            var length = 0
            var started = false
            for word in words where lines.count < stopAfter {
                let n = word.count
                if !started {
                    started = true
                } else if length + 1 + n <= maxChars {
                    line += " "
                    length += 1
                } else {
                    lines.append(line)
                    line = ""
                    length = 0
                }
                if length + n <= maxChars {
                    line += word
                    length += n
                    continue
                }
                // Break an over-long word (it starts a fresh line unless the line is empty).
                if length > 0 {
                    lines.append(line)
                    line = ""
                    length = 0
                }
                var rest = word[...]
                var restCount = n
                while restCount > maxChars, lines.count < stopAfter {
                    let cut = rest.index(rest.startIndex, offsetBy: maxChars)
                    lines.append(String(rest[..<cut]))
                    rest = rest[cut...]
                    restCount -= maxChars
                }
                line = String(rest)
                length = restCount
            }
            if lines.count < stopAfter { lines.append(line) }
        }
        return lines
    }

    /// Keeps `count` lines and ends the last with "…" (head/middle only for one line).
    static func truncate(_ lines: [String], keeping count: Int, maxChars: Int, mode: TruncationMode,
                         text: PreparedText) -> [String] {
        let room = max(0, min(maxChars, Int(Int32.max)) - 1)
        var kept = Array(lines.prefix(count - 1))
        if count == 1 && mode != .tail {
            let all = text.paragraphs.map { $0.joined(separator: " ") }.joined(separator: " ")
            let head = mode == .middle ? (room + 1) / 2 : 0
            let tail = room - head
            kept.append(String(all.prefix(head)) + "…" + String(all.suffix(tail)))
            return kept
        }
        let rest = lines[count - 1] + " " + lines[count]
        var prefix = String(rest.prefix(room))
        while prefix.last == " " { prefix.removeLast() }
        kept.append(prefix + "…")
        return kept
    }
}
