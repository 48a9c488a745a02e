import ViewLayout

/// The values a layout's code works with, and their conversions to the engine's types:
/// `ProposedViewSize` (a record with optional `width` and `height`; `.unspecified`, `.zero`,
/// `.infinity`), `CGSize`, `CGPoint`, `CGRect` (the bounds), `UnitPoint`, and the subviews
/// (a list of `LayoutSubview` records that the running layout answers for, UserLayoutRun.swift).
public enum LayoutValues {
    // MARK: proposals

    static func proposal(_ p: ProposedSize) -> Value {
        .record(type: "ProposedViewSize", fields: [
            .init("width", p.width.map(Value.number) ?? .none), .init("height", p.height.map(Value.number) ?? .none),
        ])
    }

    /// A proposal written in code: `.unspecified`, `.zero`, `.infinity`,
    /// `ProposedViewSize(width: w, height: nil)`, `ProposedViewSize(size)`.
    static func proposedSize(_ value: Value) throws(EvaluationError) -> ProposedSize {
        switch value {
        case .symbol("unspecified"): return .unspecified
        case .symbol("zero"): return ProposedSize(width: 0, height: 0)
        case .number(let n) where n == .infinity: return ProposedSize(width: .infinity, height: .infinity)
        case .record("ProposedViewSize", let fields):
            if fields.count == 1, fields[0].label == nil {
                let size = try self.size(fields[0].value, what: "ProposedViewSize(_:)")
                return ProposedSize(width: size.width, height: size.height)
            }
            let width = try optionalLength(field("width", fields), "width")
            let height = try optionalLength(field("height", fields), "height")
            return ProposedSize(width: width, height: height)
        default:
            throw EvaluationError("a proposal is .unspecified, .zero, .infinity or ProposedViewSize(width:height:), got "
                                  + "\(value.kindName) (\(value))")
        }
    }

    private static func optionalLength(_ value: Value?, _ name: String) throws(EvaluationError) -> Double? {
        switch value {
        case nil, .none?: return nil
        case .number(let n)?:
            if n.isNaN { throw EvaluationError("a proposal's \(name) cannot be NaN") }
            return n
        case let other?: throw EvaluationError("a proposal's \(name) is a number or nil, got \(other.kindName)")
        }
    }

    /// How `why` writes a proposal: `.unspecified`, `.zero`, `.infinity` or `200×nil`.
    static func describe(_ p: ProposedSize) -> String {
        if p.width == nil, p.height == nil { return ".unspecified" }
        if p.width == 0, p.height == 0 { return ".zero" }
        if p.width == .infinity, p.height == .infinity { return ".infinity" }
        return p.description
    }

    // MARK: sizes, points, rectangles

    static func size(_ s: Size) -> Value {
        .record(type: "CGSize", fields: [.init("width", .number(s.width)), .init("height", .number(s.height))])
    }

    /// A `CGSize` (or `.zero`); `what` names the use for the message.
    static func size(_ value: Value, what: String) throws(EvaluationError) -> Size {
        switch value {
        case .symbol("zero"): return .zero
        case .record("CGSize", let fields):
            guard let width = field("width", fields)?.number, let height = field("height", fields)?.number else {
                throw EvaluationError("\(what) needs a CGSize with a number width and height, got \(value)")
            }
            return Size(width: width, height: height)
        default:
            throw EvaluationError("\(what) must be a CGSize, got \(value.kindName) (\(value))")
        }
    }

    static func point(_ value: Value, what: String) throws(EvaluationError) -> Point {
        switch value {
        case .symbol("zero"): return .zero
        case .record("CGPoint", let fields):
            guard let x = field("x", fields)?.number, let y = field("y", fields)?.number else {
                throw EvaluationError("\(what) needs a CGPoint with number x and y, got \(value)")
            }
            return Point(x: x, y: y)
        default:
            throw EvaluationError("\(what) must be a CGPoint, as in CGPoint(x: 10, y: 20), got \(value.kindName) (\(value))")
        }
    }

    static func point(x: Double, y: Double) -> Value {
        .record(type: "CGPoint", fields: [.init("x", .number(x)), .init("y", .number(y))])
    }

    static func unitPoint(_ value: Value) throws(EvaluationError) -> UnitPoint {
        switch value {
        case .symbol(let name):
            if let (x, y) = Anchor.unitPoints[name] { return UnitPoint(x: x, y: y) }
        case .record("UnitPoint", let fields):
            if let x = field("x", fields)?.number, let y = field("y", fields)?.number { return UnitPoint(x: x, y: y) }
        default:
            break
        }
        throw EvaluationError("an anchor is a unit point such as .center or UnitPoint(x: 0.5, y: 0), got \(value)")
    }

    /// How `why` writes an anchor: `.center`, or `UnitPoint(x: 0.25, y: 1)`.
    static func describe(_ anchor: UnitPoint) -> String {
        if let name = Anchor.unitPoints.first(where: { $0.value == (anchor.x, anchor.y) })?.key { return "." + name }
        return "UnitPoint(x: \(formatLength(anchor.x)), y: \(formatLength(anchor.y)))"
    }

    static func field(_ label: String, _ fields: [Value.Field]) -> Value? {
        fields.first { $0.label == label }?.value
    }

    // MARK: layouts as values

    /// SwiftUI's built-in layouts as values, by the catalogue view whose layout each is.
    public static let builtinLayouts = ["HStackLayout": "HStack", "VStackLayout": "VStack", "ZStackLayout": "ZStack", "GridLayout": "Grid"]

    /// `AnyLayout(x)` is `x` (type erasure changes nothing viewsh can see, §14.1 rule 11).
    static func unwrapped(_ value: Value) -> Value {
        var current = value
        while case .record("AnyLayout", let fields) = current, fields.count == 1 { current = fields[0].value }
        return current
    }

    /// The layout node a layout value gives its container: a built-in layout's own node (the
    /// catalogue view's build, with the value's fields as its arguments), or a custom layout's
    /// rule; nil (with a problem) for anything else.
    static func kind(of written: Value, definitions: Definitions?, arguments: inout EvaluatedArguments) -> LayoutNode.Kind? {
        let value = unwrapped(written)
        guard case .record(let type, let fields) = value else {
            arguments.problem("a layout is HStackLayout(), VStackLayout(), ZStackLayout(), GridLayout() or a layout you defined, got "
                              + "\(value.kindName) (\(value))")
            return nil
        }
        if let definition = definitions?.layout(type) {
            do throws(EvaluationError) {
                return .rule(try UserLayoutRule(definition, fields: fields, definitions: definitions!, work: arguments.scope.work))
            } catch {
                arguments.problem(error.message)
                return nil
            }
        }
        if let swiftName = builtinLayouts[type] {
            guard let info = ViewCatalog.info(swiftName: swiftName), case .node(let build) = info.build else {
                arguments.problem("\(type) is not modelled by viewsh yet (it needs the \(swiftName) view)")
                return nil
            }
            var stored: [String: ModifierArgument] = [:]
            let parameters = info.signature.parameters
            for (position, field) in fields.enumerated() {
                let parameter = field.label.flatMap { label in parameters.first { $0.label == label } }
                    ?? (field.label == nil && position < parameters.count && parameters[position].label == nil ? parameters[position] : nil)
                guard let parameter else {
                    arguments.problem("\(type) has no argument '\(field.label ?? "_")'")
                    return nil
                }
                stored[parameter.name] = .expression(.literal(field.value))
            }
            var inner = EvaluatedArguments(stored: stored, scope: arguments.scope, environment: arguments.environment,
                                           shared: arguments.shared, modifierNames: [], label: arguments.label)
            let kind = build(&inner)
            for problem in inner.problems { arguments.problem("\(type): \(problem)") }
            return kind
        }
        arguments.problem("'\(type)' is not a layout: use HStackLayout(), VStackLayout(), ZStackLayout(), GridLayout() or a layout you defined")
        return nil
    }
}

extension LayoutValues {
    /// How `layout` and `why` name the container: `anylayout(VStackLayout())` with the value
    /// chosen; a custom layout's container as written (`FlowLayout(spacing: 4)`).
    static func label(of value: Value, written: String) -> String {
        guard written.hasPrefix("anylayout") else { return written }
        return "anylayout(\(unwrapped(value)))"
    }
}
