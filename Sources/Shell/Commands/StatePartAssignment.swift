import Diagnostics
import ViewEngine
import ViewSyntax

/// `set rows[5] = "x"`, `set point.x = 3`, `set grid[1][2] = 0`: a part of a state written as an
/// action's assignment would write it (the state's value is rebuilt with the part changed, as
/// Swift's value types are), so that one row of a long list changes without retyping the list.
struct StatePartAssignment {
    let context: CommandContext
    /// Where the target (`rows[5]`) is written.
    let targetRange: SourceRange
    /// What follows the `=`.
    let valueRange: SourceRange

    /// The top-level `=` after the command's name (not inside brackets, parentheses, braces or
    /// a string, not part of `==`, `!=`, `<=`, `>=`), when the target before it is more than a name.
    init?(_ context: CommandContext, from start: Int) {
        let utf8 = context.file.utf8
        var depth = 0
        var inString = false
        var index = start
        var equals: Int?
        while index < utf8.count {
            let byte = utf8[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "=") where depth == 0:
                    let before = index > 0 ? utf8[index - 1] : 0
                    let after = index + 1 < utf8.count ? utf8[index + 1] : 0
                    if after != UInt8(ascii: "="), !"=!<>".utf8.contains(before) { equals = index }
                default: break
                }
            }
            if equals != nil { break }
            index += 1
        }
        guard let equals else { return nil }
        let target = context.file.slice(SourceRange(start, equals)).trimmingTrailingWhitespace
        guard target.contains(where: { $0 == "[" || $0 == "." }) else { return nil }
        self.context = context
        targetRange = SourceRange(start, start + target.utf8.count)
        valueRange = SourceRange(equals + 1, utf8.count)
    }

    /// Writes the part; returns the line `set` prints.
    func run() throws(CommandError) -> String {
        let session = context.session
        let document = session.document
        let parsedTarget = Parser.parseExpression(context.file, in: targetRange, grammar: session.grammar)
        try context.throwFirst(parsedTarget.diagnostics)
        let target = parsedTarget.value
        guard let (name, nameRange) = Self.root(of: target) else {
            throw CommandError("cannot assign to this; write a state or a part of one (rows[5], point.x)", at: target.range)
        }
        guard let definition = document.definitions.state(name) else {
            throw CommandError(.error("unknown state '\(name)'", at: nameRange)
                .suggesting(name, from: document.definitions.names(of: .state)))
        }
        guard !context.file.slice(valueRange).allSatisfy(\.isWhitespace) else {
            throw CommandError("missing value; usage: set <state> = <value>", at: context.end)
        }
        var lowerer = Lowerer(document: document)
        let assignTarget = lowerer.lowerAssignTarget(target)
        try context.throwFirst(lowerer.diagnostics)
        guard let assignTarget else { return "" }
        let states = document.stateValues.merging([name: document.stateValues[name] ?? definition.initialValue]) { _, new in new }
        // The part's value now, each step checked so that a bad index or member is shown where it is written.
        let old = try value(of: target, states: states)
        let parsedValue = Parser.parseExpression(context.file, in: valueRange, grammar: session.grammar)
        try context.throwFirst(parsedValue.diagnostics)
        let loweredValue = lowerer.lowerExpression(parsedValue.value)
        try context.throwFirst(lowerer.diagnostics)
        guard let loweredValue else { return "" }
        let value: Value
        // A `UUID()` in the value is the session's next one, counted when the value is kept (§18.17).
        let work = document.uuidCountingWork()
        do throws(EvaluationError) {
            value = try Evaluator.evaluate(loweredValue, in: EvaluationScope(states: states, work: work)).withoutNegativeZero
        } catch {
            throw CommandError(error.message, at: parsedValue.value.range)
        }
        let written = context.file.slice(targetRange)
        // Swift's types are fixed: a list of strings takes a string, a number field a number.
        if old != .none, value != .none, old.kindName != value.kindName {
            throw CommandError("\(written) holds \(old.kindName); this is \(value.kindName)", at: parsedValue.value.range)
        }
        guard old != value else { return "\(written) is already \(value.abbreviated()) (unchanged)\n" }
        var runner = StatementRunner(states: states)
        do throws(EvaluationError) {
            try runner.run([.assign(target: assignTarget, op: .assign, value: .literal(value))])
        } catch {
            throw CommandError(error.message, at: target.range)
        }
        let whole = runner.states[name] ?? .none
        if let problem = definition.problem(accepting: whole) {
            throw CommandError(problem, at: parsedValue.value.range)
        }
        var updated = document
        updated.stateValues[name] = whole
        updated.keepUUIDs(of: work)
        session.commit(updated, description: Session.describe(context.file.text))
        return "\(written): \(old.abbreviated()) → \(value.abbreviated())\n"
    }

    /// The state a target starts from, and where its name is written.
    static func root(of expr: Expr) -> (String, SourceRange)? {
        switch expr.kind {
        case .identifier(let name): return (name, expr.range)
        case .member(let base, _, _), .subscriptAccess(let base, _): return root(of: base)
        default: return nil
        }
    }

    /// The value of a target read as an expression; a failing step is reported at its member
    /// name or its index.
    func value(of expr: Expr, states: [String: Value]) throws(CommandError) -> Value {
        var place = expr.range
        switch expr.kind {
        case .member(let base, _, let nameRange):
            _ = try value(of: base, states: states)
            place = nameRange
        case .subscriptAccess(let base, let arguments):
            _ = try value(of: base, states: states)
            if let first = arguments.first { place = first.value.range }
        default: break
        }
        var lowerer = Lowerer(document: context.session.document)
        let lowered = lowerer.lowerExpression(expr)
        try context.throwFirst(lowerer.diagnostics)
        guard let lowered else { throw CommandError("cannot read this part", at: expr.range) }
        do throws(EvaluationError) {
            return try Evaluator.evaluate(lowered, in: EvaluationScope(states: states))
        } catch {
            throw CommandError(error.message, at: place)
        }
    }
}

extension String {
    fileprivate var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
