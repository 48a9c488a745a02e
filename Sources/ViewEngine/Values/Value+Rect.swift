/// `CGRect` values (§18.15): one kind whether a GeometryProxy gave it (`proxy.frame(in: .local)`)
/// or code built it (`CGRect(x: 0, y: 0, width: 10, height: 20)`, `CGRect(origin: p, size: s)`,
/// `CGRect()`): a record carrying the members Swift code reads — `minX`, `midX`, `maxX` (and the
/// same in y), `width`, `height`, `origin`, `size` — so `rect.midX` reads the same from either.
/// As CoreGraphics does, the derived members are those of the standardised rectangle (a negative
/// width counts from the other edge); `origin` and `size` are kept as written.
extension Value {
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> Value {
        let minX = min(x, x + width), minY = min(y, y + height)
        let w = abs(width), h = abs(height)
        return .record(type: "CGRect", fields: [
            .init("minX", .number(minX)), .init("minY", .number(minY)),
            .init("maxX", .number(minX + w)), .init("maxY", .number(minY + h)),
            .init("midX", .number(minX + w / 2)), .init("midY", .number(minY + h / 2)),
            .init("width", .number(w)), .init("height", .number(h)),
            .init("origin", .record(type: "CGPoint", fields: [.init("x", .number(x)), .init("y", .number(y))])),
            .init("size", .record(type: "CGSize", fields: [.init("width", .number(width)), .init("height", .number(height))])),
        ])
    }

    /// A record built by `Type(label: value, …)`: a `CGRect` written with its initialiser's labels
    /// becomes the rectangle with all its members; every other record is kept as written.
    static func constructed(type: String, fields: [Field]) -> Value {
        if type == "Date", let date = Evaluator.constructedDate(fields) { return date }
        guard type == "CGRect" else { return .record(type: type, fields: fields) }
        let labels = fields.map(\.label)
        func number(_ value: Value?, _ label: String) -> Double? {
            guard case .record(_, let parts)? = value else { return nil }
            return parts.first { $0.label == label }?.value.number
        }
        if labels.isEmpty { return rect(x: 0, y: 0, width: 0, height: 0) }
        if labels == ["x", "y", "width", "height"], let x = fields[0].value.number, let y = fields[1].value.number,
           let width = fields[2].value.number, let height = fields[3].value.number {
            return rect(x: x, y: y, width: width, height: height)
        }
        if labels == ["origin", "size"], let x = number(fields[0].value, "x"), let y = number(fields[0].value, "y"),
           let width = number(fields[1].value, "width"), let height = number(fields[1].value, "height") {
            return rect(x: x, y: y, width: width, height: height)
        }
        return .record(type: type, fields: fields)
    }

    /// The rectangle's own numbers: origin and size as written.
    var rectParts: (x: Double, y: Double, width: Double, height: Double)? {
        guard case .record("CGRect", let fields) = self else { return nil }
        func part(_ field: String, _ label: String) -> Double? {
            guard case .record(_, let parts)? = fields.first(where: { $0.label == field })?.value else { return nil }
            return parts.first { $0.label == label }?.value.number
        }
        guard let x = part("origin", "x"), let y = part("origin", "y"), let width = part("size", "width"),
              let height = part("size", "height") else { return nil }
        return (x, y, width, height)
    }
}

extension Evaluator {
    /// `rect.insetBy(dx:dy:)`, `rect.offsetBy(dx:dy:)` on a CGRect (§18.15).
    static let rectMethods = ["insetBy", "offsetBy"]

    /// CoreGraphics' answers, on the standardised rectangle: `insetBy` moves each edge in by dx
    /// (dy) — a negative amount moves it out — and gives `CGRect.null` (origin at infinity, size
    /// zero) when the width or height would be negative; `offsetBy` moves the origin.
    static func rectMethod(_ name: String, of receiver: Value, arguments: [Value.Field]) throws(EvaluationError) -> Value? {
        guard rectMethods.contains(name), let r = receiver.rectParts else { return nil }
        guard arguments.count == 2, arguments[0].label == "dx", arguments[1].label == "dy",
              let dx = arguments[0].value.number, let dy = arguments[1].value.number else {
            throw EvaluationError("\(name) takes two numbers, as in rect.\(name)(dx: 8, dy: 8)")
        }
        let x = min(r.x, r.x + r.width), y = min(r.y, r.y + r.height)
        let width = abs(r.width), height = abs(r.height)
        if name == "offsetBy" { return .rect(x: x + dx, y: y + dy, width: width, height: height) }
        let insetWidth = width - 2 * dx, insetHeight = height - 2 * dy
        guard insetWidth >= 0, insetHeight >= 0 else { return .rect(x: .infinity, y: .infinity, width: 0, height: 0) }
        return .rect(x: x + dx, y: y + dy, width: insetWidth, height: insetHeight)
    }
}
