import Diagnostics
import Foundation
import Testing
@testable import Shell
@testable import ViewEngine
import ViewSyntax

/// `set <state> = [literal]` reads a list of plain strings or integers straight from the bytes
/// (LiteralListScanner): whatever it reads, it reads as the parser, lowerer and evaluator do (the
/// same value, the same range for errors); whatever it does not, it leaves to them.
@Suite struct LiteralListScannerTests {
    func session() -> Session { Session(configuration: .transcript(directory: NSTemporaryDirectory())) }

    /// The value and range the parser, lowerer and evaluator give for `text`.
    func parsed(_ text: String) -> (Value, SourceRange)? {
        let file = SourceFile(name: "<test>", text: text)
        let range = SourceRange(0, file.utf8.count)
        let result = Parser.parseExpression(file, in: range, grammar: session().grammar)
        guard result.diagnostics.isEmpty else { return nil }
        var lowerer = Lowerer(document: session().document)
        guard let lowered = lowerer.lowerExpression(result.value), lowerer.diagnostics.isEmpty,
              let value = try? Evaluator.evaluate(lowered, in: EvaluationScope(states: [:])) else { return nil }
        return (value.withoutNegativeZero, result.value.range)
    }

    func scanned(_ text: String, limit: Int = 100_000) -> (Value, SourceRange)? {
        let bytes = Array(text.utf8)
        guard let (items, range) = LiteralListScanner.scan(bytes, in: SourceRange(0, bytes.count), limit: limit) else { return nil }
        switch items {
        case .strings(let strings): return (.list(strings.map { .string($0) }), range)
        case .integers(let integers): return (.list(integers.map { .number(Double($0)) }), range)
        }
    }

    @Test(arguments: [
        "[\"a\"]", " [\"Row 0\", \"Row 1\",\"Row 2\"] ", "[\n  \"a b\",\n\t\"\"\n]\n", "[0, 1, 22, 333, 999999999999999]",
        "[\"x y z!#$%&'()*+,-./:;<=>?@[]^_`{|}~\"]", "[ 7 ]",
    ])
    func readsWhatTheParserReads(_ text: String) throws {
        let fast = try #require(scanned(text))
        let slow = try #require(parsed(text))
        #expect(fast.0 == slow.0)
        #expect(fast.1 == slow.1)
    }

    @Test(arguments: [
        "[]", "[\"a\",]", "[\"a\" \"b\"]", "[\"a\\n\"]", "[\"\\(1)\"]", "[\"é\"]", "[\"a\", 1]", "[1, \"a\"]", "[-1]", "[1.5]",
        "[01]", "[1e3]", "[1_000]", "[0x10]", "[\"a\"] // c", "[\"a\"] + [\"b\"]", "[[1]]", "[(\"a\", \"b\")]", "[true]",
        "[1234567890123456]", "[\"a\"", "\"a\"", "[\"a]", "[1 2]", "[\"tab\there\"]",
    ])
    func leavesTheRestToTheParser(_ text: String) {
        #expect(scanned(text) == nil)
    }

    @Test func refusesMoreItemsThanTheLimit() {
        #expect(scanned("[1, 2, 3]", limit: 3) != nil)
        #expect(scanned("[1, 2, 3, 4]", limit: 3) == nil)
    }

    /// The command's output, including errors pointing into the value, is the same read either way.
    @Test func setPrintsTheSameEitherWay() {
        for (state, fast, slow) in [
            ("state rows = [\"a\"]", "set rows = [\"b\", \"c\"]", "set rows = [\"b\"] + [\"c\"]"),
            ("state n = 0", "set n = [1, 2]", "set n = [1] + [2]"),
            ("state rows: [String] = []", "set rows = [1]", "set rows = [1] + []"),
            ("state rows = [\"a\"]", "set rows = [\"a\"]", "set rows = [\"a\"] + []"),
        ] {
            let a = session(), b = session()
            _ = a.execute(state)
            _ = b.execute(state)
            let first = a.execute(fast).text
            let second = b.execute(slow).text
            // The messages agree; a caret under the value spans the text written.
            #expect(first.split(separator: "\n").first == second.split(separator: "\n").first, "\(fast)")
            #expect(a.document.stateValues == b.document.stateValues)
        }
    }

    /// `set` splits only its first words (a 100,000-item literal is not 200,000 words).
    @Test func setSplitsOnlyItsFirstWords() throws {
        let file = SourceFile(name: "<test>", text: "set rows = [\"a b\", \"c\"]")
        let (command, words) = try #require(CommandTable.match(file))
        #expect(command.name == "set")
        #expect(words.map(\.text) == ["set", "rows", "="])
        #expect(CommandTable.split(file).count == 5)
    }
}
