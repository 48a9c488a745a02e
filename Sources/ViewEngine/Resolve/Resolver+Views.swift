import ViewLayout

extension Resolver {
    /// A view that becomes exactly one layout node (with its modifiers around it).
    mutating func resolveSingle(
        _ id: NodeID, address: String, depth: Int, scope: [String: Value], environment: EnvironmentValues
    ) -> LayoutNodeID {
        let node = document.tree[id]
        // §5: modifiers written after a view apply to it and its content; inner ones win.
        let chain = environmentChain(node.modifiers, address: address, scope: scope, environment: environment)
        let inner = chain[0]
        let direction = layoutDirection(inner)
        let view: LayoutNodeID
        switch node.kind {
        case .builtin(let keyword, let arguments):
            view = resolveBuiltin(keyword, arguments: arguments, node: node, id: id, address: address, depth: depth, scope: scope,
                                  environment: inner, direction: direction)
        case .geometry(let parameter):
            view = add(.geometry, direction: direction, address: address, label: "geometry", depth: depth, declared: id, environment: inner)
            pendingGeometry.append(PendingGeometry(node: view, declared: id, parameter: parameter, scope: scope,
                                                   environment: inner, address: address, depth: depth))
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
        return applyModifiers(node.modifiers, to: view, address: address, depth: depth, scope: scope,
                              environment: environment, declared: id, chain: chain)
    }

    /// A catalogue view: its entry builds the layout node from the evaluated arguments; its
    /// children (for views that take them) are built first, one level down.
    mutating func resolveBuiltin(
        _ keyword: String, arguments: [String: ModifierArgument], node: ViewNode, id: NodeID, address: String, depth: Int,
        scope: [String: Value], environment: EnvironmentValues, direction: LayoutDirection
    ) -> LayoutNodeID {
        guard let info = ViewCatalog.info(keyword), case .node(let build) = info.build else {
            problem(address, "'\(keyword)' is not a view")
            return add(.empty, direction: direction, address: address, label: node.head, depth: depth, declared: id,
                       environment: environment)
        }
        var children = info.takesChildren
            ? node.children.enumerated().flatMap { index, child in
                resolve(child, address: "\(address).\(index)", depth: depth + 1, scope: scope, environment: environment)
            } : []
        if info.stacksChildren && children.count > 1 {
            // §13.1: several views of a ScrollView's content are one implicit VStack.
            children = [add(.stack(axis: .vertical, alignment: .horizontalCenter), children: children, direction: direction,
                            address: address + ".stack", label: "(implicit vstack)", depth: depth + 1, environment: environment)]
        }
        var evaluated = EvaluatedArguments(
            stored: arguments, scope: evaluationScope(scope), environment: environment,
            guides: layout.guides, modifierNames: node.modifiers.map(\.name), label: node.head)
        let kind = build(&evaluated)
        for message in evaluated.problems { problem(address, message) }
        return add(kind, children: children, direction: direction, address: address, label: evaluated.label, depth: depth,
                   declared: id, environment: environment, drawing: evaluated.drawing)
    }

    /// A user view: its arguments evaluated where it is used, its body built in a scope of
    /// its own parameters, one level down (`0.1` → body at `0.1.0`).
    mutating func resolveCustom(
        _ name: String, arguments: [String: Value.ArgumentSource], id: NodeID, address: String, depth: Int,
        scope: [String: Value], environment: EnvironmentValues, direction: LayoutDirection
    ) -> LayoutNodeID {
        let head = document.tree[id].head
        guard let definition = document.definitions.view(name), depth < 200 else {
            problem(address, depth >= 200 ? "views nest too deeply" : "view '\(name)' is not defined")
            return add(.empty, direction: direction, address: address, label: head, depth: depth, declared: id, environment: environment)
        }
        var inner: [String: Value] = [:]
        for parameter in definition.parameters {
            switch arguments[parameter.name] {
            case .expression(.local(let name))? where parameter.isBinding:
                // Forwarding a binding parameter to a child view passes the binding itself.
                inner[parameter.name] = scope[name] ?? .none
            case .expression(let expression)?:
                inner[parameter.name] = evaluate(expression, scope, at: address) ?? .none
            case .binding(let state)?:
                inner[parameter.name] = .binding(state: state)
            case .view?, nil:
                if let defaultValue = parameter.defaultValue {
                    inner[parameter.name] = evaluate(defaultValue, [:], at: address) ?? .none
                }
            }
        }
        let body = resolveSingle(definition.body, address: address + ".0", depth: depth + 1, scope: inner, environment: environment)
        return add(.passthrough, children: [body], direction: direction, address: address, label: head, depth: depth, declared: id,
                   environment: environment)
    }

    func layoutDirection(_ environment: EnvironmentValues) -> LayoutDirection {
        environment["layoutDirection"] == .symbol("rightToLeft") ? .rightToLeft : .leftToRight
    }

    /// GeometryReader content is built once the reader's size is known (§2.10), then laid
    /// out inside it; content may hold more readers, handled in turn.
    mutating func resolveGeometryContent() {
        var index = 0
        while index < pendingGeometry.count {
            let pending = pendingGeometry[index]
            index += 1
            guard let result = layout.result(of: pending.node) else { continue }
            var scope = pending.scope
            scope[pending.parameter] = Self.proxy(result.frame)
            let declared = document.tree[pending.declared]
            let content = declared.children.enumerated().flatMap { childIndex, child in
                resolve(child, address: "\(pending.address).\(childIndex)", depth: pending.depth + 1, scope: scope,
                        environment: pending.environment)
            }
            guard !content.isEmpty else { continue }
            layout.setChildren(content, for: pending.node)
            layout.layoutChildren(of: pending.node)
        }
        pendingGeometry.removeAll()
    }

    /// `proxy.size.width`, `proxy.size.height`, `proxy.frame.minX` … (global coordinates).
    static func proxy(_ frame: Rect) -> Value {
        let size = Value.record(type: "CGSize", fields: [.init("width", .number(frame.width)), .init("height", .number(frame.height))])
        let rect = Value.record(type: "CGRect", fields: [
            .init("minX", .number(frame.minX)), .init("minY", .number(frame.minY)),
            .init("maxX", .number(frame.maxX)), .init("maxY", .number(frame.maxY)),
            .init("midX", .number(frame.minX + frame.width / 2)), .init("midY", .number(frame.minY + frame.height / 2)),
            .init("width", .number(frame.width)), .init("height", .number(frame.height)),
        ])
        return .record(type: "GeometryProxy", fields: [.init("size", size), .init("frame", rect)])
    }
}
