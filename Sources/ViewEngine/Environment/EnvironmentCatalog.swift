/// SwiftUI's built-in environment keys that viewsh knows, with their defaults (§5, §8.9).
public struct EnvironmentKeyInfo: Sendable {
    public var name: String
    public var defaultValue: Value
    /// The dedicated modifier that writes it (`.font`), if any.
    public var writer: String?
    public var summary: String
}

public enum EnvironmentCatalog {
    public static let all: [EnvironmentKeyInfo] = [
        EnvironmentKeyInfo(name: "font", defaultValue: .none, writer: "font", summary: "text style, or .system(size:) (§8.1); nil means .body (17 pt)"),
        EnvironmentKeyInfo(name: "lineLimit", defaultValue: .none, writer: "lineLimit", summary: "maximum lines of a Text; nil = no limit"),
        EnvironmentKeyInfo(name: "layoutDirection", defaultValue: .symbol("leftToRight"), writer: nil,
                           summary: ".leftToRight or .rightToLeft; flips HStacks and leading/trailing"),
        EnvironmentKeyInfo(name: "colorScheme", defaultValue: .symbol("light"), writer: nil, summary: ".light or .dark"),
        EnvironmentKeyInfo(name: "isEnabled", defaultValue: .bool(true), writer: "disabled",
                           summary: "false under .disabled(true); a disabled ancestor cannot be re-enabled"),
        EnvironmentKeyInfo(name: "dynamicTypeSize", defaultValue: .symbol("large"), writer: "dynamicTypeSize",
                           summary: "the user's text size setting"),
        EnvironmentKeyInfo(name: "foregroundStyle", defaultValue: .none, writer: "foregroundStyle",
                           summary: "nil means .primary"),
        EnvironmentKeyInfo(name: "multilineTextAlignment", defaultValue: .symbol("leading"), writer: "multilineTextAlignment",
                           summary: "alignment of wrapped text lines"),
        EnvironmentKeyInfo(name: "textCase", defaultValue: .none, writer: "textCase",
                           summary: "nil, .uppercase or .lowercase: how a Text's letters are shown; a grouped List's or a Form's section headers are .uppercase unless it is set (§13.3 rule 6)"),
        EnvironmentKeyInfo(name: "truncationMode", defaultValue: .symbol("tail"), writer: "truncationMode",
                           summary: "where a truncated Text puts its …"),
        EnvironmentKeyInfo(name: "displayScale", defaultValue: .number(1), writer: nil, summary: "pixels per point"),
        EnvironmentKeyInfo(name: "horizontalSizeClass", defaultValue: .symbol("compact"), writer: nil,
                           summary: ".compact or .regular: .compact on an iPhone and in the default window, .regular on an iPad (§17.2)"),
        EnvironmentKeyInfo(name: "verticalSizeClass", defaultValue: .symbol("regular"), writer: nil,
                           summary: ".compact or .regular: .compact on an iPhone in landscape, .regular otherwise (§17.2)"),
        EnvironmentKeyInfo(name: "controlSize", defaultValue: .symbol("regular"), writer: "controlSize",
                           summary: ".mini, .small, .regular, .large or .extraLarge: a bordered button's padding (§16.1 rule 3)"),
    ]

    public static func info(_ name: String) -> EnvironmentKeyInfo? { all.first { $0.name == name } }
    public static var names: [String] { all.map(\.name) }
}

/// Names the alignment and edge arguments accept.
public enum GeometryNames {
    public static let horizontalGuides = ["leading", "center", "trailing"]
    public static let verticalGuides = ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    public static let alignments = [
        "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
        "bottomTrailing", "centerFirstTextBaseline", "centerLastTextBaseline", "leadingFirstTextBaseline",
        "leadingLastTextBaseline", "trailingFirstTextBaseline", "trailingLastTextBaseline",
    ]
    public static let edges = ["top", "bottom", "leading", "trailing", "horizontal", "vertical", "all"]
    public static let contentModes = ["fit", "fill"]
    public static let colors = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]
}
