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

/// A Text prepared for repeated measurement. Layout asks a Text many proposals (a
/// stack's minimum, maximum and share, at several cross proposals), so sizing works
/// on word lengths counted once (Docs/Layout.md step 2.10) and builds line strings
/// only for drawing and `why`. The style is not kept here: a tree keeps one copy of each
/// style it uses (`LayoutTree.textStyles`, indexed by the `.text` op), so that a prepared text
/// is 40 bytes (it was 96 with its style: an array of the arena's storage).
struct PreparedText {
    var string: String
    /// Character counts of the words (split at single spaces), paragraph after
    /// paragraph (split at "\n"), each paragraph ended by -1. Only for ASCII strings,
    /// where a Character is a byte ("\r\n" excepted, counted as one) and joining
    /// pieces never merges Characters; nil otherwise (sizing then measures lines).
    var wordLengths: [Int32]?
    /// The longest paragraph written on one line, and how many paragraphs (ASCII only; a
    /// text whose counts do not fit an Int32 is measured by building its lines).
    var longestParagraph: Int32 = 0
    /// 0 when the words were not counted (a counted text has a paragraph at least).
    var paragraphCount: Int32 = 0
    /// The lines and widest line at one character a line with no line limit (ASCII only; -1
    /// when unknown): what a Text proposed less than two characters' width shows untruncated.
    /// Stacks ask every child its minimum (a width of 0), so this is counted once here rather
    /// than at each such probe.
    var narrowLines: Int32 = -1
    var narrowWidest: Int32 = -1

    /// Whether the words were counted (`wordLengths` is not nil), read without touching the
    /// array (a read of the optional array retained and released it at every sizing).
    @inline(__always) var isCounted: Bool { paragraphCount > 0 }

    init(string: String) {
        self.string = string
        var contiguous = string
        contiguous.makeContiguousUTF8()
        if let counted = contiguous.utf8.withContiguousStorageIfAvailable(Self.countWords) ?? nil,
           let longest = Int32(exactly: counted.longest), let paragraphs = Int32(exactly: counted.paragraphs) {
            wordLengths = counted.words
            longestParagraph = longest
            paragraphCount = paragraphs
            let narrow = counted.words.withUnsafeBufferPointer {
                TextMetrics.countLines($0, maxChars: 1, maxLines: Int.max, mode: .tail)
            }
            if let lines = Int32(exactly: narrow.lines), let widest = Int32(exactly: narrow.widest) {
                narrowLines = lines
                narrowWidest = widest
            }
        }
    }

    /// Word lengths of an ASCII string, or nil when it has a byte ≥ 0x80.
    static func countWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (words: [Int32], longest: Int, paragraphs: Int)? {
        var words: [Int32] = []
        // One allocation for a short label's words and end marks (appending grew it twice).
        words.reserveCapacity(8)
        var word = 0
        var paragraph = 0
        var longest = 0
        var paragraphs = 1
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b >= 0x80 { return nil }
            if b == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A {
                // "\r\n" is one Character, and not "\n": it neither splits nor ends a paragraph.
                word += 1
                i += 2
                continue
            }
            if b == 0x20 {
                words.append(Int32(clamping: word))
                paragraph += word + 1
                word = 0
            } else if b == 0x0A {
                words.append(Int32(clamping: word))
                words.append(-1)
                longest = max(longest, paragraph + word)
                paragraph = 0
                word = 0
                paragraphs += 1
            } else {
                word += 1
            }
            i += 1
        }
        words.append(Int32(clamping: word))
        words.append(-1)
        longest = max(longest, paragraph + word)
        return (words, longest, paragraphs)
    }

    /// Words of each paragraph (split at "\n"), split at single spaces so that runs of
    /// spaces survive inside a line.
    var paragraphs: [[Substring]] { PreparedText.words(of: string) }

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
        measure(PreparedText(string: string), style: style, proposal: proposal, options: options)
    }

    /// Texts of at most this many entries in `PreparedText.wordLengths` (words plus
    /// paragraph ends) are sized again for each new proposal rather than memoised.
    static let cheapWords = 24

    /// The character width and line height `style` resolves to under `options`.
    public static func metrics(of style: TextStyle, options: LayoutOptions) -> (charWidth: Double, lineHeight: Double) {
        (style.charWidth ?? options.charWidth * style.fontScale, style.lineHeight ?? options.lineHeight * style.fontScale)
    }

    /// What wrapping and truncation depend on: the metrics, the proposal (nil = ∞), the
    /// characters per line and the lines shown at most (§8.5).
    struct Limits {
        var charWidth: Double
        var lineHeight: Double
        var width: Double
        var maxChars: Int
        var maxLines: Int
    }

    /// The options text measurement reads (a copy of the whole `LayoutOptions` per call costs more).
    struct Options {
        var charWidth: Double
        var lineHeight: Double
        var ellipsisMinimum: Bool

        init(_ options: LayoutOptions) {
            charWidth = options.charWidth
            lineHeight = options.lineHeight
            ellipsisMinimum = options.textMinWidth == .ellipsis
        }
    }

    static func limits(_ style: TextStyle, _ proposal: ProposedSize, _ options: Options) -> Limits {
        let cw = style.charWidth ?? options.charWidth * style.fontScale
        let lh = style.lineHeight ?? options.lineHeight * style.fontScale
        let w = proposal.width ?? .infinity
        let h = proposal.height ?? .infinity
        // maxChars < 1 → treat as 1 (one character or the ellipsis per line).
        // A negative proposal (from a negative aspect ratio, say) fits what 0 fits.
        var maxChars = Int.max
        if w.isFinite { maxChars = CheckedInt.truncated((w + 1e-9) / cw, to: 1...Int(Int32.max), nan: 1) }
        // §8.5: maxLines = min(lineLimit, max(1, floor(H / lineHeight))) — never < 1 line.
        var maxLines = Int.max
        if h.isFinite { maxLines = CheckedInt.truncated((h + 1e-9) / lh, to: 1...Int(Int32.max), nan: 1) }
        if let limit = style.lineLimit { maxLines = min(maxLines, max(1, limit)) }
        return Limits(charWidth: cw, lineHeight: lh, width: w, maxChars: maxChars, maxLines: maxLines)
    }

    /// The reported width of lines whose widest has `widest` characters.
    @inline(__always) static func width(widest: Int, _ l: Limits, _ options: Options) -> Double {
        width(widest: widest, proposed: l.width, charWidth: l.charWidth, options)
    }

    /// The same, from the proposed width (∞ for nil) and the character width.
    @inline(__always) static func width(widest: Int, proposed: Double, charWidth: Double, _ options: Options) -> Double {
        var width = min(proposed, Double(widest) * charWidth)
        if options.ellipsisMinimum && widest > 0 { width = max(width, charWidth) }
        return width
    }

    static func measure(_ text: PreparedText, style: TextStyle, proposal: ProposedSize,
                        options: LayoutOptions) -> TextMeasurement {
        let l = limits(style, proposal, Options(options))
        let ascent = l.lineHeight * 0.8
        // §8.5: an empty string is 0×0 [unconfirmed in SwiftUI].
        if text.string.isEmpty {
            return TextMeasurement(size: .zero, lines: [], isTruncated: false, firstBaseline: 0, lastBaseline: 0)
        }
        // Lines past the first one over the limit are never shown: stop wrapping there, so a
        // 10 MB text with `.lineLimit(1)` costs one line's work.
        var lines = wrap(text.paragraphs, maxChars: l.maxChars, stopAfter: l.maxLines == Int.max ? Int.max : l.maxLines + 1)
        var truncated = false
        if lines.count > l.maxLines {
            truncated = true
            lines = truncate(lines, keeping: l.maxLines, maxChars: l.maxChars, mode: style.truncationMode, text: text)
        }
        let widest = lines.reduce(0) { max($0, $1.count) }
        let n = Double(lines.count)
        return TextMeasurement(size: Size(width: width(widest: widest, l, Options(options)), height: n * l.lineHeight),
                               lines: lines, isTruncated: truncated,
                               firstBaseline: ascent, lastBaseline: (n - 1) * l.lineHeight + ascent)
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

extension PreparedText {
    /// What sizing needs of a measurement — `TextMetrics.measure` without building the
    /// lines: the size, the number of lines shown and whether they were truncated.
    @inline(__always)
    func summary(for proposal: ProposedSize, style: TextStyle,
                 options: TextMetrics.Options) -> (size: Size, lines: Int, isTruncated: Bool) {
        if !isCounted {
            var layoutOptions = LayoutOptions()
            layoutOptions.charWidth = options.charWidth
            layoutOptions.lineHeight = options.lineHeight
            layoutOptions.textMinWidth = options.ellipsisMinimum ? .ellipsis : .zero
            let m = TextMetrics.measure(self, style: style, proposal: proposal, options: layoutOptions)
            return (m.size, m.lines.count, m.isTruncated)
        }
        return withUnsafePointer(to: self) { Self.countedSummary($0, style: style, for: proposal, options: options) }
    }

    /// `summary` of a counted (ASCII) text, read in place: a copy of the prepared text (its
    /// string and words retained and released) would cost as much as the counting.
    @inline(__always)
    static func countedSummary(_ t: UnsafePointer<PreparedText>, style: TextStyle, for proposal: ProposedSize,
                               options: TextMetrics.Options) -> (size: Size, lines: Int, isTruncated: Bool) {
        // An ASCII string is empty exactly when it has one paragraph and no character in it.
        let longestParagraph = Int(t.pointee.longestParagraph)
        let paragraphCount = Int(t.pointee.paragraphCount)
        if longestParagraph == 0 && paragraphCount == 1 { return (.zero, 0, false) }
        if paragraphCount == 1 {
            // One paragraph offered at least its one-line width: one line at any height (never
            // fewer than one is shown), without the limits' conversions. A quotient at least a
            // whole number truncates to at least that number, so this implies the test below
            // (`maxChars ≥ longestParagraph`); a NaN or a narrower offer takes the steps below.
            let cw = style.charWidth ?? options.charWidth * style.fontScale
            let w = proposal.width ?? .infinity
            if (w + 1e-9) / cw >= Double(longestParagraph) {
                let lh = style.lineHeight ?? options.lineHeight * style.fontScale
                return (Size(width: TextMetrics.width(widest: longestParagraph, proposed: w, charWidth: cw, options),
                             height: lh), 1, false)
            }
        }
        let l = TextMetrics.limits(style, proposal, options)
        var counted: LineCount
        if l.maxChars >= longestParagraph && paragraphCount <= l.maxLines {
            // Every paragraph fits on one line (the common case: an ideal or a wide offer).
            counted = LineCount(lines: paragraphCount, widest: longestParagraph, isTruncated: false)
        } else if l.maxChars == 1 && t.pointee.narrowLines >= 0 && Int(t.pointee.narrowLines) <= l.maxLines {
            // One character a line, every line shown: counted once (`narrowLines`); with no
            // line cut, the limit changes nothing.
            counted = LineCount(lines: Int(t.pointee.narrowLines), widest: Int(t.pointee.narrowWidest), isTruncated: false)
        } else {
            // The closure captures plain values only (capturing `self` copies the prepared text).
            let mode = style.truncationMode
            let maxChars = l.maxChars, maxLines = l.maxLines
            counted = t.pointee.wordLengths!.withUnsafeBufferPointer {
                TextMetrics.countLines($0, maxChars: maxChars, maxLines: maxLines, mode: mode)
            }
        }
        let size = Size(width: TextMetrics.width(widest: counted.widest, l, options),
                        height: Double(counted.lines) * l.lineHeight)
        return (size, counted.lines, counted.isTruncated)
    }
}
