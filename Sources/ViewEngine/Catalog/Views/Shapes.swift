import ViewLayout

extension ViewCatalog {
    /// SwiftUI's shapes (§15): greedy like `rect` (nil → 10), except Circle, which answers a
    /// square (`CircleShape`). Each is drawn as itself in the foreground style, or in what
    /// `.fill` / `.stroke` / `.strokeBorder` say.
    static let shapes: [ViewInfo] = [
        ViewInfo("path", swift: "Path", [Signature([P(nil, "name", .expression, optional: true)])], operand: .string, shape: true,
                 section: "§15.1",
                 summary: "a shape drawn by its own lines (a Path, or a custom Shape named by the string): greedy, nil → 10 (§15.1)",
                 example: "path \"Triangle\" .fill(.orange) .frame(width: 100, height: 80)",
                 build: .node { arguments in
                     _ = arguments.string("name")
                     arguments.drawing = Drawing(.rectangle, fill: arguments.foregroundColour)
                     return .shape
                 }),
        ViewInfo("canvas", swift: "Canvas", section: "§15.1",
                 summary: "a view drawn by a renderer closure: greedy like a shape, nil → 10; its drawing is not run (§15.1)",
                 example: "canvas .frame(height: 120)",
                 build: .node { _ in .shape }),
        ViewInfo("circle", swift: "Circle", shape: true, section: "§15",
                 summary: "a circle: a square of the smaller proposed side, nil → 10 (§15)",
                 example: "circle .fill(.red) .frame(width: 300, height: 100)",
                 build: .node { arguments in
                     arguments.drawing = Drawing(.circle, fill: arguments.foregroundColour)
                     return .rule(CircleShape())
                 }),
        ViewInfo("ellipse", swift: "Ellipse", shape: true, section: "§15",
                 summary: "an ellipse inscribed in the proposal: greedy, nil → 10 (§15)",
                 example: "ellipse .fill(.purple) .aspectRatio(0.75, contentMode: .fit)",
                 build: .node { arguments in
                     arguments.drawing = Drawing(.ellipse, fill: arguments.foregroundColour)
                     return .shape
                 }),
        ViewInfo("capsule", swift: "Capsule", [Signature([P("style", cornerStyle, optional: true)])], shape: true, section: "§15",
                 summary: "a rounded rectangle with radius half the shorter side: greedy, nil → 10 (§15)",
                 example: "capsule .fill(.green) .frame(width: 120, height: 44)",
                 build: .node { arguments in
                     _ = arguments.symbol("style")
                     arguments.drawing = Drawing(.capsule, fill: arguments.foregroundColour)
                     return .shape
                 }),
        ViewInfo("roundedrect", swift: "RoundedRectangle",
                 [Signature([P("cornerRadius", .length), P("style", cornerStyle, optional: true)]),
                  Signature([P("cornerSize", .expression), P("style", cornerStyle, optional: true)])],
                 shape: true, section: "§15",
                 summary: "a rectangle with rounded corners: greedy, nil → 10 (§15)",
                 example: "roundedrect(cornerRadius: 12) .strokeBorder(.blue, lineWidth: 4)",
                 build: .node { arguments in
                     if arguments.has("cornerSize") {
                         let size = arguments.cornerSize("cornerSize")
                         arguments.drawing = Drawing(.roundedCorners(width: size.width, height: size.height),
                                                     fill: arguments.foregroundColour)
                     } else {
                         arguments.drawing = Drawing(.roundedRectangle(cornerRadius: arguments.length("cornerRadius") ?? 0),
                                                     fill: arguments.foregroundColour)
                     }
                     return .shape
                 }),
        ViewInfo("unevenroundedrect", swift: "UnevenRoundedRectangle",
                 [Signature([P("topLeadingRadius", .length, optional: true), P("bottomLeadingRadius", .length, optional: true),
                             P("bottomTrailingRadius", .length, optional: true), P("topTrailingRadius", .length, optional: true),
                             P("style", cornerStyle, optional: true)])],
                 shape: true, section: "§15",
                 summary: "a rectangle with its own radius at each corner (default 0): greedy, nil → 10 (§15)",
                 example: "unevenroundedrect(topLeadingRadius: 20, bottomTrailingRadius: 20)",
                 build: .node { arguments in
                     arguments.drawing = Drawing(.unevenRoundedRectangle(
                         topLeading: arguments.length("topLeadingRadius") ?? 0, bottomLeading: arguments.length("bottomLeadingRadius") ?? 0,
                         bottomTrailing: arguments.length("bottomTrailingRadius") ?? 0,
                         topTrailing: arguments.length("topTrailingRadius") ?? 0), fill: arguments.foregroundColour)
                     return .shape
                 }),
    ]

    /// `RoundedCornerStyle`: drawing only (viewsh draws circular corners either way).
    static let cornerStyle = ArgumentKind.choice("corner style", ["continuous", "circular"])
}

extension EvaluatedArguments {
    /// `CGSize(width:height:)` as two lengths (`RoundedRectangle(cornerSize:)`).
    mutating func cornerSize(_ name: String) -> Size {
        guard let value = value(name) else { return .zero }
        guard case .record("CGSize", let fields) = value else {
            problem("'\(name)' must be a CGSize(width:height:), got \(value.kindName)")
            return .zero
        }
        func field(_ label: String) -> Double {
            guard let field = fields.first(where: { $0.label == label }) else { return 0 }
            guard case .number(let n) = field.value, n.isFinite, n >= 0 else {
                problem("the \(label) of '\(name)' must be a length of 0 or more, got \(field.value)")
                return 0
            }
            return n
        }
        return Size(width: field("width"), height: field("height"))
    }
}
