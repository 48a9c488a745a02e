import Diagnostics
import ViewEngine
import ViewSyntax

/// The argument kinds that check more than their syntax: lengths (finite, 0 or more),
/// bindings, a fixed set of members, and alignments spelled with their type
/// (`VerticalAlignment.center`, `Alignment(horizontal: .leading, vertical: .top)`, §18.1).
extension Lowerer {
    /// A length: a constant is checked here, where the caret can point at it; a computed one
    /// when it is evaluated (`EvaluatedArguments.length`).
    mutating func lowerLength(_ expr: Expr, name: String, callName: String) -> ModifierArgument? {
        guard let lowered = lowerExpression(expr) else { return nil }
        if lowered.isConstant {
            var value: Value?
            do throws(EvaluationError) {
                value = try Evaluator.evaluate(lowered, in: EvaluationScope(states: [:]))
            } catch {
                self.error(error.message, at: expr.range)
                return nil
            }
            if let value, let problem = Self.lengthProblem(value) {
                self.error("\(callName) expects a length of 0 or more for '\(name)'; \(problem)", at: expr.range)
                return nil
            }
        }
        return .expression(lowered)
    }

    /// Why a value is not a length (nil when it is one, or nil meaning "not given").
    static func lengthProblem(_ value: Value) -> String? {
        switch value {
        case .number(let n):
            if n.isNaN { return "got NaN" }
            if n.isInfinite { return "got \(n > 0 ? "" : "-")infinity" }
            if n < 0 { return "got \(value)" }
            return nil
        case .none: return nil
        default: return "got \(value.kindName) (\(value))"
        }
    }

    /// `$isOn`, a part of a state (`$settings.sounds`, `$chores[i].done`: BindingPath), or a
    /// binding parameter of the view being defined passed on.
    mutating func lowerBinding(_ expr: Expr, name: String, callName: String) -> ModifierArgument? {
        if expr.isPartBinding { return lowerExpression(expr).map(ModifierArgument.expression) }
        switch expr.kind {
        case .binding:
            return lowerExpression(expr).map(ModifierArgument.expression)
        case .identifier(let local) where isLocal(local):
            return .expression(.local(local))
        case .identifier(let state) where document.definitions.state(state) != nil:
            error("\(callName) needs a binding for '\(name)': write $\(state)", at: expr.range)
            return nil
        default:
            error("\(callName) expects a binding to a state or to a part of one for '\(name)' ($isOn, $settings.sounds)", at: expr.range)
            return nil
        }
    }

    /// `.bordered`: one of the names a `choice` allows.
    mutating func lowerChoice(_ expr: Expr, noun: String, names: [String]) -> ModifierArgument? {
        guard case .implicitMember(let member) = expr.kind else {
            error("expected a \(noun) such as .\(names[0])", at: expr.range)
            return nil
        }
        guard names.contains(member) else {
            error("unknown \(noun) '.\(member)'", at: expr.range, suggesting: member, from: names)
            return nil
        }
        return .expression(.literal(.symbol(member)))
    }

    /// A built-in style (`.bordered`), or one of the user's: `Pill()`, `Pill(tint: .red)` naming a
    /// user modifier, its arguments bound as the modifier's are (§16.1 rule 6).
    mutating func lowerStyle(_ expr: Expr, noun: String, names: [String]) -> ModifierArgument? {
        guard case .call(let callee, let arguments, let closures) = expr.kind, case .identifier(let name) = callee.kind,
              !isLocal(name), case .modifier(let definition)? = document.definitions[name] else {
            if case .implicitMember = expr.kind { return lowerChoice(expr, noun: noun, names: names) }
            if case .identifier(let name) = expr.kind, names.contains(name) {
                error("a \(noun) is written with a dot: .\(name)", at: expr.range)
                return nil
            }
            var written = ""
            if case .call(let callee, _, _) = expr.kind, case .identifier(let name) = callee.kind { written = name }
            error("expected a \(noun) such as .\(names[0]), or a modifier of yours made like a style (Pill())", at: expr.range,
                  suggesting: written, from: document.definitions.names(of: .modifier))
            return nil
        }
        if let closure = closures.first {
            error("a \(noun) takes no closure", at: closure.closure.range)
            return nil
        }
        // Bound as `.Pill(…)`'s arguments are (labels, order, defaults), stored by parameter name.
        guard let bound = bindParameters(definition.parameters, arguments, callName: "'\(name)'", range: expr.range) else { return nil }
        var fields: [LabeledExpression] = []
        for (parameter, argument) in bound {
            guard let value = lowerExpression(argument.value) else { return nil }
            fields.append(LabeledExpression(parameter.name, value))
        }
        return .expression(.record(type: name, fields))
    }

    /// `HorizontalAlignment.center`, `VerticalAlignment.top`: a guide whose type fixes its
    /// axis, stored as written (`AlignmentGuide(named:)` reads the type). Nil when `expr` is
    /// not spelled that way (nothing reported).
    mutating func spelledGuide(_ expr: Expr) -> ModifierArgument?? {
        guard case .member(let base, let member, let memberRange) = expr.kind, case .identifier(let type) = base.kind,
              type == "HorizontalAlignment" || type == "VerticalAlignment", !isLocal(type) else { return .none }
        let horizontal = type == "HorizontalAlignment"
        let names = (horizontal ? GeometryNames.horizontalGuides : GeometryNames.verticalGuides)
            + document.definitions.names(of: .alignment).filter { name in
                guard case .alignment(let definition)? = document.definitions[name] else { return false }
                return (definition.axis == .horizontal) == horizontal
            }
        guard names.contains(member) else {
            error("'\(member)' is not a \(type)", at: memberRange, suggesting: member, from: names)
            return .some(nil)
        }
        return .some(.guide(type + "." + member))
    }

    /// `Alignment.topLeading`, `Alignment(horizontal: .leading, vertical: .top)`: a frame
    /// alignment by its name (§18.1). Nil when `expr` is not spelled that way.
    mutating func spelledAlignment(_ expr: Expr) -> ModifierArgument?? {
        switch expr.kind {
        case .member(let base, let member, let memberRange):
            guard case .identifier("Alignment") = base.kind, !isLocal("Alignment") else { return .none }
            guard GeometryNames.alignments.contains(member) else {
                error("'\(member)' is not an Alignment", at: memberRange, suggesting: member, from: GeometryNames.alignments)
                return .some(nil)
            }
            return .some(.guide(member))
        case .call(let callee, let arguments, _):
            guard case .identifier("Alignment") = callee.kind, !isLocal("Alignment") else { return .none }
            func member(_ label: String) -> String? {
                guard let argument = arguments.first(where: { $0.label == label }),
                      case .implicitMember(let name) = argument.value.kind else { return nil }
                return name
            }
            guard arguments.count == 2, arguments[0].label == "horizontal", arguments[1].label == "vertical",
                  let h = member("horizontal"), GeometryNames.horizontalGuides.contains(h),
                  let v = member("vertical"), GeometryNames.verticalGuides.contains(v) else {
                error("write Alignment(horizontal: .leading, vertical: .top): a horizontal and a vertical alignment",
                      at: expr.range)
                return .some(nil)
            }
            return .some(.guide(Self.alignmentName(horizontal: h, vertical: v)))
        default:
            return .none
        }
    }

    /// The name of the alignment made of two guides (`.leading` + `.top` → `topLeading`).
    static func alignmentName(horizontal: String, vertical: String) -> String {
        switch (horizontal, vertical) {
        case ("center", "center"): return "center"
        case (_, "center"): return horizontal
        case ("center", "firstTextBaseline"): return "centerFirstTextBaseline"
        case ("center", "lastTextBaseline"): return "centerLastTextBaseline"
        case ("center", _): return vertical
        case (_, "firstTextBaseline"), (_, "lastTextBaseline"):
            return horizontal + vertical.prefix(1).uppercased() + vertical.dropFirst()
        default:
            return vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
        }
    }
}

extension Expression {
    /// True when the value is known without running anything: no state, local or shorthand.
    var isConstant: Bool {
        switch self {
        case .literal: return true
        case .state, .local, .shorthand: return false
        case .member(let base, _): return base.isConstant
        case .subscriptAccess(let base, let arguments): return base.isConstant && arguments.allSatisfy(\.value.isConstant)
        case .call(let function, let arguments): return function != .nextValue && arguments.allSatisfy(\.value.isConstant)
        case .method(let base, _, let arguments): return base.isConstant && arguments.allSatisfy(\.value.isConstant)
        case .record(_, let arguments), .tuple(let arguments): return arguments.allSatisfy(\.value.isConstant)
        case .list(let items): return items.allSatisfy(\.isConstant)
        case .dictionary(let items): return items.allSatisfy { $0.key.isConstant && $0.value.isConstant }
        case .unary(_, let operand): return operand.isConstant
        case .binary(_, let left, let right): return left.isConstant && right.isConstant
        case .ternary(let condition, let a, let b): return condition.isConstant && a.isConstant && b.isConstant
        case .interpolation(let segments):
            return segments.allSatisfy { if case .expression(let e) = $0 { e.isConstant } else { true } }
        case .closureMethod, .function: return false
        }
    }
}

extension Expr {
    /// `$settings.sounds`, `$chores[i].done`: members and subscripts of a `$state` binding.
    var isPartBinding: Bool {
        switch kind {
        case .member(let base, _, _), .subscriptAccess(let base, _):
            if case .binding = base.kind { return true }
            return base.isPartBinding
        default:
            return false
        }
    }
}
