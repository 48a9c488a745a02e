import Foundation
import Testing
@testable import Shell

/// The Swift test files under Tests/Swift: each with a transcript of its layout and data flow.
enum SwiftFiles {
    static let root = repositoryRoot + "/Tests/Swift"

    static func files(_ suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted()
    }

    static let swiftFiles = files(".swift")
    static let transcripts = files(".transcript")
}

@Suite("Swift files")
struct SwiftFilesTests {
    @Test(arguments: SwiftFiles.transcripts)
    func transcript(_ relativePath: String) {
        expectTranscriptPasses(root: SwiftFiles.root, relativePath)
    }

    /// Every Swift file has its transcript, and there are at least 40 besides the seeds.
    @Test func everySwiftFileHasATranscript() {
        for file in SwiftFiles.swiftFiles {
            let transcript = String(file.dropLast(".swift".count)) + ".transcript"
            #expect(SwiftFiles.transcripts.contains(transcript), "\(file) has no transcript \(transcript)")
        }
        #expect(SwiftFiles.swiftFiles.filter { !$0.hasPrefix("seeds/") && !$0.hasPrefix("errors/") }.count >= 40)
    }

    /// `translate` then `load` of the translation gives the same layout and data flow as `load`
    /// of the Swift file, byte for byte, for every preview; a file that does not load does not
    /// translate either.
    @Test(arguments: SwiftFiles.swiftFiles)
    func translationLoadsTheSame(_ relativePath: String) throws {
        let path = SwiftFiles.root + "/" + relativePath
        let probe = makeSession(in: repositoryRoot)
        let loaded = probe.execute("load \(path)")
        let translated = probe.execute("translate \(path)")
        guard loaded.succeeded else {
            #expect(!translated.succeeded, "\(relativePath) does not load but translates")
            return
        }
        let previews = try #require(Self.previewCount(path))
        for preview in 1...max(previews, 1) {
            let option = previews > 1 ? " --preview \(preview)" : ""
            let direct = makeSession(in: repositoryRoot)
            run(direct, ["load \(path)\(option)"])
            let script = makeSession(in: repositoryRoot).execute("translate \(path)\(option)")
            #expect(script.succeeded, "translate \(relativePath)\(option) failed: \(script.text)")
            let scriptText = script.chunks.filter { $0.stream == .standard }.map(\.text).joined()
            try withTemporaryDirectory { folder in
                let scriptPath = folder + "/translation.vsh"
                try writeFile(scriptText, to: scriptPath)
                let viaScript = makeSession(in: repositoryRoot)
                run(viaScript, ["load \(scriptPath)"])
                for command in ["layout --json", "prefs", "step-frame", "settle"] {
                    let expected = direct.execute(command).text
                    let actual = viaScript.execute(command).text
                    #expect(actual == expected, "\(relativePath)\(option): \(command) differs after translate + load:\n\(scriptText)")
                }
            }
        }
    }

    static func previewCount(_ path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let translation = Session.translateSwift(.init(name: path, text: String(decoding: data, as: UTF8.self)))
        return translation.previews.count
    }
}
