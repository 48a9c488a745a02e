/// Every built-in modifier: its overloads, what it does, and an example. SEMANTICS.md
/// sections name the behaviour each one simulates.
public struct ModifierInfo: Sendable {
    public var name: String
    /// Tried in order; the first that fits the written arguments wins.
    public var overloads: [Signature]
    public var summary: String
    public var example: String
}

public enum ModifierCatalog {
    public static func info(_ name: String) -> ModifierInfo? { byName[name] }
    public static var names: [String] { all.map(\.name) }

    static let byName: [String: ModifierInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    typealias P = Signature.Parameter
    typealias C = Signature.ClosureParameter

    public static let all: [ModifierInfo] = layout + alignment + preferences + environment + misc

    static let layout: [ModifierInfo] = [
        ModifierInfo(
            name: "padding",
            overloads: [
                Signature([]),
                Signature([P(nil, "length", .number)]),
                Signature([P(nil, "edges", .edges), P(nil, "length", .number, optional: true)]),
            ],
            summary: "insets the view (16 on each edge by default, §2.1)", example: ".padding(.horizontal, 8)"),
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
            summary: "a fixed (§2.2) or flexible (§2.3) frame around the view", example: ".frame(maxWidth: .infinity, alignment: .leading)"),
        ModifierInfo(
            name: "fixedSize",
            overloads: [Signature([]), Signature([P("horizontal", .bool), P("vertical", .bool)])],
            summary: "proposes nil so the view takes its ideal size (§2.4)", example: ".fixedSize(horizontal: false, vertical: true)"),
        ModifierInfo(
            name: "layoutPriority", overloads: [Signature([P(nil, "priority", .number)])],
            summary: "stacks offer space to higher priorities first (§2.5)", example: ".layoutPriority(1)"),
        ModifierInfo(
            name: "offset",
            overloads: [Signature([P("x", .number, optional: true), P("y", .number, optional: true)])],
            summary: "moves the drawing, not the layout (§2.6)", example: ".offset(x: 10, y: -4)"),
        ModifierInfo(
            name: "position",
            overloads: [Signature([P("x", .number, optional: true), P("y", .number, optional: true)])],
            summary: "takes the whole proposal and centres the view at (x, y) (§2.7)", example: ".position(x: 100, y: 50)"),
        ModifierInfo(
            name: "aspectRatio",
            overloads: [Signature([P(nil, "ratio", .number, optional: true), P("contentMode", .contentMode, optional: true)])],
            summary: "fits or fills a ratio inside the proposal (§2.9)", example: ".aspectRatio(1.5, contentMode: .fit)"),
        ModifierInfo(name: "scaledToFit", overloads: [Signature([])],
                     summary: "aspectRatio(contentMode: .fit) (§2.9)", example: ".scaledToFit"),
        ModifierInfo(name: "scaledToFill", overloads: [Signature([])],
                     summary: "aspectRatio(contentMode: .fill) (§2.9)", example: ".scaledToFill"),
        ModifierInfo(
            name: "background",
            overloads: [
                Signature([P(nil, "content", .view), P("alignment", .alignment, optional: true)]),
                Signature([P("alignment", .alignment, optional: true)], closures: [C("content", .view, maxParameters: 0)]),
            ],
            summary: "a view behind, proposed the primary's size; the primary decides the size (§2.8)",
            example: ".background(color yellow)"),
        ModifierInfo(
            name: "overlay",
            overloads: [
                Signature([P(nil, "content", .view), P("alignment", .alignment, optional: true)]),
                Signature([P("alignment", .alignment, optional: true)], closures: [C("content", .view, maxParameters: 0)]),
            ],
            summary: "a view in front, proposed the primary's size (§2.8)", example: ".overlay(text \"1\", alignment: .topTrailing)"),
    ]

    static let alignment: [ModifierInfo] = [
        ModifierInfo(
            name: "alignmentGuide",
            overloads: [Signature([P(nil, "guide", .guide)], closures: [C("computeValue", .expression)])],
            summary: "sets the view's value for one alignment guide (§3.2)", example: ".alignmentGuide(.valueColumn) { $0[.leading] }"),
    ]

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
            example: ".overlayPreferenceValue(HeightKey) { h in text \"\\(h)\" }"),
        ModifierInfo(
            name: "backgroundPreferenceValue",
            overloads: [Signature([P(nil, "key", .key), P("alignment", .alignment, optional: true)],
                                  closures: [C("content", .view)])],
            summary: "builds a background from the subtree's value in the same pass (§4.4)",
            example: ".backgroundPreferenceValue(HeightKey) { h in color gray }"),
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
    ]

    static let environment: [ModifierInfo] = [
        ModifierInfo(
            name: "environment", overloads: [Signature([P(nil, "keyPath", .keyPath), P(nil, "value", .expression)])],
            summary: "sets an environment value for the view and its descendants (§5)",
            example: ".environment(\\.layoutDirection, .rightToLeft)"),
        ModifierInfo(
            name: "transformEnvironment",
            overloads: [Signature([P(nil, "keyPath", .keyPath)], closures: [C("transform", .statements)])],
            summary: "changes the inherited environment value for the subtree (§5)",
            example: ".transformEnvironment(\\.lineLimit) { $0 = 1 }"),
        ModifierInfo(name: "font", overloads: [Signature([P(nil, "font", .expression)])],
                     summary: "sets the environment's font (§5)", example: ".font(.title)"),
        ModifierInfo(name: "lineLimit", overloads: [Signature([P(nil, "lines", .expression)])],
                     summary: "sets the environment's lineLimit (§5)", example: ".lineLimit(2)"),
        ModifierInfo(name: "disabled", overloads: [Signature([P(nil, "disabled", .bool)])],
                     summary: "isEnabled = isEnabled && !disabled: sticky (§5)", example: ".disabled(true)"),
        ModifierInfo(name: "foregroundStyle", overloads: [Signature([P(nil, "style", .expression)])],
                     summary: "sets the environment's foregroundStyle (§5)", example: ".foregroundStyle(.secondary)"),
        ModifierInfo(name: "foregroundColor", overloads: [Signature([P(nil, "color", .expression)])],
                     summary: "sets the environment's foregroundStyle (§5)", example: ".foregroundColor(.red)"),
        ModifierInfo(name: "multilineTextAlignment", overloads: [Signature([P(nil, "alignment", .expression)])],
                     summary: "sets the environment's multilineTextAlignment (§5)", example: ".multilineTextAlignment(.center)"),
        ModifierInfo(name: "truncationMode", overloads: [Signature([P(nil, "mode", .expression)])],
                     summary: "sets the environment's truncationMode (§5)", example: ".truncationMode(.middle)"),
        ModifierInfo(name: "dynamicTypeSize", overloads: [Signature([P(nil, "size", .expression)])],
                     summary: "sets the environment's dynamicTypeSize (§5)", example: ".dynamicTypeSize(.xLarge)"),
    ]

    static let misc: [ModifierInfo] = [
        ModifierInfo(name: "id", overloads: [Signature([P(nil, "id", .name)])],
                     summary: "names the node so commands can address it as #name", example: ".id(title)"),
        ModifierInfo(name: "clipped", overloads: [Signature([])],
                     summary: "masks drawing to the bounds; no layout effect (§2.9)", example: ".clipped"),
        ModifierInfo(name: "opacity", overloads: [Signature([P(nil, "opacity", .number)])],
                     summary: "drawing only; no layout effect", example: ".opacity(0.5)"),
        ModifierInfo(name: "cornerRadius", overloads: [Signature([P(nil, "radius", .number)])],
                     summary: "drawing only; no layout effect", example: ".cornerRadius(8)"),
        ModifierInfo(name: "bold", overloads: [Signature([])],
                     summary: "text weight; no effect on the monospace metrics", example: ".bold"),
        ModifierInfo(name: "italic", overloads: [Signature([])],
                     summary: "text style; no effect on the monospace metrics", example: ".italic"),
        ModifierInfo(name: "resizable", overloads: [Signature([])],
                     summary: "lets an image take the proposed size (§1.8)", example: ".resizable"),
    ]
}
