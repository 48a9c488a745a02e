/// What a body reads, found by reading its declared nodes (never by running them): the
/// states its own part refers to and the declared nodes that make it up (§6.2: a body is
/// evaluated again when its inputs change). A body's own part is its declared subtree
/// without the bodies nested in it — a `foreach`'s element templates, a user view's
/// definition body, a `geometry`'s content, a preference-value reader's content — which are
/// bodies of their own (an overlay's or background's closure is not: it is built in place). Conservative: a state named anywhere in the part counts, even on a
/// branch not taken.
struct BodyAnalysis {
    let tree: ViewTree
    let definitions: Definitions
    private var cache: [Int32: (states: Set<String>, nodes: Set<NodeID>)] = [:]

    init(tree: ViewTree, definitions: Definitions) {
        self.tree = tree
        self.definitions = definitions
    }

    /// The states and nodes of the own part of the bodies rooted at `roots` (several for a
    /// geometry's or reader's content).
    mutating func part(_ roots: [NodeID]) -> (states: Set<String>, nodes: Set<NodeID>) {
        var states = Set<String>()
        var nodes = Set<NodeID>()
        for root in roots {
            if let known = cache[root.raw] {
                states.formUnion(known.states)
                nodes.formUnion(known.nodes)
                continue
            }
            var part: (states: Set<String>, nodes: Set<NodeID>) = ([], [])
            var visitedModifiers = Set<String>()
            collect(root, into: &part, visitedModifiers: &visitedModifiers, isRoot: true)
            cache[root.raw] = part
            states.formUnion(part.states)
            nodes.formUnion(part.nodes)
        }
        return (states, nodes)
    }

    private func collect(_ id: NodeID, into part: inout (states: Set<String>, nodes: Set<NodeID>),
                         visitedModifiers: inout Set<String>, isRoot: Bool = false) {
        guard let node = tree.nodeIfPresent(id) else { return }
        // A `foreach` below the part's root is a body of its own (its data, its modifiers).
        if !isRoot, case .foreach = node.kind { return }
        guard part.nodes.insert(id).inserted else { return }
        var boundaryChildren = false
        switch node.kind {
        case .builtin(_, let arguments):
            for argument in arguments.values {
                // A view argument (a Section's `header:`, a Label's `icon:`) is built in place, as
                // part of this body, as a modifier's is: what it reads is an input here too.
                if case .view(let view) = argument {
                    collect(view, into: &part, visitedModifiers: &visitedModifiers)
                } else {
                    argument.collectStates(into: &part.states)
                }
            }
        case .geometry:
            boundaryChildren = true
        case .foreach(let data, _):
            data.collectStates(into: &part.states)
            boundaryChildren = true
        case .conditional(let condition, _, _):
            condition.collectStates(into: &part.states)
        case .custom(let name, let arguments):
            for argument in arguments.values {
                switch argument {
                case .expression(let expression): expression.collectStates(into: &part.states)
                case .binding(let state): part.states.insert(state)
                case .view(let view): collect(view, into: &part, visitedModifiers: &visitedModifiers)
                }
            }
            // A parameter left out takes its default, evaluated at the call (`resolveCustom`): the
            // states it reads are inputs of this part too (`n: Int = rows.count`).
            for parameter in definitions.view(name)?.parameters ?? [] {
                switch arguments[parameter.name] {
                case .expression?, .binding?: break
                case .view?, nil: parameter.defaultValue?.collectStates(into: &part.states)
                }
            }
        }
        collect(node.modifiers, into: &part, visitedModifiers: &visitedModifiers)
        if !boundaryChildren {
            for child in node.children { collect(child, into: &part, visitedModifiers: &visitedModifiers) }
        }
    }

    private func collect(_ modifiers: [ModifierNode], into part: inout (states: Set<String>, nodes: Set<NodeID>),
                         visitedModifiers: inout Set<String>) {
        for modifier in modifiers {
            for (_, argument) in modifier.arguments {
                switch argument {
                case .view(let view): collect(view, into: &part, visitedModifiers: &visitedModifiers)
                case .viewClosure(_, let content):
                    // A preference reader's content (`.overlayPreferenceValue(K.self) { v in … }`) is a
                    // body of its own; an overlay's, background's or safe-area inset's closure is
                    // built in place, as part of this body (Resolver.secondaryViews).
                    if case .key? = modifier.argument("key") { break }
                    for view in content { collect(view, into: &part, visitedModifiers: &visitedModifiers) }
                default: argument.collectStates(into: &part.states)
                }
            }
            if modifier.isCustom, visitedModifiers.insert(modifier.name).inserted,
               let definition = definitions.modifier(modifier.name) {
                for parameter in definition.parameters { parameter.defaultValue?.collectStates(into: &part.states) }
                collect(definition.body, into: &part, visitedModifiers: &visitedModifiers)
            }
        }
    }
}

extension ModifierArgument {
    func collectStates(into states: inout Set<String>) {
        switch self {
        case .expression(let expression): expression.collectStates(into: &states)
        case .closure(let closure): closure.body.forEach { $0.collectStates(into: &states) }
        default: break
        }
    }
}

extension Expression {
    /// Every state the expression names.
    func collectStates(into states: inout Set<String>) {
        switch self {
        case .state(let name): states.insert(name)
        case .literal(let value): value.collectBindings(into: &states)
        case .local, .shorthand: break
        case .member(let base, _): base.collectStates(into: &states)
        case .subscriptAccess(let base, let arguments):
            base.collectStates(into: &states)
            arguments.forEach { $0.value.collectStates(into: &states) }
        case .call(_, let arguments), .record(_, let arguments), .tuple(let arguments):
            arguments.forEach { $0.value.collectStates(into: &states) }
        case .method(let base, _, let arguments):
            base.collectStates(into: &states)
            arguments.forEach { $0.value.collectStates(into: &states) }
        case .list(let items): items.forEach { $0.collectStates(into: &states) }
        case .dictionary(let items):
            for item in items {
                item.key.collectStates(into: &states)
                item.value.collectStates(into: &states)
            }
        case .unary(_, let operand): operand.collectStates(into: &states)
        case .binary(_, let left, let right):
            left.collectStates(into: &states)
            right.collectStates(into: &states)
        case .ternary(let condition, let a, let b):
            condition.collectStates(into: &states)
            a.collectStates(into: &states)
            b.collectStates(into: &states)
        case .interpolation(let segments):
            for case .expression(let expression) in segments { expression.collectStates(into: &states) }
        case .closureMethod(let base, _, let arguments, let closure):
            base.collectStates(into: &states)
            arguments.forEach { $0.value.collectStates(into: &states) }
            closure.body.forEach { $0.collectStates(into: &states) }
        case .function(_, let arguments):
            arguments.forEach { $0.value.collectStates(into: &states) }
        }
    }
}

extension StatementNode {
    func collectStates(into states: inout Set<String>) {
        switch self {
        case .assign(let target, _, let value):
            target.collectStates(into: &states)
            value.collectStates(into: &states)
        case .append(let target, let value, _):
            target.collectStates(into: &states)
            value.collectStates(into: &states)
        case .conditional(let condition, let then, let otherwise), .ifLet(_, let condition, let then, let otherwise):
            condition.collectStates(into: &states)
            then.forEach { $0.collectStates(into: &states) }
            otherwise.forEach { $0.collectStates(into: &states) }
        case .evaluate(let expression), .whileLoop(let expression, _, _), .forIn(_, let expression, _, _),
             .guardCheck(let expression, _, _):
            expression.collectStates(into: &states)
            switch self {
            case .whileLoop(_, let body, _), .forIn(_, _, let body, _), .guardCheck(_, _, let body):
                body.forEach { $0.collectStates(into: &states) }
            default: break
            }
        case .declare(_, let value), .returnValue(let value):
            value?.collectStates(into: &states)
        case .breakLoop, .continueLoop:
            break
        }
    }
}

extension AssignTarget {
    /// The state an assignment writes, through parts (`point.x = …` writes `point`).
    func collectStates(into states: inout Set<String>) {
        switch self {
        case .state(let name): states.insert(name)
        case .local, .shorthand: break
        case .member(let base, _): base.collectStates(into: &states)
        case .element(let base, let index):
            base.collectStates(into: &states)
            index.collectStates(into: &states)
        }
    }
}

extension Value {
    /// States behind the bindings a value holds (`$tallest` passed down).
    func collectBindings(into states: inout Set<String>) {
        switch self {
        case .binding(let state): states.insert(BindingPath.root(state))
        case .list(let items): items.forEach { $0.collectBindings(into: &states) }
        case .dictionary(let entries): entries.forEach { $0.value.collectBindings(into: &states) }
        case .tuple(let fields), .record(_, let fields): fields.forEach { $0.value.collectBindings(into: &states) }
        default: break
        }
    }
}
