/// The built-in views: their argument shapes, summaries and examples.
public struct ViewInfo: Sendable {
    public var keyword: String
    public var signature: Signature
    public var summary: String
    public var example: String
}

public enum ViewCatalog {
    typealias P = Signature.Parameter

    public static func info(_ keyword: String) -> ViewInfo? { byKeyword[keyword] }
    public static var keywords: [String] { all.map(\.keyword) }
    static let byKeyword: [String: ViewInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.keyword, $0) })

    public static let all: [ViewInfo] = [
        ViewInfo(keyword: "vstack",
                 signature: Signature([P("alignment", .guide, optional: true), P("spacing", .number, optional: true)]),
                 summary: "children top to bottom (§1.2)", example: "vstack(alignment: .leading, spacing: 4) < text \"a\" text \"b\" >"),
        ViewInfo(keyword: "hstack",
                 signature: Signature([P("alignment", .guide, optional: true), P("spacing", .number, optional: true)]),
                 summary: "children leading to trailing (§1.2)", example: "hstack < text \"Brew\" spacer text \"4 min\" >"),
        ViewInfo(keyword: "zstack", signature: Signature([P("alignment", .alignment, optional: true)]),
                 summary: "children on top of each other (§1.4)", example: "zstack(alignment: .topLeading) < color blue text \"x\" >"),
        ViewInfo(keyword: "text", signature: Signature([P(nil, "content", .expression)]),
                 summary: "a string, word-wrapped in a monospace model (§1.7, §8.5)", example: "text \"Brew\""),
        ViewInfo(keyword: "color", signature: Signature([P(nil, "color", .expression)]),
                 summary: "a greedy colour fill (§1.6)", example: "color red"),
        ViewInfo(keyword: "rect", signature: Signature([]), summary: "a greedy rectangle (§1.6)", example: "rect"),
        ViewInfo(keyword: "spacer", signature: Signature([P("minLength", .number, optional: true)]),
                 summary: "flexible space along the stack's axis (§1.5)", example: "spacer(minLength: 20)"),
        ViewInfo(keyword: "divider", signature: Signature([]), summary: "a 1-point line across the stack (§1.8)", example: "divider"),
        ViewInfo(keyword: "image",
                 signature: Signature([P("width", .number), P("height", .number)]),
                 summary: "a fixed-size image (§1.8)", example: "image(width: 20, height: 20)"),
        ViewInfo(keyword: "geometry", signature: Signature([]),
                 summary: "GeometryReader: takes the proposal (nil → 0), content at top-leading (§2.10)",
                 example: "geometry { proxy in text \"\\(proxy.size.width)\" }"),
        ViewInfo(keyword: "empty", signature: Signature([]), summary: "EmptyView: 0×0, writes nothing", example: "empty"),
        ViewInfo(keyword: "foreach", signature: Signature([P(nil, "data", .expression), P("id", .keyPath, optional: true)]),
                 summary: "one copy of its content per element", example: "foreach [\"a\", \"b\"] { s in text s }"),
    ]
}
