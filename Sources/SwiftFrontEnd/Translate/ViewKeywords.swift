import ViewSyntax

/// The front end's view of viewsh's view words: whether one exists (the catalogue's grammar
/// knows it), and which words the lexer reserves, so a Swift name spelt like one is renamed.
struct ViewKeywords {
    let grammar: ViewGrammar

    func isModelled(_ keyword: String?) -> Bool {
        guard let keyword else { return false }
        return grammar.shape(of: keyword) != nil
    }

    /// Words viewsh's lexer reserves: a Swift name spelt like one is renamed (`text` → `text_`).
    var reservedWords: Set<String> {
        Set(grammar.shapes.filter { $0.value.isReserved || $0.value.children }.keys).union(["in", "true", "false", "nil", "if", "else"])
    }
}
