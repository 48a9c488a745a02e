extension ModifierCatalog {
    /// Preferences and actions: no layout of their own; the resolver reads each from the
    /// node's role (§4, §8.8), and builds the preference-value readers' content.
    static let preferences: [ModifierInfo] = [
        ModifierInfo(
            name: "preference", overloads: [Signature([P("key", .key), P("value", .expression)])],
            summary: "writes a preference value, replacing what the subtree wrote (§4.3)",
            example: ".preference(key: HeightKey, value: 20)"),
        ModifierInfo(
            name: "transformPreference",
            overloads: [Signature([P(nil, "key", .key)], closures: [C("transform", .statements)])],
            summary: "changes the subtree's value, starting from the default if nothing was written (§4.3)",
            example: ".transformPreference(HeightKey) { value in value += 10 }"),
        ModifierInfo(
            name: "onPreferenceChange",
            overloads: [Signature([P(nil, "key", .key)], closures: [C("perform", .statements)])],
            summary: "runs an action after the update when the subtree's value changes (§4.4)",
            example: ".onPreferenceChange(HeightKey) { tallest = $0 }"),
        ModifierInfo(
            name: "overlayPreferenceValue",
            overloads: [Signature([P(nil, "key", .key), P("alignment", .alignment, optional: true)],
                                  closures: [C("content", .view)])],
            summary: "builds an overlay from the subtree's value in the same pass (§4.4)",
            example: ".overlayPreferenceValue(HeightKey) { h in text \"\\(h)\" }", effect: .resolver),
        ModifierInfo(
            name: "backgroundPreferenceValue",
            overloads: [Signature([P(nil, "key", .key), P("alignment", .alignment, optional: true)],
                                  closures: [C("content", .view)])],
            summary: "builds a background from the subtree's value in the same pass (§4.4)",
            example: ".backgroundPreferenceValue(HeightKey) { h in color gray }", effect: .resolver),
        ModifierInfo(
            name: "onGeometryChange",
            overloads: [Signature([P("for", .type)], closures: [C("of", .expression), C("action", .statements, maxParameters: 2)])],
            summary: "runs an action after the update when a value derived from the geometry changes (§2.11)",
            example: ".onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { h = $0 }"),
        ModifierInfo(
            name: "onChange",
            overloads: [Signature([P("of", .expression), P("initial", .bool, optional: true)],
                                  closures: [C("action", .statements, maxParameters: 2)])],
            summary: "runs an action after the update when a value changes (§8.8)",
            example: ".onChange(of: tallest) { old, new in count += 1 }"),
        ModifierInfo(
            name: "onAppear", overloads: [Signature([], closures: [C("perform", .statements, maxParameters: 0, optional: true)])],
            summary: "runs an action after the update in which the view first exists, before that frame shows (§18.4)",
            example: ".onAppear { visits += 1 }"),
        ModifierInfo(
            name: "onTapGesture",
            overloads: [Signature([P("count", .number, optional: true)], closures: [C("perform", .statements, maxParameters: 1)])],
            summary: "runs an action when the view is tapped: `tap` on it or on a view inside it (§16.12)",
            example: ".onTapGesture { selected = true }"),
        ModifierInfo(
            name: "onDisappear", overloads: [Signature([], closures: [C("perform", .statements, maxParameters: 0, optional: true)])],
            summary: "runs an action after the update in which the view no longer exists (§18.4)",
            example: ".onDisappear { visits -= 1 }"),
        ModifierInfo(
            name: "anchorPreference",
            overloads: [Signature([P("key", .key), P("value", .expression)], closures: [C("transform", .expression)])],
            summary: "writes transform(anchor) for the view's bounds or a point of it, resolved by a GeometryProxy (§10.1)",
            example: ".anchorPreference(key: SelectedKey, value: .bounds) { $0 }"),
        ModifierInfo(
            name: "transformAnchorPreference",
            overloads: [Signature([P("key", .key), P("value", .expression)], closures: [C("transform", .statements, maxParameters: 2)])],
            summary: "changes the subtree's value with the view's anchor: { value, anchor in … } (§10.1)",
            example: ".transformAnchorPreference(key: BoundsKey, value: .bounds) { value, anchor in value.append(anchor) }"),
        ModifierInfo(
            name: "coordinateSpace",
            overloads: [Signature([P("name", .expression)]), Signature([P(nil, "name", .expression)])],
            summary: "names this view's space for proxy.frame(in: .named(…)) below it (§10.2)",
            example: ".coordinateSpace(name: \"stack\")"),
    ]
}
