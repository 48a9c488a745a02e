import Diagnostics

/// Where Swift typed or pasted among shell statements begins and ends. A statement that starts
/// with `struct`, `extension`, `enum`, `typealias`, `import`, `@` or `#Preview` (also
/// `protocol`, `class`, `actor`, `func`, and these after `private`/`public`/`final`…) is Swift
/// until its braces close: a declaration that needs a body (`struct X {`) goes on until the
/// body's `}`; one that does not (`import SwiftUI`, `typealias Row = (String, String)`) ends
/// at its line's end. Follows tokens with the Swift lexer, so strings, comments and `<` in
/// `if a < b {` never confuse it.
public enum SwiftChunks {
    static let starters: Set<String> = ["struct", "extension", "enum", "typealias", "import", "protocol", "class", "actor", "func"]
    static let needsBody: Set<String> = ["struct", "extension", "enum", "protocol", "class", "actor", "func", "Preview"]
    static let modifiers: Set<String> = ["private", "fileprivate", "public", "internal", "final", "open", "package"]

    /// Whether the statement starting at `offset` (at a line's first non-blank character, or
    /// before it) is Swift.
    public static func startsSwift(_ bytes: [UInt8], at offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count else { return false }
        if bytes[index] == 0x40 { return index + 1 < bytes.count && SwiftLexer.isIdentifierStart(bytes[index + 1]) }  // @State
        if bytes[index] == 0x23 { return word(bytes, at: index + 1) == "Preview" }
        var word = word(bytes, at: index)
        while let current = word, modifiers.contains(current) {
            index += current.utf8.count
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            word = Self.word(bytes, at: index)
        }
        return word.map(starters.contains) ?? false
    }

    public static func startsSwift(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var offset = 0
        // Skip blank lines and `//` comment lines.
        while offset < bytes.count {
            var index = offset
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A { offset = index + 1; continue }
            if index + 1 < bytes.count, bytes[index] == 0x2F, bytes[index + 1] == 0x2F {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                offset = min(index + 1, bytes.count)
                continue
            }
            return startsSwift(bytes, at: index)
        }
        return false
    }

    static func word(_ bytes: [UInt8], at offset: Int) -> String? {
        var end = offset
        while end < bytes.count, SwiftLexer.isIdentifierContinue(bytes[end]) { end += 1 }
        guard end > offset, SwiftLexer.isIdentifierStart(bytes[offset]) else { return nil }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The end (exclusive, at the end of the last token) of the Swift statement starting at
    /// `start`, and whether it is complete (its braces closed). Linear in its length.
    public static func end(_ bytes: [UInt8], from start: Int) -> (end: Int, isComplete: Bool) {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.position = start
        var depth = 0
        var sawKeyword = false
        var wantsBody = false
        var bodyClosed = false
        var lastEnd = start
        var previousWasAt = false
        var openString = false
        while true {
            let token = lexer.next()
            if token.error == .unterminatedString { openString = true }
            if token.kind == .eof {
                let complete = depth == 0 && sawKeyword && (!wantsBody || bodyClosed) && !openString
                return (max(lastEnd, start), complete)
            }
            if token.leadingNewline, depth == 0, sawKeyword, !wantsBody || bodyClosed, token.kind != .period {
                return (lastEnd, true)
            }
            if !sawKeyword, !previousWasAt {
                if token.kind == .word, let text = word(bytes, at: token.start), starters.contains(text) || text == "let" || text == "var" {
                    sawKeyword = true
                    wantsBody = needsBody.contains(text)
                } else if token.kind == .poundWord {
                    sawKeyword = true
                    wantsBody = true
                }
            }
            previousWasAt = token.kind == .at
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket, .interpolationStart: depth += 1
            case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
                depth = max(0, depth - 1)
                if depth == 0, token.kind == .rightBrace, sawKeyword { bodyClosed = true }
            default: break
            }
            lastEnd = token.end
        }
    }

    /// For the interactive prompt: is this Swift statement complete, or does it need more lines?
    public static func isComplete(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return end(bytes, from: 0).isComplete || end(bytes, from: 0).end < trimmedEnd(bytes)
    }

    static func trimmedEnd(_ bytes: [UInt8]) -> Int {
        var end = bytes.count
        while end > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[end - 1]) { end -= 1 }
        return end
    }
}
