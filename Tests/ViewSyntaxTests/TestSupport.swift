import Diagnostics
import Testing
import Shell
@testable import ViewSyntax

/// Parses one statement and returns its dump (items joined by newlines).
func dumpItems(_ source: String) -> String {
    SyntaxDump.items(Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue).value)
}

/// Parses one statement and returns the rendered diagnostics (empty when there are none),
/// in the interactive style: message, source line, caret line, then notes.
func renderedDiagnostics(_ source: String) -> String {
    let file = SourceFile(name: "<test>", text: source)
    let result = Parser.parseItems(file, grammar: .catalogue)
    return render(result.diagnostics, in: file)
}

func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
    let renderer = DiagnosticRenderer(style: .interactive)
    return renderer.render(diagnostics.map { LocatedDiagnostic($0, in: file) })
}

/// The messages only, for cases where the caret is not the point.
func messages(_ source: String) -> [String] {
    Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue).diagnostics.map(\.message)
}

/// Parses the whole text as one expression and dumps it.
func dumpExpression(_ source: String) -> String {
    let file = SourceFile(name: "<test>", text: source)
    return SyntaxDump.expr(Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue).value)
}

/// Parses `source`, expecting no diagnostics, and returns the dump.
func cleanDump(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let file = SourceFile(name: "<test>", text: source)
    let result = Parser.parseItems(file, grammar: .catalogue)
    #expect(result.diagnostics.isEmpty, "\(render(result.diagnostics, in: file))", sourceLocation: sourceLocation)
    return SyntaxDump.items(result.value)
}

/// Splits a script into statements, parses each the way the shell does (a `SourceFile` per
/// statement, keeping the script's line numbers), expects no diagnostics, and returns the
/// dumps, one statement a line.
func cleanScriptDump(_ script: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let whole = SourceFile(name: "script.vsh", text: script)
    var dumps: [String] = []
    for range in StatementSplitter.split(whole, grammar: .catalogue) {
        let statement = SourceFile(
            name: whole.name, text: whole.slice(range), firstLine: whole.location(of: range.start).line)
        let result = Parser.parseItems(statement, grammar: .catalogue)
        #expect(result.diagnostics.isEmpty, "\(render(result.diagnostics, in: statement))", sourceLocation: sourceLocation)
        dumps.append(SyntaxDump.items(result.value))
    }
    return dumps.joined(separator: "\n")
}
