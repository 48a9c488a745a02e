import ViewSyntax

/// The only place the front end depends on `ViewKeyword` (which the vocabulary refactor turns
/// into a name checked against the catalogue): whether viewsh has a keyword, and the keyword
/// value a translated view carries.
public enum ViewKeywords {
    public static func isModelled(_ keyword: String?) -> Bool {
        guard let keyword else { return false }
        return ViewKeyword(rawValue: keyword) != nil
    }

    static func keyword(_ name: String) -> ViewKeyword? { ViewKeyword(rawValue: name) }

    /// Words viewsh's lexer reserves: a Swift name spelt like one is renamed (`text` → `text_`).
    public static let reservedWords: Set<String> = Set(ViewKeyword.allCases.map(\.rawValue)).union(["in", "true", "false", "nil", "if", "else"])

    /// The keyword a view syntax node carries, as text (for printing Swift back).
    public static func name(of view: ViewSyntax) -> String { view.keyword.rawValue }
}
