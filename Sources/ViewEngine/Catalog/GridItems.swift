import ViewLayout

// `[GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40), spacing: 4, alignment: .leading)]`
// as values of the language (records; `.fixed(70)` is an implicit-member call) read into
// the layout engine's `GridItemSpec` (§11.4 rules 2–3), with every bound checked: a minimum
// of 0 would make an adaptive track hold infinitely many items.

extension GridItemSpec {
    /// The GridItems of a `columns:` / `rows:` argument.
    public static func parse(_ value: Value) -> Result<[GridItemSpec], ArgumentProblem> {
        guard case .list(let values) = value else {
            return .failure(ArgumentProblem("expected a list of GridItem(…), as in [GridItem(.flexible()), GridItem(.fixed(80))]"))
        }
        guard !values.isEmpty else { return .failure(ArgumentProblem("a lazy grid needs at least one GridItem")) }
        guard values.count <= 1000 else { return .failure(ArgumentProblem("a lazy grid takes at most 1000 GridItems")) }
        var items: [GridItemSpec] = []
        for (index, item) in values.enumerated() {
            switch parseItem(item) {
            case .success(let spec): items.append(spec)
            case .failure(let problem): return .failure(ArgumentProblem("GridItem \(index): \(problem.message)"))
            }
        }
        return .success(items)
    }

    static func parseItem(_ value: Value) -> Result<GridItemSpec, ArgumentProblem> {
        guard case .record("GridItem", let fields) = value else {
            return .failure(ArgumentProblem("expected GridItem(…), got \(value)"))
        }
        var size = Size.flexible(minimum: 10, maximum: .infinity)  // §11.4 rule 3: GridItem() is .flexible()
        var spacing: Double?
        var alignment: Alignment?
        for (position, field) in fields.enumerated() {
            switch field.label {
            case nil where position == 0:
                switch parseSize(field.value) {
                case .success(let s): size = s
                case .failure(let problem): return .failure(problem)
                }
            case "spacing"?:
                switch field.value {
                case .none: spacing = nil
                case .number(let n) where n.isFinite: spacing = n
                default: return .failure(ArgumentProblem("spacing must be a finite number, got \(field.value)"))
                }
            case "alignment"?:
                guard case .symbol(let name) = field.value, let a = Alignment(named: name) else {
                    return .failure(ArgumentProblem("alignment must be an alignment such as .leading, got \(field.value)"))
                }
                alignment = a
            default:
                return .failure(ArgumentProblem("GridItem takes (_ size, spacing:, alignment:), not '\(field.label ?? "_")'"))
            }
        }
        return .success(GridItemSpec(size, spacing: spacing, alignment: alignment))
    }

    static func parseSize(_ value: Value) -> Result<Size, ArgumentProblem> {
        var kind: String
        var fields: [Value.Field] = []
        switch value {
        case .record(let type, let f) where type.hasPrefix("."):
            kind = String(type.dropFirst())
            fields = f
        case .symbol(let name):
            kind = name
        default:
            return .failure(ArgumentProblem("a size is .fixed(w), .flexible(minimum:maximum:) or .adaptive(minimum:maximum:), got \(value)"))
        }
        func number(_ label: String?, _ v: Value) -> Result<Double, ArgumentProblem> {
            guard case .number(let n) = v, !n.isNaN else {
                return .failure(ArgumentProblem("\(label ?? "the size") must be a number, got \(v)"))
            }
            return .success(n)
        }
        var values: [String: Double] = [:]
        for field in fields {
            let label = field.label ?? (kind == "fixed" ? "size" : "?")
            guard ["size", "minimum", "maximum"].contains(label), label == "size" ? kind == "fixed" : kind != "fixed" else {
                return .failure(ArgumentProblem(".\(kind) does not take '\(field.label ?? "_")'"))
            }
            switch number(field.label, field.value) {
            case .success(let n): values[label] = n
            case .failure(let problem): return .failure(problem)
            }
        }
        switch kind {
        case "fixed":
            guard let w = values["size"] else { return .failure(ArgumentProblem(".fixed needs a size, as in .fixed(80)")) }
            guard w.isFinite, w >= 0 else { return .failure(ArgumentProblem(".fixed size must be finite and 0 or more, not \(formatLength(w))")) }
            return .success(.fixed(w))
        case "flexible", "adaptive":
            let lo = values["minimum"] ?? (kind == "flexible" ? 10 : .nan)
            let hi = values["maximum"] ?? .infinity
            guard !lo.isNaN else { return .failure(ArgumentProblem(".adaptive needs a minimum, as in .adaptive(minimum: 80)")) }
            guard lo.isFinite, lo >= 0 else { return .failure(ArgumentProblem(".\(kind) minimum must be finite and 0 or more, not \(formatLength(lo))")) }
            if kind == "adaptive", lo <= 0 {
                return .failure(ArgumentProblem(".adaptive minimum must be more than 0 (0 would fit infinitely many items)"))
            }
            guard hi >= lo else {
                return .failure(ArgumentProblem(".\(kind) maximum \(formatLength(hi)) is less than its minimum \(formatLength(lo))"))
            }
            return .success(kind == "flexible" ? .flexible(minimum: lo, maximum: hi) : .adaptive(minimum: lo, maximum: hi))
        default:
            return .failure(ArgumentProblem("unknown GridItem size '.\(kind)'; use .fixed, .flexible or .adaptive"))
        }
    }
}
