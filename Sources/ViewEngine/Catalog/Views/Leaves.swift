import ViewLayout

extension ViewCatalog {
    static let leaves: [ViewInfo] = [
        ViewInfo("text", swift: "Text", [Signature([P(nil, "content", .expression)])],
                 operand: .required("a string or expression after 'text'"), reserved: true, section: "§1.7",
                 summary: "a string, word-wrapped in a monospace model (§1.7, §8.5)", example: "text \"Brew\"",
                 build: .node { arguments in
                     // Shown, and measured, as the environment's textCase has it (§13.3 rule 6).
                     let datesShown = arguments.unconfirmedDateStylesShown
                     let string = arguments.environment.textCased(arguments.string("content") ?? "")
                     arguments.labelText(string)
                     arguments.drawing = Drawing(.text)
                     if arguments.unconfirmedDateStylesShown != datesShown {
                         arguments.note("a date's .relative, .offset and .timer styles and Text(timerInterval:) are measured from viewsh's "
                                        + "fixed now in the forms Apple's examples show; their hour, day and zero forms are unconfirmed (§18.16)")
                     }
                     let style = arguments.textStyle
                     if style.lineLimit != nil, arguments.reservedLines > 1 {
                         arguments.note("a Text under .lineLimit(a...b) shows at most b lines; that it keeps room for a lines when shorter "
                                        + "is not modelled (a vertical TextField's is, §16.5)")
                     }
                     return .text(string, style)
                 }),
        ViewInfo("color", swift: "Color", [Signature([P(nil, "color", .color)])],
                 operand: .required("a color after 'color'"), reserved: true, section: "§1.6",
                 summary: "a greedy colour fill (§1.6)", example: "color red",
                 build: .node { arguments in
                     let value = arguments.value("color")
                     if let value, !arguments.isLiteral("color") { arguments.label = "color \(value)" }
                     switch value {
                     case .symbol(let name)?: arguments.drawing = Drawing(.rectangle, fill: name)
                     case let value?: arguments.drawing = Drawing(.rectangle, fill: value.interpolated)
                     case nil: arguments.drawing = Drawing(.rectangle)
                     }
                     return .shape
                 }),
        ViewInfo("rect", swift: "Rectangle", reserved: true, shape: true, section: "§1.6", summary: "a greedy rectangle (§1.6)", example: "rect",
                 build: .node { arguments in
                     arguments.drawing = Drawing(.rectangle, fill: arguments.foregroundColour)
                     return .shape
                 }),
        ViewInfo("spacer", swift: "Spacer", [Signature([P("minLength", .number, optional: true)])], reserved: true,
                 section: "§1.5", summary: "flexible space along the stack's axis (§1.5)", example: "spacer(minLength: 20)",
                 build: .node { arguments in .spacer(minLength: arguments.number("minLength")) }),
        ViewInfo("divider", swift: "Divider", reserved: true, section: "§1.8", summary: "a 1-point line across the stack (§1.8)",
                 example: "divider",
                 build: .node { arguments in
                     arguments.drawing = Drawing(.line)
                     return .divider
                 }),
        ViewInfo("image", swift: "Image",
                 [Signature([P("width", .number), P("height", .number)]), Signature([P(nil, "name", .expression)]),
                  Signature([P("systemName", .expression)])],
                 operand: .string, reserved: true, section: "§1.8",
                 summary: "a fixed-size image (§1.8), or an SF Symbol sized by the font (§16.4); image(\"name\"), an asset, as a symbol",
                 example: "image(width: 20, height: 20)",
                 build: .node { arguments in
                     if arguments.has("systemName") {
                         arguments.drawing = Drawing(.image)
                         return .rule(arguments.symbolImage(arguments.string("systemName") ?? ""))
                     }
                     if arguments.has("name") {
                         // `Image("logo")`: viewsh has no asset catalogue to read its size from (§16.4).
                         arguments.drawing = Drawing(.image)
                         return .rule(arguments.symbolImage(arguments.string("name") ?? "", asset: true))
                     }
                     let width = max(0, arguments.number("width") ?? 0), height = max(0, arguments.number("height") ?? 0)
                     arguments.drawing = Drawing(.image)
                     if arguments.modifierNames.contains("resizable") {
                         return .rule(ResizableImage(width: width, height: height))
                     }
                     return .image(width: width, height: height)
                 }),
        ViewInfo("empty", swift: "EmptyView", reserved: true, section: "§1.8", summary: "EmptyView: 0×0, writes nothing",
                 example: "empty", build: .node { _ in .empty }),
    ]
}
