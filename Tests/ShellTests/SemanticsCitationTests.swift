import Foundation
import Testing
@testable import Shell

/// Every § the code, the docs, `help` and `why` cite resolves to a section of
/// Docs/Semantics.md, which `help §N.M` prints.
@Suite struct SemanticsCitationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `§1.2`, `§8.10`, `§2` in a text (a trailing period ends a sentence, not a number).
    static func citations(in text: String) -> Set<String> {
        var found = Set<String>()
        var rest = Substring(text)
        while let mark = rest.firstIndex(of: "§") {
            rest = rest[rest.index(after: mark)...]
            var number = String(rest.prefix { $0.isNumber || $0 == "." })
            while number.hasSuffix(".") { number.removeLast() }
            if !number.isEmpty { found.insert(number) }
        }
        return found
    }

    static func files(under folder: String, extensions: Set<String>) -> [URL] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
    }

    @Test func everyCitationResolves() throws {
        var sources = Self.files(under: "Sources", extensions: ["swift"]) + Self.files(under: "Tests", extensions: ["swift", "transcript"])
            + Self.files(under: "Docs", extensions: ["md"]) + Self.files(under: "examples", extensions: ["vsh", "swift"])
        sources += ["README.md", "ARCHITECTURE.md"].map { Self.root.appendingPathComponent($0) }
        var missing: [String] = []
        var cited = Set<String>()
        for file in sources where file.lastPathComponent != "Semantics.md" && file.lastPathComponent != "SemanticsCitationTests.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            cited.formUnion(Self.citations(in: text))
            for number in Self.citations(in: text).sorted() where SemanticsSections.section(number) == nil {
                missing.append("\(file.path.replacingOccurrences(of: Self.root.path + "/", with: "")): §\(number)")
            }
        }
        #expect(missing == [])
        #expect(cited.count > 40)  // the scan sees the citations
        #expect(Self.citations(in: "see §2.3. and §10") == ["2.3", "10"])
    }

    @Test func helpPrintsASection() {
        let session = Session(configuration: .transcript(directory: "/tmp"))
        let output = session.execute("help §2.4").text
        #expect(output.hasPrefix("### §2.4 fixedSize\n"))
        #expect(!output.contains("### §2.5"))
        #expect(session.execute("help 2.4").text == output)
        #expect(session.execute("help §99").text.contains("no help for '§99'"))
    }
}
