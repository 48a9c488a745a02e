/// A parsed transcript. It keeps every line of the file as written, so `text` gives the file
/// back byte for byte, and diffs and updates can point at real line numbers.
public struct Transcript: Sendable, Equatable {
    /// Where the transcript came from (used in errors and diff headers).
    public var path: String
    /// Every line of the file, in order.
    public var lines: [TranscriptLine]
    /// Each input with its expected output, in file order.
    public var blocks: [TranscriptBlock]
    /// Whether the file's last line ended in "\n".
    public var endsWithNewline: Bool

    public init(path: String, lines: [TranscriptLine], blocks: [TranscriptBlock], endsWithNewline: Bool) {
        self.path = path
        self.lines = lines
        self.blocks = blocks
        self.endsWithNewline = endsWithNewline
    }

    /// The file's text, exactly as it was read.
    public var text: String {
        TranscriptFormat.text(ofFileLines: lines.map(\.text), endsWithNewline: endsWithNewline)
    }

    /// Where fresh sessions start, for a file that holds several (a Markdown document: one a
    /// session block, unless it continues the one before). Empty: one session for the whole file,
    /// its relative reads resolving in the file's folder.
    public var sessionStarts: [TranscriptSessionStart] = []

    /// The comment lines before the first input (indices into `lines`).
    public var preamble: Range<Int> {
        0..<(blocks.first?.inputLines.lowerBound ?? lines.count)
    }
}

/// A fresh session that starts at a block of a transcript holding several.
public struct TranscriptSessionStart: Sendable, Equatable {
    /// The index (into `Transcript.blocks`) of its first block.
    public var block: Int
    /// The folder its relative reads resolve in, relative to the file's folder ("" for that folder).
    public var folder: String

    public init(block: Int, folder: String = "") {
        self.block = block
        self.folder = folder
    }
}

/// One line of a transcript file.
public struct TranscriptLine: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `viewsh> …` or a bare `viewsh>`.
        case input
        /// `...> …` or a bare `...>`, directly below an input line.
        case continuation
        /// `#…` at column 0; ignored when comparing.
        case comment
        /// Expected output of the input above (blank lines included).
        case output
    }

    /// 1-based line number in the file.
    public var number: Int
    public var kind: Kind
    /// The line as written in the file, without its "\n".
    public var text: String
    /// What the line means: for inputs and continuations the text after the prompt, for output
    /// the decoded line, for comments the line as written.
    public var value: String

    public init(number: Int, kind: Kind, text: String, value: String) {
        self.number = number
        self.kind = kind
        self.text = text
        self.value = value
    }
}

/// One input of a transcript and what it is expected to print.
public struct TranscriptBlock: Sendable, Equatable {
    /// The input, its lines joined with "\n".
    public var input: String
    /// The input's prompt and continuation lines (indices into `Transcript.lines`).
    public var inputLines: Range<Int>
    /// Everything up to the next input: expected output and comments (indices into `Transcript.lines`).
    public var bodyLines: Range<Int>
    /// The expected output lines, decoded, without comments.
    public var expectedLines: [String]
    /// How each expected line is compared (`(re)` and `(glob)` lines, otherwise equality).
    public var matchers: [LineMatcher]

    public init(
        input: String, inputLines: Range<Int>, bodyLines: Range<Int>, expectedLines: [String], matchers: [LineMatcher]? = nil
    ) {
        self.input = input
        self.inputLines = inputLines
        self.bodyLines = bodyLines
        self.expectedLines = expectedLines
        self.matchers = matchers ?? expectedLines.map(LineMatcher.literal)
    }

    /// Whether printed `lines` are what the block expects: as many lines, each matched (an
    /// elision, `…` in a Markdown session, matching any run of them).
    public func matches(_ lines: [String]) -> Bool {
        guard matchers.contains(.anyLines) else {
            return lines.count == matchers.count && zip(matchers, lines).allSatisfy { $0.matches($1) }
        }
        return ElisionAlignment.align(matchers, lines).allSatisfy { $0 == .keep || $0 == .absorb || $0 == .endElision }
    }

    /// The expected output as a session would print it: each line ending in "\n".
    public var expectedOutput: String {
        TranscriptFormat.text(ofOutputLines: expectedLines)
    }

    /// 1-based line number of the input's prompt line.
    public var lineNumber: Int { inputLines.lowerBound + 1 }
}

extension Transcript {
    /// The input a line of the file belongs to, as a diff hunk names it: `line 6: viewsh> c`
    /// (its first line, shortened past 60 characters); nil above the first input.
    public func inputLabel(forLineAt index: Int) -> String? {
        guard let block = blocks.last(where: { $0.inputLines.lowerBound <= index }) else { return nil }
        let text = lines[block.inputLines.lowerBound].text
        let shown = text.count > 60 ? String(text.prefix(59)) + "…" : text
        return "line \(block.lineNumber): \(shown)"
    }
}
