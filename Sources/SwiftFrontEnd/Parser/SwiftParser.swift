import Diagnostics
import ViewSyntax

/// The recovering parser for the Swift subset: `SwiftParser.parse(file)` returns the syntax
/// tree plus diagnostics, and never fails. Each grammar area lives in `SwiftParser+Area.swift`.
///
/// Invariants (as in swift-syntax): `index` never passes the final `.eof`; every loop consumes
/// a token per iteration or leaves; recursion goes through `enterNesting`, which stops at
/// `nestingLimit` — after that the rest of the file is abandoned (one diagnostic, no cascade),
/// so stack depth is bounded whatever the input. Missing pieces are synthesised (`.missing`).
public struct SwiftParser {
    /// Brackets, closures, statements and operator chains may nest this deep.
    public static let nestingLimit = 256

    let bytes: [UInt8]
    var tokens: [SwiftToken]
    var index = 0
    var sink = DiagnosticSink()
    /// End offset of the last consumed token (where "expected …" errors point).
    var previousEnd = 0
    var depth = 0
    /// Set when the nesting limit was hit: the rest of the input is skipped silently.
    var abandoned = false
    /// False while parsing an `if`/`guard`/`for`/`switch` head, where `{` starts the body.
    var allowsTrailingClosures = true

    public static func parse(_ file: SourceFile) -> (file: SwiftFile, diagnostics: [Diagnostic]) {
        var parser = SwiftParser(bytes: file.utf8)
        let statements = parser.parseTopLevel()
        return (SwiftFile(statements: statements), parser.sink.finished())
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
        let all = SwiftLexer.tokenize(bytes)
        var kept: [SwiftToken] = []
        kept.reserveCapacity(all.count)
        var sink = DiagnosticSink()
        for token in all {
            if token.error == .unterminatedComment {
                sink.add(.error("unterminated '/*' comment", at: .point(token.start)))
            }
            if token.kind == .unexpected {
                sink.add(.error(Self.unexpectedMessage(bytes, token.start, token.end), at: token.range))
                continue
            }
            kept.append(token)
        }
        self.tokens = Self.resolvingConditionalCompilation(kept, bytes, &sink)
        self.sink = sink
    }

    // MARK: Tokens
    //
    // Helpers are `mutating` on purpose (as in ViewSyntax's parser): a debug build copies the
    // whole struct to call a non-mutating method from a mutating one, one stack slot per call.

    var current: SwiftToken { mutating get { tokens[index] } }

    mutating func peek(_ distance: Int = 1) -> SwiftToken { tokens[min(index + distance, tokens.count - 1)] }

    mutating func at(_ kind: SwiftTokenKind) -> Bool { tokens[index].kind == kind }

    var atEOF: Bool { mutating get { tokens[index].kind == .eof } }

    @discardableResult
    mutating func advance() -> SwiftToken {
        let token = tokens[index]
        if token.kind != .eof {
            index += 1
            previousEnd = token.end
        }
        return token
    }

    mutating func text(_ token: SwiftToken) -> String {
        var start = token.start, end = token.end
        if token.kind == .word, end - start >= 2, bytes[start] == 0x60 { start += 1; end -= 1 }  // `default`
        if token.kind == .dollarWord || token.kind == .poundWord { start += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether `token` is the word (or operator) spelt `spelling`; backticked words never are.
    mutating func token(_ token: SwiftToken, is spelling: StaticString) -> Bool {
        guard token.kind == .word || token.kind == .operator || token.kind == .poundWord else { return false }
        var start = token.start
        if token.kind == .poundWord { start += 1 }
        let length = spelling.utf8CodeUnitCount
        guard token.end - start == length else { return false }
        return spelling.withUTF8Buffer { buffer in
            for offset in 0..<length where bytes[start + offset] != buffer[offset] { return false }
            return true
        }
    }

    mutating func atWord(_ spelling: StaticString) -> Bool { token(tokens[index], is: spelling) }

    mutating func atOperator(_ spelling: StaticString) -> Bool {
        tokens[index].kind == .operator && token(tokens[index], is: spelling)
    }

    mutating func consumeWord(_ spelling: StaticString) -> Bool {
        guard atWord(spelling) else { return false }
        advance()
        return true
    }

    /// A name token as a `Name` (backticks removed).
    mutating func name(_ token: SwiftToken) -> Name { Name(text(token), token.range) }

    // MARK: Diagnostics

    mutating func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        guard !abandoned else { return }
        sink.add(.error(message, at: range, notes: notes))
    }

    /// "expected X" at the end of the previous token (a point), as ViewSyntax's parser does.
    mutating func expected(_ what: String, notes: [Diagnostic.Note] = []) {
        let token = current
        if token.leadingNewline || token.kind == .eof {
            error("expected \(what)", at: .point(previousEnd), notes: notes)
        } else {
            error("expected \(what), found \(describe(token))", at: token.range, notes: notes)
        }
    }

    mutating func describe(_ token: SwiftToken) -> String {
        switch token.kind {
        case .eof: return "the end of the file"
        case .stringStart: return "a string"
        case .integer, .float: return "a number"
        default:
            let spelling = String(decoding: bytes[token.start..<min(token.end, token.start + 40)], as: UTF8.self)
            return "'\(spelling)'"
        }
    }

    /// Consumes `kind` or reports it missing; for closing brackets the note points at the opener.
    @discardableResult
    mutating func expect(_ kind: SwiftTokenKind, _ spelling: String, opener: SourceRange? = nil, what: String = "") -> Bool {
        if at(kind) {
            advance()
            return true
        }
        let notes = opener.map { [Diagnostic.Note("to match this '\(spelling == ")" ? "(" : spelling == "]" ? "[" : "{")'", at: $0)] } ?? []
        expected("'\(spelling)'" + (what.isEmpty ? "" : " " + what), notes: notes)
        return false
    }

    // MARK: Nesting

    /// Enters one level of nesting; false (and the rest of the file abandoned) past the limit.
    mutating func enterNesting() -> Bool {
        if abandoned { return false }
        depth += 1
        if depth > Self.nestingLimit {
            sink.add(.error("nesting is too deep (limit \(Self.nestingLimit))", at: current.range))
            abandoned = true
            index = tokens.count - 1
            return false
        }
        return true
    }

    mutating func leaveNesting() { depth -= 1 }

    // MARK: Recovery

    /// Skips to the next line, `;`, or a closing `}` of the current block (balanced).
    mutating func skipToStatementEnd() {
        var nested = 0
        let startIndex = index
        while !atEOF {
            let token = current
            if index > startIndex, token.leadingNewline, nested == 0 { return }
            switch token.kind {
            case .leftBrace, .leftParen, .leftBracket: nested += 1
            case .rightBrace, .rightParen, .rightBracket:
                if nested == 0 { return }
                nested -= 1
            case .semicolon where nested == 0: return
            default: break
            }
            advance()
        }
    }

    static func unexpectedMessage(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        let text = String(decoding: bytes[start..<min(end, start + 20)], as: UTF8.self)
        var scalars = Array(text.unicodeScalars)
        let printable = scalars.allSatisfy { $0.properties.generalCategory != .control && $0 != "\u{FFFD}" }
        if printable {
            return scalars.count == 1 && end - start <= 4 ? "unexpected character '\(text)'" : "unexpected characters '\(text)'"
        }
        scalars = Array(scalars.prefix(1))
        let hex = String(scalars[0].value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return end - start > 1 ? "unexpected character \(name) and \(end - start - 1) more" : "unexpected character \(name)"
    }
}
