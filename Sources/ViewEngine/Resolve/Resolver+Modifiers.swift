import ViewLayout

extension Resolver {
    /// Wraps a view in its modifiers, the first written innermost (§8.2: each modifier is a
    /// layout node of its own). Environment writers apply to what they wrap, so a background
    /// written inside `.font(.title)` sees the title font, one written outside does not (§5).
    mutating func applyModifiers(
        _ modifiers: [ModifierNode], to view: LayoutNodeID, address: String, depth: Int, scope: [String: Value],
        environment: EnvironmentValues, declared: NodeID?, chain: [EnvironmentValues]? = nil
    ) -> LayoutNodeID {
        var secondaries = SecondaryAddresses()
        return applyModifiers(modifiers, to: view, address: address, depth: depth, scope: scope, environment: environment,
                              declared: declared, chain: chain, secondaries: &secondaries)
    }

    /// The chain, numbering the backgrounds and overlays of the view at `address` on from
    /// `secondaries`: a user modifier's body shares its view's counts, so its background and one
    /// written after it are `….bg` and `….bg2`.
    mutating func applyModifiers(
        _ modifiers: [ModifierNode], to view: LayoutNodeID, address: String, depth: Int, scope: [String: Value],
        environment: EnvironmentValues, declared: NodeID?, chain: [EnvironmentValues]?, secondaries: inout SecondaryAddresses
    ) -> LayoutNodeID {
        let chain = chain ?? environmentChain(modifiers, address: address, scope: scope, environment: environment)
        var current = view
        for (k, modifier) in modifiers.enumerated() where !budget.isExhausted {
            current = applyModifier(modifier, to: current, address: address, depth: depth, scope: scope,
                                    outside: chain[k + 1], inside: chain[k], declared: declared, secondaries: &secondaries)
        }
        return current
    }

    /// The environment at each level of a modifier chain, evaluated once: `chain[k]` is what
    /// modifier `k` passes to its content (it and its outer modifiers applied), `chain[n]` the
    /// environment around the whole chain, `chain[0]` what the view itself sees — outermost
    /// writers first, so the innermost wins (§5).
    mutating func environmentChain(
        _ modifiers: [ModifierNode], address: String, scope: [String: Value], environment: EnvironmentValues
    ) -> [EnvironmentValues] {
        var chain = Array(repeating: environment, count: modifiers.count + 1)
        for k in modifiers.indices.reversed() {
            chain[k] = chain[k + 1]
            applyEnvironment(modifiers[k], to: &chain[k], address: address, scope: scope)
        }
        return chain
    }

    mutating func applyModifier(
        _ modifier: ModifierNode, to content: LayoutNodeID, address: String, depth: Int, scope: [String: Value],
        outside: EnvironmentValues, inside: EnvironmentValues, declared: NodeID?, secondaries: inout SecondaryAddresses
    ) -> LayoutNodeID {
        let direction = Self.layoutDirection(inside)
        func wrap(_ kind: LayoutNode.Kind, _ children: [LayoutNodeID], role: NodeRole = .none) -> LayoutNodeID {
            add(kind, children: children, direction: direction, address: address, label: modifier.source, depth: depth,
                isModifier: true, declared: declared, role: role)
        }
        if modifier.isCustom {
            guard let definition = document.definitions.modifier(modifier.name) else { return wrap(.passthrough, [content]) }
            guard budget.expanding.count < ExpansionBudget.nestingLimit else {
                problem(address, "\(budget.expanding[0]) nests user views and modifiers more than \(ExpansionBudget.nestingLimit) deep")
                return wrap(.passthrough, [content])
            }
            var inner: [String: Value] = [:]
            for parameter in definition.parameters {
                if case .expression(let expression)? = modifier.argument(parameter.name) {
                    inner[parameter.name] = evaluate(expression, scope, at: address)
                } else if let defaultValue = parameter.defaultValue {
                    inner[parameter.name] = evaluate(defaultValue, [:], at: address)
                }
            }
            budget.enter("modifier '\(modifier.name)'")
            let expanded = applyModifiers(definition.body, to: content, address: address, depth: depth, scope: inner,
                                          environment: outside, declared: declared, chain: nil, secondaries: &secondaries)
            budget.leave()
            return wrap(.passthrough, [expanded])
        }
        guard let info = ModifierCatalog.info(modifier.name) else { return wrap(.passthrough, [content]) }
        func build(_ build: (inout EvaluatedArguments) -> LayoutNode.Kind) -> LayoutNode.Kind {
            var evaluated = EvaluatedArguments(
                stored: Dictionary(modifier.arguments, uniquingKeysWith: { a, _ in a }), scope: evaluationScope(scope),
                environment: inside, shared: evaluationShared(), modifierNames: [], label: modifier.source)
            let kind = build(&evaluated)
            for message in evaluated.problems { problem(address, message) }
            for message in evaluated.notes { note(message) }
            return kind
        }
        switch info.effect {
        case .layout(let make) where modifier.name == "tag":
            // The tag's value is kept on the node for a Picker's tap (§16.6), evaluated once.
            var tag = Value.none
            let kind = build { arguments in
                let kind = make(&arguments)
                // Evaluated again only when it evaluated cleanly (a failure is reported once).
                if arguments.problems.isEmpty { tag = arguments.value("value") ?? .none }
                return kind
            }
            return wrap(kind, [content], role: .optionTag(tag))
        case .layout(let make):
            return wrap(build(make), [content])
        case .layoutWithContent(let suffix, let make):
            let contentAddress = secondaries.address(address, suffix)
            let views = secondaryViews(modifier, address: contentAddress, depth: depth + 1, scope: scope, environment: outside)
            return wrap(build(make), [content] + views)
        default:
            break
        }
        if case .decoration(let decorate) = info.effect {
            // Drawn on the modifier's own frame (`.padding(4).border(…)` borders the padded frame).
            var evaluated = EvaluatedArguments(
                stored: Dictionary(modifier.arguments, uniquingKeysWith: { a, _ in a }), scope: evaluationScope(scope),
                environment: inside, shared: evaluationShared(), modifierNames: [], label: modifier.source)
            decorate(&evaluated)
            for message in evaluated.problems { problem(address, message) }
            return add(.passthrough, children: [content], direction: direction, address: address, label: modifier.source,
                       depth: depth, isModifier: true, declared: declared, drawing: evaluated.drawing)
        }
        switch modifier.name {
        case "background", "overlay":
            let secondaryAddress = secondaries.address(address, modifier.name == "background" ? "bg" : "ov")
            let secondary = secondaryViews(modifier, address: secondaryAddress, depth: depth + 1, scope: scope, environment: outside)
            let alignment = frameAlignment(modifier.argument("alignment"))
            let kind: LayoutNode.Kind = modifier.name == "background" ? .background(alignment: alignment) : .overlay(alignment: alignment)
            return wrap(kind, [content] + secondary)
        case "overlayPreferenceValue", "backgroundPreferenceValue":
            // The content is built from the primary's value in the same pass, once layout and
            // geometry have given the value (§4.4: no state round trip, no lag).
            guard case .key(let key)? = modifier.argument("key"), case .viewClosure(let parameters, let views)? = modifier.argument("content")
            else { return wrap(.passthrough, [content]) }
            let alignment = frameAlignment(modifier.argument("alignment"))
            let isOverlay = modifier.name == "overlayPreferenceValue"
            let secondaryAddress = secondaries.address(address, isOverlay ? "ov" : "bg")
            let node = wrap(isOverlay ? .overlay(alignment: alignment) : .background(alignment: alignment), [content],
                            role: .preferenceValueReader(key: key))
            valueReaders.append(ValueReader(
                node: node, key: key, parameter: parameters.first ?? "$0", views: views, scope: scope, environment: outside,
                address: secondaryAddress, depth: depth + 1, owner: bodyStack.last,
                content: staleValueReaders.removeValue(forKey: node.rawValue)?.content))
            return node
        case "alignmentGuide":
            guard case .guide(let name)? = modifier.argument("guide"), case .closure(let closure)? = modifier.argument("computeValue"),
                  let result = closure.resultExpression else { return wrap(.passthrough, [content]) }
            let guide = self.guide(named: name, axis: nil)
            return wrap(.alignmentGuide(guide, compute: guideComputation(result, parameters: closure.parameters, axis: guide.axis, scope: scope)),
                        [content])
        default:
            // Preferences, actions, environment writers, drawing-only modifiers: no layout
            // effect (§2.9, §4, §5); the node is kept so `layout` shows each modifier.
            return wrap(.passthrough, [content], role: role(of: modifier, scope: scope, address: address))
        }
    }

    /// The addresses of the views a view's modifiers add (backgrounds, overlays, insets): `0.1.bg`,
    /// then `0.1.bg2` for a second background on the same view (overlays: `ov`); under `base`
    /// when one is given (a button style's, `….label.style.bg`).
    struct SecondaryAddresses {
        var base: String?
        var counts: [String: Int] = [:]

        mutating func address(_ address: String, _ suffix: String) -> String {
            let count = (counts[suffix] ?? 0) + 1
            counts[suffix] = count
            return (base ?? address) + "." + suffix + (count > 1 ? "\(count)" : "")
        }
    }

    /// What a no-layout modifier does for data flow, with its values evaluated now (this
    /// body evaluation): a preference writer's value, an onChange's watched value.
    mutating func role(of modifier: ModifierNode, scope: [String: Value], address: String) -> NodeRole {
        func closure(_ name: String) -> ClosureNode? {
            if case .closure(let closure)? = modifier.argument(name) { return closure }
            return nil
        }
        guard case .key(let key)? = modifier.argument("key") else {
            switch modifier.name {
            case "onAppear", "onDisappear":
                // §18.4: run by the frame loop when the view first exists / is gone.
                guard let action = closure("perform") else { return .none }
                return modifier.name == "onAppear" ? .appearAction(closure: action, scope: scope)
                    : .disappearAction(closure: action, scope: scope)
            case "onTapGesture":
                // §16.12: `tap` runs it, as a Button's action (the location given to a closure
                // that takes one is the view's centre).
                guard let action = closure("perform") else { return .none }
                return .tapAction(closure: action, scope: scope)
            case "onGeometryChange":
                guard let transform = closure("of"), let result = transform.resultExpression, let action = closure("action") else { return .none }
                return .geometryAction(transform: result, parameter: transform.parameters.first, action: action, scope: scope)
            case "onChange":
                guard case .expression(let watched)? = modifier.argument("of"), let action = closure("action"),
                      let value = evaluate(watched, scope, at: address) else { return .none }
                var initial = false
                if case .expression(let flag)? = modifier.argument("initial"), evaluate(flag, scope, at: address) == .bool(true) { initial = true }
                var typeName: String?
                if case .state(let name) = watched { typeName = document.definitions.state(name)?.type }
                return .changeAction(value: value, typeName: typeName, action: action, initial: initial, scope: scope)
            case "coordinateSpace":
                guard case .expression(let expression)? = modifier.argument("name"), let name = evaluate(expression, scope, at: address)
                else { return .none }
                if case .record(".named", let fields) = name, fields.count == 1 { return .coordinateSpace(name: fields[0].value) }
                return .coordinateSpace(name: name)
            default:
                return .none
            }
        }
        switch modifier.name {
        case "preference":
            guard case .expression(let expression)? = modifier.argument("value"), let value = evaluate(expression, scope, at: address) else {
                return .none
            }
            return .preferenceWriter(key: key, value: value)
        case "transformPreference":
            return closure("transform").map { .preferenceTransform(key: key, closure: $0, scope: scope) } ?? .none
        case "onPreferenceChange":
            return closure("perform").map { .preferenceAction(key: key, closure: $0, scope: scope) } ?? .none
        case "anchorPreference", "transformAnchorPreference":
            guard case .expression(let expression)? = modifier.argument("value"), let source = evaluate(expression, scope, at: address) else {
                return .none
            }
            if modifier.name == "anchorPreference" {
                return .anchorWriter(key: key, source: source, transform: closure("transform"), scope: scope)
            }
            return closure("transform").map { .anchorTransform(key: key, source: source, transform: $0, scope: scope) } ?? .none
        default:
            return .none
        }
    }

    /// A background's or overlay's content: one view, or several in an implicit ZStack (§2.8).
    mutating func secondaryViews(
        _ modifier: ModifierNode, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues
    ) -> [LayoutNodeID] {
        var views: [LayoutNodeID] = []
        switch modifier.argument("content") {
        case .view(let id)?:
            views = resolve(id, address: address, depth: depth, scope: scope, environment: environment)
        case .viewClosure(_, let content)?:
            views = content.enumerated().flatMap { index, id in
                resolve(id, address: content.count == 1 ? address : "\(address).\(index)", depth: depth, scope: scope,
                        environment: environment)
            }
        default:
            break
        }
        if views.count <= 1 { return views }
        return [add(.zstack(alignment: .center), children: views, address: address, label: "(implicit zstack)", depth: depth)]
    }
}
