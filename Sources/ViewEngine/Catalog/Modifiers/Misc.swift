extension ModifierCatalog {
    /// Identity and drawing: no layout effect.
    static let misc: [ModifierInfo] = [
        ModifierInfo(name: "id", overloads: [Signature([P(nil, "id", .name)])],
                     summary: "names the node so commands can address it as #name", example: ".id(title)"),
        ModifierInfo(name: "clipped", overloads: [Signature([])],
                     summary: "masks drawing to the bounds; no layout effect (§2.9)", example: ".clipped"),
        ModifierInfo(name: "opacity", overloads: [Signature([P(nil, "opacity", .number)])],
                     summary: "drawing only; no layout effect", example: ".opacity(0.5)"),
        // Hidden views keep their size and place and are not tapped (Apple's `hidden()`); what is
        // inside learns it from viewsh's own environment key, which `env` does not list.
        ModifierInfo(name: "hidden", overloads: [Signature([])],
                     summary: "not drawn and not tapped, but laid out: the view keeps its size and place (§2.9 rule 6)",
                     example: ".hidden", effect: .transformsEnvironment(key: "_hidden") { _, _ in .bool(true) }),
        ModifierInfo(name: "cornerRadius", overloads: [Signature([P(nil, "radius", .number)])],
                     summary: "drawing only; no layout effect", example: ".cornerRadius(8)"),
        ModifierInfo(name: "bold", overloads: [Signature([])],
                     summary: "text weight; no effect on the monospace metrics", example: ".bold"),
        ModifierInfo(name: "italic", overloads: [Signature([])],
                     summary: "text style; no effect on the monospace metrics", example: ".italic"),
        ModifierInfo(name: "resizable", overloads: [Signature([])],
                     summary: "lets an image take the proposed size (§1.8)", example: ".resizable"),
        ModifierInfo(name: "transaction", overloads: [Signature([], closures: [C("transform", .opaque)])],
                     summary: "changes the animation of the subtree's updates; no layout effect, its closure is not run (§18.5)",
                     example: ".transaction { $0.animation = nil }"),
    ]
}
