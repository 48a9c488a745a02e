import Diagnostics
import ViewSyntax

extension SwiftParser {
    /// A type: `some View`, `Binding<CGFloat>`, `[String: Int]`, `(String, String)`,
    /// `() -> Content`, `CGFloat?`, `A & B`, `T.Type`. Attributes (`@escaping`,
    /// `@ViewBuilder`) are skipped.
    mutating func parseType() -> SwiftType {
        guard enterNesting() else { return SwiftType(.missing, .point(previousEnd)) }
        defer { leaveNesting() }
        let start = current.start
        while at(.at) { _ = parseAttribute() }
        if atWord("some") || atWord("any") || atWord("inout") || atWord("borrowing") || atWord("consuming") {
            let word = text(advance())
            let base = parseType()
            let range = SourceRange(start, base.range.end)
            switch word {
            case "some": return SwiftType(.some(base), range)
            case "any": return SwiftType(.any(base), range)
            case "inout": return SwiftType(.inout(base), range)
            default: return base
            }
        }
        var type = parseTypePrimary()
        // Postfix: `?`, `!`, `.Type`, `.Protocol`.
        while !abandoned {
            if (atOperator("?") || atOperator("!")), !current.leadingSpace {
                let isOptional = atOperator("?")
                advance()
                type = SwiftType(isOptional ? .optional(type) : .unwrapped(type), SourceRange(start, previousEnd))
            } else if at(.period), peek().kind == .word, token(peek(), is: "Type") || token(peek(), is: "Protocol") {
                advance()
                let isProtocol = token(advance(), is: "Protocol")
                type = SwiftType(.metatype(type, isProtocol: isProtocol), SourceRange(start, previousEnd))
            } else {
                break
            }
        }
        // Function type: `(A) async throws -> B` — the primary was the parameter tuple.
        var probe = 0
        while peek(probe).kind == .word, token(peek(probe), is: "async") || token(peek(probe), is: "throws") { probe += 1 }
        if peek(probe).kind == .operator, token(peek(probe), is: "->") {
            for _ in 0...probe { advance() }
            let result = parseType()
            var parameters: [SwiftType] = [type]
            if case .tuple(let elements) = type.kind { parameters = elements.map(\.type) }
            type = SwiftType(.function(parameters: parameters, result: result), SourceRange(start, result.range.end))
        }
        if atOperator("&") {
            var parts = [type]
            while atOperator("&") {
                advance()
                parts.append(parseTypePrimary())
            }
            type = SwiftType(.composition(parts), SourceRange(start, previousEnd))
        }
        return type
    }

    mutating func parseTypePrimary() -> SwiftType {
        let start = current.start
        switch current.kind {
        case .word:
            var components: [SwiftTypeComponent] = []
            repeat {
                guard at(.word) else { break }
                var component = SwiftTypeComponent(name: text(advance()))
                if atOperator("<"), !current.leadingSpace {
                    advance()
                    repeat {
                        component.arguments.append(parseType())
                    } while at(.comma) && advance().kind == .comma
                    if atOperator(">") { advance() } else { expected("'>' to close the generic arguments") }
                }
                components.append(component)
                guard at(.period), peek().kind == .word, !token(peek(), is: "Type"), !token(peek(), is: "Protocol") else { break }
                advance()
            } while true
            return SwiftType(.named(components), SourceRange(start, previousEnd))
        case .leftBracket:
            let open = advance().range
            let element = parseType()
            if at(.colon) {
                advance()
                let value = parseType()
                expect(.rightBracket, "]", opener: open)
                return SwiftType(.dictionary(element, value), SourceRange(start, previousEnd))
            }
            expect(.rightBracket, "]", opener: open)
            return SwiftType(.array(element), SourceRange(start, previousEnd))
        case .leftParen:
            let open = advance().range
            var elements: [SwiftTupleTypeElement] = []
            while !atEOF, !at(.rightParen) {
                let before = index
                var label: String?
                if at(.word), peek().kind == .colon {
                    label = text(advance())
                    advance()
                } else if at(.word), peek().kind == .word, peek(2).kind == .colon {  // `_ name: T`
                    advance()
                    label = text(advance())
                    advance()
                }
                elements.append(SwiftTupleTypeElement(label: label, type: parseType()))
                if at(.comma) { advance() } else if !at(.rightParen) { break }
                if index == before { advance() }
            }
            expect(.rightParen, ")", opener: open)
            if elements.count == 1, elements[0].label == nil, !atOperator("->"), !(atWord("throws") || atWord("async")) {
                var inner = elements[0].type
                inner.range = SourceRange(start, previousEnd)
                return inner
            }
            return SwiftType(.tuple(elements), SourceRange(start, previousEnd))
        default:
            expected("a type")
            return SwiftType(.missing, .point(previousEnd))
        }
    }
}
