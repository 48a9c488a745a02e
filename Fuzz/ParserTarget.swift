// libFuzzer target: bytes → the lexer, the statement splitter, the completeness check and the
// parser (ViewSyntax alone). Built by scripts/fuzz; see Docs/Fuzzing.md.
import Diagnostics
import Shell
import ViewSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let file = SourceFile(name: "<fuzz>", text: text)
    _ = InputCompleteness.isComplete(text, grammar: .catalogue, lineCommands: ["save", "load"])
    for range in StatementSplitter.split(file, grammar: .catalogue, lineCommands: ["save", "load"]) {
        let statement = SourceFile(name: "<fuzz>", text: file.slice(range))
        let items = Parser.parseItems(statement, grammar: .catalogue)
        for diagnostic in items.diagnostics { _ = DiagnosticRenderer(style: .batch).render(LocatedDiagnostic(diagnostic, in: statement)) }
        _ = Parser.parseExpression(statement, in: SourceRange(0, statement.utf8.count), grammar: .catalogue)
        _ = Parser.parseModifiers(statement, in: SourceRange(0, statement.utf8.count), grammar: .catalogue)
    }
    return 0
}
