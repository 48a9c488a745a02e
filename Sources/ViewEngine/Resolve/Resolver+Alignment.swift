import ViewLayout

extension Resolver {
    /// Custom alignments (`alignment valueColumn: horizontal { d in d[.leading] }`) become
    /// guides of the layout tree with their default value (§3.1).
    mutating func registerAlignments() {
        for name in document.definitions.names(of: .alignment) {
            guard case .alignment(let definition)? = document.definitions[name],
                  let result = definition.defaultValue.resultExpression else { continue }
            let axis: Axis = definition.axis == .horizontal ? .horizontal : .vertical
            let parameters = definition.defaultValue.parameters
            let states = document.stateValues
            // A default reads only built-in guides, so guides cannot recurse into each other.
            layout.registerGuide(named: name, axis: axis) { dimensions in
                let d = Resolver.dimensions(dimensions, axis: axis, guides: nil)
                let scope = parameters.isEmpty
                    ? EvaluationScope(states: states, shorthands: [d]) : EvaluationScope(states: states, locals: [parameters[0]: d])
                return (try? Evaluator.evaluate(result, in: scope))?.number ?? 0
            }
        }
    }

    /// The closure of `.alignmentGuide(g) { d in … }`, evaluated during layout with the
    /// child's dimensions (§3.2).
    func guideComputation(_ result: Expression, parameters: [String], axis: Axis, scope: [String: Value]) -> GuideComputation {
        let states = document.stateValues
        let guides = layout.guides
        return { dimensions in
            let d = Resolver.dimensions(dimensions, axis: axis, guides: guides)
            var locals = scope
            var shorthands: [Value] = []
            if let name = parameters.first { locals[name] = d } else { shorthands = [d] }
            return (try? Evaluator.evaluate(result, in: EvaluationScope(states: states, locals: locals, shorthands: shorthands)))?
                .number ?? 0
        }
    }

    /// `ViewDimensions` as a value: `d.width`, `d[.leading]`, `d[explicit: .top]`; `.center`
    /// is the center of the guide's own axis.
    static func dimensions(_ d: ViewDimensions, axis: Axis, guides: GuideRegistry?) -> Value {
        var fields: [Value.Field] = [.init("width", .number(d.width)), .init("height", .number(d.height))]
        let builtIn: [(String, AlignmentGuide)] = [
            ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
            ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
            ("center", axis == .horizontal ? .horizontalCenter : .verticalCenter),
        ]
        var all = builtIn
        if let guides { all += guides.customGuides.map { (guides.name(of: $0), $0) } }
        for (name, guide) in all {
            fields.append(.init(name, .number(d[guide])))
            if let explicit = d[explicit: guide] { fields.append(.init("explicit." + name, .number(explicit))) }
        }
        return .record(type: "ViewDimensions", fields: fields)
    }

    /// A guide by name: built-in or custom; `.center` on the given axis (horizontal by default).
    func guide(named name: String, axis: Axis?) -> AlignmentGuide {
        AlignmentGuide(named: name, axis: axis, guides: layout.guides)
    }

    /// `.frame(alignment:)`, `.overlay(alignment:)`.
    func frameAlignment(_ argument: ModifierArgument?) -> Alignment {
        guard case .guide(let name)? = argument else { return .center }
        return Alignment(named: name) ?? .center
    }
}
