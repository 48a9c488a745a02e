import Diagnostics
import ViewEngine
import ViewSyntax

/// Defined at start-up so the design card's `vstack < text "Brew" .readHeight >` works on
/// a fresh shell. Written exactly as the seed articles write them: a GeometryReader in a
/// background writes the size as a preference; `reduce` keeps the maximum.
enum Prelude {
    static let source = """
    key HeightKey: CGFloat = 0 { value in value = max(value, nextValue()) }
    modifier readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })
    key MaxWidthKey: CGFloat = 0 { value in value = max(value, nextValue()) }
    modifier reportWidth = .background(geometry { proxy in color clear .preference(key: MaxWidthKey, value: proxy.size.width) })
    """

    /// A fresh session's document: the prelude's definitions, lowered once.
    static let document: Document = {
        var lowerer = Lowerer(document: Document(), isPrelude: true)
        let file = SourceFile(name: "<prelude>", text: source)
        for range in StatementSplitter.split(file, grammar: .catalogue) {
            let statement = SourceFile(name: "<prelude>", text: file.slice(range))
            let parsed = Parser.parseItems(statement, grammar: .catalogue)
            precondition(parsed.diagnostics.isEmpty, "the prelude must parse: \(parsed.diagnostics)")
            for item in parsed.value { lowerer.lower(item) }
        }
        precondition(!lowerer.hasErrors, "the prelude must lower: \(lowerer.diagnostics)")
        return lowerer.document
    }()
}
