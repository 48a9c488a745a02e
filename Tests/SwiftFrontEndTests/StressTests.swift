import Diagnostics
import Testing
@testable import SwiftFrontEnd

/// Hostile Swift: every case finishes (linear time, bounded stack) with a clear diagnostic.
/// Timing is measured on the release binary (see the report in ARCHITECTURE.md), not here.
@Suite struct StressTests {
    static let count = 100_000

    static func source(_ name: String) -> String {
        func repeated(_ piece: String, _ times: Int = count) -> String { String(repeating: piece, count: times) }
        let open = "struct A: View {\n  var body: some View {\n    "
        switch name {
        case "closures": return open + repeated("{ ")
        case "balanced closures": return open + repeated("{ ") + repeated("} ") + "\n  }\n}"
        case "parentheses": return open + "Text" + repeated("(") + "x" + repeated(")") + "\n  }\n}"
        case "brackets": return "let x = " + repeated("[")
        case "interpolations": return "let s = " + repeated(#""\("#)
        case "prefix operators": return "let x = " + repeated("-") + "1"
        case "binary operators": return "let x = 1" + repeated(" + 1")
        case "member chains": return "let x = a" + repeated(".b")
        case "modifier chains": return open + "Text(\"a\")" + repeated(".padding()") + "\n  }\n}"
        case "else-if chains": return open + repeated("if a { EmptyView() } else ") + "{ EmptyView() }\n  }\n}"
        case "types": return "let x: " + repeated("[") + "Int"
        case "generic types": return "let x: " + repeated("Array<") + "Int"
        case "structs": return repeated("struct A { ")
        case "ternaries": return "let x = " + repeated("a ? b : ") + "c"
        default: return ""
        }
    }

    @Test(arguments: [
        "closures", "balanced closures", "parentheses", "brackets", "interpolations", "prefix operators", "binary operators",
        "member chains", "modifier chains", "else-if chains", "types", "generic types", "structs", "ternaries",
    ])
    func nestingIsBounded(name: String) {
        let source = Self.source(name)
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.contains { $0.message == "nesting is too deep (limit 256)" }, "\(diagnostics.map(\.message))")
        #expect(diagnostics.count <= 2, "\(diagnostics.map(\.message))")
        _ = SwiftSyntaxDump.file(file)
        let translation = SwiftFrontEnd.translate(SourceFile(name: "A.swift", text: source), options: shellOptions)
        #expect(translation.hasErrors)
        _ = SwiftChunks.end(Array(source.utf8), from: 0)
    }

    @Test func aTenMegabyteStringIsOneToken() {
        let body = String(repeating: "brew ", count: 2_000_000)
        let source = "struct A: View {\n  var body: some View {\n    Text(\"" + body + "\")\n  }\n}\n#Preview { A() }\n"
        let translation = SwiftFrontEnd.translate(SourceFile(name: "A.swift", text: source), options: shellOptions)
        #expect(!translation.hasErrors)
        #expect(translation.items.count == 2)
    }

    @Test func anUnterminatedTenMegabyteStringIsLocated() {
        let source = "struct A: View {\n  var body: some View {\n    Text(\"" + String(repeating: "brew ", count: 2_000_000)
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.first?.message == "unterminated string literal")
        #expect(diagnostics.first?.range == SourceRange(50, 51))
    }

    @Test func unbalancedBracesAtTheEndAreLocated() {
        let (_, diagnostics) = parse("struct A: View {\n  var body: some View {\n    VStack {\n      Text(\"a\")\n")
        #expect(diagnostics.map(\.message) == [
            "expected '}' to close the closure", "expected '}' to close the getter of 'body'", "expected '}' to close the body of struct 'A'",
        ])
        #expect(diagnostics.map { $0.notes.first?.range?.start } == [52, 39, 15])
    }

    /// Inlined constants double at each step: the budget stops them, not the machine.
    @Test func exponentialInliningHitsTheBudget() {
        var source = "let a0 = 1\n"
        for index in 1...40 { source += "let a\(index) = a\(index - 1) + a\(index - 1)\n" }
        source += "struct A: View { var body: some View { Text(\"\\(a40)\") } }\n#Preview { A() }\n"
        let translation = SwiftFrontEnd.translate(SourceFile(name: "A.swift", text: source), options: shellOptions)
        #expect(translation.diagnostics.map(\.message).contains { $0.hasPrefix("the translation is too large") || $0.hasPrefix("expansions nest too deeply") })
    }

    @Test(arguments: [
        ("struct A: View { var body: some View { B() } }\nstruct B: View { var body: some View { A() } }\n#Preview { A() }",
         "'A' would contain itself: A → B → A"),
        ("struct A: View { var body: some View { a }\n var a: some View { b }\n var b: some View { a } }\n#Preview { A() }",
         "'a' would contain itself: a → b → a"),
        ("struct Card<C: View>: View { @ViewBuilder let content: C\n var body: some View { Card { content } } }\n#Preview { Card { Text(\"x\") } }",
         "'Card' would contain itself: Card → Card"),
        ("func f(_ x: Int) -> Int { f(x) }\nstruct A: View { var body: some View { Text(\"\\(f(1))\") } }\n#Preview { A() }",
         "'f' would contain itself: f → f"),
    ])
    func recursionIsAnError(source: String, message: String) {
        let translation = SwiftFrontEnd.translate(SourceFile(name: "A.swift", text: source), options: shellOptions)
        #expect(translation.diagnostics.map(\.message).contains(message), "\(translation.diagnostics.map(\.message))")
    }

    /// A file that declares a nested type reads `Outer.Inner` as `Inner` (`unqualified`), asked at
    /// every level of a chain: that stays linear, so a 200-long chain translates at once (it took
    /// over 100 s in a debug build, cubic). The bound is generous: it fails only on a hang.
    @Test func aLongChainInAFileWithANestedTypeTranslatesQuickly() {
        let chain = String(repeating: ".description", count: 200)
        let source = "struct A: View {\n  enum Mode { case a, b }\n  let n = 1\n  var body: some View {\n    Text(n\(chain))\n  }\n}"
        let clock = ContinuousClock()
        var messages: [String] = []
        let elapsed = clock.measure { messages = translate(source).messages }
        #expect(elapsed < .seconds(5), "\(elapsed)")
        #expect(!messages.contains { $0.hasPrefix("error") }, "\(messages)")
    }
}
