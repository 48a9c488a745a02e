import Foundation
import Testing
@testable import Shell

/// The repository root (Tests/ShellTests/Swift/ is three levels below it).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

/// Both seeds' listings, loaded from Swift, against the hand-written examples.
///
/// The articles name the view the examples write as a bare root (`CardStack`, `LabelColumn`…),
/// and a Swift preview shows that view. So the example's side is the example itself with its
/// root made into a view of the article's name, after the same Swift file was loaded (so that
/// both sessions hold the same other definitions: seed 001's file declares everything its
/// article shows). Everything the example defines replaces the Swift translation's version;
/// the outputs must then be byte-identical.
@Suite struct SwiftSeedTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var example: String
        var swift: String
        var preview: String
        /// `view CardStack` — the example's root becomes its body.
        var wrapper: String
        var root: String
        var testDescription: String { "\(example) ≡ \(swift) #Preview(\"\(preview)\")" }
    }

    static let cases: [Case] = [
        Case(example: "examples/cardstack.vsh", swift: "Tests/Swift/seeds/CardStack.swift", preview: "1",
             wrapper: "view CardStack", root: "CardStack"),
        Case(example: "examples/label-column.vsh", swift: "Tests/Swift/seeds/LabelColumn.swift", preview: "Label column",
             wrapper: "view LabelColumn(rows: [(String, String)])", root: "LabelColumn(rows: rows)"),
        Case(example: "examples/value-column.vsh", swift: "Tests/Swift/seeds/LabelColumn.swift", preview: "Value column",
             wrapper: "view ValueColumnRows(rows: [(String, String)])", root: "ValueColumnRows(rows: rows)"),
        Case(example: "examples/toolbar.vsh", swift: "Tests/Swift/seeds/LabelColumn.swift", preview: "Toolbar",
             wrapper: "view Inbox", root: "Inbox"),
    ]

    static let displayCommands: Set<String> = ["tree", "layout", "prefs", "step-frame", "settle", "why", "render", "env", "defs"]

    static func outputs(_ session: Session) -> [String] {
        ["layout", "layout --json", "prefs", "step-frame", "settle"].map { session.execute($0).text }
    }

    @Test(arguments: cases)
    func swiftMatchesTheExample(_ seed: Case) throws {
        let swift = makeSession(in: repositoryRoot)
        run(swift, ["load \(seed.swift) --preview \"\(seed.preview)\""])

        let example = makeSession(in: repositoryRoot)
        run(example, ["load \(seed.swift) --preview \"\(seed.preview)\""])
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + seed.example)))
        for statement in Script(bytes: bytes, name: seed.example, grammar: .catalogue).statements {
            let firstWord = statement.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).first.map(String.init) ?? ""
            if Self.displayCommands.contains(firstWord) || statement.text.trimmingCharacters(in: .whitespacesAndNewlines) == "state" { continue }
            run(example, [statement.text])
        }
        let tree = example.document.tree
        let rootSource = TreePrinter(tree: tree).source(try #require(tree.root))
        run(example, ["\(seed.wrapper) = \(rootSource)", "root = \(seed.root)"])

        let expected = Self.outputs(example)
        let actual = Self.outputs(swift)
        for (index, command) in ["layout", "layout --json", "prefs", "step-frame", "settle"].enumerated() {
            #expect(actual[index] == expected[index], "\(command) differs:\n\(actual[index])\nexpected:\n\(expected[index])")
        }
    }

    /// The article's listings appear in the Swift files exactly as the articles print them, in order.
    @Test func listingsAreVerbatim() throws {
        for (file, listings) in [("Tests/Swift/seeds/CardStack.swift", SeedListings.seed000),
                                 ("Tests/Swift/seeds/LabelColumn.swift", SeedListings.seed001)] {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: repositoryRoot + "/" + file)), as: UTF8.self)
            var searchStart = text.startIndex
            for listing in listings {
                let found = text.range(of: listing, range: searchStart..<text.endIndex)
                #expect(found != nil, "\(file) does not hold, after the previous listing:\n\(listing)")
                if let found { searchStart = found.upperBound }
            }
        }
    }
}
