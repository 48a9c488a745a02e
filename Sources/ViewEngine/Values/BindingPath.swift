/// A binding to a part of a state — `$settings.sounds`, `$chores[2].done`, `$scores["Ann"]` —
/// as Swift makes one from a binding to the whole (`Binding`'s dynamic member and subscript
/// lookup). `Value.binding(state:)` holds it as the state's name followed by its steps, each
/// after a unit separator (U+001F, which no name holds): a member `.name`, a list index `#2`, a
/// dictionary key `"key` (a string) or `#2` read as a key. A plain state's binding is its name
/// alone, as before. Reading goes down the steps; writing rebuilds the state with the part
/// replaced, and the state as a whole is what is written (one state write, as in SwiftUI, where
/// the part's setter sets the whole value).
public enum BindingPath {
    static let separator: Character = "\u{1F}"

    /// The state a binding (or a part binding) belongs to.
    public static func root(_ path: String) -> String {
        guard let end = path.firstIndex(of: separator) else { return path }
        return String(path[..<end])
    }

    /// One step further down: `$chores[2]` then `.done`.
    public static func member(_ name: String, of path: String) -> String {
        path + String(separator) + "." + name
    }

    /// `$chores[2]`, `$scores["Ann"]`; nil for an index that is neither a whole number nor a string.
    public static func element(_ index: Value, of path: String) -> String? {
        switch index {
        case .number(let n) where n == n.rounded() && abs(n) < 1e15: return path + String(separator) + "#" + String(Int(n))
        case .string(let key) where !key.contains(separator): return path + String(separator) + "\"" + key
        default: return nil
        }
    }

    enum Step {
        case member(String)
        case index(Value)
    }

    static func steps(_ path: String) -> [Step] {
        path.split(separator: separator, omittingEmptySubsequences: false).dropFirst().compactMap { part in
            switch part.first {
            case ".": return .member(String(part.dropFirst()))
            case "#": return Double(part.dropFirst()).map { .index(.number($0)) }
            case "\"": return .index(.string(String(part.dropFirst())))
            default: return nil
            }
        }
    }

    /// Swift's spelling: `settings.sounds`, `chores[2].done`, `scores["Ann"]` (after `$`).
    public static func describe(_ path: String) -> String {
        var text = root(path)
        for step in steps(path) {
            switch step {
            case .member(let name): text += "." + name
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The value a binding reads now, or nil when its state or part does not exist.
    public static func read(_ path: String, in states: [String: Value]) -> Value? {
        guard path.contains(separator) else { return states[path] }
        guard var value = states[root(path)] else { return nil }
        for step in steps(path) {
            guard let next = try? part(step, of: value) else { return nil }
            value = next
        }
        return value
    }

    /// The value a binding reads now; a part that is not there is an error saying which step failed
    /// (a state that has no value reads nil, as a plain binding's does).
    public static func reading(_ path: String, in states: [String: Value]) throws(EvaluationError) -> Value {
        guard path.contains(separator) else { return states[path] ?? .none }
        var value = states[root(path)] ?? .none
        for step in steps(path) { value = try part(step, of: value) }
        return value
    }

    /// What the local `name` holding this binding reads: an error names the binding's path.
    public static func reading(_ path: String, in states: [String: Value], through name: String) throws(EvaluationError) -> Value {
        do throws(EvaluationError) {
            return try reading(path, in: states)
        } catch {
            throw EvaluationError("'\(name)' is bound to $\(describe(path)): \(error.message)")
        }
    }

    static func part(_ step: Step, of value: Value) throws(EvaluationError) -> Value {
        switch step {
        case .member(let name): return try Evaluator.member(name, of: value)
        case .index(let index): return try Evaluator.subscriptValue(value, arguments: [.init(nil, index)], work: EvaluationWork())
        }
    }

    /// The state a write through the binding changes, and its whole new value.
    public static func writing(_ value: Value, to path: String, in states: [String: Value],
                               work: EvaluationWork = EvaluationWork()) throws(EvaluationError) -> (state: String, value: Value) {
        let name = root(path)
        let steps = steps(path)
        guard !steps.isEmpty else { return (name, value) }
        guard let whole = states[name] else { throw EvaluationError("state '\(name)' has no value") }
        return (name, try replacing(steps[...], in: whole, with: value, work: work))
    }

    static func replacing(_ steps: ArraySlice<Step>, in whole: Value, with value: Value, work: EvaluationWork) throws(EvaluationError) -> Value {
        guard let step = steps.first else { return value }
        let inner = try replacing(steps.dropFirst(), in: part(step, of: whole), with: value, work: work)
        switch step {
        case .member(let name): return try StatementRunner.replacing(name, in: whole, with: inner)
        case .index(let index): return try StatementRunner.replacing(at: index, in: whole, with: inner, work: work)
        }
    }
}
