import ViewLayout

extension ModifierCatalog {
    /// Drawing with no layout effect (§15 rules 4–6): the shape styles restyle the shape they
    /// follow; `.border` draws inside its own frame.
    static let drawing: [ModifierInfo] = [
        ModifierInfo(
            name: "fill", overloads: [Signature([P(nil, "style", .color, optional: true)])],
            summary: "fills a shape with a colour (the foreground style by default); no layout effect (§15)",
            example: "circle .fill(.red)",
            effect: .shapeStyle { arguments in
                let colour = arguments.colour("style") ?? arguments.foregroundColour
                arguments.drawing?.fill = colour
            }),
        ModifierInfo(
            name: "stroke", overloads: strokeOverloads,
            summary: "outlines a shape, the line centred on the outline (half outside); no layout effect (§15)",
            example: "circle .stroke(.blue, lineWidth: 4)",
            effect: .shapeStyle { arguments in arguments.stroke(inside: false) }),
        ModifierInfo(
            name: "strokeBorder", overloads: strokeOverloads,
            summary: "outlines a shape inset by half the line width, so the line stays inside; no layout effect (§15)",
            example: "roundedrect(cornerRadius: 12) .strokeBorder(lineWidth: 4)",
            effect: .shapeStyle { arguments in arguments.stroke(inside: true) }),
        ModifierInfo(
            name: "border", overloads: [Signature([P(nil, "color", .color), P("width", .length, optional: true)])],
            summary: "draws a border of the width inside the view's frame; no layout effect (§15)",
            example: "text \"Purple border inside the view bounds.\" .border(.purple, width: 4)",
            effect: .decoration { arguments in
                let colour = arguments.colour("color") ?? arguments.foregroundColour
                arguments.drawing = Drawing(.rectangle, stroke: Drawing.Stroke(colour: colour, lineWidth: arguments.length("width") ?? 1,
                                                                               inside: true))
            }),
    ]

    /// `.stroke(.red, lineWidth: 2)`, `.stroke(lineWidth: 2)`, `.stroke(.red, style: StrokeStyle(lineWidth: 2))`.
    static let strokeOverloads = [
        Signature([P(nil, "style", .color, optional: true), P("lineWidth", .length, optional: true)]),
        Signature([P(nil, "style", .color, optional: true), P("style", "strokeStyle", .expression)]),
    ]
}

extension EvaluatedArguments {
    /// A shape's outline (§15 rule 4): a shape stroked without a `.fill` before it is not filled.
    mutating func stroke(inside: Bool) {
        var lineWidth = length("lineWidth") ?? 1
        if let style = value("strokeStyle") {
            guard case .record("StrokeStyle", let fields) = style else {
                problem("'style' must be a StrokeStyle(lineWidth: …), got \(style.kindName)")
                return
            }
            if let field = fields.first(where: { $0.label == "lineWidth" }) {
                guard case .number(let n) = field.value, n.isFinite, n >= 0 else {
                    problem("a StrokeStyle's lineWidth must be a length of 0 or more, got \(field.value)")
                    return
                }
                lineWidth = n
            }
        }
        let colour = self.colour("style") ?? foregroundColour
        if !modifierNames.contains("fill") { drawing?.fill = nil }
        drawing?.stroke = Drawing.Stroke(colour: colour, lineWidth: lineWidth, inside: inside)
    }
}
