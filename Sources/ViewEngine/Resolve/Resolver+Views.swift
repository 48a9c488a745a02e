import ViewLayout

extension Resolver {
    /// A view that becomes exactly one layout node (with its modifiers around it).
    mutating func resolveSingle(
        _ id: NodeID, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues
    ) -> LayoutNodeID {
        resolveSingle(id, node: document.tree[id], address: address, depth: depth, scope: scope, environment: environment)
    }

    /// The same for `node`, the declared node `id` already read (a copy of a node is a dozen references).
    mutating func resolveSingle(
        _ id: NodeID, node: ViewNode, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues
    ) -> LayoutNodeID {
        // §5: modifiers written after a view apply to it and its content; inner ones win.
        // Most views have no modifiers: no chain to build (an array per view of a 100,000-row foreach).
        let chain = node.modifiers.isEmpty ? nil : environmentChain(node.modifiers, address: address, scope: scope,
                                                                    environment: environment)
        let inner = chain?[0] ?? environment
        let direction = Self.layoutDirection(inner)
        let view: LayoutNodeID
        switch node.kind {
        case .builtin("section", _) where Self.isFlatSection(node, depth: depth, environment):
            // A body that is a Section of several views outside a List: a group, as a foreach's (§13.3 rule 3).
            var views: [LayoutNodeID] = []
            resolveFlatSection(node, address: address, depth: depth, scope: scope, environment: environment, into: &views)
            if views.count == 1 { return views[0] }
            if views.isEmpty {
                return add(.empty, direction: direction, address: address, label: "(empty)", depth: depth, declared: id, environment: inner)
            }
            return add(.stack(axis: .vertical, alignment: .horizontalCenter), children: views, direction: direction,
                       address: address, label: "(implicit vstack)", depth: depth, declared: id, environment: inner)
        case .builtin(let keyword, let arguments):
            view = resolveBuiltin(keyword, arguments: arguments, node: node, id: id, address: address, depth: depth, scope: scope,
                                  environment: inner, direction: direction)
        case .geometry(let parameter):
            view = add(.geometry, direction: direction, address: address, label: "geometry", depth: depth, declared: id, environment: inner)
            geometryReaders.append(GeometryReader(node: view, declared: id, parameter: parameter, scope: scope,
                                                  environment: inner, address: address, depth: depth, owner: bodyStack.last,
                                                  content: staleGeometry.removeValue(forKey: view.rawValue)?.content))
        case .custom(let name, let arguments):
            view = resolveCustom(name, arguments: arguments, id: id, address: address, depth: depth, scope: scope,
                                 environment: inner, direction: direction)
        case .foreach, .conditional:
            // Only reached as a view's content that must be one node (a user view's body):
            // several views become a group, as SwiftUI's body would.
            let views = resolve(id, address: address, depth: depth, scope: scope, environment: environment)
            if views.count == 1 { return views[0] }
            return add(.stack(axis: .vertical, alignment: .horizontalCenter), children: views, direction: direction,
                       address: address, label: "(implicit vstack)", depth: depth, declared: id, environment: inner)
        }
        guard let chain else { return view }
        return applyModifiers(node.modifiers, to: view, address: address, depth: depth, scope: scope,
                              environment: environment, declared: id, chain: chain)
    }

    /// A catalogue view: its entry builds the layout node from the evaluated arguments; its
    /// children (for views that take them) are built first, one level down.
    mutating func resolveBuiltin(
        _ keyword: String, arguments: [String: ModifierArgument], node: ViewNode, id: NodeID, address: String, depth: Int,
        scope: [String: Value], environment: EnvironmentValues, direction: LayoutDirection
    ) -> LayoutNodeID {
        guard let info = builtinView(id, keyword) else {
            problem(address, "'\(keyword)' is not a view")
            return add(.empty, direction: direction, address: address, label: node.head, depth: depth, declared: id,
                       environment: environment)
        }
        var children: [LayoutNodeID] = []
        if info.takesChildren {
            children.reserveCapacity(node.children.count)
            var inner = environment
            for (key, value) in info.childEnvironment.sorted(by: { $0.key < $1.key }) {
                inner.set(key, to: value, by: EnvironmentValues.Origin(address: address, modifier: keyword))
            }
            if info.childEnvironment[Self.sectionsKey] == nil, !Self.flattensSections(environment) {
                // §13.3 rule 3: a Section in this container (a stack in a List's row) is its container's
                // subviews; the List, Form or lazy stack above lays out only its own.
                inner.set(Self.sectionsKey, to: .string("flat"), by: EnvironmentValues.Origin(address: address, modifier: keyword))
            }
            for (index, child) in node.children.enumerated() {
                resolve(child, address: LayoutAddress.child(address, index), depth: depth + 1, scope: scope, environment: inner,
                        into: &children)
            }
        }
        if info.stacking == .severalChildren && children.count > 1 {
            // §13.1: several views of a ScrollView's content are one implicit VStack.
            children = [add(.stack(axis: .vertical, alignment: .horizontalCenter), children: children, direction: direction,
                            address: address + ".stack", label: "(implicit vstack)", depth: depth + 1, environment: environment)]
        }
        if info.isLabelled, children.count > 1 {
            // A control's label is one view; a foreach or if giving several makes a group, as a body would.
            children = [add(.stack(axis: .vertical, alignment: .horizontalCenter), children: children, direction: direction,
                            address: "\(address).0", label: "(implicit vstack)", depth: depth + 1)]
        }
        return evaluateBuiltin(info, keyword, arguments: arguments, modifiers: node.modifiers, head: node.head, id: id, address: address,
                               depth: depth, scope: scope, environment: environment, direction: direction, children: children)
    }

    /// The rest of `resolveBuiltin` once its children are built: the arguments evaluated, the
    /// entry's kind and parts made, the node added (a foreach element's template evaluates the
    /// nodes that read the element this way, ElementTemplate).
    mutating func evaluateBuiltin(
        _ info: BuiltinView, _ keyword: String, arguments: [String: ModifierArgument], modifiers: [ModifierNode], head: String, id: NodeID,
        address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues, direction: LayoutDirection,
        children: [LayoutNodeID]
    ) -> LayoutNodeID {
        let build = info.build
        var children = children
        var evaluated = EvaluatedArguments(
            stored: arguments, scope: evaluationScope(scope), environment: environment,
            shared: evaluationShared(), modifierNames: modifiers.map(\.name), label: head)
        // Only a layout value's view reads them (`anylayout`): three references fewer to copy and
        // release for every other view.
        if keyword == "anylayout" { evaluated.definitions = document.definitions }
        let kind = build(&evaluated)
        restyleShape(&evaluated, modifiers: modifiers, address: address, scope: scope, environment: environment)
        for message in evaluated.problems { problem(address, message) }
        for message in evaluated.notes { note(message) }
        // Parts (a control's title, a Toggle's switch, a Label's icon view) follow the written children (§16).
        let parts = evaluated.parts.flatMap { part -> [LayoutNodeID] in
            switch part.content {
            case .built(let kind):
                return [add(kind, direction: direction, address: address + "." + part.name, label: part.label, depth: depth + 1,
                            environment: environment, drawing: part.drawing)]
            case .viewArgument(let name):
                guard case .view(let view)? = arguments[name] else { return [] }
                let partAddress = address + "." + part.name
                var partEnvironment = environment
                if let font = part.font {
                    partEnvironment.set("font", to: .symbol(font), by: .init(address: address, modifier: "the \(part.name) style (§13.3 rule 6)"))
                }
                if let textCase = part.textCase {
                    partEnvironment.set("textCase", to: .symbol(textCase), by: .init(address: address, modifier: "the \(part.name) style (§13.3 rule 6)"))
                }
                let views = resolve(view, address: partAddress, depth: depth + 1, scope: scope, environment: partEnvironment)
                // A part is one view, as a body is: a foreach or an if that gives several is a
                // group, one that gives none an EmptyView (a disclosure group's label, §16.8).
                if views.count == 1 { return views }
                if views.isEmpty {
                    return [add(.empty, direction: direction, address: partAddress, label: "(empty)", depth: depth + 1, environment: environment)]
                }
                return [add(.stack(axis: .vertical, alignment: .horizontalCenter), children: views, direction: direction,
                            address: partAddress, label: "(implicit vstack)", depth: depth + 1)]
            }
        }
        if case .partsAndChildren(let alignment) = info.stacking {
            // §16.9: a GroupBox's body is VStack(alignment: .leading) { label; content }.
            children = [add(.stack(axis: .vertical, alignment: alignment), children: parts + children, direction: direction,
                            address: address + ".stack", label: "(implicit vstack(alignment: .\(alignment)))", depth: depth + 1,
                            environment: environment)]
        } else if !parts.isEmpty {
            children += parts
        }
        if let style = evaluated.labelModifier, !children.isEmpty {
            if budget.expanding.contains("button style '\(style.name)'") {
                // A button inside the style's own body would be styled again, without end: refused.
                problem(address, "button style '\(style.name)' holds a button that the style reaches again, without end")
            } else {
                children = [styledLabel(children, style, address: address, depth: depth, scope: scope, environment: environment,
                                        direction: direction)]
            }
        }
        var role = Self.tapRole(evaluated.tap, arguments: arguments, scope: scope, address: address)
        if case .toggle(let name)? = evaluated.tap, role == .none, let state = evaluated.boundState(name) {
            // A binding to a part of a state (`$settings.sounds`, `$chores[i].done`), as its value gave it.
            role = .tapToggle(state: state)
        }
        if case .picker(let style)? = evaluated.tap {
            role = .tapPick(state: evaluated.boundState("selection"), style: style)
        }
        if case .stepper? = evaluated.tap {
            func expression(_ name: String) -> Expression? {
                if case .expression(let e)? = arguments[name] { return e }
                return nil
            }
            func closure(_ name: String) -> ClosureNode? {
                if case .closure(let c)? = arguments[name] { return c }
                return nil
            }
            role = .tapStep(StepperRole(state: arguments["value"] == nil ? nil : evaluated.boundState("value"),
                                        range: expression("range"), step: expression("step"),
                                        onIncrement: closure("onIncrement"), onDecrement: closure("onDecrement"), scope: scope))
        }
        return add(kind, children: children, direction: direction, address: address, label: evaluated.textLabel == nil ? evaluated.label : "",
                   textLabel: evaluated.textLabel, depth: depth, declared: id, role: role,
                   environment: environment, drawing: evaluated.drawing)
    }

    /// A button's label under a ButtonStyle of the user's (§16.1 rule 6): the label (several views
    /// in a group, as a body of several is) with the style's modifier, its arguments the values
    /// the style was made with (`.buttonStyle(Pill(tint: .red))`). The content views the style
    /// adds (a background) are under `<label>.style`.
    mutating func styledLabel(
        _ label: [LayoutNodeID], _ style: (name: String, arguments: [Value.Field]), address: String, depth: Int,
        scope: [String: Value], environment: EnvironmentValues, direction: LayoutDirection
    ) -> LayoutNodeID {
        let view = label.count == 1 ? label[0]
            : add(.stack(axis: .vertical, alignment: .horizontalCenter), children: label, direction: direction,
                  address: address + ".label", label: "(implicit vstack)", depth: depth + 1, environment: environment)
        let tag = Int(tagByNode[Int(view.rawValue)])
        // The record's fields are the modifier's parameters by name (Lowerer.lowerStyle binds them).
        let arguments = style.arguments.compactMap { field in
            field.label.map { (name: $0, value: ModifierArgument.expression(.literal(field.value))) }
        }
        let modifier = ModifierNode(name: style.name, isCustom: true, arguments: arguments,
                                    source: "." + Value.record(type: style.name, fields: style.arguments).description)
        // The style's backgrounds and overlays are `….label.style.bg`: the label's own are `….label.bg`.
        budget.enter("button style '\(style.name)'")
        defer { budget.leave() }
        var secondaries = SecondaryAddresses(base: entries[tag].address + ".style")
        return applyModifiers([modifier], to: view, address: entries[tag].address, depth: entries[tag].depth, scope: scope,
                              environment: environment, declared: nil, chain: nil, secondaries: &secondaries)
    }

    /// The environment key naming the nearest container that lays Sections out (`list`, `lazy`,
    /// `grid`, set by those containers' catalogue entries), `flat` below any other container.
    static let sectionsKey = "_sections"

    /// Whether a Section here is a group of its header, content and footer (§13.3 rule 3): no
    /// container above lays sections out, or a nearer one that does not (a VStack in a List's row).
    static func flattensSections(_ environment: EnvironmentValues) -> Bool {
        let sections = environment[sectionsKey]
        return sections == .none || sections == .string("flat")
    }

    /// A `section` node that is a group here (§13.3 rule 3): not the root, no modifiers (they would
    /// apply to each of its views: refused as in a List), where `flattensSections`.
    static func isFlatSection(_ node: ViewNode, depth: Int, _ environment: EnvironmentValues) -> Bool {
        node.modifiers.isEmpty && depth > 0 && flattensSections(environment)
    }

    /// §13.3 rule 3: a Section outside a List, a Form, a lazy stack or a grid adds no view of its
    /// own: its header (its title as a Text), its content and its footer are its container's
    /// subviews, in that order, as a Group's are (at `….header`, `….0` …, `….footer`).
    mutating func resolveFlatSection(
        _ node: ViewNode, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues,
        into views: inout [LayoutNodeID]
    ) {
        guard case .builtin(_, let arguments) = node.kind else { return }
        let headerAddress = address + ".header"
        if case .view(let header)? = arguments["header"] {
            resolve(header, address: headerAddress, depth: depth, scope: scope, environment: environment, into: &views)
        } else if case .expression(let title)? = arguments["title"], let value = evaluate(title, scope, at: address) {
            let text = value.interpolated
            views.append(add(.text(text, environment.textStyle), direction: Self.layoutDirection(environment), address: headerAddress,
                             label: "", textLabel: text, depth: depth, environment: environment, drawing: Drawing(.text)))
        }
        for (index, child) in node.children.enumerated() {
            resolve(child, address: LayoutAddress.child(address, index), depth: depth, scope: scope, environment: environment, into: &views)
        }
        if case .view(let footer)? = arguments["footer"] {
            resolve(footer, address: address + ".footer", depth: depth, scope: scope, environment: environment, into: &views)
        }
    }

    /// What body evaluation needs of a catalogue view, looked up once per declared node (the
    /// catalogue's entry is a large value: copying it for each of 100,000 rows was a tenth of the work).
    mutating func builtinView(_ id: NodeID, _ keyword: String) -> BuiltinView? {
        let raw = Int(id.raw)
        if raw < builtinViews.count, let known = builtinViews[raw], known.keyword == keyword { return known }
        guard let info = ViewCatalog.info(keyword), case .node(let build) = info.build else { return nil }
        let view = BuiltinView(keyword: keyword, takesChildren: info.takesChildren, stacking: info.stacking, childEnvironment: info.childEnvironment,
                               isLabelled: info.isLabelled, build: build)
        if raw >= builtinViews.count { builtinViews += Array(repeating: nil, count: raw + 1 - builtinViews.count) }
        builtinViews[raw] = view
        return view
    }

    /// `.fill`, `.stroke`, `.strokeBorder` written on a shape change its drawing, in order (§15).
    mutating func restyleShape(
        _ evaluated: inout EvaluatedArguments, modifiers: [ModifierNode], address: String, scope: [String: Value],
        environment: EnvironmentValues
    ) {
        for (index, modifier) in modifiers.enumerated() where !modifier.isCustom {
            guard case .shapeStyle(let restyle)? = ModifierCatalog.info(modifier.name)?.effect else { continue }
            guard evaluated.drawing?.isShape == true else {
                problem(address, "'.\(modifier.name)' needs a shape")
                continue
            }
            var styling = EvaluatedArguments(
                stored: Dictionary(modifier.arguments, uniquingKeysWith: { a, _ in a }), scope: evaluationScope(scope),
                environment: environment, shared: evaluationShared(), modifierNames: modifiers[..<index].map(\.name),
                label: modifier.source)
            styling.drawing = evaluated.drawing
            restyle(&styling)
            for message in styling.problems { problem(address, message) }
            evaluated.drawing = styling.drawing
        }
    }

    /// What `tap` will do, with the closure and scope it needs (§16.1).
    static func tapRole(_ tap: TapResponse?, arguments: [String: ModifierArgument], scope: [String: Value], address: String) -> NodeRole {
        switch tap {
        case .runAction(let name)?:
            guard case .closure(let closure)? = arguments[name] else { return .none }
            return .tapAction(closure: closure, scope: scope)
        case .toggle(let name)?:
            switch arguments[name] {
            case .expression(.local(let local))?:
                guard case .binding(let state)? = scope[local] else { return .none }
                return .tapToggle(state: state)
            case .expression(.literal(.binding(let state)))?:
                return .tapToggle(state: state)
            default:
                return .none
            }
        case .stepper?, .picker?, nil:
            return .none
        }
    }

    /// A user view: its arguments evaluated where it is used, its body built in a scope of
    /// its own parameters, one level down (`0.1` → body at `0.1.0`).
    mutating func resolveCustom(
        _ name: String, arguments: [String: Value.ArgumentSource], id: NodeID, address: String, depth: Int,
        scope: [String: Value], environment: EnvironmentValues, direction: LayoutDirection
    ) -> LayoutNodeID {
        let head = document.tree[id].head
        guard let definition = document.definitions.view(name), depth < 200 else {
            problem(address, depth >= 200 ? "views nest more than 200 deep" + (budget.expanding.first.map { " (in \($0))" } ?? "")
                    : "view '\(name)' is not defined")
            return add(.empty, direction: direction, address: address, label: head, depth: depth, declared: id, environment: environment)
        }
        var inner: [String: Value] = [:]
        for parameter in definition.parameters {
            if let key = parameter.environmentKey {
                // `@Environment(\.colorScheme) var scheme`: the value where this view sits (§5 rule 4).
                // The body is kept only for an equal scope and environment, so a change is seen.
                inner[parameter.name] = environment[key]
                continue
            }
            switch arguments[parameter.name] {
            case .expression(.local(let name))? where parameter.isBinding:
                // Forwarding a binding parameter to a child view passes the binding itself.
                inner[parameter.name] = scope[name]
            case .expression(let expression)?:
                inner[parameter.name] = evaluate(expression, scope, at: address)
            case .binding(let state)?:
                inner[parameter.name] = .binding(state: state)
            case .view?, nil:
                if let defaultValue = parameter.defaultValue {
                    inner[parameter.name] = evaluate(defaultValue, [:], at: address)
                }
            }
        }
        budget.enter("view '\(name)'")
        let body = withBody(.single, declared: [definition.body], address: address + ".0", depth: depth + 1, scope: inner,
                            environment: environment) { resolver in
            [resolver.resolveSingle(definition.body, address: address + ".0", depth: depth + 1, scope: inner, environment: environment)]
        }[0]
        budget.leave()
        return add(.passthrough, children: [body], direction: direction, address: address, label: head, depth: depth, declared: id,
                   environment: environment)
    }

    static func layoutDirection(_ environment: EnvironmentValues) -> LayoutDirection {
        environment.isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The named coordinate spaces (`.coordinateSpace(name:)`) on the path from `node` to the
    /// root, innermost first, with their global frames.
    mutating func coordinateSpaces(above node: LayoutNodeID) -> [(name: Value, frame: Rect)] {
        var spaces: [(name: Value, frame: Rect)] = []
        var current = layout.parent(of: node)
        while let id = current {
            if case .coordinateSpace(let name) = entries[Int(layout.tag(of: id))].role, let frame = layout.result(of: id)?.frame {
                spaces.append((name, frame))
            }
            current = layout.parent(of: id)
        }
        return spaces
    }

    /// `spaces`: the named coordinate spaces above the reader, innermost first, with their
    /// global frames (§10.2).
    static func proxy(_ frame: Rect, spaces: [(name: Value, frame: Rect)] = [], missingSpaceIsError: Bool = false) -> Value {
        let size = Value.record(type: "CGSize", fields: [.init("width", .number(frame.width)), .init("height", .number(frame.height))])
        var fields: [Value.Field] = [.init("size", size), .init("frame", rectValue(x: frame.minX, y: frame.minY, width: frame.width,
                                                                                   height: frame.height))]
        if !spaces.isEmpty {
            fields.append(.init("coordinateSpaces", .list(spaces.map { space in
                .tuple([.init("name", space.name), .init("x", .number(space.frame.minX)), .init("y", .number(space.frame.minY)),
                        .init("width", .number(space.frame.width)), .init("height", .number(space.frame.height))])
            })))
        }
        if missingSpaceIsError { fields.append(.init("missingSpaceIsError", .bool(true))) }
        return .record(type: "GeometryProxy", fields: fields)
    }

    /// A geometry proxy for a reader with this global frame (for tools that show resolutions).
    public static func proxyValue(_ frame: Rect) -> Value { proxy(frame) }

    /// A `CGRect` value with the members Swift code reads (`minX`, `midY`, `width` …, §18.15).
    static func rectValue(x: Double, y: Double, width: Double, height: Double) -> Value {
        .rect(x: x, y: y, width: width, height: height)
    }
}
