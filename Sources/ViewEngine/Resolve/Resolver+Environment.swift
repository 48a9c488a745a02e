extension Resolver {
    /// What an environment-writing modifier does to the environment it passes down (§5,
    /// §8.9): `.environment(\.k, v)` sets, `.font` etc. are dedicated setters,
    /// `.disabled(x)` is sticky (`isEnabled && !x`), `.transformEnvironment` runs its closure.
    mutating func applyEnvironment(_ modifier: ModifierNode, to environment: inout EnvironmentValues, address: String, scope: [String: Value]) {
        let origin = EnvironmentValues.Origin(address: address, modifier: modifier.source)
        func argument(_ name: String) -> Value? {
            guard case .expression(let expression)? = modifier.argument(name) else { return nil }
            return evaluate(expression, scope, at: address)
        }
        if modifier.isCustom {
            // A user modifier's body may hold environment writers too.
            guard let definition = document.definitions.modifier(modifier.name) else { return }
            var inner: [String: Value] = [:]
            for parameter in definition.parameters {
                inner[parameter.name] = argument(parameter.name)
                    ?? parameter.defaultValue.flatMap { evaluate($0, [:], at: address) }
            }
            for bodyModifier in definition.body.reversed() {
                applyEnvironment(bodyModifier, to: &environment, address: address, scope: inner)
            }
            return
        }
        if case .environment(let key, let name)? = ModifierCatalog.info(modifier.name)?.effect {
            if let value = argument(name) { environment.set(key, to: value, by: origin) }
            return
        }
        if case .transformsEnvironment(let key, let transform)? = ModifierCatalog.info(modifier.name)?.effect {
            var evaluated = EvaluatedArguments(
                stored: Dictionary(modifier.arguments, uniquingKeysWith: { a, _ in a }), scope: evaluationScope(scope),
                environment: environment, shared: evaluationShared(), modifierNames: [], label: modifier.source)
            let value = transform(&evaluated, environment[key])
            for message in evaluated.problems { problem(address, message) }
            environment.set(key, to: value, by: origin)
            return
        }
        switch modifier.name {
        case "environment":
            guard case .keyPath(let path)? = modifier.argument("keyPath"), let key = path.first, let value = argument("value") else { return }
            environment.set(key, to: value, by: origin)
        case "disabled":
            guard case .bool(let disabled)? = argument("disabled") else { return }
            let enabled = environment["isEnabled"] == .bool(true) && !disabled
            // Sticky: `.disabled(false)` inside a disabled ancestor changes nothing, so the
            // value keeps the ancestor as its origin.
            if environment["isEnabled"] != .bool(enabled) { environment.set("isEnabled", to: .bool(enabled), by: origin) }
        case "transformEnvironment":
            guard case .keyPath(let path)? = modifier.argument("keyPath"), let key = path.first,
                  case .closure(let closure)? = modifier.argument("transform") else { return }
            var runner = StatementRunner(states: document.stateValues, locals: scope)
            if let name = closure.parameters.first { runner.locals[name] = environment[key] } else { runner.shorthands = [environment[key]] }
            do throws(EvaluationError) {
                try runner.run(closure.body)
            } catch {
                problem(address, error.message)
                return
            }
            let result = closure.parameters.first.map { runner.locals[$0] ?? .none } ?? runner.shorthands[0]
            environment.set(key, to: result, by: origin)
        default:
            return
        }
    }
}
