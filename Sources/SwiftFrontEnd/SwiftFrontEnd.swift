import Diagnostics
import ViewSyntax

/// Reads SwiftUI source as it is written: parses a Swift file (`SwiftParser`) and translates it
/// into viewsh's syntax tree (`Item`s: definitions in dependency order, then the root from the
/// `#Preview`), keeping every range in the Swift file so later diagnostics point there.
/// Translating never fails: it returns what it could, plus diagnostics.
public enum SwiftFrontEnd {
    public struct Options: Sendable {
        /// Names a definition may not take in viewsh (built-in views, modifiers, functions,
        /// commands): a Swift definition spelt like one is renamed with a trailing `_`.
        public var reservedNames: Set<String>
        /// Which `#Preview` becomes the root: its name, or its 1-based number; nil: the first.
        public var preview: String?
        /// viewsh's built-in views and modifiers.
        public var catalogue: SwiftCatalogue

        public init(reservedNames: Set<String> = [], preview: String? = nil, catalogue: SwiftCatalogue = .empty) {
            self.reservedNames = reservedNames
            self.preview = preview
            self.catalogue = catalogue
        }
    }

    public static func translate(_ file: SourceFile, options: Options = Options()) -> SwiftTranslation {
        let parsed = SwiftParser.parse(file)
        var translation = translate(parsed.file, options: options)
        if parsed.diagnostics.contains(where: { $0.severity == .error }) {
            // A tree rebuilt around syntax errors translates into noise: the syntax comes first.
            translation.items = []
            translation.diagnostics = parsed.diagnostics
        } else {
            translation.diagnostics = Self.merge(parsed.diagnostics, translation.diagnostics)
        }
        return translation
    }

    public static func translate(_ file: SwiftFile, options: Options = Options()) -> SwiftTranslation {
        var translator = Translator(options: options)
        return translator.translate(file)
    }

    /// The custom layouts Swift source declares (`struct FlowLayout: Layout`), so that a script
    /// can use them as containers on the lines after it (`FlowLayout < … >`).
    public static func layoutNames(in file: SourceFile) -> [String] {
        SwiftParser.parse(file).file.statements.compactMap { statement in
            guard case .declaration(let decl) = statement.kind, case .type(let type) = decl.kind,
                  type.kindWord == "struct", type.conforms(to: "Layout") else { return nil }
            return type.name.text
        }
    }

    /// The names an item uses (views, modifiers, keys, states, alignments), so that a caller
    /// can leave out what depends on a definition that failed.
    public static func references(of item: Item) -> Set<String> {
        var names = Set<String>()
        ItemReferences.collect(item) { names.insert($0) }
        return names
    }

    /// Parse errors first-class; translation diagnostics after them, all in source order.
    static func merge(_ first: [Diagnostic], _ second: [Diagnostic]) -> [Diagnostic] {
        var sink = DiagnosticSink()
        for diagnostic in first + second { sink.add(diagnostic) }
        return sink.finished()
    }
}

/// What a Swift file became.
public struct SwiftTranslation: Sendable {
    /// Definitions in an order in which each follows what it uses, then the root (if any).
    public var items: [Item]
    /// Errors (nothing should be kept), warnings and notes ("ignored (no layout effect): …").
    public var diagnostics: [Diagnostic]
    /// The previews in the file, by name (`#Preview("Name")`) or number, in order.
    public var previews: [String]
    /// Which of `previews` became the root.
    public var chosenPreview: Int?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
