import Diagnostics
import ViewSyntax

/// Conditions, case patterns and `switch` chains, shared by view builders and code.
extension Translator {
    /// `a, let b = c, case .x = d` → `a && c != nil && d == .x`, and the scope of the branch
    /// taken (where `b` stands for `c`).
    mutating func condition(_ conditions: [SwiftCondition], _ scope: Scope) -> (Expr, Scope)? {
        var parts: [Expr] = []
        var thenScope = scope
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                guard !readsBindingElement(expr, thenScope), let translated = value(expr, thenScope) else { return nil }
                parts.append(translated)
            case .optionalBinding(_, let name, let bound):
                let source = bound ?? SwiftExpr(.identifier(name.text), name.range)
                guard let translated = value(source, thenScope) else { return nil }
                parts.append(Expr(.binary(.notEqual, translated, Expr(.nilLiteral, name.range)), condition.range))
                // `if let title` reads the property as `if let title = title` does; a closure
                // parameter (`{ note in if let note … }`) cannot change, so it stays itself.
                if bound != nil || !thenScope.locals.contains(name.text) {
                    thenScope = thenScope.capturing(name.text, source, in: thenScope)
                }
            case .casePattern(let pattern, let subject):
                guard let (translated, bindings) = casePattern(pattern, subject: subject, thenScope) else { return nil }
                parts.append(translated)
                thenScope = bindPatterns(bindings, in: thenScope)
            case .availability(let range):
                ignore("#available", at: range)
            }
        }
        guard var combined = parts.first else {
            return (Expr(.bool(true), conditions.first?.range ?? .point(0)), thenScope)
        }
        for part in parts.dropFirst() {
            combined = Expr(.binary(.and, combined, part), combined.range.union(part.range))
        }
        return (combined, thenScope)
    }

    /// `.a` (or a literal) matched against `subject`: `subject == .a`; `_` is true. A case the file
    /// declares with values, and a pattern that reads them (`.loaded(let items)`, `let .failed(m)`,
    /// `.move(_, let y)`, `.failed("Offline", _)`, nested `.a(.b(let x))`; an array literal as a
    /// value's pattern, `.loaded(["a"])`, is refused), is `.loaded ~= subject` and
    /// the test of each value against its own pattern; the names bound are returned with what
    /// they read (`subject.0`, typed as the case declares it), for the caller to bind: a name
    /// stands for its value in views and values (as an `if let` does), a code block declares it.
    mutating func casePattern(_ pattern: SwiftExpr, subject: SwiftExpr, _ scope: Scope) -> (test: Expr, bindings: [PatternBinding])? {
        switch pattern.kind {
        case .wildcard:
            return (Expr(.bool(true), pattern.range), [])
        case .bindingPattern(let isLet, let name):
            // `case let x:`, or a value's pattern in `.loaded(let items)`: the value itself.
            return (Expr(.bool(true), pattern.range), [PatternBinding(name: name, isLet: isLet, value: subject)])
        case .implicitMember(let name) where caseValues(name, of: subject, scope) != nil:
            // `case .loaded:` of a case with values: that case, whatever its values.
            guard let tested = value(subject, scope) else { return nil }
            return (Expr(.binary(.match, Expr(.implicitMember(name), pattern.range), tested), pattern.range), [])
        case .member(let base, let name, let nameRange) where Self.enumCaseOwner(base) != nil && caseValues(name, of: subject, scope) != nil:
            return casePattern(SwiftExpr(.implicitMember(name), SourceRange(base.range.start, nameRange.end)), subject: subject, scope)
        case .implicitMember, .integer, .float, .string, .bool, .nilLiteral, .identifier, .member:
            guard let left = value(subject, scope), let right = value(pattern, scope) else { return nil }
            return (Expr(.binary(.equal, left, right), pattern.range), [])
        case .binary(let op, let lower, let upper, _) where op == "..<" || op == "...":
            // `case 0..<10:` is `0 <= subject && subject < 10`.
            guard let tested = value(subject, scope), let low = value(lower, scope), let high = value(upper, scope) else { return nil }
            let above = Expr(.binary(.lessEqual, low, tested), pattern.range)
            let below = Expr(.binary(op == "..<" ? .less : .lessEqual, tested, high), pattern.range)
            return (Expr(.binary(.and, above, below), pattern.range), [])
        case .call(let callee, let arguments, []):
            return valuesPattern(callee, arguments, range: pattern.range, subject: subject, scope)
        case .tuple:
            notSupported("a tuple pattern", at: pattern.range, hint: "switch on one value, or test each part")
            return nil
        default:
            notSupported("this case pattern", at: pattern.range)
            return nil
        }
    }

    /// `.loaded(let items)` (or `LoadState.loaded(…)`) matched against `subject`: the case, then
    /// each value against its pattern, each value read as `subject.0`, `subject.1` … (an enum
    /// case's values are a record's fields, in order: Docs/Language.md).
    private mutating func valuesPattern(_ callee: SwiftExpr, _ arguments: [SwiftArgument], range: SourceRange,
                                        subject: SwiftExpr, _ scope: Scope) -> (test: Expr, bindings: [PatternBinding])? {
        var caseName: String?
        switch callee.kind {
        case .implicitMember(let name): caseName = name
        case .member(let base, let name, _) where Self.enumCaseOwner(base) != nil: caseName = name
        default: break
        }
        guard let caseName else {
            notSupported("this case pattern", at: range)
            return nil
        }
        if caseName == "some", caseValues("some", of: subject, scope) == nil, arguments.count == 1, arguments[0].label == nil {
            // `case .some(let x)`: an optional holding a value, which is `x`.
            guard let tested = value(subject, scope), let (inner, bindings) = casePattern(arguments[0].value, subject: subject, scope)
            else { return nil }
            let present = Expr(.binary(.notEqual, tested, Expr(.nilLiteral, callee.range)), range)
            return (Self.conjunction(present, inner), bindings)
        }
        guard let declared = caseValues(caseName, of: subject, scope) else {
            if let owners = enumCasesWithValues[caseName], owners.count > 1, enumName(ofSubject: subject, scope) == nil {
                error("the enums \(owners.map { "'" + $0.enumName + "'" }.joined(separator: " and ")) both have a case '\(caseName)' with values, "
                      + "and this value's enum is not known", at: callee.range,
                      notes: [Diagnostic.Note("declare the type of the value switched on (a state, property or parameter declared as the enum)")])
            } else if let enumName = enumName(ofSubject: subject, scope) {
                error("the enum '\(enumName)' has no case '\(caseName)' with values", at: callee.range,
                      notes: enumCaseNote(enumName))
            } else {
                error("no enum of this file has a case '\(caseName)' with values", at: callee.range,
                      notes: [Diagnostic.Note("viewsh reads the values of the cases a file declares: declare the enum in this file", at: nil)])
            }
            return nil
        }
        guard declared.count == arguments.count else {
            let count = declared.count == 1 ? "1 value" : "\(declared.count) values"
            error("the case '.\(caseName)' has \(count); this pattern has \(arguments.count)", at: range,
                  notes: [Diagnostic.Note("bind each value: .\(caseName)(" + declared.map { ($0.label.map { $0 + ": " } ?? "") + "let …" }
                      .joined(separator: ", ") + ")", at: nil)])
            return nil
        }
        guard let tested = value(subject, scope) else { return nil }
        var test = Expr(.binary(.match, Expr(.implicitMember(caseName), callee.range), tested), range)
        var bindings: [PatternBinding] = []
        for (index, (argument, element)) in zip(arguments, declared).enumerated() {
            if let label = argument.label, label.text != element.label {
                error("the case '.\(caseName)' has no value labelled '\(label.text)' at this place"
                      + (element.label.map { " (it is '\($0)')" } ?? " (it has no label)"), at: label.range)
                return nil
            }
            var part = SwiftExpr(.member(subject, name: String(index), nameRange: argument.value.range), argument.value.range)
            part = SwiftExpr(.cast(part, "as", element.type), argument.value.range)
            guard let (inner, innerBindings) = casePattern(argument.value, subject: part, scope) else { return nil }
            test = Self.conjunction(test, inner)
            bindings += innerBindings
        }
        var seen = Set<String>()
        for binding in bindings where !seen.insert(binding.name.text).inserted {
            error("'\(binding.name.text)' is bound twice in this pattern", at: binding.name.range)
            return nil
        }
        return (test, bindings)
    }

    /// `a && b`, leaving out a `true` the pattern of a value gave (`let x`, `_`).
    static func conjunction(_ test: Expr, _ next: Expr) -> Expr {
        if case .bool(true) = next.kind { return test }
        if case .bool(true) = test.kind { return next }
        return Expr(.binary(.and, test, next), test.range.union(next.range))
    }

    /// `LoadState` of `LoadState.loaded`: a capitalised name (a type), not a value's member.
    static func enumCaseOwner(_ base: SwiftExpr) -> String? {
        guard case .identifier(let name) = base.kind, name.first?.isUppercase == true else { return nil }
        return name
    }

    /// The values a case named `name` carries, as the file declares them: the case of the
    /// subject's enum when the subject's type is known, else the one enum declaring such a case.
    func caseValues(_ name: String, of subject: SwiftExpr, _ scope: Scope) -> [SwiftTupleTypeElement]? {
        guard let owners = enumCasesWithValues[name] else { return nil }
        if let enumName = enumName(ofSubject: subject, scope) { return owners.first { $0.enumName == enumName }?.values }
        return owners.count == 1 ? owners[0].values : nil
    }

    /// The enum of the file a switch's subject is declared as, if known.
    func enumName(ofSubject subject: SwiftExpr, _ scope: Scope) -> String? {
        if let name = enumType(of: subject, scope) { return name }
        guard let typeName = declaredType(of: subject, scope).flatMap(Self.unwrapped)?.simpleName, enumTypes[typeName] != nil else { return nil }
        return typeName
    }

    func enumCaseNote(_ enumName: String) -> [Diagnostic.Note] {
        let cases = (enumTypes[enumName]?.members ?? []).flatMap { member -> [String] in
            guard case .enumCase(let elements) = member.kind else { return [] }
            return elements.map { element in
                "." + element.name.text + (element.associatedValues.map { values in
                    "(" + values.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.text }.joined(separator: ", ") + ")" } ?? "")
            }
        }
        return cases.isEmpty ? [] : [Diagnostic.Note("its cases: " + cases.joined(separator: ", "), at: nil)]
    }

    /// A switch as a chain of conditions with their translated bodies; `body` is given the
    /// names the case's pattern binds (Translator.bindPatterns binds them as substitutions).
    mutating func switchChain<T>(_ subject: SwiftExpr, _ cases: [SwiftSwitchCase], _ scope: Scope,
                                 body: (inout Translator, [SwiftStmt], Scope, [PatternBinding]) -> T?) -> [(condition: Expr?, body: T)]? {
        var chain: [(condition: Expr?, body: T)] = []
        var failed = false  // each case is still read, so that every wrong pattern is reported
        cases: for switchCase in cases {
            if let whereClause = switchCase.whereClause {
                notSupported("'where' in a case", at: whereClause.range)
                return nil
            }
            var condition: Expr?
            var bindings: [PatternBinding] = []
            for pattern in switchCase.patterns {
                guard let (test, bound) = casePattern(pattern, subject: subject, scope) else {
                    failed = true
                    continue cases
                }
                if !bound.isEmpty, switchCase.patterns.count > 1 {
                    notSupported("a case of several patterns that bind values", at: switchCase.labelRange, hint: "write a case for each pattern")
                    failed = true
                    continue cases
                }
                bindings += bound
                condition = condition.map { Expr(.binary(.or, $0, test), $0.range.union(test.range)) } ?? test
            }
            guard let translated = body(&self, switchCase.body, scope, bindings) else {
                failed = true
                continue
            }
            chain.append((switchCase.isDefault ? nil : condition, translated))
        }
        return failed || abandoned ? nil : chain
    }

    /// The scope where the names a pattern binds stand for what they read (views and values:
    /// they have no statements, so a name is its value, as an `if let`'s is). An action reads
    /// them as they were where the pattern matched (`capturedDeclarations`).
    func bindPatterns(_ bindings: [PatternBinding], in scope: Scope) -> Scope {
        var bound = scope
        for binding in bindings { bound = bound.capturing(binding.name.text, binding.value, in: scope) }
        return bound
    }

    /// The `let`s an action starts with for the captured names its body reads (`let items =
    /// state.0` for `case .loaded(let items): Button { state = .idle; n = items.count }`): Swift's
    /// closure captured the value where the pattern matched (or the `if let` unwrapped, or the
    /// builder's `let` was computed), so a statement before the read (`state = .idle`) cannot
    /// change it. `scope` gains the names.
    mutating func capturedDeclarations(reading body: [SwiftStmt], _ scope: inout Scope) -> [Statement]? {
        guard !scope.captured.isEmpty else { return [] }
        let outer = scope
        var read: [SwiftExpr] = []
        var seen: Set<String> = []
        var named: Set<String> = []  // every name the body writes, for a renamed local to avoid
        var throughSelf: Set<String> = []
        SwiftWalk.expressions(in: body) { expr in
            switch expr.kind {
            case .identifier(let name):
                named.insert(name)
                if outer.captured.contains(name), seen.insert(name).inserted { read.append(expr) }
            case .member(let base, let name, _):
                if case .identifier("self") = base.kind { throughSelf.insert(name) }
            default:
                break
            }
        }
        // A name the action declares itself at its top level is its own everywhere in it (Swift
        // refuses a use before the declaration): the captured one is not declared (it was, and
        // `let doubled = 7` in the action became a redeclaration).
        var ownNames: Set<String> = []
        for statement in body {
            if case .declaration(let decl) = statement.kind, case .variable(let variable) = decl.kind { ownNames.insert(variable.name.text) }
        }
        var declarations: [Statement] = []
        for use in read {
            guard case .identifier(let name) = use.kind, !ownNames.contains(name),
                  case .value(let bound, let boundScope)? = outer.substitutions[name] else { continue }
            guard let value = value(bound, boundScope) else { return nil }
            scope = scope.declaring(name, integer: isInteger(bound, boundScope))
            if let type = declaredType(of: bound, boundScope) { scope.declaredTypes[name] = type }
            if let enumName = enumType(of: bound, boundScope) { scope.enumValues[name] = enumName }
            if let object = heldObject(bound, boundScope) { scope.objects[name] = object }
            var local = localName(name)
            if throughSelf.contains(name) {
                // `if let title { Button { self.title = nil; n = title.count } }`: the property
                // keeps its viewsh name, so the local takes another one that nothing else has.
                repeat { local += "_" } while named.contains(local) || outer.locals.contains(local)
                    || outer.substitutions[local] != nil || stateOwners[local] != nil || viewStateNames.contains(local)
                scope.localNames[name] = local
            }
            let declared = Name(local, use.range)
            declarations.append(Statement(.declaration(Declaration(isVariable: false, pattern: .name(declared), type: nil, value: value)),
                                          use.range))
        }
        return declarations
    }

    /// `let items = state.0`, … in code: the values read once, where the pattern matched (as
    /// Swift binds them); `scope` gains the names.
    mutating func patternDeclarations(_ bindings: [PatternBinding], _ scope: inout Scope) -> [Statement]? {
        var declarations: [Statement] = []
        let outer = scope
        for binding in bindings {
            guard let read = value(binding.value, outer) else { return nil }
            scope = scope.declaring(binding.name.text, integer: false)
            if case .cast(_, _, let type) = binding.value.kind { scope.declaredTypes[binding.name.text] = type }
            let name = Name(localName(binding.name.text), binding.name.range)
            declarations.append(Statement(.declaration(Declaration(isVariable: !binding.isLet, pattern: .name(name), type: nil, value: read)),
                                          binding.name.range))
        }
        return declarations
    }

    /// `if c1 { a } else { if c2 { b } else { c } }` from a switch chain of statements.
    func chainStatements(_ chain: [(condition: Expr?, body: [Statement])], range: SourceRange) -> Statement? {
        guard let first = chain.first else { return nil }
        guard let condition = first.condition else {
            // `default` first: its body runs whatever the rest say.
            return Statement(.conditional(condition: Expr(.bool(true), range), then: first.body, otherwise: nil), range)
        }
        let otherwise = chainStatements(Array(chain.dropFirst()), range: range).map { [$0] }
        return Statement(.conditional(condition: condition, then: first.body, otherwise: otherwise), range)
    }
}

/// A name a case pattern binds (`items` of `.loaded(let items)`) and the Swift value it reads
/// (`state.0 as [String]`).
struct PatternBinding {
    var name: Name
    var isLet: Bool
    var value: SwiftExpr
}
