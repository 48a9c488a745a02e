import ViewLayout

extension ModifierCatalog {
    /// The window's safe area and the views sized from their container (§17).
    static let window: [ModifierInfo] = [
        ModifierInfo(
            name: "ignoresSafeArea",
            overloads: [Signature([P(nil, "regions", .expression, optional: true), P("edges", .edges, optional: true)])],
            summary: "extends the view into the safe area on the edges where it touches it (§17.3)",
            example: ".ignoresSafeArea(edges: .top)",
            effect: .layout { arguments in .rule(IgnoresSafeArea(edges: arguments.edges("edges") ?? .all)) }),
        ModifierInfo(
            name: "safeAreaInset",
            overloads: [Signature([P("edge", .edges), P("alignment", .guide, optional: true), P("spacing", .number, optional: true)],
                                  closures: [C("content", .view, maxParameters: 0)])],
            summary: "puts a bar along an edge and insets the view by its thickness (§17.3)",
            example: ".safeAreaInset(edge: .bottom, spacing: 0) { color blue .frame(height: 50) }",
            effect: .layoutWithContent(suffix: "inset") { arguments in
                let edge = SafeAreaInset.Edge(rawValue: arguments.symbol("edge") ?? "bottom") ?? .bottom
                var alignment = Alignment.center
                if let name = arguments.symbol("alignment") {
                    alignment = Alignment(named: name) ?? .center
                }
                let spacing = arguments.number("spacing") ?? arguments.defaultSafeAreaInsetSpacing
                return .rule(SafeAreaInset(edge: edge, alignment: alignment, spacing: spacing))
            }),
        ModifierInfo(
            name: "safeAreaPadding",
            overloads: [
                Signature([]),
                Signature([P(nil, "length", .number)]),
                Signature([P(nil, "edges", .edges), P(nil, "length", .number, optional: true)]),
            ],
            summary: "adds to the safe area the view sees; for views that respect it, like padding (§17.3)",
            example: ".safeAreaPadding(.horizontal, 20)",
            effect: .layout { arguments in .padding(arguments.insets()) }),
        ModifierInfo(
            name: "containerRelativeFrame",
            overloads: [
                Signature([P(nil, "axes", .axes), P("alignment", .alignment, optional: true)]),
                Signature([P(nil, "axes", .axes), P("count", .number), P("span", .number, optional: true),
                           P("spacing", .number), P("alignment", .alignment, optional: true)]),
                Signature([P(nil, "axes", .axes), P("alignment", .alignment, optional: true)],
                          closures: [C("length", .expression, maxParameters: 2)]),
            ],
            summary: "a frame that is a share of the nearest container's length: a scroll view or the window (§17.3)",
            example: ".containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 10)",
            effect: .layout { arguments in
                let axes = arguments.axes("axes") ?? []
                let alignment = arguments.alignment("alignment") ?? .center
                let share: ContainerRelativeFrame.Share
                if let function = arguments.numberFunction("length") {
                    share = .closure { length, axis in
                        function([.number(length), .symbol(axis == .horizontal ? "horizontal" : "vertical")]) ?? 0
                    }
                } else if arguments.has("count") {
                    let count = arguments.count("count") ?? 1
                    let span = min(arguments.count("span") ?? 1, count)
                    share = .grid(count: count, span: span, spacing: max(0, arguments.number("spacing") ?? 0))
                } else {
                    share = .grid(count: 1, span: 1, spacing: 0)
                }
                return .rule(ContainerRelativeFrame(axes: axes, share: share, alignment: alignment))
            }),
    ]
}

extension EvaluatedArguments {
    /// `safeAreaInset`'s spacing when nil: the default spacing (8, unconfirmed, §17.3).
    var defaultSafeAreaInsetSpacing: Double { 8 }
}
