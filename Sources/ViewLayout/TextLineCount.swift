// §8.5 wrapping and truncation counted instead of built (Docs/Layout.md step 2.10): the
// same greedy wrap as `TextMetrics.wrap` and the same truncation as `TextMetrics.truncate`,
// on word lengths, with no string built. Sizing and baselines need only how many lines
// are shown and how wide the widest is; drawing and `why` still build the lines. Valid for
// ASCII texts (`PreparedText.wordLengths`), where every Character is one piece that no
// joining can merge with its neighbour.

/// What sizing needs of a wrapped and truncated Text.
struct LineCount {
    /// Lines shown.
    var lines: Int
    /// Characters of the widest line shown.
    var widest: Int
    var isTruncated: Bool
}

/// One wrapped line as consecutive words: `firstLength` characters of word `first` (the whole
/// word, a chunk of an over-long word, or that word's rest), then `pieces − 1` whole words,
/// each after one space. Words never contain a space.
struct WrappedLine {
    var first = 0
    var firstLength = 0
    var pieces = 0
    var length = 0
}

/// The run of spaces at the end of a prefix being walked (truncation drops it).
struct TrailingSpaces {
    var remaining: Int
    var run = 0

    /// Walks `count` characters that are all spaces or all not; true once the prefix is walked.
    @inline(__always) mutating func take(_ count: Int, spaces: Bool) -> Bool {
        let t = Swift.min(remaining, count)
        if t > 0 { run = spaces ? run + t : 0 }
        remaining -= t
        return remaining == 0
    }

    /// Walks `line`; true once the prefix is walked.
    mutating func take(_ line: WrappedLine, _ words: UnsafeBufferPointer<Int32>) -> Bool {
        if take(line.firstLength, spaces: false) { return true }
        var j = 1
        while j < line.pieces {
            if take(1, spaces: true) || take(Int(words[line.first + j]), spaces: false) { return true }
            j += 1
        }
        return false
    }
}

extension TextMetrics {
    /// `wrap` then `truncate` (tail mode, or head/middle on one line), counted. `words` are
    /// `PreparedText.wordLengths`. Stops at the first line past `maxLines`.
    static func countLines(_ words: UnsafeBufferPointer<Int32>, maxChars: Int, maxLines: Int,
                           mode: TruncationMode) -> LineCount {
        var emitted = 0
        var widestAll = 0
        var widestKept = 0  // lines before the last one shown: kept whole when truncating
        var lastShown = WrappedLine()
        var firstHidden = WrappedLine()
        var truncated = false
        var line = WrappedLine()
        var started = false

        /// Ends `line` (wrap's `lines.append(line)`); true when it is the first line past `maxLines`.
        @inline(__always) func emit(_ line: WrappedLine) -> Bool {
            if emitted < maxLines - 1 { widestKept = Swift.max(widestKept, line.length) }
            widestAll = Swift.max(widestAll, line.length)
            if emitted == maxLines - 1 {
                lastShown = line
            } else if emitted == maxLines {
                firstHidden = line
                return true
            }
            emitted += 1
            return false
        }

        var i = 0
        scan: while i < words.count {
            let n = Int(words[i])
            defer { i += 1 }
            if n < 0 {  // end of a paragraph
                if emit(line) {
                    truncated = true
                    break scan
                }
                line = WrappedLine()
                started = false
                continue
            }
            if !started {
                started = true
            } else if line.length + 1 + n <= maxChars {
                line.pieces += 1  // a space, then the word
                line.length += 1 + n
                continue
            } else {
                if emit(line) {
                    truncated = true
                    break scan
                }
                line = WrappedLine()
            }
            // The line is empty here.
            if n <= maxChars {
                line = WrappedLine(first: i, firstLength: n, pieces: 1, length: n)
                continue
            }
            // An over-long word: chunks of maxChars on lines of their own, the rest starts a line.
            var rest = n
            while rest > maxChars {
                if emit(WrappedLine(first: i, firstLength: maxChars, pieces: 1, length: maxChars)) {
                    truncated = true
                    break scan
                }
                rest -= maxChars
            }
            line = WrappedLine(first: i, firstLength: rest, pieces: 1, length: rest)
        }
        guard truncated else { return LineCount(lines: emitted, widest: widestAll, isTruncated: false) }

        let room = Swift.max(0, Swift.min(maxChars, Int(Int32.max)) - 1)
        if maxLines == 1 && mode != .tail {
            // head/middle: the whole text on one line, `head` characters, "…", `tail` characters.
            var characters = 0
            var count = 0
            for w in words where w >= 0 {
                characters += Int(w)
                count += 1
            }
            let all = characters + count - 1
            let head = mode == .middle ? (room + 1) / 2 : 0
            let length = Swift.min(head, all) + 1 + Swift.min(room - head, all)
            return LineCount(lines: 1, widest: length, isTruncated: true)
        }
        // tail: the last line shown, a space and the next line, cut to `room`, trailing spaces
        // dropped, then "…".
        let k = Swift.min(room, lastShown.length + 1 + firstHidden.length)
        var walk = TrailingSpaces(remaining: k)
        if !walk.take(lastShown, words) && !walk.take(1, spaces: true) { _ = walk.take(firstHidden, words) }
        let length = k - walk.run + 1
        return LineCount(lines: maxLines, widest: Swift.max(widestKept, length), isTruncated: true)
    }
}
