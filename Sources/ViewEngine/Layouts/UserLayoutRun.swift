import ViewLayout

/// One call of a custom layout's method: the interpreter's context for it, answering the
/// subviews' methods (`sizeThatFits`, `dimensions(in:)`, `place(at:anchor:proposal:)`,
/// `spacing.distance(to:along:)`) through the engine's `Subviews`, tracing each call for `why`
/// (§14.2), and running the methods of other custom layouts it delegates to. Valid only while
/// the engine's call lasts.
final class UserLayoutRun {
    let subviews: Subviews
    let context: InterpreterContext
    let library: [String: LayoutDefinition]
    let exhaustions: LayoutExhaustions
    /// The layout whose code runs (another one while delegating) and its properties.
    private(set) var layout: LayoutDefinition
    private(set) var properties: [String: Value]
    /// The first `place` call of each subview (written out only for a message), by index.
    private var placeCalls: [PlaceCall?]
    /// A layout nested in a subview used up the pass's steps: it has said so.
    private var stoppedInside = false
    /// A second run of `placeSubviews` with its bounds moved (UserLayoutRule.checkBoundsOrigin):
    /// `place` only records where it would put each subview; nothing is traced or reported.
    let isProbe: Bool
    /// Where `place` put each subview's anchor (the last call), by index.
    private(set) var positions: [Point?]
    /// The subviews already reported as placed twice in this run.
    private var placedTwice = Set<Int>()
    /// The `print` calls of this run reported as notes.
    private var reportedPrints = 0

    init(rule: UserLayoutRule, subviews: Subviews, isProbe: Bool = false) {
        self.isProbe = isProbe
        self.subviews = subviews
        placeCalls = Array(repeating: nil, count: subviews.count)
        positions = Array(repeating: nil, count: subviews.count)
        library = rule.library
        exhaustions = rule.exhaustions
        layout = rule.definition
        properties = Dictionary(rule.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        context = InterpreterContext(stepsLeft: subviews.stepsLeft, limit: LayoutTree.ruleStepLimit,
                                     interrupted: subviews.interruption)
        context.functions = rule.definition.functions
        context.compiledFunctions = rule.definition.compiled.functions
        context.layout = self
    }

    /// The subviews as values: `LayoutSubview(index:priority:spacing:)` records.
    lazy var subviewValues: Value = .list(subviews.indices.map { index in
        .record(type: "LayoutSubview", fields: [
            .init("index", .number(Double(index))), .init("priority", .number(subviews.priority(index))),
            .init("spacing", .record(type: "ViewSpacing", fields: [.init("index", .number(Double(index)))])),
        ])
    })

    /// Runs one method of the running layout with its parameters bound; what it returned (nil
    /// when it ran to its end). The steps it spent are taken from the pass.
    func call(_ method: LayoutMethod, _ compiled: CompiledBody, _ arguments: [Value]) throws(EvaluationError) -> Value? {
        defer {
            subviews.stepsLeft = max(context.stepsLeft, 0)
            reportPrinted()
        }
        return try run(method, compiled, arguments)
    }

    /// The `print(…)` calls not reported yet, a note each (a line printed again is noted once: the
    /// pass's notes are kept once each, and `why` shows every call).
    private func reportPrinted() {
        defer { reportedPrints = context.printed.count }
        guard !isProbe else { return }
        if context.printed.count > reportedPrints {
            for output in context.printed[reportedPrints...] {
                subviews.report("layout '\(layout.name)' printed: \(Value.consoleLine(Value.consoleText(output)))", isError: false)
            }
        }
        if context.unprinted > 0 {
            subviews.report("layout '\(layout.name)' printed more than \(InterpreterContext.printLimitsText) in one run: "
                            + "the rest is not shown", isError: false)
        }
    }

    /// Runs a method's compiled body with the properties and the method's parameters (a `cache`
    /// parameter is `()`) as its locals; what it returned.
    private func run(_ method: LayoutMethod, _ compiled: CompiledBody, _ arguments: [Value]) throws(EvaluationError) -> Value? {
        let machine = compiled.machine(locals: [:], context: context)
        for (name, value) in properties {
            if let slot = compiled.names[name] { machine.slots[slot] = value }
        }
        for (parameter, value) in zip(method.parameters, arguments + [.tuple([])]) {
            if let slot = compiled.names[parameter] { machine.slots[slot] = value }
        }
        try compiled.run(machine)
        return machine.returnedValue
    }

    /// Reports an error of the top-level method against the layout's node (unless a layout inside
    /// ran out of steps and has reported that).
    func fail(_ error: EvaluationError, in method: String) {
        let message = stoppedInside ? nil : "layout '\(layout.name)', \(method): \(error.message)"
        if context.isExhausted {
            subviews.stepsLeft = 0
            if !isProbe { exhaustions.note(layout.compiled, method, message: message) }
        }
        guard let message, !isProbe else { return }
        subviews.report(message, isError: true)
    }

    /// After `placeSubviews`: a note for each subview it did not place (§14.1 rule 5).
    func reportUnplaced(proposal: ProposedSize) {
        for index in subviews.indices where placeCalls[index] == nil {
            subviews.report("layout '\(layout.name)' does not place subviews[\(index)]: SwiftUI puts it at the centre of the "
                            + "layout, proposed the layout's own proposal \(LayoutValues.describe(proposal)) (§14.1 rule 5)",
                            isError: false)
        }
    }

    /// Whether `why` records this run's calls.
    var isTraced: Bool { !isProbe && subviews.isTraced }

    // MARK: asking the engine

    /// Hands the steps left to the engine for a subview's answer (the subview may be a custom
    /// layout too) and takes back what is left after it.
    private func ask<T>(_ body: () -> T) throws(EvaluationError) -> T {
        subviews.stepsLeft = max(context.stepsLeft, 0)
        let result = body()
        let left = subviews.stepsLeft
        if left <= 0, context.stepsLeft > 0 {
            stoppedInside = true
            context.setStepsLeft(-1)
            throw EvaluationError("stopped: a layout inside used up the steps")
        }
        context.setStepsLeft(left)
        return result
    }

    private func index(of subview: Value) throws(EvaluationError) -> Int {
        guard case .record(_, let fields) = subview, let n = LayoutValues.field("index", fields)?.number,
              let index = Int(exactly: n), subviews.indices.contains(index)
        else { throw EvaluationError("\(subview) is not a subview of this layout") }
        return index
    }

    private func argument(_ label: String?, _ arguments: [Value.Field], of call: String) throws(EvaluationError) -> Value {
        guard let value = arguments.first(where: { $0.label == label })?.value else {
            throw EvaluationError("\(call) needs its argument '\(label ?? "_")'")
        }
        return value
    }

    private func checkLabels(_ arguments: [Value.Field], _ allowed: [String?], of call: String) throws(EvaluationError) {
        for argument in arguments where !allowed.contains(argument.label) {
            throw EvaluationError("\(call) has no argument '\(argument.label ?? "_")'")
        }
    }

    // MARK: the subviews' methods

    /// `subview.sizeThatFits(p)`, `subview.dimensions(in: p)`, `subview.place(…)`,
    /// `a.spacing.distance(to: b.spacing, along: .horizontal)`.
    func subviewMethod(_ name: String, of receiver: Value, arguments: [Value.Field]) throws(EvaluationError) -> Value {
        let index = try self.index(of: receiver)
        var who: String { "subviews[\(index)]" }
        if case .record("ViewSpacing", _) = receiver {
            guard name == "distance" else { throw EvaluationError("a ViewSpacing has no method '\(name)'") }
            try checkLabels(arguments, ["to", "along"], of: "distance(to:along:)")
            let other = try self.index(of: argument("to", arguments, of: "distance(to:along:)"))
            let axis: Axis
            switch try argument("along", arguments, of: "distance(to:along:)") {
            case .symbol("horizontal"): axis = .horizontal
            case .symbol("vertical"): axis = .vertical
            case let value: throw EvaluationError("'along' is .horizontal or .vertical, got \(value)")
            }
            let distance = subviews.spacing(between: index, and: other, along: axis)
            if isTraced {
                subviews.note("\(who).spacing.distance(to: subviews[\(other)].spacing, along: .\(axis == .horizontal ? "horizontal" : "vertical")) → \(formatLength(distance))")
            }
            return .number(distance)
        }
        switch name {
        case "sizeThatFits":
            guard arguments.count == 1, arguments[0].label == nil else {
                throw EvaluationError("sizeThatFits takes one proposal: subview.sizeThatFits(.unspecified)")
            }
            let proposal = try LayoutValues.proposedSize(arguments[0].value)
            let size = try ask { subviews.sizeThatFits(index, proposal) }
            if isTraced { subviews.note("\(who).sizeThatFits(\(LayoutValues.describe(proposal))) → \(size)") }
            return LayoutValues.size(size)
        case "dimensions":
            guard arguments.count == 1, arguments[0].label == "in" else {
                throw EvaluationError("dimensions takes one proposal: subview.dimensions(in: .unspecified)")
            }
            let proposal = try LayoutValues.proposedSize(arguments[0].value)
            let dimensions = try ask { subviews.dimensions(index, proposal) }
            if isTraced {
                subviews.note("\(who).dimensions(in: \(LayoutValues.describe(proposal))) → \(formatLength(dimensions.width))×\(formatLength(dimensions.height))")
            }
            return Resolver.dimensions(dimensions, axis: .horizontal, guides: nil)
        case "place":
            return try place(index, arguments)
        default:
            throw EvaluationError("a subview has no method '\(name)'; it has sizeThatFits, dimensions(in:) and place(at:anchor:proposal:)")
        }
    }

    /// `subview.place(at: point, anchor: .topLeading, proposal: p)` (§14.1 rule 4).
    private func place(_ index: Int, _ arguments: [Value.Field]) throws(EvaluationError) -> Value {
        let call = "place(at:anchor:proposal:)"
        try checkLabels(arguments, ["at", "anchor", "proposal"], of: call)
        guard subviews.isPlacing else { throw EvaluationError("place(at:) can be called only in placeSubviews") }
        let position = try LayoutValues.point(argument("at", arguments, of: call), what: "place(at:)'s position")
        let anchor = try arguments.first { $0.label == "anchor" }.map { field throws(EvaluationError) in
            try LayoutValues.unitPoint(field.value)
        } ?? .topLeading
        let proposal = try LayoutValues.proposedSize(argument("proposal", arguments, of: call))
        let size = try ask { subviews.sizeThatFits(index, proposal) }
        let origin = Point(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        let written = PlaceCall(position: position, anchor: anchor, proposal: proposal)
        guard origin.x.isFinite, origin.y.isFinite else {
            throw EvaluationError("subviews[\(index)].\(written) gives it the origin \(origin); SwiftUI stops there with "
                                  + "'view origin is invalid' (§14.1 rule 6)")
        }
        positions[index] = position
        if isProbe { return .tuple([]) }
        if let first = placeCalls[index] {
            // Said once a subview: a loop that places the same subview again and again (`index += 0`)
            // made a note per call, each different, searched linearly (found by the session fuzzer: 89 s).
            if placedTwice.insert(index).inserted {
                subviews.report("layout '\(layout.name)' places subviews[\(index)] twice: \(first), then \(written); "
                                + "the last call is used (§14.1 rule 5)", isError: false)
            }
        } else {
            placeCalls[index] = written
        }
        try ask { subviews.place(index, at: position, anchor: anchor, proposal: proposal) }
        if isTraced { subviews.note("subviews[\(index)].\(written) → \(size) at \(origin)") }
        return .tuple([])
    }

    // MARK: delegating to another layout

    /// `OtherLayout(…).sizeThatFits(proposal: p, subviews: s)` or `.placeSubviews(in:proposal:subviews:)`:
    /// the other layout's code runs here, on these subviews.
    func delegate(_ name: String, to other: LayoutDefinition, fields: [Value.Field], arguments: [Value.Field]) throws(EvaluationError) -> Value {
        let method: LayoutMethod
        let compiled: CompiledBody
        let labels: [String]
        switch name {
        case "sizeThatFits":
            (method, compiled) = (other.sizeThatFits, other.compiled.sizeThatFits)
            labels = ["proposal", "subviews"]
        case "placeSubviews":
            (method, compiled) = (other.placeSubviews, other.compiled.placeSubviews)
            labels = ["in", "proposal", "subviews"]
            guard subviews.isPlacing else { throw EvaluationError("placeSubviews can be called only in placeSubviews") }
        default:
            throw EvaluationError("layout '\(other.name)' has no method '\(name)'")
        }
        let call = "\(other.name).\(name)(" + labels.map { $0 + ":" }.joined() + ")"
        try checkLabels(arguments, labels + ["cache"], of: call)
        var values: [Value] = []
        for label in labels { values.append(try argument(label, arguments, of: call)) }
        let properties = try UserLayoutRule.bind(other, fields)
        let saved = (layout, self.properties, context.functions, context.compiledFunctions)
        layout = other
        self.properties = Dictionary(properties.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        context.functions = other.functions
        context.compiledFunctions = other.compiled.functions
        defer { (layout, self.properties, context.functions, context.compiledFunctions) = saved }
        if isTraced { subviews.note("delegates to \(call)") }
        let returned = try context.nested("layout '\(other.name)'") { () throws(EvaluationError) -> Value? in
            try run(method, compiled, values)
        }
        if name == "sizeThatFits" {
            guard let returned else { throw EvaluationError("\(call) ended without returning a size") }
            return returned
        }
        return .tuple([])
    }
}

/// A `place` call as messages and `why` write it: `place(at: (0, 0), anchor: .topLeading, proposal: .unspecified)`.
struct PlaceCall: CustomStringConvertible {
    var position: Point
    var anchor: UnitPoint
    var proposal: ProposedSize

    var description: String {
        "place(at: \(position), anchor: \(LayoutValues.describe(anchor)), proposal: \(LayoutValues.describe(proposal)))"
    }
}
