import Diagnostics
import SeededRandom
import Testing
import Shell
import ViewSyntax

/// Pathological input: each case must finish (linear time, bounded stack) with a clear
/// diagnostic. Timing is not asserted; the nesting cases take well under a second in release.
@Suite struct StressTests {
    @Test func deeplyNestedChildrenStopAtTheLimit() {
        let source = String(repeating: "vstack < ", count: 100_000)
        let file = SourceFile(name: "<test>", text: source)
        let result = Parser.parseItems(file, grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == ["nesting is too deep (limit 256)"])
        // Reported at the 257th `<`: the first one past the limit.
        #expect(result.diagnostics.first?.range == SourceRange(256 * 9 + 7, 256 * 9 + 8))
        #expect(StatementSplitter.split(file, grammar: .catalogue) == [SourceRange(0, file.utf8.count)])
        #expect(!InputCompleteness.isComplete(source, grammar: .catalogue))
    }

    @Test func balancedDeepNestingIsStillTooDeep() {
        let source = String(repeating: "vstack < ", count: 100_000) + "rect" + String(repeating: " >", count: 100_000)
        let result = Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == ["nesting is too deep (limit 256)"])
        #expect(InputCompleteness.isComplete(source, grammar: .catalogue))
    }

    @Test(arguments: [256, 257])
    func theLimitItself(depth: Int) {
        let source = String(repeating: "vstack < ", count: depth) + "rect" + String(repeating: " >", count: depth)
        let result = Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == (depth <= Parser.nestingLimit ? [] : ["nesting is too deep (limit 256)"]))
    }

    /// Every construct that nests, 100,000 deep: one diagnostic each, no stack overflow.
    /// (The arguments are names, so that a failure does not print a megabyte of input.)
    @Test(arguments: [
        "parentheses", "lists", "closures", "interpolations", "unary operators", "binary operators", "ternaries",
        "member chains", "call chains", "else-if chains", "statement else-if chains", "types", "modifier arguments",
        "mixed",
    ])
    func everyNestingConstructIsBounded(name: String) {
        let source = Self.deeplyNested(name)
        let file = SourceFile(name: "<test>", text: source)
        let result = Parser.parseItems(file, grammar: .catalogue)
        let unclosedString = name == "interpolations" || name == "mixed"
        #expect(result.diagnostics.map(\.message)
            == (unclosedString ? ["unterminated string literal"] : []) + ["nesting is too deep (limit 256)"])
        _ = SyntaxDump.items(result.value)
        #expect(result.value == result.value)
        _ = StatementSplitter.split(file, grammar: .catalogue)
        _ = InputCompleteness.isComplete(source, grammar: .catalogue)
    }

    private static func deeplyNested(_ name: String) -> String {
        let count = 100_000
        func repeated(_ piece: String, _ times: Int = count) -> String { String(repeating: piece, count: times) }
        switch name {
        case "parentheses": return "text " + repeated("(") + "x" + repeated(")")
        case "lists": return "text " + repeated("[")
        case "closures": return "rect .task " + repeated("{ ")
        case "interpolations": return "text " + repeated(#""\("#)
        case "unary operators": return "text (" + repeated("-") + "x)"
        case "binary operators": return "text (" + repeated("a + ") + "a)"
        case "ternaries": return "text (" + repeated("a ? b : ") + "c)"
        case "member chains": return "text a" + repeated(".b")
        case "call chains": return "text f" + repeated("()")
        case "else-if chains": return "if a < rect >" + repeated(" else if a < rect >")
        case "statement else-if chains": return "rect .task { if a { x = 1 }" + repeated(" else if a { x = 1 }") + " }"
        case "types": return "key K: " + repeated("[") + "Int" + repeated("]") + " = 0"
        case "modifier arguments": return repeated("rect .background(")
        default: return repeated(#"vstack < rect .task { f(x: ["\(vstack < "#, count / 5)
        }
    }

    @Test func aLongFlatChainOfModifiersIsFine() {
        let source = "rect" + String(repeating: " .padding", count: 100_000)
        let result = Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue)
        #expect(result.diagnostics.isEmpty)
        guard case .root(let root, _)? = result.value.first?.kind, case .modified(_, let modifiers) = root.kind else {
            Issue.record("expected a modified root")
            return
        }
        #expect(modifiers.count == 100_000)
    }

    @Test func tenMegabyteUnterminatedString() {
        let source = "text \"" + String(repeating: "a", count: 10_000_000)
        let file = SourceFile(name: "<test>", text: source)
        let result = Parser.parseItems(file, grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == ["unterminated string literal"])
        #expect(StatementSplitter.split(file, grammar: .catalogue).count == 1)
        #expect(!InputCompleteness.isComplete(source, grammar: .catalogue))
    }

    @Test func tenMegabytesOfWords() {
        let source = String(repeating: "a ", count: 5_000_000)
        let result = Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == [
            "unexpected 'a' after the view; to show several views, put them in a stack: 'vstack < … >'",
        ])
    }

    @Test func tenMegabytesOfGarbage() {
        // Stray brackets, quotes, NULs, replacement characters and words, in a fixed pseudo-random order.
        let pieces = [")", "]", "}", ">", "<", "(", "[", "{", "\"", "\u{0}", "\u{FFFD}", "@", "vstack", "text", ".", ",", " ", "\n", "\\(", "1.5", "$0", "#"]
        var generator = SplitMix(seed: 7)
        var block = ""
        while block.utf8.count < 100_000 {
            block += pieces[Int(generator.next() % UInt64(pieces.count))]
        }
        let source = String(repeating: block, count: 100)
        let file = SourceFile(name: "<test>", text: source)
        let result = Parser.parseItems(file, grammar: .catalogue)
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.count <= 101)
        let statements = StatementSplitter.split(file, grammar: .catalogue)
        #expect(!statements.isEmpty)
        _ = InputCompleteness.isComplete(source, grammar: .catalogue)
    }

    @Test func invalidUTF8AndNULBytes() {
        let bytes: [UInt8] = Array("vstack < text \"a\" ".utf8) + [0xFF, 0xFE, 0x00, 0xC3] + Array(" rect >".utf8)
        let source = String(decoding: bytes, as: UTF8.self)
        let result = Parser.parseItems(SourceFile(name: "<test>", text: source), grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == ["unexpected character U+FFFD and 3 more"])
        #expect(SyntaxDump.items(result.value) == #"(root (vstack < (text "a") (rect) >))"#)
        let inString = String(decoding: Array("text \"a".utf8) + [0xFF, 0x00] + Array("b\"".utf8), as: UTF8.self)
        let stringResult = Parser.parseItems(SourceFile(name: "<test>", text: inString), grammar: .catalogue)
        // Like Swift, a raw control character in a string is an error (write it as \u{0}).
        #expect(stringResult.diagnostics.map(\.message) == ["unexpected character U+0000 in a string; write it as \\u{0}"])
        #expect(stringResult.diagnostics.first?.range == SourceRange(10, 11))
    }

    /// Random short inputs from the language's own pieces: no crash, every range inside the
    /// input, the same result twice, and the splitter's chunks in order.
    @Test func randomInputsNeverCrash() {
        let pieces = [
            "vstack", "hstack", "text", "color", "geometry", "foreach", "if", "else", "key", "state", "view", "modifier",
            "alignment", "envkey", "root", "reduce", "in", "x", "$0", "$y", "1", "2.5", "\"s\"", "\"\\(", ")", "(", "[", "]",
            "{", "}", "<", ">", ".", ",", ":", "=", "+", "-", "!", "?", "??", "..<", "\\.", "@", "\n", " ", " ", "//c\n",
            "#\n", "\"", "\\", ";", "\u{0}", "é",
        ]
        var generator = SplitMix(seed: 42)
        for _ in 0..<3000 {
            var source = ""
            for _ in 0..<Int(generator.next() % 30) {
                source += pieces[Int(generator.next() % UInt64(pieces.count))]
            }
            let file = SourceFile(name: "<fuzz>", text: source)
            let count = file.utf8.count
            let result = Parser.parseItems(file, grammar: .catalogue)
            for diagnostic in result.diagnostics {
                let range = diagnostic.range ?? SourceRange(0, 0)
                #expect(range.start >= 0 && range.end <= count, "\(source.debugDescription): \(diagnostic.message)")
                for note in diagnostic.notes {
                    #expect((note.range?.end ?? 0) <= count)
                }
            }
            for item in result.value {
                #expect(item.range.start >= 0 && item.range.end <= count, "\(source.debugDescription)")
            }
            #expect(Parser.parseItems(file, grammar: .catalogue).value == result.value)
            let ranges = StatementSplitter.split(file, grammar: .catalogue)
            var previousEnd = 0
            for range in ranges {
                #expect(range.start >= previousEnd && range.end <= count, "\(source.debugDescription)")
                previousEnd = range.end
            }
            _ = InputCompleteness.isComplete(source, grammar: .catalogue)
            let start = Int(generator.next() % UInt64(count + 1))
            _ = Parser.parseExpression(file, in: SourceRange(start, count), grammar: .catalogue)
            _ = Parser.parseModifiers(file, in: SourceRange(start, count), grammar: .catalogue)
        }
    }
}

/// A small deterministic generator (SplitMix64), so the random cases are the same every run.
typealias SplitMix = SplitMix64
