import ViewLayout

/// A foreach element's body built once and made again for every other element (issue 9).
///
/// Every element of `foreach(rows) { r in hstack < text r spacer text "x" > }` has the same
/// shape; only what reads the element differs. So the first element is built as usual while
/// `add` records what it was given for each node; the other elements are made from that record:
/// a node whose arguments read no local (`spacer`, `text "x"`) is added again as it was, with
/// its address moved to the element's, and a node whose arguments read one (`text r`) is
/// evaluated as usual (`evaluateBuiltin`) in the element's scope, with the element's children.
/// The nodes are added in the same order, by the same `add`, into a body made by the same
/// `withBody`: the result is the one building each element would give, without evaluating the
/// arguments, the catalogue entries and the addresses of the nodes that cannot differ.
///
/// Used only where that holds by construction: a fresh build (nothing to reuse), one template
/// view, no modifiers on the foreach, and a template subtree of catalogue views only — no
/// modifiers (an environment writer or a role), no user view, foreach, if or geometry reader (a
/// body of their own), no view or closure arguments (parts, actions holding the scope), no
/// EmptyView (which adds nothing), no view that groups its children (a scroll view's content,
/// a control's label). The record must then match the subtree node for node, with no problem,
/// note or role in the first element; otherwise every element is built as usual.
struct ElementTemplate {
    /// What `add` was given for one node of the first element.
    struct Recorded {
        var kind: LayoutNode.Kind
        var children: [LayoutNodeID]
        var direction: LayoutDirection
        var address: String
        var label: String
        var textLabel: String?
        var depth: Int
        var isModifier: Bool
        var declared: NodeID?
        var role: NodeRole
        var environment: EnvironmentValues?
        var drawing: Box<Drawing>?
        /// The evaluation meter when it was added (`EvaluationWork.spent`): what evaluating the
        /// node's arguments cost is the difference from the node before.
        var spent: Int
    }

    /// One declared view of the template subtree, in the order the resolver adds their nodes
    /// (children first): whether its arguments read a local, so that it is evaluated per element.
    struct Declared {
        var id: NodeID
        var readsLocals: Bool
    }

    /// A node evaluated per element: the declared view and its catalogue entry, read once.
    final class Evaluated {
        let modifiers: [ModifierNode]
        let head: String
        let keyword: String
        let arguments: [String: ModifierArgument]
        let info: Resolver.BuiltinView

        init(node: ViewNode, keyword: String, arguments: [String: ModifierArgument], info: Resolver.BuiltinView) {
            modifiers = node.modifiers
            head = node.head
            self.keyword = keyword
            self.arguments = arguments
            self.info = info
        }
    }

    /// One node to make per element (a class: read in place, not copied, for each element).
    final class Node {
        let declared: NodeID
        /// The declared view, evaluated again for each element when `readsLocals`, else added as recorded.
        var evaluated: Evaluated?
        var readsLocals = false
        /// What evaluating its arguments cost the evaluation meter: charged again for each element
        /// (one command's evaluations share one meter, and a body evaluated on its own pays it);
        /// when the meter cannot take it, the node is evaluated as it would be, failing the same way.
        var work = 0
        let kind: LayoutNode.Kind
        /// Indices of its children among the template's nodes (made before it).
        let children: [Int]
        let direction: LayoutDirection
        /// Its address after the element's (`.0` for `0.0.0[k].0`).
        let suffix: String
        let label: String
        let textLabel: String?
        let depth: Int
        let environment: EnvironmentValues
        let drawing: Box<Drawing>?
        /// The first element's node: a text added as recorded shares its prepared text (LayoutTree.add(sharingTextOf:)).
        let first: LayoutNodeID

        init(declared: NodeID, kind: LayoutNode.Kind, children: [Int], direction: LayoutDirection, suffix: String, label: String,
             textLabel: String?, depth: Int, environment: EnvironmentValues, drawing: Box<Drawing>?, first: LayoutNodeID) {
            self.first = first
            self.declared = declared
            self.kind = kind
            self.children = children
            self.direction = direction
            self.suffix = suffix
            self.label = label
            self.textLabel = textLabel
            self.depth = depth
            self.environment = environment
            self.drawing = drawing
        }
    }

    var nodes: [Node]

    /// The template from the first element's record, or nil when the record is not the subtree
    /// node for node (`shape`), or the element had a problem or a note.
    init?(recorded: [Recorded], ids: [LayoutNodeID], output: [LayoutNodeID], shape: [Declared], elementAddress: String,
          body: Body, spentBefore: Int, resolver: inout Resolver) {
        guard !recorded.isEmpty, recorded.count == shape.count, ids.count == recorded.count, output == [ids[ids.count - 1]],
              body.problems.isEmpty, body.notes.isEmpty, body.children.isEmpty else { return nil }
        var index: [Int32: Int] = [:]
        var nodes: [Node] = []
        nodes.reserveCapacity(recorded.count)
        let prefix = elementAddress.utf8.count
        for (i, record) in recorded.enumerated() {
            guard record.declared == shape[i].id, !record.isModifier, record.role == .none, let environment = record.environment,
                  record.address.hasPrefix(elementAddress) else { return nil }
            let suffix = String(decoding: record.address.utf8.dropFirst(prefix), as: UTF8.self)
            guard suffix.isEmpty || suffix.hasPrefix(".") else { return nil }
            var children: [Int] = []
            for child in record.children {
                guard let k = index[child.rawValue] else { return nil }
                children.append(k)
            }
            index[ids[i].rawValue] = i
            let node = Node(declared: shape[i].id, kind: record.kind, children: children, direction: record.direction, suffix: suffix,
                            label: record.label, textLabel: record.textLabel, depth: record.depth, environment: environment,
                            drawing: record.drawing, first: ids[i])
            let declared = resolver.document.tree[shape[i].id]
            guard case .builtin(let keyword, let arguments) = declared.kind, let info = resolver.builtinView(shape[i].id, keyword)
            else { return nil }
            node.evaluated = Evaluated(node: declared, keyword: keyword, arguments: arguments, info: info)
            node.readsLocals = shape[i].readsLocals
            node.work = record.spent - (i == 0 ? spentBefore : recorded[i - 1].spent)
            guard node.work >= 0 else { return nil }
            nodes.append(node)
        }
        self.nodes = nodes
    }

    /// Whether an expression reads anything but literals and states (a local, `$0`, a closure's
    /// or a function's parameters) or makes a fresh value each call (`UUID()`): such an
    /// expression may differ from element to element.
    static func readsLocals(_ expression: Expression) -> Bool {
        switch expression {
        case .literal, .state: return false
        case .local, .shorthand, .closureMethod, .function: return true
        case .call(let function, let arguments) where function.isFreshEachCall(argumentCount: arguments.count): return true
        case .member(let base, _): return readsLocals(base)
        case .subscriptAccess(let base, let arguments), .method(let base, _, let arguments):
            return readsLocals(base) || arguments.contains { readsLocals($0.value) }
        case .call(_, let arguments), .record(_, let arguments), .tuple(let arguments):
            return arguments.contains { readsLocals($0.value) }
        case .list(let items): return items.contains(where: readsLocals)
        case .dictionary(let items): return items.contains { readsLocals($0.key) || readsLocals($0.value) }
        case .unary(_, let operand): return readsLocals(operand)
        case .binary(_, let left, let right): return readsLocals(left) || readsLocals(right)
        case .ternary(let condition, let then, let otherwise):
            return readsLocals(condition) || readsLocals(then) || readsLocals(otherwise)
        case .interpolation(let segments):
            return segments.contains { if case .expression(let e) = $0 { readsLocals(e) } else { false } }
        }
    }
}

extension Resolver {
    /// The declared views of a foreach's template view, in the order their nodes are added, when
    /// the subtree is one a template can stand for (ElementTemplate); nil otherwise.
    mutating func templateShape(_ root: NodeID) -> [ElementTemplate.Declared]? {
        var shape: [ElementTemplate.Declared] = []
        // Post-order without recursion: (node, children visited).
        var pending: [(NodeID, Bool)] = [(root, false)]
        while let (id, visited) = pending.popLast() {
            let node = document.tree[id]
            guard case .builtin(let keyword, let arguments) = node.kind, keyword != "empty", node.modifiers.isEmpty,
                  let info = builtinView(id, keyword), info.stacking == .none, info.childEnvironment.isEmpty, !info.isLabelled else { return nil }
            if visited {
                var reads = false
                for argument in arguments.values {
                    switch argument {
                    case .expression(let expression): reads = reads || ElementTemplate.readsLocals(expression)
                    case .view, .closure, .viewClosure: return nil
                    case .key, .guide, .keyPath, .name: break
                    }
                }
                shape.append(ElementTemplate.Declared(id: id, readsLocals: reads))
                guard shape.count <= 4096 else { return nil }
            } else {
                pending.append((id, true))
                if info.takesChildren {
                    for child in node.children.reversed() { pending.append((child, false)) }
                }
            }
        }
        return shape
    }

    /// One element made from the template: its nodes added in order, those reading the element
    /// evaluated in its `scope`; its one view returned, as `resolve` would.
    mutating func instantiate(_ template: ElementTemplate, address: String, scope: [String: Value]) -> [LayoutNodeID] {
        templatedElements += 1
        // The element's node ids, written over those of the element before (instantiate never nests:
        // a template holds no foreach).
        var ids = templateScratch.take() ?? []
        if ids.count < template.nodes.count { ids = Array(repeating: LayoutNodeID(rawValue: 0), count: template.nodes.count) }
        defer { templateScratch = ids }
        for (i, node) in template.nodes.enumerated() {
            let children = node.children.isEmpty ? [] : node.children.map { ids[$0] }
            let nodeAddress = node.suffix.isEmpty ? address : address + node.suffix
            if let evaluated = node.evaluated, node.readsLocals || work.spent > work.limit - node.work {
                ids[i] = evaluateBuiltin(evaluated.info, evaluated.keyword, arguments: evaluated.arguments, modifiers: evaluated.modifiers,
                                         head: evaluated.head, id: node.declared, address: nodeAddress, depth: node.depth, scope: scope,
                                         environment: node.environment, direction: node.direction, children: children)
            } else {
                // The meter takes it (checked above): what evaluating the arguments again would charge.
                if node.work > 0 { try? work.charge(node.work) }
                ids[i] = add(node.kind, children: children, direction: node.direction, address: nodeAddress, label: node.label,
                             textLabel: node.textLabel, depth: node.depth, declared: node.declared, environment: node.environment,
                             drawingBox: node.drawing, sharingTextOf: node.first)
            }
        }
        return [ids[template.nodes.count - 1]]
    }
}
