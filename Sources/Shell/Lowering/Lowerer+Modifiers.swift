import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// Lowers a chain of modifiers; nil when any of them is wrong (all are checked).
    mutating func lowerModifiers(_ modifiers: [ModifierSyntax]) -> [ModifierNode]? {
        var lowered: [ModifierNode] = []
        var failed = false
        for modifier in modifiers {
            if let node = lowerModifier(modifier) { lowered.append(node) } else { failed = true }
        }
        return failed ? nil : lowered
    }

    mutating func lowerModifier(_ modifier: ModifierSyntax) -> ModifierNode? {
        let source = SyntaxPrinter.print(modifier)
        if let info = ModifierCatalog.info(modifier.name) {
            return lowerBuiltinModifier(modifier, info: info, source: source)
        }
        if let definition = document.definitions.modifier(modifier.name) {
            if let closure = modifier.trailingClosures.first {
                error("'.\(modifier.name)' does not take a closure", at: closure.closure.range)
                return nil
            }
            guard let bound = bindParameters(definition.parameters, modifier.arguments,
                                             callName: "'.\(modifier.name)'", range: modifier.nameRange) else { return nil }
            var arguments: [(name: String, value: ModifierArgument)] = []
            for (parameter, argument) in bound {
                guard let value = lowerExpression(argument.value) else { return nil }
                arguments.append((parameter.name, .expression(value)))
            }
            return ModifierNode(name: modifier.name, isCustom: true, arguments: arguments, source: source)
        }
        if document.definitions[modifier.name] != nil {
            error("'\(modifier.name)' is a \(document.definitions[modifier.name]!.kind.noun), not a modifier",
                  at: modifier.nameRange)
        } else {
            error("unknown modifier '\(modifier.name)'", at: modifier.nameRange, suggesting: modifier.name,
                  from: ModifierCatalog.names + document.definitions.names(of: .modifier))
        }
        return nil
    }

    mutating func lowerBuiltinModifier(_ modifier: ModifierSyntax, info: ModifierInfo, source: String) -> ModifierNode? {
        guard let arguments = matchArguments(modifier.arguments, trailing: modifier.trailingClosures, overloads: info.overloads,
                                             callName: "'.\(modifier.name)'", range: modifier.nameRange) else { return nil }
        return ModifierNode(name: modifier.name, isCustom: false, arguments: arguments, source: source)
    }

    /// Matches arguments and trailing closures to the first overload they fit, each lowered
    /// as its parameter expects; when none fits, the most telling complaint is reported.
    mutating func matchArguments(
        _ written: [Argument], trailing: [TrailingClosure], overloads: [Signature], callName: String, range: SourceRange
    ) -> [(name: String, value: ModifierArgument)]? {
        var best: (failure: ArgumentMatcher.Failure, rank: Int)?
        for signature in overloads {
            switch ArgumentMatcher.match(written, trailing: trailing, to: signature) {
            case .failure(let failure):
                let rank = Self.rank(failure, signature: signature, argumentCount: written.count)
                if best == nil || rank > best!.rank { best = (failure, rank) }
            case .success(let bound):
                var arguments: [(name: String, value: ModifierArgument)] = []
                for (parameter, argument) in bound.values {
                    guard let value = lowerTypedArgument(argument.value, kind: parameter.kind, name: parameter.name,
                                                         callName: callName) else { return nil }
                    if let check = parameter.check, let problem = constantProblem(value, check) {
                        error("\(callName): \(problem)", at: argument.value.range)
                        return nil
                    }
                    arguments.append((parameter.name, value))
                }
                for (parameter, closure, _) in bound.closures {
                    guard let value = lowerClosureArgument(closure, parameter, callName: callName) else { return nil }
                    arguments.append((parameter.label, value))
                }
                return arguments
            }
        }
        report(best!.failure, callName: callName, signatures: overloads, range: range)
        return nil
    }

    /// Which overload's complaint to show: one that could take that many arguments says more
    /// than one that could not; then a wrong kind of value, an unknown label, a missing one.
    static func rank(_ failure: ArgumentMatcher.Failure, signature: Signature, argumentCount: Int) -> Int {
        guard signature.parameters.count >= argumentCount else {
            if case .tooMany = failure { return 1 + min(signature.parameters.count, 8) }
            return 0
        }
        let fits = 10
        switch failure {
        case .mismatch: return fits + 4
        case .unknownLabel: return fits + 3
        case .missing: return fits + 2
        case .unexpectedClosure: return fits + 1
        case .outOfOrder: return fits + 3
        case .tooMany: return 0
        }
    }

    /// Lowers an argument according to what its parameter expects.
    mutating func lowerTypedArgument(_ expr: Expr, kind: ArgumentKind, name: String, callName: String) -> ModifierArgument? {
        switch kind {
        case .number, .bool, .string, .expression:
            return lowerExpression(expr).map(ModifierArgument.expression)
        case .color:
            return lowerColor(expr).map(ModifierArgument.expression)
        case .view:
            return lowerView(expr).map(ModifierArgument.view)
        case .key:
            return lowerKeyReference(expr).map(ModifierArgument.key)
        case .edges:
            return lowerSymbols(expr, allowed: GeometryNames.edges, what: "edge").map(ModifierArgument.expression)
        case .axes:
            return lowerSymbols(expr, allowed: ["horizontal", "vertical"], what: "axis").map(ModifierArgument.expression)
        case .contentMode:
            return lowerSymbols(expr, allowed: GeometryNames.contentModes, what: "content mode").map(ModifierArgument.expression)
        case .alignment:
            if let spelled = spelledAlignment(expr) { return spelled }
            guard case .implicitMember(let member) = expr.kind, GeometryNames.alignments.contains(member) else {
                let member = { if case .implicitMember(let m) = expr.kind { m } else { "" } }()
                error("unknown alignment '.\(member)'", at: expr.range, suggesting: member, from: GeometryNames.alignments)
                return nil
            }
            return .guide(member)
        case .guide:
            if let spelled = spelledGuide(expr) { return spelled }
            let guides = GeometryNames.horizontalGuides + GeometryNames.verticalGuides + document.definitions.names(of: .alignment)
            guard case .implicitMember(let member) = expr.kind, guides.contains(member) else {
                let member = { if case .implicitMember(let m) = expr.kind { m } else { "" } }()
                error("unknown alignment guide '.\(member)'", at: expr.range, suggesting: member, from: guides)
                return nil
            }
            return .guide(member)
        case .keyPath:
            guard case .keyPath(let path) = expr.kind, let first = path.first else { return nil }
            let known = EnvironmentCatalog.names + document.definitions.names(of: .envkey)
            guard known.contains(first), path.count == 1 else {
                error("unknown environment key '\\.\(path.joined(separator: "."))'", at: expr.range,
                      suggesting: first, from: known)
                return nil
            }
            return .keyPath(path)
        case .type:
            return .name(SyntaxPrinter.print(expr))
        case .length:
            return lowerLength(expr, name: name, callName: callName)
        case .binding:
            return lowerBinding(expr, name: name, callName: callName)
        case .choice(let noun, let names):
            return lowerChoice(expr, noun: noun, names: names)
        case .styleChoice(let noun, let names):
            return lowerStyle(expr, noun: noun, names: names)
        case .name:
            switch expr.kind {
            case .identifier(let id): return .name(id)
            case .string(let parts):
                if case .literal(let s)? = parts.first, parts.count == 1, !s.isEmpty { return .name(s) }
            case .number(_, let text): return .name(text)
            default: break
            }
            error("\(callName) takes a name, as in .id(title)", at: expr.range)
            return nil
        }
    }

    /// `HeightKey` or `HeightKey.self`, naming a defined preference key.
    mutating func lowerKeyReference(_ expr: Expr) -> String? {
        var name: String?
        switch expr.kind {
        case .identifier(let n): name = n
        case .member(let base, "self", _): if case .identifier(let n) = base.kind { name = n }
        default: break
        }
        guard let name else {
            error("expected a preference key, as in HeightKey", at: expr.range)
            return nil
        }
        guard document.definitions.key(name) != nil else {
            error("unknown preference key '\(name)'", at: expr.range, suggesting: name, from: document.definitions.names(of: .key))
            return nil
        }
        return name
    }

    /// `.horizontal` or `[.top, .leading]` from a fixed set of names.
    mutating func lowerSymbols(_ expr: Expr, allowed: [String], what: String) -> Expression? {
        switch expr.kind {
        case .implicitMember(let name):
            guard allowed.contains(name) else {
                error("unknown \(what) '.\(name)'", at: expr.range, suggesting: name, from: allowed)
                return nil
            }
            return .literal(.symbol(name))
        case .list(let items):
            var symbols: [Value] = []
            for item in items {
                guard case .literal(let value)? = lowerSymbols(item, allowed: allowed, what: what) else { return nil }
                symbols.append(value)
            }
            return .literal(.list(symbols))
        default:
            error("expected \(what)s such as .\(allowed[0])", at: expr.range)
            return nil
        }
    }
}
