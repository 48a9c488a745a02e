// libFuzzer target: bytes → the lexer, the statement splitter, the completeness check and the
// parser (ViewSyntax alone). Built by scripts/fuzz; see Docs/Fuzzing.md.
import Diagnostics
import Shell
import ViewSyntax
import ViewshFuzz

/// Slow inputs are written to findings as they run (Watchdog.libFuzzer).
let watchdog = Watchdog.libFuzzer(target: "parser")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    watchdog.start("the input", input: bytes)
    defer { watchdog.stop() }
    let text = String(decoding: bytes, as: UTF8.self)
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
