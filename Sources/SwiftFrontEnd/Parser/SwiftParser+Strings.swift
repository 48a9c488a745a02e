import Diagnostics
import ViewSyntax

extension SwiftParser {
    /// `"text \(value)"`, `"""` multi-line `"""` (indentation of the closing delimiter removed
    /// from every line), `#"raw \#(value)"#`.
    mutating func parseString() -> SwiftExpr {
        let open = advance()
        var pounds = 0
        while open.start + pounds < open.end, bytes[open.start + pounds] == 0x23 { pounds += 1 }
        let multiline = open.end - open.start - pounds == 3
        var pieces: [(range: SourceRange, interpolation: [SwiftArgument]?)] = []
        var closing: SwiftToken?
        if open.error == .nestingTooDeep {
            _ = enterNestingFailingNow(at: open.range)
            return SwiftExpr(.missing, open.range)
        }
        loop: while !atEOF {
            let token = current
            switch token.kind {
            case .stringSegment:
                advance()
                pieces.append((token.range, nil))
            case .interpolationStart:
                advance()
                if token.error == .nestingTooDeep {
                    _ = enterNestingFailingNow(at: token.range)
                    return SwiftExpr(.missing, open.range)
                }
                guard enterNesting() else { return SwiftExpr(.missing, open.range) }
                let arguments = parseArgumentList(closing: .interpolationEnd, opener: token.range)
                leaveNesting()
                pieces.append((SourceRange(token.start, previousEnd), arguments))
            case .stringEnd:
                advance()
                closing = token
                break loop
            default:
                // The lexer always closes a string; anything else means an interpolation went wrong.
                break loop
            }
        }
        let range = SourceRange(open.start, previousEnd)
        if closing == nil || closing?.error == .unterminatedString {
            error("unterminated string literal", at: open.range)
            if multiline || closing == nil || closing!.start >= bytes.count {
                // It ran to the end of the file: what follows is inside it, and would only
                // produce "expected '}'" noise (at a column ten million characters away).
                abandoned = true
                index = tokens.count - 1
            }
        }
        var indentation: [UInt8] = []
        if multiline, let closing, closing.error == nil {
            var lineStart = closing.start
            while lineStart > open.end, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
            indentation = Array(bytes[lineStart..<closing.start])
            if indentation.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
                error("a multi-line string's closing '\"\"\"' must be on its own line", at: closing.range)
                indentation = []
            }
        }
        var parts: [SwiftStringPart] = []
        var atLineStart = false
        var isFirst = true
        for (index, piece) in pieces.enumerated() {
            if let arguments = piece.interpolation {
                parts.append(.interpolation(arguments, range: piece.range))
                atLineStart = false
                isFirst = false
                continue
            }
            var start = piece.range.start
            var end = piece.range.end
            if multiline {
                if isFirst {  // the newline after the opening `"""`
                    if start < end, bytes[start] == 0x0D { start += 1 }
                    if start < end, bytes[start] == 0x0A { start += 1; atLineStart = true }
                }
                if index == pieces.count - 1, closing != nil {  // the newline before the closing `"""`
                    end -= indentation.count
                    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
                    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                }
            }
            isFirst = false
            let text = decodeSegment(SourceRange(start, max(start, end)), pounds: pounds, indentation: multiline ? indentation : nil,
                                     atLineStart: &atLineStart)
            if case .literal(let previous)? = parts.last {
                parts[parts.count - 1] = .literal(previous + text)
            } else if !text.isEmpty {
                parts.append(.literal(text))
            }
        }
        return SwiftExpr(.string(parts), range)
    }

    /// Reports the nesting limit at `range` and abandons the rest of the file.
    mutating func enterNestingFailingNow(at range: SourceRange) -> Bool {
        if !abandoned { sink.add(.error("nesting is too deep (limit \(Self.nestingLimit))", at: range)) }
        abandoned = true
        index = tokens.count - 1
        return false
    }

    /// One literal segment: line by line (so reported escapes keep their places), stripping
    /// the closing delimiter's indentation at the start of each line of a multi-line string.
    mutating func decodeSegment(_ range: SourceRange, pounds: Int, indentation: [UInt8]?, atLineStart: inout Bool) -> String {
        var result = ""
        var lineStart = range.start
        while lineStart <= range.end {
            var lineEnd = lineStart
            while lineEnd < range.end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var start = lineStart
            if let indentation, atLineStart {
                var matched = 0
                while matched < indentation.count, start < lineEnd, bytes[start] == indentation[matched] {
                    start += 1
                    matched += 1
                }
            }
            if pounds > 0 {
                result += decodeRaw(SourceRange(start, lineEnd), pounds: pounds)
            } else {
                var reported: [Diagnostic] = []
                result += StringEscapes.decode(bytes, SourceRange(start, lineEnd)) { reported.append($0) }
                for diagnostic in reported { sink.add(diagnostic) }
            }
            if lineEnd < range.end {
                result += "\n"
                atLineStart = true
                lineStart = lineEnd + 1
            } else {
                if lineEnd > lineStart || lineStart == range.start { atLineStart = atLineStart && lineEnd == lineStart }
                break
            }
        }
        return result
    }

    /// A raw string's text: `\#n` and friends are escapes, a lone `\` is itself.
    mutating func decodeRaw(_ range: SourceRange, pounds: Int) -> String {
        var result = ""
        var offset = range.start
        var literalStart = offset
        while offset < range.end {
            if bytes[offset] == 0x5C, offset + 1 + pounds < range.end,
               (1...pounds).allSatisfy({ bytes[offset + $0] == 0x23 }) {
                result += String(decoding: bytes[literalStart..<offset], as: UTF8.self)
                let letter = bytes[offset + 1 + pounds]
                switch letter {
                case 0x6E: result += "\n"
                case 0x74: result += "\t"
                case 0x72: result += "\r"
                case 0x30: result += "\0"
                default: result += String(UnicodeScalar(letter))
                }
                offset += 2 + pounds
                literalStart = offset
            } else {
                offset += 1
            }
        }
        result += String(decoding: bytes[literalStart..<range.end], as: UTF8.self)
        return result
    }
}
