/// The built-in views, by area (one file each under `Views/`).
public enum ViewCatalog {
    public static let all: [ViewInfo] = stacks + leaves + structural + shapes + controls + containers + layouts

    public static func info(_ keyword: String) -> ViewInfo? { byKeyword[keyword] }
    public static var keywords: [String] { all.map(\.keyword) }
    /// The view whose SwiftUI name this is (`VStack` → vstack).
    public static func info(swiftName: String) -> ViewInfo? { bySwiftName[swiftName] }

    static let byKeyword: [String: ViewInfo] = Dictionary(uniqueKeysWithValues: all.map { ($0.keyword, $0) })
    static let bySwiftName: [String: ViewInfo] = Dictionary(all.map { ($0.swiftName, $0) }, uniquingKeysWith: { a, _ in a })

    typealias P = Signature.Parameter
}
