import ViewLayout

/// A custom layout as the engine sees it: a `LayoutRule` whose two methods run the user's
/// statements (Docs/Semantics.md §14.1). Each call gets its own interpreter run
/// (UserLayoutRun) with the layout's properties, its method's parameters and the subviews;
/// the engine caches its answers by proposal and places its subviews like any rule's.
///
/// `bounds` in `placeSubviews` is the layout's own rectangle with its origin at (0, 0): viewsh
/// places subviews relative to their container, so the origin SwiftUI would give (the layout's
/// place in its parent) is not known there, and code that adds `bounds.minX` / `bounds.minY`
/// — as it must in SwiftUI — gets the same positions either way.
public struct UserLayoutRule: LayoutRule {
    public let definition: LayoutDefinition
    /// The layout's properties: its parameters with their values, in the parameters' order.
    public let properties: [(name: String, value: Value)]
    /// The layouts its code may delegate to (all the session's, as they were when it was built).
    let library: [String: LayoutDefinition]
    /// The session's memory of layouts that used up their steps in this command.
    let exhaustions: LayoutExhaustions

    /// The rule for `definition` with the fields of a layout value (`FlowLayout(spacing: 4)`);
    /// parameters left out take their defaults, evaluated with `work` (the body evaluation's
    /// meter, so a default's `UUID()` counts on from the session's as a body's does, §18.17).
    init(_ definition: LayoutDefinition, fields: [Value.Field], definitions: Definitions, work: EvaluationWork? = nil) throws(EvaluationError) {
        self.definition = definition
        properties = try Self.bind(definition, fields, work: work)
        var library: [String: LayoutDefinition] = [:]
        for name in definitions.names(of: .layout) { library[name] = definitions.layout(name) }
        self.library = library
        exhaustions = definitions.layoutExhaustions
    }

    init(_ definition: LayoutDefinition, properties: [(name: String, value: Value)], library: [String: LayoutDefinition],
         exhaustions: LayoutExhaustions = LayoutExhaustions()) {
        self.definition = definition
        self.properties = properties
        self.library = library
        self.exhaustions = exhaustions
    }

    /// The parameters' values: written fields by label, the rest from their defaults.
    static func bind(_ definition: LayoutDefinition, _ fields: [Value.Field], work: EvaluationWork? = nil)
        throws(EvaluationError) -> [(name: String, value: Value)]
    {
        for field in fields where !definition.parameters.contains(where: { $0.name == field.label }) {
            throw EvaluationError("layout '\(definition.name)' has no parameter '\(field.label ?? "_")'")
        }
        var result: [(name: String, value: Value)] = []
        for parameter in definition.parameters {
            if let field = fields.first(where: { $0.label == parameter.name }) {
                result.append((parameter.name, field.value))
            } else if let defaultValue = parameter.defaultValue {
                result.append((parameter.name, try Evaluator.evaluate(defaultValue, in: EvaluationScope(work: work))))
            } else {
                throw EvaluationError("layout '\(definition.name)' needs its parameter '\(parameter.name)'")
            }
        }
        return result
    }

    public var name: String { definition.name }
    public var runsCode: Bool { true }
    public var tracesPlacement: Bool { true }

    public var description: String {
        properties.isEmpty ? name : name + "(" + properties.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + ")"
    }

    public func isSame(as other: any LayoutRule) -> Bool {
        guard let other = other as? UserLayoutRule, other.definition == definition else { return false }
        return other.properties.elementsEqual(properties) { $0.name == $1.name && $0.value == $1.value }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        // Out of steps: the layout that used them up has said so; the rest answer nothing.
        guard subviews.stepsLeft > 0 else { return .zero }
        let run = UserLayoutRun(rule: self, subviews: subviews)
        if subviews.isTraced { subviews.note("sizeThatFits(proposal: \(LayoutValues.describe(proposal))) runs") }
        if exhaustions.failsAtOnce(definition.compiled, "sizeThatFits", subviews) { return .zero }
        do throws(EvaluationError) {
            let returned = try run.call(definition.sizeThatFits, definition.compiled.sizeThatFits,
                                        [LayoutValues.proposal(proposal), run.subviewValues])
            guard let returned else { throw EvaluationError("sizeThatFits ended without returning a size") }
            let size = try LayoutValues.size(returned, what: "the size sizeThatFits returns")
            if size.width.isNaN || size.height.isNaN { throw EvaluationError("sizeThatFits returned a NaN size (\(size))") }
            if subviews.isTraced { subviews.note("sizeThatFits returns \(size)") }
            return size
        } catch {
            run.fail(error, in: "sizeThatFits")
            return .zero
        }
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard subviews.stepsLeft > 0 else { return }
        let run = UserLayoutRun(rule: self, subviews: subviews)
        let rect = Resolver.rectValue(x: 0, y: 0, width: bounds.width, height: bounds.height)
        if subviews.isTraced {
            subviews.note("placeSubviews(in: (0, 0, \(formatLength(bounds.width)), \(formatLength(bounds.height))), "
                          + "proposal: \(LayoutValues.describe(proposal))) runs")
        }
        if exhaustions.failsAtOnce(definition.compiled, "placeSubviews", subviews) { return }
        do throws(EvaluationError) {
            _ = try run.call(definition.placeSubviews, definition.compiled.placeSubviews,
                             [rect, LayoutValues.proposal(proposal), run.subviewValues])
            run.reportUnplaced(proposal: proposal)
        } catch {
            run.fail(error, in: "placeSubviews")
            return
        }
        checkBoundsOrigin(placed: run.positions, bounds: bounds, proposal: proposal, subviews: subviews)
    }

    /// How close to its first position a subview must stay in the moved probe to count as not
    /// following the origin: relative to the bounds (a millionth of the larger side, at least
    /// 1e-6 pt), far below a pixel and far above the rounding of sums of that size.
    static func originTolerance(_ bounds: Size) -> Double {
        let side = max(bounds.width.isFinite ? abs(bounds.width) : 0, bounds.height.isFinite ? abs(bounds.height) : 0)
        return 1e-6 * max(1, side)
    }

    /// viewsh gives `bounds` the origin (0, 0); SwiftUI gives the layout's place in its parent,
    /// generally elsewhere (§14.1 rule 3). Running the placement again with the bounds moved
    /// shows code that forgets `bounds.minX` / `bounds.minY`: its positions do not move with them.
    /// Such code is right in viewsh and wrong in SwiftUI, so it gets a note.
    ///
    /// A subview is noted when, on an axis, it stayed where it was (within `tolerance`, a
    /// millionth of the bounds' larger side, at least a millionth of a point) while the bounds
    /// moved 1,000 pt. It is not noted merely for landing elsewhere: sums at 1,000 round
    /// differently than at 0, so code that compares with the bounds at an exact fit
    /// (`x + w > bounds.maxX` after three thirds of the width) can take the other branch in the
    /// probe and wrap a subview that fits — that code follows the origin, and so does its subview.
    func checkBoundsOrigin(placed: [Point?], bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        guard placed.contains(where: { $0 != nil }), subviews.stepsLeft > 0 else { return }
        let shift = 1000.0
        let probe = UserLayoutRun(rule: self, subviews: subviews, isProbe: true)
        let moved = Resolver.rectValue(x: shift, y: shift, width: bounds.width, height: bounds.height)
        let ran = subviews.quietly { () -> Bool in
            do throws(EvaluationError) {
                _ = try probe.call(definition.placeSubviews, definition.compiled.placeSubviews,
                                   [moved, LayoutValues.proposal(proposal), probe.subviewValues])
                return true
            } catch {
                return false
            }
        }
        guard ran else { return }
        let tolerance = Self.originTolerance(bounds)
        let ignored = placed.indices.filter { index in
            guard let position = placed[index], let shifted = probe.positions[index] else { return false }
            return abs(shifted.x - position.x) <= tolerance || abs(shifted.y - position.y) <= tolerance
        }
        guard let first = ignored.first else { return }
        let which = ignored.count == 1 ? "subviews[\(first)]" : "\(ignored.count) subviews (subviews[\(first)] first)"
        subviews.report("layout '\(name)' places \(which) without following bounds' origin (bounds.minX, bounds.minY): "
                        + "viewsh's bounds start at (0, 0), SwiftUI's are where the layout is in its parent (§14.1 rule 3), "
                        + "so there they would be off by that much", isError: false)
    }
}
