import Diagnostics

extension Lexer {
    /// All tokens of `range`, ending with `.eof`. Unexpected characters are reported and left
    /// out (the parser never sees them); an unclosed string is reported at its opening quote.
    static func tokenize(_ bytes: [UInt8], _ range: SourceRange, grammar: ViewGrammar,
                         into sink: inout DiagnosticSink) -> [Token] {
        var lexer = Lexer(bytes: bytes, range: range, grammar: grammar)
        var tokens: [Token] = []
        var openQuotes: [Int] = []
        var unterminatedQuote: Int?
        while true {
            let token = lexer.next()
            switch token.kind {
            case .unexpected:
                if sink.isFull {
                    sink.drop()
                } else {
                    sink.add(.error(unexpectedMessage(bytes, token.start, token.end), at: token.range))
                }
                continue
            case .stringStart:
                openQuotes.append(token.start)
            case .stringEnd:
                let quote = openQuotes.popLast()
                if token.error == .unterminatedString, unterminatedQuote == nil { unterminatedQuote = quote }
            default:
                break
            }
            tokens.append(token)
            if token.kind == .eof { break }
        }
        if let quote = openQuotes.first ?? unterminatedQuote {
            sink.add(.error("unterminated string literal", at: SourceRange(quote, quote + 1)))
        }
        return tokens
    }
}
