/// Methods of values: the geometry proxy's `frame(in:)` and `bounds(of:)` (§10.2); the layout
/// values' (Evaluator+LayoutMethods.swift).
extension Evaluator {
    /// The method names the language knows (for checking names when a line is lowered).
    public static let methods = ["frame", "bounds"] + rectMethods + layoutMethods + numberFormatMethods + dateMethods + searchMethods + stringMethods
    /// `s.contains("@")`, `s.hasPrefix("http")`, `s.hasSuffix(".png")` on strings (Swift's: a
    /// substring; an empty one is in every string), `xs.contains(v)` on lists (an element equal to v).
    static let searchMethods = ["contains", "hasPrefix", "hasSuffix", "localizedCaseInsensitiveContains", "localizedStandardContains"]

    static func method(
        _ name: String, of receiver: Value, arguments: [Value.Field], in scope: EvaluationScope
    ) throws(EvaluationError) -> Value {
        try method(name, of: receiver, arguments: arguments, context: scope.context, work: scope.work)
    }

    /// A method of a value; `context` answers the running layout's (nil outside one).
    static func method(
        _ name: String, of receiver: Value, arguments: [Value.Field], context: InterpreterContext?, work: EvaluationWork? = nil
    ) throws(EvaluationError) -> Value {
        if let result = try layoutMethod(name, of: receiver, arguments: arguments, context: context) { return result }
        return try method(name, of: receiver, arguments: arguments, work: work)
    }

    /// `work`, when given, counts the date styles shown whose strings are unconfirmed (§18.16).
    static func method(_ name: String, of receiver: Value, arguments: [Value.Field], work: EvaluationWork? = nil) throws(EvaluationError) -> Value {
        switch (receiver, name) {
        case (.record("GeometryProxy", _), "frame"):
            guard arguments.count == 1, arguments[0].label == "in" else {
                throw EvaluationError("frame takes one argument, in: (.local, .global or .named(name))")
            }
            return try Anchor.frame(of: receiver, in: arguments[0].value)
        case (.record("GeometryProxy", _), "bounds"):
            guard arguments.count == 1, arguments[0].label == "of" else {
                throw EvaluationError("bounds takes one argument, of: (.named(name))")
            }
            return try Anchor.bounds(of: arguments[0].value, in: receiver)
        case (.string(let text), _) where searchMethods.contains(name):
            guard arguments.count == 1, arguments[0].label == nil, case .string(let part) = arguments[0].value else {
                throw EvaluationError("\(name) takes one string, as in text.\(name)(\"@\")")
            }
            if part.isEmpty { return .bool(name.hasPrefix("has") || name == "contains") }
            switch name {
            case "hasPrefix": return .bool(text.hasPrefix(part))
            case "hasSuffix": return .bool(text.hasSuffix(part))
            case "contains": return .bool(text.contains(part))
            default:
                // `localizedCaseInsensitiveContains` (the `.searchable` filter): case ignored, in
                // viewsh's one locale; `localizedStandardContains` ignores case the same way (its
                // diacritic folding is not modelled). An empty search matches nothing, as Foundation's.
                return .bool(text.lowercased().contains(part.lowercased()))
            }
        case (.list(let items), "contains"):
            guard arguments.count == 1, arguments[0].label == nil else { throw EvaluationError("contains takes one value, as in list.contains(2)") }
            return .bool(items.contains(arguments[0].value))
        default:
            if let result = try rectMethod(name, of: receiver, arguments: arguments) { return result }
            if let result = try stringMethod(name, of: receiver, arguments: arguments) { return result }
            if let result = try numberFormatMethod(name, of: receiver, arguments: arguments) { return result }
            if let result = try dateMethod(name, of: receiver, arguments: arguments, work: work) { return result }
            throw EvaluationError("\(receiver.kindName) has no method '\(name)'")
        }
    }
}

/// Anchors and coordinate spaces as values (§10). An anchor is a record `Anchor<CGRect>` /
/// `Anchor<CGPoint>` holding its value in the window's (global) coordinates; only a geometry
/// proxy can read it, converting it into the proxy's own space. A proxy carries its global
/// frame and the global origins of the named coordinate spaces above it.
public enum Anchor {
    public static func isAnchor(_ type: String) -> Bool { type.hasPrefix("Anchor<") }

    /// `Anchor<CGRect>` of a global rectangle.
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> Value {
        .record(type: "Anchor<CGRect>", fields: [.init("x", .number(x)), .init("y", .number(y)),
                                                 .init("width", .number(width)), .init("height", .number(height))])
    }

    /// `Anchor<CGPoint>` of a global point.
    public static func point(x: Double, y: Double) -> Value {
        .record(type: "Anchor<CGPoint>", fields: [.init("x", .number(x)), .init("y", .number(y))])
    }

    /// The anchor an `Anchor.Source` gives for a view whose global frame is
    /// (x, y, width, height): `.bounds`, a named unit point, or `UnitPoint(x:y:)` (§10.1 rules 2–3).
    public static func make(_ source: Value, x: Double, y: Double, width: Double, height: Double) throws(EvaluationError) -> Value {
        switch source {
        case .symbol("bounds"):
            return rect(x: x, y: y, width: width, height: height)
        case .symbol(let name):
            guard let (ux, uy) = unitPoints[name] else {
                throw EvaluationError("unknown anchor source '.\(name)': use .bounds or a unit point such as .topLeading")
            }
            return point(x: x + ux * width, y: y + uy * height)
        case .record("UnitPoint", let fields), .record(".unitPoint", let fields):
            let inner: [Value.Field]
            if fields.count == 1, case .record("UnitPoint", let unit) = fields[0].value { inner = unit } else { inner = fields }
            guard let ux = inner.first(where: { $0.label == "x" })?.value.number,
                  let uy = inner.first(where: { $0.label == "y" })?.value.number else {
                throw EvaluationError("a unit point needs x and y, as in UnitPoint(x: 0.25, y: 0.75)")
            }
            return point(x: x + ux * width, y: y + uy * height)
        default:
            throw EvaluationError("an anchor's source is .bounds or a unit point, got \(source)")
        }
    }

    static let unitPoints: [String: (Double, Double)] = [
        "topLeading": (0, 0), "top": (0.5, 0), "topTrailing": (1, 0), "leading": (0, 0.5), "center": (0.5, 0.5),
        "trailing": (1, 0.5), "bottomLeading": (0, 1), "bottom": (0.5, 1), "bottomTrailing": (1, 1),
    ]

    static func number(_ fields: [Value.Field], _ label: String) -> Double {
        fields.first { $0.label == label }?.value.number ?? 0
    }

    /// The proxy's global origin.
    static func origin(_ proxy: Value) -> (Double, Double) {
        guard case .record(_, let fields) = proxy, case .record(_, let frame)? = fields.first(where: { $0.label == "frame" })?.value
        else { return (0, 0) }
        return (number(frame, "minX"), number(frame, "minY"))
    }

    /// `proxy[anchor]`: the anchor in the proxy's local space (§10.1 rule 5).
    static func resolve(_ anchor: Value, in proxy: Value) throws(EvaluationError) -> Value {
        guard case .record(let type, let fields) = anchor else { throw EvaluationError("not an anchor") }
        let (ox, oy) = origin(proxy)
        if type == "Anchor<CGPoint>" {
            return .record(type: "CGPoint", fields: [.init("x", .number(number(fields, "x") - ox)),
                                                     .init("y", .number(number(fields, "y") - oy))])
        }
        return Resolver.rectValue(x: number(fields, "x") - ox, y: number(fields, "y") - oy,
                                  width: number(fields, "width"), height: number(fields, "height"))
    }

    /// `proxy.frame(in: space)` (§10.2 rule 3).
    static func frame(of proxy: Value, in space: Value) throws(EvaluationError) -> Value {
        guard case .record(_, let fields) = proxy, case .record(_, let frame)? = fields.first(where: { $0.label == "frame" })?.value
        else { throw EvaluationError("not a geometry proxy") }
        let w = number(frame, "width"), h = number(frame, "height")
        let (ox, oy) = origin(proxy)
        switch space {
        case .symbol("local"): return Resolver.rectValue(x: 0, y: 0, width: w, height: h)
        case .symbol("global"): return Resolver.rectValue(x: ox, y: oy, width: w, height: h)
        default:
            let name = try spaceName(space)
            guard let (sx, sy) = namedOrigin(name, in: fields) else {
                // §10.2 rule 5: unconfirmed; viewsh falls back to the global space (option missingCoordinateSpace).
                if case .bool(true)? = fields.first(where: { $0.label == "missingSpaceIsError" })?.value {
                    throw EvaluationError("no coordinate space named \(name) above this reader (§10.2)")
                }
                return Resolver.rectValue(x: ox, y: oy, width: w, height: h)
            }
            return Resolver.rectValue(x: ox - sx, y: oy - sy, width: w, height: h)
        }
    }

    /// `proxy.bounds(of: .named(n))`: the space's bounds in the proxy's local space, or nil.
    static func bounds(of space: Value, in proxy: Value) throws(EvaluationError) -> Value {
        guard case .record(_, let fields) = proxy else { throw EvaluationError("not a geometry proxy") }
        let name = try spaceName(space)
        guard let spaces = fields.first(where: { $0.label == "coordinateSpaces" })?.value, case .list(let items) = spaces,
              case .tuple(let entry)? = items.first(where: { if case .tuple(let f) = $0 { f.first?.value == name } else { false } })
        else { return .none }
        let (ox, oy) = origin(proxy)
        return Resolver.rectValue(x: number(entry, "x") - ox, y: number(entry, "y") - oy,
                                  width: number(entry, "width"), height: number(entry, "height"))
    }

    /// `.named("stack")` or a bare name → the name.
    static func spaceName(_ space: Value) throws(EvaluationError) -> Value {
        switch space {
        case .record(".named", let fields) where fields.count == 1: return fields[0].value
        case .string, .number: return space
        default: throw EvaluationError("a coordinate space is .local, .global or .named(name), got \(space)")
        }
    }

    static func namedOrigin(_ name: Value, in fields: [Value.Field]) -> (Double, Double)? {
        guard let spaces = fields.first(where: { $0.label == "coordinateSpaces" })?.value, case .list(let items) = spaces else { return nil }
        for item in items {
            if case .tuple(let entry) = item, entry.first?.value == name { return (number(entry, "x"), number(entry, "y")) }
        }
        return nil
    }
}
