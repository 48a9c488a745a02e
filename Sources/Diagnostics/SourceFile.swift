/// A piece of source text with a name (`cardstack.vsh`, `<stdin>`, `<input>`) and the
/// line number its first line has in that file, so that a statement cut out of a script
/// still reports the script's own line numbers.
public struct SourceFile: Sendable, Equatable {
    public let name: String
    public let text: String
    /// Line number (1-based) of the first line of `text` in the named file.
    public let firstLine: Int
    /// UTF-8 offsets at which each line of `text` starts.
    public let lineStarts: [Int]
    public let utf8: [UInt8]

    public init(name: String, text: String, firstLine: Int = 1) {
        self.name = name
        self.text = text
        self.firstLine = firstLine
        self.utf8 = Array(text.utf8)
        var starts = [0]
        utf8.withUnsafeBufferPointer { bytes in
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        self.lineStarts = starts
    }

    /// Line index (0-based, within `text`) that contains `offset`.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The text of one line (0-based index within `text`), without its newline.
    public func lineText(_ index: Int) -> String {
        let start = lineStarts[index]
        var end = index + 1 < lineStarts.count ? lineStarts[index + 1] : utf8.count
        while end > start, utf8[end - 1] == UInt8(ascii: "\n") || utf8[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// Human location of a UTF-8 offset: 1-based line in the named file, 1-based column
    /// counted in characters (what an editor's cursor shows).
    public func location(of offset: Int) -> SourceLocation {
        let clamped = min(max(offset, 0), utf8.count)
        let index = lineIndex(of: clamped)
        let bytes = utf8[lineStarts[index]..<clamped]
        if bytes.allSatisfy({ $0 < 0x80 }) {
            return SourceLocation(line: firstLine + index, column: bytes.count + 1)  // ASCII: fast on huge lines
        }
        let prefix = String(decoding: bytes, as: UTF8.self)
        return SourceLocation(line: firstLine + index, column: prefix.count + 1)
    }

    /// The substring covered by a range.
    public func slice(_ range: SourceRange) -> String {
        let start = min(max(range.start, 0), utf8.count)
        let end = min(max(range.end, start), utf8.count)
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and column, as printed in `file:line:col`.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

/// A half-open range of UTF-8 offsets into a `SourceFile`'s text.
public struct SourceRange: Sendable, Equatable, Hashable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }
    public static func point(_ offset: Int) -> SourceRange { SourceRange(offset, offset) }
    public var isEmpty: Bool { start == end }
    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }
}
