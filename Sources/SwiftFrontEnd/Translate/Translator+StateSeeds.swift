import Diagnostics
import ViewSyntax

/// A `@State` its view's init sets, the "edit form" shape:
///
///     @State private var name: String
///     init(name: String) { _name = State(initialValue: name) }
///
/// viewsh's states are one per name, made when the file loads (Docs/Swift.md, States), so the
/// state starts at what the init is given where the file constructs the view — the value SwiftUI,
/// too, gives it only when the view first appears. An init parameter that does nothing but seed
/// states is then not one of the view's parameters: a call's argument for it is read here and
/// dropped, and it does not hide the state in the body, where Swift never sees the init's
/// parameters.
extension Translator {
    /// One state the init seeds: `_name = State(initialValue: e)` (or `wrappedValue:`).
    struct StateSeed {
        var state: String
        var value: SwiftExpr
    }

    /// The states of `type` its own init seeds.
    func stateSeeds(of type: SwiftTypeDecl) -> [StateSeed] {
        guard type.members.contains(where: { if case .initializer = $0.kind { true } else { false } }) else { return [] }
        let states = Set(type.members.compactMap { member -> String? in
            guard member.attribute("State") != nil, case .variable(let variable) = member.kind else { return nil }
            return variable.name.text
        })
        return initializer(of: type).assignments.compactMap { property, assigned in
            guard property.hasPrefix("_"), states.contains(String(property.dropFirst())),
                  case .call(let callee, let arguments, []) = assigned.kind, case .identifier("State") = callee.kind,
                  arguments.count == 1, ["initialValue", "wrappedValue"].contains(arguments[0].label?.text) else { return nil }
            return StateSeed(state: String(property.dropFirst()), value: arguments[0].value)
        }
    }

    /// The init's parameters (their internal names) used by nothing but the seeds: not the view's
    /// parameters in viewsh.
    func seedOnlyParameters(of type: SwiftTypeDecl) -> Set<String> {
        let seeds = stateSeeds(of: type)
        guard !seeds.isEmpty else { return [] }
        let initializer = self.initializer(of: type)
        let named = seeds.reduce(into: Set<String>()) { $0.formUnion(Self.identifiers(in: $1.value)) }
        // Anything else the init does that reads them keeps them.
        var read: Set<String> = []
        let seeded = Set(seeds.map { "_" + $0.state })
        for statement in initializer.function.body ?? [] {
            if case .assignment(let target, "=", _, _) = statement.kind {
                let property: String? = switch target.kind {
                case .identifier(let name): name
                case .member(let base, let name, _): if case .identifier("self") = base.kind { name } else { nil }
                default: nil
                }
                if let property, seeded.contains(property) { continue }
            }
            SwiftWalk.expressions(in: statement) { if case .identifier(let name) = $0.kind { read.insert(name) } }
        }
        let parameters = Set(initializer.function.parameters.map(\.name.text))
        return named.intersection(parameters).subtracting(read)
    }

    /// The names an expression reads.
    static func identifiers(in expr: SwiftExpr) -> Set<String> {
        var names: Set<String> = []
        SwiftWalk.expressions(in: expr) { if case .identifier(let name) = $0.kind { names.insert(name) } }
        return names
    }

    /// Which of `function`'s parameters each argument fills (Swift's rule: by label, in order).
    static func filledParameters(_ function: SwiftFunctionDecl, _ arguments: [SwiftArgument]) -> [SwiftParameter?] {
        var next = 0
        return arguments.map { argument in
            guard let index = function.parameters[next...].firstIndex(where: { $0.label == argument.label?.text }) else { return nil }
            next = index + 1
            return function.parameters[index]
        }
    }

    /// A call's arguments without those for the view's seed-only init parameters.
    func droppingSeedArguments(_ arguments: [SwiftArgument], of view: String) -> [SwiftArgument] {
        guard let type = structs[view] else { return arguments }
        let seedOnly = seedOnlyParameters(of: type)
        guard !seedOnly.isEmpty else { return arguments }
        let filled = Self.filledParameters(initializer(of: type).function, arguments)
        return zip(arguments, filled).filter { _, parameter in !(parameter.map { seedOnly.contains($0.name.text) } ?? false) }.map(\.0)
    }

    /// The value a seeded state starts at: its seed read with the init's parameters bound to the
    /// arguments of the first construction in the file that gives them as plain values (a
    /// literal, a constant …; one in a preview is usually the only one).
    enum Seeded {
        /// No construction gives plain values (or the init does not seed the state).
        case none
        /// The seed could not be read; its error is reported.
        case failed
        case value(Expr, at: SourceRange)
    }

    mutating func seededValue(of state: String, in type: SwiftTypeDecl, typed stateType: SwiftType?) -> Seeded {
        guard let seed = stateSeeds(of: type).first(where: { $0.state == state }) else { return .none }
        let function = initializer(of: type).function
        let named = Self.identifiers(in: seed.value)
        for site in constructions(of: type.name.text) {
            let filled = Self.filledParameters(function, site.arguments)
            var scope = Scope(typeName: type.name.text)
            var plain = true
            // Only the parameters the seed reads (an action given as a trailing closure does not count).
            for parameter in function.parameters where named.contains(parameter.name.text) {
                if let index = filled.firstIndex(where: { $0?.name.text == parameter.name.text }) {
                    let argument = site.arguments[index].value
                    guard isPlainDefault(argument, of: type.name.text) else { plain = false; break }
                    scope = scope.binding(parameter.name.text, to: .value(argument, Scope()))
                } else if let defaultValue = parameter.defaultValue, isPlainDefault(defaultValue, of: type.name.text) {
                    scope = scope.binding(parameter.name.text, to: .value(defaultValue, Scope(typeName: type.name.text)))
                } else {
                    plain = false
                    break
                }
            }
            guard plain else { continue }
            // The seed may call what the file defines; what it cannot read is its error, reported.
            guard let value = value(seed.value, typed: stateType, scope) else { return .failed }
            return .value(value, at: site.range)
        }
        return .none
    }
}
