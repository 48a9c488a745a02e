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
        case .stack(let axis, let arguments):
            let children = node.children.enumerated().flatMap { index, child in
                resolve(child, address: "\(address).\(index)", depth: depth + 1, scope: scope, environment: inner)
            }
            let spacing = number(arguments["spacing"], scope, at: address)
            let kind: LayoutNode.Kind
            switch axis {
            case .vertical:
                kind = .stack(axis: .vertical, alignment: guide(arguments["alignment"], axis: .horizontal, scope, address) ?? .horizontalCenter,
                              spacing: spacing)
            case .horizontal:
                kind = .stack(axis: .horizontal, alignment: guide(arguments["alignment"], axis: .vertical, scope, address) ?? .verticalCenter,
                              spacing: spacing)
            case .depth:
                kind = .zstack(alignment: alignment(arguments["alignment"], scope, address) ?? .center)
            }
            view = add(kind, children: children, direction: direction, address: address, label: node.head, depth: depth, declared: id, environment: inner)
        case .text(let content):
            let string = evaluate(content, scope, at: address).map(\.interpolated) ?? ""
            view = add(.text(string, textStyle(inner, address: address)), direction: direction, address: address,
                       label: "text " + Value.quote(string), depth: depth, declared: id, environment: inner)
        case .color, .rect:
            view = add(.shape, direction: direction, address: address, label: label(node, scope, address), depth: depth, declared: id, environment: inner)
        case .spacer(let minLength):
            view = add(.spacer(minLength: number(minLength, scope, at: address)), direction: direction, address: address,
                       label: node.head, depth: depth, declared: id, environment: inner)
        case .divider:
            view = add(.divider, direction: direction, address: address, label: "divider", depth: depth, declared: id, environment: inner)
        case .image(let width, let height):
            let size = (max(0, number(width, scope, at: address) ?? 0), max(0, number(height, scope, at: address) ?? 0))
            if node.modifiers.contains(where: { $0.name == "resizable" }) {
                // §1.8: a resizable image takes the proposal, and its intrinsic size when proposed nil.
                let shape = add(.shape, direction: direction, address: address + ".image", label: node.head, depth: depth + 1,
                                declared: id, environment: inner)
                view = add(.flexibleFrame(idealWidth: size.0, idealHeight: size.1), children: [shape], direction: direction,
                           address: address, label: node.head + " (resizable)", depth: depth, declared: id, environment: inner)
            } else {
                view = add(.image(width: size.0, height: size.1), direction: direction, address: address, label: node.head,
                           depth: depth, declared: id, environment: inner)
            }
        case .empty:
            view = add(.empty, direction: direction, address: address, label: "empty", depth: depth, declared: id, environment: inner)
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
        budget.enter("view '\(name)'")
        let body = resolveSingle(definition.body, address: address + ".0", depth: depth + 1, scope: inner, environment: environment)
        budget.leave()
        return add(.passthrough, children: [body], direction: direction, address: address, label: head, depth: depth, declared: id,
                   environment: environment)
    }

    /// `color red` → `color red`; `color tint` (a state) → its value.
    mutating func label(_ node: ViewNode, _ scope: [String: Value], _ address: String) -> String {
        if case .color(let expression) = node.kind, case .literal = expression { return node.head }
        if case .color(let expression) = node.kind, let value = evaluate(expression, scope, at: address) {
            return "color \(value)"
        }
        return node.head
    }

    func layoutDirection(_ environment: EnvironmentValues) -> LayoutDirection {
        environment["layoutDirection"] == .symbol("rightToLeft") ? .rightToLeft : .leftToRight
    }

    /// Text metrics from the environment: font scale (§8.1 table), lineLimit, truncationMode.
    mutating func textStyle(_ environment: EnvironmentValues, address: String) -> TextStyle {
        var lineLimit: Int?
        if case .number(let n) = environment["lineLimit"], n >= 1 {
            // A limit beyond any text is no limit; a fraction is not a number of lines.
            lineLimit = CheckedInt.exact(n) ?? (n.rounded() == n ? Int.max : nil)
            if lineLimit == nil { problem(address, "lineLimit takes a whole number of lines (not \(Value.format(n)))") }
        }
        var truncation = TruncationMode.tail
        if case .symbol(let mode) = environment["truncationMode"] {
            truncation = mode == "head" ? .head : mode == "middle" ? .middle : .tail
        }
        return TextStyle(fontScale: environment.fontScale, lineLimit: lineLimit, truncationMode: truncation)
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
