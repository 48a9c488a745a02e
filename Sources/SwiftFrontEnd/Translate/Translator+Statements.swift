import Diagnostics
import ViewSyntax

/// Where statements run, which decides what `return` may carry.
enum CodeContext {
    /// An action (`Button { … }`, `.onPreferenceChange { … }`) or a key's reduce body:
    /// `return` alone leaves it.
    case action
    /// A closure given to a list method (`map { … }`) or a layout's method or function:
    /// `return value` gives its result.
    case code
}

extension Translator {
    /// The compound assignments viewsh's statements lack, each `x = x op v`.
    static let compoundOperators: [String: BinaryOperator] = [
        "%=": .remainder, "??=": .nilCoalescing, "&=": .bitAnd, "|=": .bitOr, "^=": .bitXor, "<<=": .shiftLeft, ">>=": .shiftRight,
    ]

    /// The statements of an action, a reduce body, a closure or a layout's method, as viewsh's
    /// statements (Docs/Language.md, "Statements"). What viewsh's statements lack is rewritten:
    /// `if a, let b = c { … }` nests, `guard a, b else { … }` is one guard per condition,
    /// `for x in xs where c` continues when `c` fails, `while let` guards inside `while true`,
    /// `repeat { … } while c` breaks at its end, `switch` over values is an `if` chain.
    mutating func statements(_ body: [SwiftStmt], _ outerScope: Scope, context: CodeContext = .action) -> [Statement]? {
        var result: [Statement] = []
        var scope = outerScope
        for statement in body {
            guard let translated = self.statement(statement, &scope, context: context) else { return nil }
            result += translated
        }
        return result
    }

    /// The environment action a call names: `dismiss()`, `presentationMode.wrappedValue.dismiss()`.
    static func hostActionCalled(_ callee: SwiftExpr) -> String? {
        switch callee.kind {
        case .identifier(let name): return name
        case .member(let base, _, _): return hostActionCalled(base)
        default: return nil
        }
    }

    /// Where the first `return` of `statements` is, looking into nested blocks (not closures).
    static func firstReturn(in statements: [SwiftStmt]) -> SourceRange? {
        for statement in statements {
            switch statement.kind {
            case .returnStatement: return statement.range
            case .ifStatement(_, let then, let otherwise):
                if let found = firstReturn(in: then) ?? firstReturn(in: otherwise ?? []) { return found }
            case .switchStatement(_, let cases):
                for c in cases { if let found = firstReturn(in: c.body) { return found } }
            case .forIn(_, _, _, let body), .whileLoop(_, let body), .repeatWhile(let body, _), .other(_, let body), .guardStatement(_, let body):
                if let found = firstReturn(in: body) { return found }
            default:
                break
            }
        }
        return nil
    }

    /// One statement (several after a rewrite); `scope` gains what it declares.
    mutating func statement(_ statement: SwiftStmt, _ scope: inout Scope, context: CodeContext) -> [Statement]? {
        let range = statement.range
        switch statement.kind {
        case .declaration(let decl):
            return declaration(decl, &scope)
        case .expression(let expr):
            if case .call(let callee, let arguments, let closures) = expr.kind, let method = calledMethod(callee, scope) ?? objectMethod(callee, scope) ?? recordMethod(callee, scope) {
                return inlinedCall(method, arguments, closures, callerScope: scope, range: range)
            }
            if case .call(let callee, let arguments, let closures) = expr.kind, case .optionalChain(let action) = callee.kind,
               let given = actionIsGiven(action, scope) {
                // `onToggle?(item)`: the closure the caller gave, or nothing when it gave none.
                guard given, let method = calledMethod(action, scope) else { return [] }
                return inlinedCall(method, arguments, closures, callerScope: scope, range: range)
            }
            if case .call(let callee, let arguments, let closures) = expr.kind, case .identifier(let name) = callee.kind,
               name == "withAnimation" || name == "withTransaction", !scope.locals.contains(name) {
                // `withAnimation(.spring) { flag.toggle() }`: its body runs now; the animation has no
                // layout effect (§18.5), so the body's statements stand in the call's place.
                let bodies = closures.map(\.closure) + arguments.compactMap { if case .closure(let c) = $0.value.kind { c } else { nil } }
                guard bodies.count == 1, let body = bodies.first, (body.parameters ?? []).isEmpty else {
                    error("'\(name)' takes one closure of statements: \(name) { … }", at: expr.range)
                    return nil
                }
                ignore(name, at: callee.range)
                // Its own block when it declares names (`if true { … }`: they end with it); a `return`
                // in it would leave the closure around it, not only the body, so it is refused.
                if let exit = Self.firstReturn(in: body.body) {
                    notSupported("'return' inside '\(name)'", at: exit, hint: "move the condition around the call")
                    return nil
                }
                guard let translated = statements(body.body, scope, context: context) else { return nil }
                let declares = body.body.contains { if case .declaration = $0.kind { true } else { false } }
                guard declares else { return translated }
                return [Statement(.conditional(condition: Expr(.bool(true), callee.range), then: translated, otherwise: nil), range)]
            }
            if case .call(let callee, let arguments, let closures) = expr.kind, case .identifier("Task") = callee.kind,
               !scope.locals.contains("Task"), structs["Task"] == nil,
               closures.count == 1 || arguments.contains(where: { if case .closure = $0.value.kind { true } else { false } }) {
                // `Task { await model.load() }`: asynchronous work, whose writes arrive after the frames
                // viewsh shows (§18.10) — dropped unread, as `.task { … }` is; the rest of the action runs.
                ignore("Task { … } in an action (asynchronous work: what it sets arrives after the frames viewsh shows, §18.10)",
                       at: callee.range, host: true)
                return []
            }
            if case .call(let callee, _, _) = expr.kind, let action = Self.hostActionCalled(callee), scope.hostActions.contains(action) {
                // `dismiss()`, `openURL(url)`, `presentationMode.wrappedValue.dismiss()`: the window's (§18.10).
                ignore("\(action)() (an action of the window)", at: callee.range)
                return []
            }
            if case .call(let callee, _, _) = expr.kind, case .member(let base, "scrollTo", _) = callee.kind,
               case .identifier(let proxy) = base.kind, scope.scrollProxies.contains(proxy) {
                // `proxy.scrollTo(id, anchor: .bottom)`: viewsh keeps every scroll view at its top (§18.9).
                ignore("ScrollViewProxy.scrollTo (scroll views stay at their top)", at: callee.range)
                return []
            }
            if case .call(let callee, let arguments, let closures) = expr.kind, case .member(let base, "append", let methodRange) = callee.kind {
                guard closures.isEmpty, arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "contentsOf" else {
                    error("append takes one value: x.append(v) or x.append(contentsOf: list)", at: expr.range)
                    return nil
                }
                guard let target = assignmentTarget(base, scope), let args = self.arguments(arguments, scope) else { return nil }
                let member = Expr(.member(target, name: "append", nameRange: methodRange), target.range.union(methodRange))
                return [Statement(.expression(Expr(.call(member, arguments: args, trailingClosures: []), expr.range)), range)]
            }
            if case .call(let callee, let arguments, let closures) = expr.kind, case .member(let base, "removeAll", let methodRange) = callee.kind {
                return removeAll(base, arguments, closures, methodRange: methodRange, range: range, scope)
            }
            if case .call(let callee, let arguments, []) = expr.kind, case .member(let base, let method, let methodRange) = callee.kind,
               method == "insert" || method == "remove", arguments.count == 1, arguments[0].label == nil {
                // A Set's `insert(x)` and `remove(x)` (an Array's take `at:`): viewsh's lists hold the set.
                return setUpdate(base, method, arguments[0].value, methodRange: methodRange, range: range, scope)
            }
            if case .call(let callee, [], []) = expr.kind, case .member(let base, "toggle", _) = callee.kind {
                // `flag.toggle()` is `flag = !flag`.
                guard let target = assignmentTarget(base, scope) else { return nil }
                return [Statement(.assignment(target: target, op: .assign, value: Expr(.unary(.not, target), expr.range)), range)]
            }
            guard let translated = value(expr, scope) else { return nil }
            return [Statement(.expression(translated), range)]
        case .assignment(let target, let op, let assigned, let operatorRange):
            if case .wildcard = target.kind {  // `_ = x`
                guard let translated = value(assigned, scope) else { return nil }
                return [Statement(.expression(translated), range)]
            }
            // `state = .loaded(items)`: a value of the target's declared type (a case with values checked).
            guard var translatedTarget = assignmentTarget(target, scope), !readsBindingElement(assigned, scope),
                  var translatedValue = value(assigned, typed: op == "=" ? declaredType(of: target, scope) : nil, scope) else { return nil }
            var assignment = AssignmentOperator(rawValue: op)
            if case .subscriptAccess(let base, let arguments) = translatedTarget.kind, arguments.count == 2, arguments[1].label == "default" {
                // `counts[k, default: 0] += 1` is `counts[k] = counts[k, default: 0] + 1`; `d[k, default: x] = v` is `d[k] = v`.
                if op != "=" {
                    guard let binary = BinaryOperator(rawValue: String(op.dropLast())) else {
                        notSupported("the assignment '\(op)'", at: operatorRange)
                        return nil
                    }
                    translatedValue = Expr(.binary(binary, translatedTarget, translatedValue), assigned.range)
                }
                translatedTarget = Expr(.subscriptAccess(base, arguments: [arguments[0]]), translatedTarget.range)
                return [Statement(.assignment(target: translatedTarget, op: .assign, value: translatedValue), range)]
            }
            if op == "/=", integerKind(target, scope) == .int, isInteger(assigned, scope) {
                // `n /= 2` of integers truncates: `n = Int(n / 2)`.
                translatedValue = truncated(Expr(.binary(.divide, translatedTarget, translatedValue), assigned.range), range: assigned.range)
                assignment = .assign
            }
            if let binary = Self.compoundOperators[op] {
                // `x %= v` is `x = x % v`; `x ??= v` is `x = x ?? v`; `x <<= n` is `x = x << n` …
                translatedValue = Expr(.binary(binary, translatedTarget, translatedValue), assigned.range)
                assignment = .assign
            }
            guard let assignment else {
                notSupported("the assignment '\(op)'", at: operatorRange)
                return nil
            }
            return [Statement(.assignment(target: translatedTarget, op: assignment, value: translatedValue), range)]
        case .ifStatement(let conditions, let then, let otherwise):
            if let (holds, thenScope) = actionCondition(conditions, scope) {
                // `if let onSave { onSave(draft) }`: decided by the caller (its own block: names
                // declared in it end with it).
                guard let taken = holds ? statements(then, thenScope, context: context) : statements(otherwise ?? [], scope, context: context)
                else { return nil }
                return taken.isEmpty ? [] : [Statement(.conditional(condition: Expr(.bool(true), range), then: taken, otherwise: nil), range)]
            }
            var translatedElse: [Statement]?
            if let otherwise {
                guard let translated = statements(otherwise, scope, context: context) else { return nil }
                translatedElse = translated
            }
            return conditional(conditions[...], then: then, otherwise: translatedElse, scope, context: context, range: range)
        case .guardStatement(let conditions, let otherwise):
            guard let translatedElse = statements(otherwise, scope, context: context) else { return nil }
            return guards(conditions, otherwise: translatedElse, &scope, range: range)
        case .forIn(let pattern, let sequence, let whereClause, let body):
            guard let translatedSequence = self.sequence(sequence, scope), let translatedPattern = self.pattern(pattern) else { return nil }
            var inner = scope.shadowing(pattern.names)
            if case .identifier(let name) = pattern.kind, countsIntegers(sequence, scope) { inner.integers.insert(name) }
            if case .tuple(let parts) = pattern.kind, case .identifier(let offset)? = parts.first?.value.kind,
               case .call(let callee, [], []) = sequence.kind, case .member(_, "enumerated", _) = callee.kind {
                inner.integers.insert(offset)  // `for (index, subview) in subviews.enumerated()`
            }
            var loopBody: [Statement] = []
            if let whereClause {
                // `for x in xs where c { … }`: the iterations where `c` fails continue.
                guard let condition = value(whereClause, inner) else { return nil }
                loopBody.append(Statement(.guardStatement(.expression(condition), otherwise: [Statement(.continueStatement, whereClause.range)]),
                                          whereClause.range))
            }
            guard let translatedBody = statements(body, inner, context: context) else { return nil }
            return [Statement(.forIn(pattern: translatedPattern, sequence: translatedSequence, body: loopBody + translatedBody), range)]
        case .whileLoop(let conditions, let body):
            if conditions.count == 1, case .expression(let condition) = conditions[0] {
                guard let translatedCondition = value(condition, scope), let translatedBody = statements(body, scope, context: context) else { return nil }
                return [Statement(.whileLoop(condition: translatedCondition, body: translatedBody), range)]
            }
            // `while a, let b = c { … }` is `while true { guard a else { break }; guard let b = c else { break }; … }`:
            // `continue` goes back to the guards, as it goes back to the conditions.
            var inner = scope
            let exit = [Statement(.breakStatement, range)]
            guard var loopBody = guards(conditions, otherwise: exit, &inner, range: range),
                  let translatedBody = statements(body, inner, context: context) else { return nil }
            loopBody += translatedBody
            return [Statement(.whileLoop(condition: Expr(.bool(true), range), body: loopBody), range)]
        case .repeatWhile(let body, let condition):
            if Self.continues(body) {
                notSupported("'continue' in a 'repeat … while' loop", at: range, hint: "write a 'while' loop")
                return nil
            }
            // `repeat { … } while c` is `while true { …; if !c { break } }`.
            guard let translatedBody = statements(body, scope, context: context), let translatedCondition = value(condition, scope) else { return nil }
            let exit = Statement(.conditional(condition: Expr(.unary(.not, translatedCondition), condition.range),
                                              then: [Statement(.breakStatement, condition.range)], otherwise: nil), condition.range)
            return [Statement(.whileLoop(condition: Expr(.bool(true), range), body: translatedBody + [exit]), range)]
        case .returnStatement(nil):
            return [Statement(.returnStatement(nil), range)]
        case .returnStatement(let returned?):
            guard context == .code else {
                error("an action returns no value", at: returned.range)
                return nil
            }
            guard let translated = value(returned, typed: scope.returnType, scope) else { return nil }
            return [Statement(.returnStatement(translated), range)]
        case .switchStatement(let subject, let cases):
            guard let chain = switchChain(subject, cases, scope, body: { (translator, statements, caseScope, bindings) -> [Statement]? in
                // `case .loaded(let items):` declares `items` at the top of the case's block.
                var inner = caseScope
                guard let declarations = translator.patternDeclarations(bindings, &inner),
                      let body = translator.caseBody(statements, inner, context: context) else { return nil }
                return declarations + body
            }) else { return nil }
            return chainStatements(chain, range: range).map { [$0] } ?? []
        case .other(let keyword, _):
            switch keyword.text {
            case "break": return [Statement(.breakStatement, range)]
            case "continue": return [Statement(.continueStatement, range)]
            default:
                notSupported("'\(keyword.text)'", at: keyword.range)
                return nil
            }
        case .missing:
            return nil
        }
    }

    /// `xs.removeAll()` is `xs = []`; `xs.removeAll { $0.done }` (or `removeAll(where: …)`) is
    /// `xs = xs.filter { !($0.done) }`: what stays, in order, as Swift's removes.
    mutating func removeAll(_ base: SwiftExpr, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                            methodRange: SourceRange, range: SourceRange, _ scope: Scope) -> [Statement]? {
        guard let target = assignmentTarget(base, scope) else { return nil }
        var predicate: SwiftClosure?
        if let closure = closures.first?.closure, arguments.isEmpty, closures.count == 1 {
            predicate = closure
        } else if closures.isEmpty, arguments.count == 1, arguments[0].label?.text == "where", case .closure(let closure) = arguments[0].value.kind {
            predicate = closure
        } else if !(arguments.isEmpty && closures.isEmpty) {
            error("removeAll takes nothing, or a condition: xs.removeAll { $0.done }", at: range)
            return nil
        }
        guard let predicate else {
            return [Statement(.assignment(target: target, op: .assign, value: Expr(.list([]), methodRange)), range)]
        }
        guard predicate.body.count == 1, case .expression(let condition) = predicate.body[0].kind else {
            notSupported("a removeAll condition with statements", at: predicate.range, hint: "write one expression")
            return nil
        }
        var kept = predicate
        kept.body = [SwiftStmt(.expression(SwiftExpr(.prefix("!", condition), condition.range)), condition.range)]
        let filter = SwiftExpr(.call(SwiftExpr(.member(base, name: "filter", nameRange: methodRange), base.range.union(methodRange)),
                                     arguments: [], trailingClosures: [SwiftTrailingClosure(label: nil, closure: kept)]), range)
        guard let value = value(filter, scope) else { return nil }
        return [Statement(.assignment(target: target, op: .assign, value: value), range)]
    }

    /// `selected.insert(tag)` and `selected.remove(tag)` of a `Set`, held as a list in insertion
    /// order (viewsh has no sets; Swift's order is unspecified): `s = s.contains(x) ? s : s + [x]`
    /// and `s = s.filter { $0 != x }`.
    mutating func setUpdate(_ base: SwiftExpr, _ method: String, _ element: SwiftExpr, methodRange: SourceRange,
                            range: SourceRange, _ scope: Scope) -> [Statement]? {
        guard !Self.usesShorthand(element) else {
            notSupported("'.\(method)($0)'", at: element.range, hint: "name the closure's parameter: { tag in … }")
            return nil
        }
        guard let target = assignmentTarget(base, scope) else { return nil }
        let r = methodRange
        let updated: SwiftExpr
        if method == "insert" {
            let contains = SwiftExpr(.call(SwiftExpr(.member(base, name: "contains", nameRange: r), r),
                                           arguments: [SwiftArgument(label: nil, value: element)], trailingClosures: []), r)
            updated = SwiftExpr(.ternary(contains, base, SwiftExpr(.binary("+", base, SwiftExpr(.array([element]), r), operatorRange: r), r)), range)
        } else {
            let kept = SwiftClosure(parameters: nil, body: [SwiftStmt(.expression(SwiftExpr(.binary("!=", SwiftExpr(.shorthand(0), r), element,
                                                                                                          operatorRange: r), r)), r)], range: r)
            updated = SwiftExpr(.call(SwiftExpr(.member(base, name: "filter", nameRange: r), r), arguments: [],
                                      trailingClosures: [SwiftTrailingClosure(label: nil, closure: kept)]), range)
        }
        guard let value = value(updated, scope) else { return nil }
        return [Statement(.assignment(target: target, op: .assign, value: value), range)]
    }

    /// A local declaration in code: `let`/`var` become viewsh's (`var total: CGFloat` may wait
    /// for its value); a local `func` is inlined where it is called.
    mutating func declaration(_ decl: SwiftDecl, _ scope: inout Scope) -> [Statement]? {
        switch decl.kind {
        case .variable(let variable):
            if let wrapper = decl.attributes.first {
                notSupported("'@\(wrapper.name.text)' on a local", at: wrapper.range)
                return nil
            }
            guard variable.accessors == nil else {
                notSupported("a computed local ('\(variable.name.text)')", at: variable.name.range)
                return nil
            }
            var initial: Expr?
            if let initializer = variable.initializer {
                guard let translated = value(initializer, typed: variable.type, scope) else { return nil }
                initial = translated
            }
            let integer = Self.isIntegerType(variable.type) || (variable.type == nil && variable.initializer.map { isInteger($0, scope) } == true)
            scope = scope.declaring(variable.name.text, integer: integer)
            let name = Name(localName(variable.name.text), variable.name.range)
            let declaration = Declaration(isVariable: !variable.isLet, pattern: .name(name), type: typeSyntax(variable.type), value: initial)
            return [Statement(.declaration(declaration), decl.range)]
        case .function(let function):
            scope = scope.binding(function.name.text, to: .function(function, scope))
            return []
        default:
            notSupported("a local '\(decl.keyword.text)'", at: decl.keyword.range)
            return nil
        }
    }

    /// A local `let`/`var` or `func` in a view builder (or before a closure's value): views have
    /// no statements, so the name stands for its value, translated where it is used.
    mutating func local(_ decl: SwiftDecl, in scope: Scope) -> Scope? {
        switch decl.kind {
        case .variable(let variable):
            guard variable.accessors == nil, let initializer = variable.initializer else {
                notSupported("a local without a value", at: decl.range)
                return nil
            }
            if let wrapper = decl.attributes.first {
                if wrapper.name.text == "Bindable", decl.attributes.count == 1, let object = heldObject(initializer, scope) {
                    // `@Bindable var store = store`: the same object, so `$store.name` binds its
                    // property's state as a `@Bindable` property's does (§18.11).
                    var bound = scope
                    bound.substitutions[variable.name.text] = nil
                    bound.locals.remove(variable.name.text)
                    bound.objects[variable.name.text] = object
                    return bound
                }
                notSupported("'@\(wrapper.name.text)' on a local", at: wrapper.range)
                return nil
            }
            // An action reads the value the body computed (`let doubled = count * 2`, then
            // `count += 1; total = doubled`), as Swift's closure captured it.
            return scope.capturing(variable.name.text, Self.relabelled(initializer, as: variable.type), in: scope)
        case .function(let function):
            return scope.binding(function.name.text, to: .function(function, scope))
        default:
            notSupported("a local '\(decl.keyword.text)'", at: decl.keyword.range)
            return nil
        }
    }

    /// What an assignment or `append` changes: a name or a part of one (`point.x`, `rows[i]`).
    mutating func assignmentTarget(_ target: SwiftExpr, _ scope: Scope) -> Expr? {
        if target.optionalChainSplit != nil {
            notSupported("assigning through optional chaining ('?.')", at: target.range, hint: "unwrap with 'if let' first")
            return nil
        }
        if readsBindingElement(target, scope, assigning: true) { return nil }
        return value(target, scope)
    }

    /// `x`, `_`, `(index, subview)` after `for`.
    mutating func pattern(_ expr: SwiftExpr) -> Pattern? {
        switch expr.kind {
        case .identifier(let name):
            return .name(Name(localName(name), expr.range))
        case .wildcard:
            return .wildcard(expr.range)
        case .bindingPattern(_, let name):
            return .name(Name(localName(name.text), name.range))
        case .tuple(let elements) where elements.allSatisfy({ $0.label == nil }):
            var parts: [Pattern] = []
            for element in elements {
                guard let part = pattern(element.value) else { return nil }
                parts.append(part)
            }
            return .tuple(parts, expr.range)
        default:
            notSupported("this loop pattern", at: expr.range, hint: "write a name or a tuple of names")
            return nil
        }
    }

    /// `if a, b, let c = d, e { T } else { E }`: plain conditions joined with `&&`, an optional
    /// binding as `if let` around the rest; `E` (already translated) is every failing branch's.
    mutating func conditional(_ conditions: ArraySlice<SwiftCondition>, then: [SwiftStmt], otherwise: [Statement]?, _ scope: Scope,
                              context: CodeContext, range: SourceRange) -> [Statement]? {
        var parts: [Expr] = []
        var rest = conditions
        var patternBindings: [PatternBinding] = []
        scan: while let first = rest.first {
            switch first {
            case .expression(let expr):
                guard let translated = value(expr, scope) else { return nil }
                parts.append(translated)
            case .casePattern(let pattern, let subject):
                guard let (translated, bindings) = casePattern(pattern, subject: subject, scope) else { return nil }
                parts.append(translated)
                if !bindings.isEmpty {
                    // `if case .loaded(let items) = state, …`: the names are declared where the case
                    // matched; the conditions after them are tested inside.
                    patternBindings = bindings
                    rest = rest.dropFirst()
                    break scan
                }
            case .availability(let availabilityRange):
                ignore("#available", at: availabilityRange)
            case .optionalBinding:
                break scan
            }
            rest = rest.dropFirst()
        }
        var body: [Statement]
        if !patternBindings.isEmpty {
            if let otherwise, !rest.isEmpty, !chargeCopy(of: otherwise, at: range) { return nil }
            var inner = scope
            guard let declarations = patternDeclarations(patternBindings, &inner),
                  let tail = conditional(rest, then: then, otherwise: otherwise, inner, context: context, range: range) else { return nil }
            body = declarations + tail
        } else if case .optionalBinding(_, let name, let bound)? = rest.first {
            // The else is written again in each failing branch (the conditions before the binding,
            // the binding, the conditions after it): each copy counts towards the budget.
            if let otherwise {
                if !parts.isEmpty, !chargeCopy(of: otherwise, at: range) { return nil }
                if rest.count > 1, !chargeCopy(of: otherwise, at: range) { return nil }
            }
            let source = bound ?? SwiftExpr(.identifier(name.text), name.range)
            guard let translatedValue = value(source, scope),
                  let inner = conditional(rest.dropFirst(), then: then, otherwise: otherwise, scope.shadowing([name.text]),
                                          context: context, range: range) else { return nil }
            let binding = Statement(.optionalBinding(name: Name(localName(name.text), name.range), value: translatedValue,
                                                     then: inner, otherwise: otherwise), range)
            body = [binding]
        } else {
            guard let translatedThen = statements(then, scope, context: context) else { return nil }
            body = translatedThen
        }
        guard !parts.isEmpty else { return body }  // only `#available`, or the binding itself
        var combined = parts[0]
        for part in parts.dropFirst() { combined = Expr(.binary(.and, combined, part), combined.range.union(part.range)) }
        return [Statement(.conditional(condition: combined, then: body, otherwise: otherwise), range)]
    }

    /// `guard a, let b = c else { E }`: one guard per condition, each leaving with `E`; `scope`
    /// gains the names bound.
    mutating func guards(_ conditions: [SwiftCondition], otherwise: [Statement], _ scope: inout Scope, range: SourceRange) -> [Statement]? {
        var result: [Statement] = []
        for (index, condition) in conditions.enumerated() {
            if index > 0, !chargeCopy(of: otherwise, at: range) { return nil }
            switch condition {
            case .expression(let expr):
                guard let translated = value(expr, scope) else { return nil }
                result.append(Statement(.guardStatement(.expression(translated), otherwise: otherwise), range))
            case .casePattern(let pattern, let subject):
                guard let (translated, bindings) = casePattern(pattern, subject: subject, scope) else { return nil }
                result.append(Statement(.guardStatement(.expression(translated), otherwise: otherwise), range))
                // `guard case .loaded(let items) = state else { … }`: `items` is declared after it.
                guard let declarations = patternDeclarations(bindings, &scope) else { return nil }
                result += declarations
            case .optionalBinding(_, let name, let bound):
                let source = bound ?? SwiftExpr(.identifier(name.text), name.range)
                guard let translated = value(source, scope) else { return nil }
                result.append(Statement(.guardStatement(.binding(Name(localName(name.text), name.range), translated), otherwise: otherwise), range))
                scope = scope.shadowing([name.text])
            case .availability(let availabilityRange):
                ignore("#available", at: availabilityRange)
            }
        }
        return result
    }

    /// Counts a copy of translated statements towards the translation's budget (a rewrite that
    /// repeats an `else` must not grow without bound); false, with one error, once it is spent.
    mutating func chargeCopy(of statements: [Statement], at range: SourceRange) -> Bool {
        var count = statements.count
        for statement in statements { ExprWalk.each(statement) { _ in count += 1 } }
        budget -= count
        guard budget > 0 else {
            return deeper(at: range) { _ in true } ?? false  // reports "too large" and abandons
        }
        return true
    }

    /// A `switch` case's statements: a `break` at its top level ends the case (what follows it
    /// cannot run); one inside an `if` would leave the switch, which an `if` chain cannot say.
    mutating func caseBody(_ body: [SwiftStmt], _ scope: Scope, context: CodeContext) -> [Statement]? {
        var kept: [SwiftStmt] = []
        for statement in body {
            if case .other(let keyword, _) = statement.kind, keyword.text == "break" { break }
            if case .other(let keyword, _) = statement.kind, keyword.text == "fallthrough" {
                notSupported("'fallthrough'", at: keyword.range)
                return nil
            }
            if let nested = Self.switchBreak(in: [statement]) {
                notSupported("'break' inside a case's 'if'", at: nested, hint: "it would leave the switch; restructure the case")
                return nil
            }
            kept.append(statement)
        }
        return statements(kept, scope, context: context)
    }

    /// Where a `break` that leaves an enclosing `switch` (not a loop) is, if any.
    static func switchBreak(in statements: [SwiftStmt]) -> SourceRange? {
        for statement in statements {
            switch statement.kind {
            case .other(let keyword, _) where keyword.text == "break": return keyword.range
            case .ifStatement(_, let then, let otherwise):
                if let found = switchBreak(in: then) ?? switchBreak(in: otherwise ?? []) { return found }
            case .guardStatement(_, let otherwise):
                if let found = switchBreak(in: otherwise) { return found }
            default: continue
            }
        }
        return nil
    }

    /// Whether a loop body has a `continue` for that loop (not for a loop inside it).
    static func continues(_ statements: [SwiftStmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .other(let keyword, _): return keyword.text == "continue"
            case .ifStatement(_, let then, let otherwise): return continues(then) || continues(otherwise ?? [])
            case .guardStatement(_, let otherwise): return continues(otherwise)
            case .switchStatement(_, let cases): return cases.contains { continues($0.body) }
            default: return false
            }
        }
    }
}

extension SwiftExpr {
    /// The names a loop pattern binds.
    var names: [String] {
        switch kind {
        case .identifier(let name): return [name]
        case .bindingPattern(_, let name): return [name.text]
        case .tuple(let elements): return elements.flatMap(\.value.names)
        default: return []
        }
    }
}
