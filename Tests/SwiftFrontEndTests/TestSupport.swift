import Diagnostics
import Shell
@testable import SwiftFrontEnd
import ViewSyntax

/// Parses Swift source; the tree and the rendered diagnostics.
func parse(_ source: String) -> (SwiftFile, [Diagnostic]) {
    let result = SwiftParser.parse(SourceFile(name: "Test.swift", text: source))
    return (result.file, result.diagnostics)
}

/// Translates Swift source; the items as canonical viewsh text (one a line) and the messages.
func translate(_ source: String, preview: String? = nil) -> (script: String, messages: [String]) {
    let translation = SwiftFrontEnd.translate(SourceFile(name: "Test.swift", text: source), options: .init(preview: preview, catalogue: .viewsh))
    let script = translation.items.map(SyntaxDump.item).joined(separator: "\n")
    return (script, translation.diagnostics.map { "\($0.severity.rawValue): \($0.message)" })
}

/// The options the shell translates with (its catalogue), for tests that call the front end directly.
let shellOptions = SwiftFrontEnd.Options(catalogue: .viewsh)
