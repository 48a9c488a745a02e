import ViewLayout

extension ViewCatalog {
    /// A container whose layout is a value (§14.1 rule 11): SwiftUI's `AnyLayout`, and — with the
    /// layout's own name as its word — every custom layout (`FlowLayout(spacing: 4) < … >` is
    /// `anylayout(FlowLayout(spacing: 4)) < … >`). Switching the value keeps the subviews and
    /// their addresses: only the container's layout node changes.
    static let layouts: [ViewInfo] = [
        ViewInfo("anylayout", swift: "AnyLayout", [Signature([P(nil, "layout", .expression)])],
                 children: true, reserved: true, section: "§14.1",
                 summary: "children laid out by a layout value: HStackLayout(), VStackLayout(), ZStackLayout(), GridLayout() or a layout you defined (§14.1)",
                 example: "anylayout(vertical ? VStackLayout() : HStackLayout()) < text \"a\" text \"b\" >",
                 build: .node { arguments in
                     guard let value = arguments.value("layout") else { return .zstack(alignment: .center) }
                     let kind = LayoutValues.kind(of: value, definitions: arguments.definitions, arguments: &arguments)
                     arguments.label = LayoutValues.label(of: value, written: arguments.label)
                     return kind ?? .zstack(alignment: .center)
                 }),
    ]
}
