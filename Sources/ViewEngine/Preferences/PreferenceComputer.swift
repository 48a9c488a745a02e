import ViewLayout

/// Preference values flowing up (§4, §8.7): a subtree that writes nothing contributes
/// nothing; the first contributor starts the value; `reduce` runs in tree order with a
/// background's values before its primary's; `nextValue()` is lazy. A class because
/// `nextValue` closures call back into it.
public final class PreferenceComputer {
    let resolution: Resolution
    let definitions: Definitions
    let states: [String: Value]
    let injectsDefaults: Bool
    public private(set) var events: [PreferenceEvent] = []
    private var contributes: [String: [Bool?]] = [:]
    private var values: [String: [LayoutNodeID: Value?]] = [:]
    /// `reduce append` copies the list it grows: counted, so 100,000 writers cannot take minutes.
    private let work = EvaluationWork()

    public init(resolution: Resolution, document: Document) {
        self.resolution = resolution
        definitions = document.definitions
        states = document.stateValues
        injectsDefaults = document.options["dynamicSlotsInjectDefault"] == "true"
    }

    public func defaultValue(_ key: String) -> Value { definitions.key(key)?.defaultValue ?? .none }

    /// The value a subtree passes up for a key; nil when it contributes nothing.
    public func value(_ key: String, at node: LayoutNodeID) throws(EvaluationError) -> Value? {
        if let known = values[key]?[node] { return known }
        let entry = resolution.entry(node)
        var result: Value?
        switch entry.role {
        case .preferenceWriter(let written, let value) where written == key:
            events.append(.wrote(node: node, key: key, value: value))
            result = value
        case .preferenceTransform(let transformed, let closure, let scope) where transformed == key:
            let inner = try combine(children(of: node), key: key, at: node)
            var runner = StatementRunner(states: states, locals: scope)
            let start = inner ?? defaultValue(key)
            if let name = closure.parameters.first {
                runner.locals[name] = start
            } else {
                // `{ $0.append($1) }` of transformAnchorPreference: the anchor is `$1`.
                runner.shorthands = [start] + (scope["$1"].map { [$0] } ?? [])
            }
            try runner.run(closure.body)
            let end = closure.parameters.first.map { runner.locals[$0] ?? .none } ?? runner.shorthands[0]
            events.append(.transformed(node: node, key: key, from: start, fromDefault: inner == nil, to: end))
            result = end
        default:
            result = try combine(children(of: node), key: key, at: node)
            if result == nil, entry.isDynamicSlot, injectsDefaults {
                result = defaultValue(key)
                events.append(.injectedDefault(node: node, key: key, value: result!))
            }
        }
        values[key, default: [:]][node] = result
        return result
    }

    /// Whether a subtree contributes a value for the key at all (known without computing it,
    /// as SwiftUI knows which subtrees have the attribute).
    public func contributes(_ key: String, _ node: LayoutNodeID) -> Bool {
        let index = Int(node.rawValue)
        if let known = contributes[key]?[index] ?? nil { return known }
        let entry = resolution.entry(node)
        var result: Bool
        switch entry.role {
        case .preferenceWriter(let written, _) where written == key: result = true
        case .preferenceTransform(let transformed, _, _) where transformed == key: result = true
        default:
            result = (entry.isDynamicSlot && injectsDefaults) || children(of: node).contains { contributes(key, $0) }
        }
        if contributes[key] == nil { contributes[key] = Array(repeating: nil, count: resolution.layout.count) }
        contributes[key]![index] = result
        return result
    }

    /// Children in reduction order: a background's content before its primary (§2.8).
    func children(of node: LayoutNodeID) -> [LayoutNodeID] {
        // A candidate a ViewThatFits did not choose is not shown and writes nothing (§12 rule 5).
        let children = resolution.layout.children(of: node).filter { !resolution.layout.isHidden($0) }
        if case .background = resolution.layout.kind(of: node), children.count > 1 {
            return Array(children.dropFirst()) + [children[0]]
        }
        return children
    }

    /// Left fold of the contributing children with the key's reducer, `nextValue` lazy.
    func combine(_ children: [LayoutNodeID], key: String, at node: LayoutNodeID) throws(EvaluationError) -> Value? {
        let contributors = children.filter { contributes(key, $0) }
        guard let first = contributors.first, var accumulated = try value(key, at: first) else { return nil }
        for next in contributors.dropFirst() {
            var asked: Value?
            let nextValue: () throws(EvaluationError) -> Value = { () throws(EvaluationError) -> Value in
                if let asked { return asked }
                let computed = try self.value(key, at: next) ?? self.defaultValue(key)
                asked = computed
                return computed
            }
            let before = accumulated
            accumulated = try reduce(key, accumulated, nextValue)
            if let asked {
                events.append(.reduced(container: node, key: key, value: before, next: asked, nextFrom: next, result: accumulated))
            } else {
                events.append(.notAsked(container: node, key: key, value: before, skipped: next))
            }
        }
        if contributors.count > 1 { events.append(.passedUp(node: node, key: key, value: accumulated)) }
        return accumulated
    }

    /// One `reduce(value: &value, nextValue:)` call.
    func reduce(_ key: String, _ value: Value, _ next: @escaping () throws(EvaluationError) -> Value) throws(EvaluationError) -> Value {
        guard let definition = definitions.key(key) else { return value }
        switch definition.reducer {
        case .named(let named):
            switch named {
            case .first: return value
            case .last: return try next()
            case .max, .min:
                let other = try next()
                return try Evaluator.evaluate(.call(named == .max ? .max : .min, [.init(nil, .literal(value)), .init(nil, .literal(other))]),
                                              in: EvaluationScope())
            case .sum: return try Evaluator.evaluate(.binary(.add, .literal(value), .literal(try next())), in: EvaluationScope())
            case .append:
                let other = try next()
                guard case .list(let items) = value else { throw EvaluationError("reduce append needs a list, got \(value.kindName)") }
                if case .list(let more) = other {
                    try work.chargeList(items.count + more.count)
                    return .list(items + more)
                }
                try work.chargeList(items.count + 1)
                return .list(items + [other])
            case .or:
                if value == .bool(true) { return value }
                return try next()
            case .and:
                if value == .bool(false) { return value }
                return try next()
            }
        case .body(let closure):
            let name = closure.parameters.first ?? "value"
            var runner = StatementRunner(states: states, locals: [name: value], nextValue: next)
            try runner.run(closure.body)
            return runner.locals[name] ?? .none
        }
    }
}
