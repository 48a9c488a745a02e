import ViewLayout

extension ModifierCatalog {
    static let layout: [ModifierInfo] = [
        ModifierInfo(
            name: "padding",
            overloads: [
                Signature([]),
                Signature([P(nil, "length", .number)]),
                Signature([P(nil, "edges", .edges), P(nil, "length", .number, optional: true)]),
            ],
            summary: "insets the view (16 on each edge by default, §2.1; EdgeInsets(top:leading:bottom:trailing:), §18.2)",
            example: ".padding(.horizontal, 8)",
            effect: .layout { arguments in .padding(arguments.insets()) }),
        ModifierInfo(
            name: "frame",
            overloads: [
                Signature([P("width", .number, optional: true), P("height", .number, optional: true),
                           P("alignment", .alignment, optional: true)]),
                Signature([P("minWidth", .number, optional: true), P("idealWidth", .number, optional: true),
                           P("maxWidth", .number, optional: true), P("minHeight", .number, optional: true),
                           P("idealHeight", .number, optional: true), P("maxHeight", .number, optional: true),
                           P("alignment", .alignment, optional: true)]),
            ],
            summary: "a fixed (§2.2) or flexible (§2.3) frame around the view", example: ".frame(maxWidth: .infinity, alignment: .leading)",
            effect: .layout { arguments in
                let alignment = arguments.alignment("alignment") ?? .center
                let flexible = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
                if flexible.contains(where: arguments.has) {
                    return .flexibleFrame(
                        minWidth: arguments.number("minWidth"), idealWidth: arguments.number("idealWidth"),
                        maxWidth: arguments.number("maxWidth"), minHeight: arguments.number("minHeight"),
                        idealHeight: arguments.number("idealHeight"), maxHeight: arguments.number("maxHeight"), alignment: alignment)
                }
                return .frame(width: arguments.number("width"), height: arguments.number("height"), alignment: alignment)
            }),
        ModifierInfo(
            name: "fixedSize",
            overloads: [Signature([]), Signature([P("horizontal", .bool), P("vertical", .bool)])],
            summary: "proposes nil so the view takes its ideal size (§2.4)", example: ".fixedSize(horizontal: false, vertical: true)",
            effect: .layout { arguments in
                .fixedSize(horizontal: arguments.bool("horizontal") ?? true, vertical: arguments.bool("vertical") ?? true)
            }),
        ModifierInfo(
            name: "layoutPriority", overloads: [Signature([P(nil, "priority", .number)])],
            summary: "stacks offer space to higher priorities first (§2.5)", example: ".layoutPriority(1)",
            effect: .layout { arguments in .layoutPriority(arguments.number("priority") ?? 0) }),
        ModifierInfo(
            name: "offset",
            overloads: [Signature([P("x", .number, optional: true), P("y", .number, optional: true)])],
            summary: "moves the drawing, not the layout (§2.6)", example: ".offset(x: 10, y: -4)",
            effect: .layout { arguments in .offset(x: arguments.number("x") ?? 0, y: arguments.number("y") ?? 0) }),
        ModifierInfo(
            name: "position",
            overloads: [Signature([P("x", .number, optional: true), P("y", .number, optional: true)])],
            summary: "takes the whole proposal and centres the view at (x, y) (§2.7)", example: ".position(x: 100, y: 50)",
            effect: .layout { arguments in .position(x: arguments.number("x") ?? 0, y: arguments.number("y") ?? 0) }),
        ModifierInfo(
            name: "aspectRatio",
            overloads: [Signature([P(nil, "ratio", .number, optional: true), P("contentMode", .contentMode, optional: true)])],
            summary: "fits or fills a ratio (a number, or a CGSize's width / height, §18.3) inside the proposal (§2.9)",
            example: ".aspectRatio(1.5, contentMode: .fit)",
            effect: .layout { arguments in
                .aspectRatio(ratio: arguments.ratio("ratio"), contentMode: arguments.symbol("contentMode") == "fill" ? .fill : .fit)
            }),
        ModifierInfo(name: "scaledToFit", overloads: [Signature([])],
                     summary: "aspectRatio(contentMode: .fit) (§2.9)", example: ".scaledToFit",
                     effect: .layout { _ in .aspectRatio(ratio: nil, contentMode: .fit) }),
        ModifierInfo(name: "scaledToFill", overloads: [Signature([])],
                     summary: "aspectRatio(contentMode: .fill) (§2.9)", example: ".scaledToFill",
                     effect: .layout { _ in .aspectRatio(ratio: nil, contentMode: .fill) }),
        ModifierInfo(
            name: "background",
            overloads: [
                Signature([P(nil, "content", .view), P("alignment", .alignment, optional: true)]),
                Signature([P("alignment", .alignment, optional: true)], closures: [C("content", .view, maxParameters: 0)]),
            ],
            summary: "a view behind, proposed the primary's size; the primary decides the size (§2.8)",
            example: ".background(color yellow)", effect: .resolver),
        ModifierInfo(
            name: "overlay",
            overloads: [
                Signature([P(nil, "content", .view), P("alignment", .alignment, optional: true)]),
                Signature([P("alignment", .alignment, optional: true)], closures: [C("content", .view, maxParameters: 0)]),
            ],
            summary: "a view in front, proposed the primary's size (§2.8)", example: ".overlay(text \"1\", alignment: .topTrailing)",
            effect: .resolver),
    ]

    static let alignment: [ModifierInfo] = [
        ModifierInfo(
            name: "alignmentGuide",
            overloads: [Signature([P(nil, "guide", .guide)], closures: [C("computeValue", .expression)])],
            summary: "sets the view's value for one alignment guide (§3.2)", example: ".alignmentGuide(.valueColumn) { $0[.leading] }",
            effect: .resolver),
    ]
}

extension EvaluatedArguments {
    /// `.padding`, `.padding(8)`, `.padding(.horizontal, 8)`, `.padding([.top, .leading])`: nil
    /// is the default amount (§2.1); edges not named get 0.
    mutating func insets() -> EdgeInsets {
        if case .record("EdgeInsets", let fields)? = value("length") { return edgeInsets(fields) }
        let length = number("length")
        var edges: Set<String> = ["top", "leading", "bottom", "trailing"]
        if let value = value("edges") {
            let names: [String]
            switch value {
            case .symbol(let name): names = [name]
            case .list(let items): names = items.compactMap { if case .symbol(let n) = $0 { n } else { nil } }
            default: names = []
            }
            edges = []
            for name in names {
                switch name {
                case "horizontal": edges.formUnion(["leading", "trailing"])
                case "vertical": edges.formUnion(["top", "bottom"])
                case "all": edges.formUnion(["top", "leading", "bottom", "trailing"])
                default: edges.insert(name)
                }
            }
        }
        func edge(_ name: String) -> Double? { edges.contains(name) ? length : 0 }
        return EdgeInsets(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))
    }
}


extension EvaluatedArguments {
    /// `EdgeInsets(top:leading:bottom:trailing:)` (§18.2): each edge by its value; `EdgeInsets()` is zero.
    mutating func edgeInsets(_ fields: [Value.Field]) -> EdgeInsets {
        func edge(_ label: String) -> Double {
            guard let field = fields.first(where: { $0.label == label }) else { return 0 }
            guard case .number(let n) = field.value, !n.isNaN else {
                problem("the \(label) inset must be a number, got \(field.value)")
                return 0
            }
            return n
        }
        return EdgeInsets(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))
    }

    /// An aspect ratio: a number, or `CGSize(width: w, height: h)` meaning w / h (§18.3).
    mutating func ratio(_ name: String) -> Double? {
        guard case .record("CGSize", let fields)? = value(name) else {
            // A width/height ratio of 0, below 0 or infinite has no shape: it would propose
            // negative or infinite sizes (issue 10: a ratio of -1e-30 crashed the text model).
            guard let ratio = number(name) else { return nil }
            guard ratio > 0, ratio.isFinite else {
                problem("aspectRatio takes a ratio greater than 0 (not \(Value.format(ratio)))")
                return nil
            }
            return ratio
        }
        func field(_ label: String) -> Double? {
            guard case .number(let n)? = fields.first(where: { $0.label == label })?.value, n.isFinite, n >= 0 else { return nil }
            return n
        }
        guard let width = field("width"), let height = field("height"), height > 0 else {
            problem("a CGSize ratio needs a width of 0 or more and a height greater than 0")
            return nil
        }
        return width / height
    }
}
