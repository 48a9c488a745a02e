import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// Lowers an expression in view position into arena nodes; nil after an error.
    mutating func lowerView(_ expr: Expr) -> NodeID? {
        switch expr.kind {
        case .view(let view) where document.definitions.layout(view.keyword) != nil:
            return lowerLayoutContainer(view, at: expr.range)
        case .view(let view):
            return lowerBuiltinView(view, at: expr.range)
        case .conditional(let conditional):
            return lowerConditional(conditional)
        case .modified(let base, let modifiers):
            guard let id = lowerView(base) else {
                _ = lowerModifiers(modifiers)  // still report their errors
                return nil
            }
            guard let lowered = lowerModifiers(modifiers) else { return nil }
            document.tree.appendModifiers(lowered, to: id)
            guard checkShapeStyles(document.tree[id].modifiers, added: modifiers, view: document.tree[id].kind.keyword) else { return nil }
            return id
        case .identifier(let name):
            if let view = catalogueView(name, at: expr.range, arguments: [], closures: []) { return lowerBuiltinView(view, at: expr.range) }
            return lowerCustomView(name, nameRange: expr.range, arguments: [], closures: [], range: expr.range)
        case .call(let callee, let arguments, let closures):
            guard case .identifier(let name) = callee.kind else {
                error("expected a view", at: expr.range)
                return nil
            }
            if let view = catalogueView(name, at: callee.range, arguments: arguments, closures: closures) {
                return lowerBuiltinView(view, at: expr.range)
            }
            return lowerCustomView(name, nameRange: callee.range, arguments: arguments, closures: closures, range: expr.range)
        case .missing:
            return nil
        default:
            error("expected a view, found \(describe(expr))", at: expr.range)
            return nil
        }
    }

    /// A view word that is not a keyword, written as a name or a call where a view goes
    /// (`.overlay(circle)`, `label("Title", systemImage: "star")`), unless a local or a
    /// definition of the session has that name.
    func catalogueView(_ name: String, at range: SourceRange, arguments: [Argument], closures: [TrailingClosure]) -> ViewSyntax? {
        guard ViewCatalog.info(name) != nil, !isLocal(name), document.definitions[name] == nil, closures.count <= 1 else { return nil }
        return ViewSyntax(keyword: name, keywordRange: range, arguments: arguments, closure: closures.first?.closure)
    }

    func describe(_ expr: Expr) -> String {
        switch expr.kind {
        case .number: return "a number"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .nilLiteral: return "nil"
        case .closure: return "a closure"
        case .list: return "a list"
        case .dictionary: return "a dictionary"
        case .implicitMember(let name): return "'.\(name)'"
        default: return "an expression"
        }
    }

    mutating func lowerViews(_ exprs: [Expr]) -> [NodeID]? {
        var ids: [NodeID] = []
        var failed = false
        for expr in exprs {
            if let id = lowerView(expr) { ids.append(id) } else { failed = true }
        }
        return failed ? nil : ids
    }

    /// A catalogue view: its parts checked against its entry, its arguments (the operand
    /// first, unlabelled) matched to its overloads, its children lowered.
    mutating func lowerBuiltinView(_ view: ViewSyntax, at range: SourceRange) -> NodeID? {
        let keyword = view.keyword
        guard let info = ViewCatalog.info(keyword) else {
            error("unknown view '\(keyword)'", at: view.keywordRange, suggesting: keyword, from: ViewCatalog.keywords)
            return nil
        }
        if view.children != nil, !info.takesChildren {
            error("'\(keyword)' cannot have children", at: view.childrenOpen ?? range)
            return nil
        }
        if let closure = view.closure, info.closure == .none {
            error("'\(keyword)' does not take a closure", at: closure.range)
            return nil
        }
        if let operand = view.operand, !info.overloads.contains(where: { $0.parameters.first.map { $0.label == nil } ?? false }) {
            error("'\(keyword)' takes no value here; write \(info.example)", at: operand.range)
            return nil
        }
        if let operand = view.operand, case .call(let callee, let arguments, _) = operand.kind,
           case .member(_, let name, let nameRange) = callee.kind, ModifierCatalog.info(name) != nil,
           !Evaluator.closureMethods.contains(name),
           !Evaluator.methods.contains(name) || (name == "frame" && !arguments.contains { $0.label == "in" }) {
            // `text String(format: "%d", n).padding(4)`, `color c.frame(width: 3)`: a modifier called
            // on the operand's value, which has no such method (found before the root is replaced).
            error("'.\(name)' is a modifier, not a method of the value: it follows the view after a space, "
                  + "as in '\(keyword) … .\(name)(…)'", at: nameRange)
            return nil
        }
        if case .structural = info.build {
            return keyword == "geometry" ? lowerGeometry(view) : lowerForEach(view, range: range)
        }
        var arguments = view.arguments
        if let operand = view.operand { arguments.insert(Argument(value: operand), at: 0) }
        let trailing = view.closure.map { [TrailingClosure(closure: $0)] } ?? []
        guard let stored = matchArguments(arguments, trailing: trailing, overloads: info.overloads, callName: "'\(keyword)'",
                                          range: view.keywordRange) else { return nil }
        guard checkNesting(view.children ?? [], in: keyword, parentRange: info.takesChildren ? view.keywordRange : nil),
              let children = lowerViews(view.children ?? []) else { return nil }
        if info.isLabelled, !checkLabel(view, info: info, hasTitle: stored.contains { $0.name == "title" }) { return nil }
        var head = SyntaxPrinter.printHead(view)
        if let closure = view.closure {
            if view.children == nil {
                head += " " + SyntaxPrinter.print(closure)
            } else {
                // `button < text "Add" > { … }`: the head is printed before the children, so the
                // closure goes into its arguments, labelled (`button(action: { … })`), and
                // `tree` and `save` print source that parses back.
                let written = Set(view.arguments.compactMap(\.label))
                let label = stored.first { entry in
                    if case .closure = entry.value { return !written.contains(entry.name) }
                    return false
                }?.name
                var labelled = view
                labelled.arguments.append(Argument(label: label, value: Expr(.closure(closure), closure.range)))
                head = SyntaxPrinter.printHead(labelled)
            }
        }
        return document.tree.add(ViewNode(kind: .builtin(keyword, arguments: Dictionary(stored, uniquingKeysWith: { a, _ in a })),
                                          children: children, head: head))
    }

    /// A control's label (§16): a title or one view in `< … >`, exactly one of them.
    mutating func checkLabel(_ view: ViewSyntax, info: ViewInfo, hasTitle: Bool) -> Bool {
        let children = view.children ?? []
        let at = view.childrenOpen ?? view.keywordRange
        if hasTitle, !children.isEmpty {
            error("'\(view.keyword)' takes a title or a label view in < … >, not both", at: at)
        } else if !hasTitle, children.isEmpty {
            error("'\(view.keyword)' needs a label: a title, as in \(info.example), or one view in < … >", at: view.keywordRange)
        } else if children.count > 1 {
            error("'\(view.keyword)' takes one view as its label; put several in an hstack or a vstack", at: children[1].range)
        } else {
            return true
        }
        return false
    }

    /// `geometry { proxy in … }`: its content is lowered with the proxy in scope (§2.10).
    mutating func lowerGeometry(_ view: ViewSyntax) -> NodeID? {
        guard let closure = view.closure else {
            error("'geometry' needs its content: geometry { proxy in … }", at: view.keywordRange)
            return nil
        }
        guard closure.parameters.count <= 1 else {
            error("a geometry closure takes one parameter (the proxy)", at: closure.parameters[1].range)
            return nil
        }
        let parameter = closure.parameters.first?.name ?? "$0"
        let names = closure.parameters.isEmpty ? [] : [parameter]
        guard let content = withScope(names, shorthands: closure.parameters.isEmpty ? 1 : 0, {
            $0.lowerViewBody(closure)
        }) else { return nil }
        return document.tree.add(ViewNode(
            kind: .geometry(parameter: parameter), children: content,
            head: "geometry { \(closure.parameters.isEmpty ? "" : parameter + " in ")"))
    }

    mutating func lowerColor(_ operand: Expr) -> Expression? {
        switch operand.kind {
        case .identifier(let name) where !isLocal(name) && document.definitions[name] == nil:
            guard GeometryNames.colors.contains(name) else {
                error("unknown colour '\(name)'", at: operand.range, suggesting: name, from: GeometryNames.colors)
                return nil
            }
            return .literal(.symbol(name))
        case .implicitMember(let name) where !GeometryNames.colors.contains(name):
            error("unknown colour '.\(name)'", at: operand.range, suggesting: name, from: GeometryNames.colors)
            return nil
        default:
            break
        }
        // A modifier where the colour belongs (`color .frame(width: 3)`), or written onto a colour's
        // name with no space (`color red.frame(width: 3)`: a name can be a record's, so it parses as
        // a member).
        var head = operand
        if case .call(let callee, _, _) = operand.kind { head = callee }
        switch head.kind {
        case .implicitMember(let name) where head.range != operand.range && !GeometryNames.colors.contains(name):
            if ModifierCatalog.names.contains(name) || document.definitions.names(of: .modifier).contains(name) {
                error("'.\(name)' is a modifier, not a colour: the colour comes first, as in 'color red .\(name)(…)'",
                      at: operand.range)
            } else {
                error("unknown colour '.\(name)'", at: head.range, suggesting: name, from: GeometryNames.colors)
            }
            return nil
        case .member(let base, let name, let nameRange):
            guard case .identifier(let colour) = base.kind, GeometryNames.colors.contains(colour), !isLocal(colour),
                  document.definitions[colour] == nil else { break }
            error("the colour '\(colour)' has no member '\(name)': a modifier goes after a space, as in 'color \(colour) .\(name)'",
                  at: nameRange)
            return nil
        default:
            break
        }
        return lowerExpression(operand)
    }

    /// The views of a closure body (`{ proxy in color clear .preference(…) }`).
    mutating func lowerViewBody(_ closure: Closure) -> [NodeID]? {
        var exprs: [Expr] = []
        for statement in closure.body {
            guard let expr = statement.singleValue else {
                error("expected a view in this closure", at: statement.range)
                return nil
            }
            exprs.append(expr)
        }
        return lowerViews(exprs)
    }

    mutating func lowerForEach(_ view: ViewSyntax, range: SourceRange) -> NodeID? {
        guard let data = view.operand ?? view.arguments.first(where: { $0.label == nil })?.value else {
            error("'foreach' needs a list: foreach [\"a\", \"b\"] { item in text item }", at: view.keywordRange)
            return nil
        }
        for argument in view.arguments where argument.label != nil && argument.label != "id" {
            error("unknown argument label '\(argument.label!)' for 'foreach'", at: argument.labelRange ?? argument.range,
                  suggesting: argument.label!, from: ["id"])
            return nil
        }
        guard let closure = view.closure else {
            error("'foreach' needs its content: foreach rows { row in … }", at: view.keywordRange)
            return nil
        }
        guard let loweredData = lowerExpression(data) else { return nil }
        // A list known when written (`foreach(1...500000)`) is checked now, at its statement,
        // rather than at the first `layout`.
        if loweredData.isConstant {
            do throws(EvaluationError) {
                _ = try Evaluator.evaluate(loweredData, in: EvaluationScope())
            } catch {
                self.error(error.message, at: data.range)
                return nil
            }
        }
        let names = closure.parameters.map(\.name)
        guard let content = withScope(names, shorthands: names.isEmpty ? 2 : 0, { $0.lowerViewBody(closure) }) else {
            return nil
        }
        let written = view.operand != nil ? " " + SyntaxPrinter.printOperand(data, parentPrecedence: 100)
            : "(" + SyntaxPrinter.print(view.arguments) + ")"
        let head = "foreach" + written + " { " + (names.isEmpty ? "" : names.joined(separator: ", ") + " in ")
        return document.tree.add(ViewNode(kind: .foreach(data: loweredData, parameters: names), children: content, head: head))
    }

    mutating func lowerConditional(_ conditional: ConditionalSyntax) -> NodeID? {
        guard let condition = lowerExpression(conditional.condition) else { return nil }
        guard let then = lowerViews(conditional.then), let otherwise = lowerViews(conditional.otherwise ?? []) else {
            return nil
        }
        let head = "if " + SyntaxPrinter.printOperand(conditional.condition, parentPrecedence: BinaryOperator.less.precedence + 1)
        return document.tree.add(ViewNode(
            kind: .conditional(condition: condition, thenCount: then.count, hasElse: conditional.otherwise != nil),
            children: then + otherwise, head: head))
    }

    mutating func lowerCustomView(
        _ name: String, nameRange: SourceRange, arguments: [Argument], closures: [TrailingClosure], range: SourceRange
    ) -> NodeID? {
        guard let definition = document.definitions.view(name) else {
            if document.definitions[name] != nil {
                error("'\(name)' is a \(document.definitions[name]!.kind.noun), not a view", at: nameRange)
            } else {
                error("unknown view '\(name)'", at: nameRange, suggesting: name,
                      from: ViewCatalog.keywords + document.definitions.names(of: .view))
            }
            return nil
        }
        if let closure = closures.first {
            error("'\(name)' does not take a closure", at: closure.closure.range)
            return nil
        }
        guard let bound = bindParameters(definition.parameters, arguments, callName: "'\(name)'", range: nameRange) else {
            return nil
        }
        var stored: [String: Value.ArgumentSource] = [:]
        for (parameter, argument) in bound {
            if case .binding(let state) = argument.value.kind {
                guard document.definitions.state(state) != nil else {
                    error("'$\(state)' needs a state named '\(state)'", at: argument.value.range,
                          suggesting: state, from: document.definitions.names(of: .state))
                    return nil
                }
                stored[parameter.name] = .binding(state)
            } else if parameter.isBinding, case .identifier(let forwarded) = argument.value.kind, isLocal(forwarded) {
                // A view passing on a binding it received (`BrewSummaryRow(height: height)`).
                stored[parameter.name] = .expression(.local(forwarded))
            } else if parameter.isBinding, argument.value.isPartBinding {
                // `ChoreRow(done: $chores[i].done)`: a binding to a part of a state, made where it is passed.
                guard let value = lowerExpression(argument.value) else { return nil }
                stored[parameter.name] = .expression(value)
            } else if parameter.isBinding {
                error("parameter '\(parameter.name)' of '\(name)' is a binding: pass a state as $name, or a part of one ($settings.sounds)",
                      at: argument.value.range)
                return nil
            } else {
                guard let value = lowerExpression(argument.value) else { return nil }
                stored[parameter.name] = .expression(value)
            }
        }
        let head = arguments.isEmpty ? name : name + "(" + SyntaxPrinter.print(arguments) + ")"
        return document.tree.add(ViewNode(kind: .custom(name: name, arguments: stored), head: head))
    }

    /// Matches call arguments to a user view's or modifier's parameters: by label, or in
    /// order without labels; parameters with defaults may be left out. An environment
    /// parameter (`scheme: Environment<ColorScheme> = \.colorScheme`) is filled where the view
    /// sits, so no argument gives it: every call, and a redefinition's check of the uses
    /// (`rejectBrokenUses`), refuses one.
    mutating func bindParameters(
        _ parameters: [ParameterDefinition], _ arguments: [Argument], callName: String, range: SourceRange
    ) -> [(ParameterDefinition, Argument)]? {
        for argument in arguments {
            guard let label = argument.label, let key = parameters.first(where: { $0.name == label })?.environmentKey else { continue }
            error("'\(label)' of \(callName) reads the environment's \\.\(key) where the view sits; it takes no argument "
                  + "(set it above with .environment(\\.\(key), …))", at: argument.range)
            return nil
        }
        let parameters = parameters.filter { $0.environmentKey == nil }
        var result: [(ParameterDefinition, Argument)] = []
        var next = 0
        for argument in arguments {
            if let label = argument.label {
                guard let index = parameters.indices.first(where: { $0 >= next && parameters[$0].name == label }) else {
                    error("unknown argument label '\(label)' for \(callName)", at: argument.labelRange ?? argument.range,
                          suggesting: label, from: parameters.map(\.name))
                    return nil
                }
                for skipped in parameters[next..<index] where skipped.defaultValue == nil {
                    error("missing argument '\(skipped.name)' for \(callName)", at: argument.range)
                    return nil
                }
                result.append((parameters[index], argument))
                next = index + 1
            } else {
                guard next < parameters.count else {
                    error("too many arguments for \(callName)", at: argument.range)
                    return nil
                }
                result.append((parameters[next], argument))
                next += 1
            }
        }
        for missing in parameters[next...] where missing.defaultValue == nil {
            error("missing argument '\(missing.name)' for \(callName)", at: range)
            return nil
        }
        return result
    }
}
