import Diagnostics
import ViewSyntax

/// `#if DEBUG … #elseif … #else … #endif` (conditional compilation): the branches the build a
/// SwiftUI preview runs compiles are kept, the others dropped before parsing — a Debug build for
/// iOS. `DEBUG` holds, `os(iOS)`, `canImport(SwiftUI)` (UIKit, Foundation, Combine, Observation,
/// SwiftData), `targetEnvironment(simulator)`, `swift(…)`, `compiler(…)` and `arch(…)` hold; any
/// other name does not (as in Swift, an undefined condition is false); `!`, `&&`, `||` and
/// parentheses combine them. A note says which branch of the file's first `#if` was read.
extension SwiftParser {
    static let importable: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreGraphics"]

    static func resolvingConditionalCompilation(_ tokens: [SwiftToken], _ bytes: [UInt8],
                                                _ sink: inout DiagnosticSink) -> [SwiftToken] {
        func word(_ t: SwiftToken) -> String {
            var start = t.start
            if t.kind == .poundWord { start += 1 }
            return String(decoding: bytes[start..<t.end], as: UTF8.self)
        }
        let directives: Set<String> = ["if", "elseif", "else", "endif"]
        guard tokens.contains(where: { $0.kind == .poundWord && directives.contains(word($0)) }) else { return tokens }
        var out: [SwiftToken] = []
        out.reserveCapacity(tokens.count)
        // Each open `#if`: whether its branch now is kept, whether one was, whether the code around it is.
        var stack: [(active: Bool, taken: Bool, outer: Bool)] = []
        var active = true
        var noted = false
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            guard t.kind == .poundWord, directives.contains(word(t)) else {
                if active || t.kind == .eof { out.append(t) }
                i += 1
                continue
            }
            let directive = word(t)
            // The condition: the rest of the directive's line.
            var end = i + 1
            if directive == "if" || directive == "elseif" {
                while end < tokens.count, tokens[end].kind != .eof, !tokens[end].leadingNewline { end += 1 }
            }
            switch directive {
            case "if", "elseif":
                if directive == "if" { stack.append((active: false, taken: false, outer: active)) }
                guard var top = stack.popLast() else {
                    sink.add(.error("'#elseif' without '#if'", at: t.range))
                    i = end
                    continue
                }
                var evaluator = ConditionEvaluator(tokens: Array(tokens[(i + 1)..<end]), word: word)
                let holds = evaluator.evaluate()
                if holds == nil {
                    sink.add(.error("viewsh cannot read this '#\(directive)' condition (DEBUG, os(…), canImport(…), !, &&, || are read)",
                                    at: t.range))
                }
                top.active = top.outer && !top.taken && (holds ?? false)
                if top.active { top.taken = true }
                stack.append(top)
                active = top.active
                if directive == "if" && !noted && top.outer && holds != nil {
                    noted = true
                    let condition = String(decoding: bytes[t.start..<(end > i + 1 ? tokens[end - 1].end : t.end)], as: UTF8.self)
                    sink.add(Diagnostic(.note, "\(condition): viewsh reads the branch a preview build compiles (Debug, iOS): "
                        + (top.active ? "this one" : "not this one"), at: t.range))
                }
            case "else":
                guard var top = stack.popLast() else {
                    sink.add(.error("'#else' without '#if'", at: t.range))
                    break
                }
                top.active = top.outer && !top.taken
                top.taken = true
                stack.append(top)
                active = top.active
            default:  // endif
                guard let top = stack.popLast() else {
                    sink.add(.error("'#endif' without '#if'", at: t.range))
                    break
                }
                active = top.outer
            }
            i = end
        }
        if !stack.isEmpty, let last = out.last {
            sink.add(.error("'#if' without '#endif'", at: .point(last.start)))
        }
        return out
    }
}

/// A `#if` condition over its tokens: nil when it is not one viewsh reads.
struct ConditionEvaluator {
    let tokens: [SwiftToken]
    let word: (SwiftToken) -> String
    var index = 0
    var depth = 0

    mutating func evaluate() -> Bool? {
        guard let value = or(), index == tokens.count else { return nil }
        return value
    }

    mutating func or() -> Bool? { chain("||", { $0.and() }) { $0 || $1 } }

    mutating func and() -> Bool? { chain("&&", { $0.unary() }) { $0 && $1 } }

    /// Operands read by `operand`, joined by `op` (`a || b || c`), combined in order.
    mutating func chain(_ op: String, _ operand: (inout ConditionEvaluator) -> Bool?, _ combine: (Bool, Bool) -> Bool) -> Bool? {
        guard var value = operand(&self) else { return nil }
        while index < tokens.count, word(tokens[index]) == op {
            index += 1
            guard let next = operand(&self) else { return nil }
            value = combine(value, next)
        }
        return value
    }

    mutating func unary() -> Bool? {
        guard index < tokens.count, depth < 64 else { return nil }
        if tokens[index].kind == .operator, word(tokens[index]) == "!" {
            index += 1
            depth += 1
            defer { depth -= 1 }
            return unary().map { !$0 }
        }
        if tokens[index].kind == .leftParen {
            index += 1
            depth += 1
            defer { depth -= 1 }
            guard let value = or(), index < tokens.count, tokens[index].kind == .rightParen else { return nil }
            index += 1
            return value
        }
        guard tokens[index].kind == .word else { return nil }
        let name = word(tokens[index])
        index += 1
        guard index < tokens.count, tokens[index].kind == .leftParen else {
            return name == "DEBUG" || name == "true"
        }
        // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: the words up to the closing parenthesis.
        index += 1
        var argument: [String] = []
        while index < tokens.count, tokens[index].kind != .rightParen {
            argument.append(word(tokens[index]))
            index += 1
        }
        guard index < tokens.count else { return nil }
        index += 1
        switch name {
        case "os": return argument == ["iOS"]
        case "canImport": return argument.first.map { SwiftParser.importable.contains($0) } ?? false
        case "targetEnvironment": return argument == ["simulator"]
        case "swift", "compiler", "arch", "hasFeature", "hasAttribute": return true
        default: return false
        }
    }
}
