import ViewLayout

extension ViewCatalog {
    static let stacks: [ViewInfo] = [
        ViewInfo("vstack", swift: "VStack", [Signature([P("alignment", .guide, optional: true), P("spacing", .number, optional: true)])],
                 children: true, reserved: true, section: "§1.2", summary: "children top to bottom (§1.2)",
                 example: "vstack(alignment: .leading, spacing: 4) < text \"a\" text \"b\" >",
                 build: .node { arguments in
                     .stack(axis: .vertical, alignment: arguments.guide("alignment", axis: .horizontal) ?? .horizontalCenter,
                            spacing: arguments.number("spacing"))
                 }),
        ViewInfo("hstack", swift: "HStack", [Signature([P("alignment", .guide, optional: true), P("spacing", .number, optional: true)])],
                 children: true, reserved: true, section: "§1.2", summary: "children leading to trailing (§1.2)",
                 example: "hstack < text \"Brew\" spacer text \"4 min\" >",
                 build: .node { arguments in
                     .stack(axis: .horizontal, alignment: arguments.guide("alignment", axis: .vertical) ?? .verticalCenter,
                            spacing: arguments.number("spacing"))
                 }),
        ViewInfo("zstack", swift: "ZStack", [Signature([P("alignment", .alignment, optional: true)])],
                 children: true, reserved: true, section: "§1.4", summary: "children on top of each other (§1.4)",
                 example: "zstack(alignment: .topLeading) < color blue text \"x\" >",
                 build: .node { arguments in .zstack(alignment: arguments.alignment("alignment") ?? .center) }),
    ]
}
