import Foundation
import Shell
import Testing
import TranscriptKit

/// Executable documentation: every session shown in README.md and Docs/*.md runs as a
/// transcript (Docs/Transcripts.md, "Sessions in Markdown"), so the pages cannot drift from the
/// product. A page that fails shows a diff against its own lines.
enum DocumentationFiles {
    static let root = CLI.packageRoot

    /// README.md and every Markdown page in Docs/, relative to the package root, sorted.
    static let all: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Docs")) ?? []
        return ["README.md"] + docs.filter { MarkdownTranscriptParser.isMarkdown($0) }.sorted().map { "Docs/" + $0 }
    }()
}

@Suite("Documentation sessions")
struct DocSessionTests {
    @Test(arguments: DocumentationFiles.all)
    func page(_ relativePath: String) {
        expectTranscriptPasses(root: DocumentationFiles.root, relativePath)
    }

    /// The pages do show sessions, and the checker finds them (a reader that found none would
    /// pass every page).
    @Test func thePagesHaveSessions() throws {
        var counts: [String: Int] = [:]
        for path in DocumentationFiles.all {
            let text = try String(contentsOfFile: DocumentationFiles.root + "/" + path, encoding: .utf8)
            counts[path] = try MarkdownTranscriptParser.parse(text, path: path).blocks.count
        }
        #expect(DocumentationFiles.all.contains("Docs/Transcripts.md"))
        #expect(counts["README.md", default: 0] >= 6, "\(counts)")
        #expect(counts["Docs/Transcripts.md", default: 0] >= 2, "\(counts)")
        #expect(counts["Docs/DataFlow.md", default: 0] >= 2, "\(counts)")
        #expect(counts["Docs/Language.md", default: 0] >= 1, "\(counts)")
    }
}
