import Diagnostics
import Testing
import Shell
import ViewSyntax

/// Parses `source` with `Parser.parseExpression`, expecting no diagnostics.
private func cleanExpression(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
    let file = SourceFile(name: "<test>", text: source)
    let result = Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue)
    #expect(result.diagnostics.isEmpty, "\(render(result.diagnostics, in: file))", sourceLocation: sourceLocation)
    return SyntaxDump.expr(result.value)
}

@Suite struct ExpressionParsingTests {
    @Test(arguments: [
        ("12", "12"), ("0.5", "0.5"), ("1e3", "1e3"),
        (#""Brew""#, #""Brew""#), (#""""#, #""""#),
        (#""a\"b\\c\nd\te\u{41}""#, #""a\"b\\c\nd\teA""#),
        (#""w: \(width) pt""#, #""w: \(width) pt""#),
        (#""\(a + 1)\(b)""#, #""\((+ a 1))\(b)""#),
        (#""\("in" + "ner")""#, #""\((+ "in" "ner"))""#),
        ("true", "true"), ("false", "false"), ("nil", "nil"),
        ("tallestChild", "tallestChild"), ("$tallestChild", "$tallestChild"), ("$0", "$0"), ("$12", "$12"),
        (".leading", ".leading"), (".infinity", ".infinity"),
        (#"\.font"#, #"\.font"#), (#"\.0"#, #"\.0"#), (#"\.a.b"#, #"\.a.b"#),
        ("[a, b, c]", "(list a b c)"), ("[]", "(list)"), ("[1, 2,]", "(list 1 2)"),
        ("[:]", "(dictionary)"), ("[1: a, 2: b]", "(dictionary (entry 1 a) (entry 2 b))"), (#"["k": [x: 1],]"#, #"(dictionary (entry "k" (dictionary (entry x 1))))"#),
        ("[i: $0]", "(dictionary (entry i $0))"),
        ("(a, b)", "(tuple a b)"), (#"(title: "x", icon: "y")"#, #"(tuple title:"x" icon:"y")"#),
        ("(a)", "a"), ("((a))", "a"), ("()", "(tuple)"),
    ])
    func literalsAndPrimaries(source: String, expected: String) {
        #expect(cleanExpression(source) == expected)
    }

    @Test(arguments: [
        ("proxy.size.height", "(member (member proxy size) height)"),
        ("row.0", "(member row 0)"),
        ("row.0.1", "(member (member row 0) 1)"),
        ("HeightKey.self", "(member HeightKey self)"),
        ("max(a, b)", "(call max a b)"),
        (#"ToolbarEntry(title: "Share")"#, #"(call ToolbarEntry title:"Share")"#),
        ("CGFloat.self", "(member CGFloat self)"),
        ("nextValue()", "(call nextValue)"),
        ("value.append(contentsOf: nextValue())", "(call (member value append) contentsOf:(call nextValue))"),
        ("d[.leading]", "(subscript d .leading)"),
        ("$0[.leading]", "(subscript $0 .leading)"),
        ("rows[0]", "(subscript rows 0)"),
        ("rows[0].1", "(member (subscript rows 0) 1)"),
        ("f()()", "(call (call f))"),
        (".custom(3)", "(call .custom 3)"),
        (".adaptive(minimum: 80)", "(call .adaptive minimum:80)"),
        ("[GridItem(.fixed(70)), GridItem(.flexible(), spacing: 4)]", "(list (call GridItem (call .fixed 70)) (call GridItem (call .flexible) spacing:4))"),
        ("rows.map { $0 }", "(call (member rows map) {$0})"),
        ("f(x) { a } label: { b }", "(call f x {a} label:{b})"),
    ])
    func postfix(source: String, expected: String) {
        #expect(cleanExpression(source) == expected)
    }

    @Test(arguments: [
        ("-x", "(- x)"), ("!flag", "(! flag)"), ("- -x", "(- (- x))"), ("-a.b", "(- (member a b))"),
        ("a + b * c", "(+ a (* b c))"),
        ("a * b + c", "(+ (* a b) c)"),
        ("a - b - c", "(- (- a b) c)"),
        ("a / b % c", "(% (/ a b) c)"),
        ("a < b == c", "(== (< a b) c)"),
        ("a == b && c != d || e", "(|| (&& (== a b) (!= c d)) e)"),
        ("a ?? b + 1", "(?? a (+ b 1))"),
        ("0..<n", "(..< 0 n)"),
        ("1...3", "(... 1 3)"),
        ("a >= b && a <= c", "(&& (>= a b) (<= a c))"),
        ("c ? a : b", "(? c a b)"),
        ("c ? a : d ? e : f", "(? c a (? d e f))"),
        ("x > 0 ? x * 2 : -x", "(? (> x 0) (* x 2) (- x))"),
        ("d[.leading] + 10", "(+ (subscript d .leading) 10)"),
        ("max(value, nextValue())", "(call max value (call nextValue))"),
        // Swift's integer operators: shifts above multiplication, `&` with it, `|` and `^` with
        // addition; `<<` and `>>` are two tokens written together.
        ("a >> 16 & 0xff", "(& (>> a 16) 0xff)"),
        ("1 << 2 * 3", "(* (<< 1 2) 3)"),
        ("a * b << c", "(* a (<< b c))"),
        ("a + b << 3", "(+ a (<< b 3))"),
        ("a & b + c", "(+ (& a b) c)"),
        ("a | b & c", "(| a (& b c))"),
        ("a ^ b | c", "(| (^ a b) c)"),
        ("a | b == c", "(== (| a b) c)"),
        ("~a & b", "(& (~ a) b)"),
        ("-a >> 1", "(>> (- a) 1)"),
        ("a << b << c", "(<< (<< a b) c)"),
    ])
    func operators(source: String, expected: String) {
        #expect(cleanExpression(source) == expected)
    }

    @Test(arguments: [
        ("0xFF", 255.0), ("0b1010", 10.0), ("0o17", 15.0), ("1_000", 1000.0), ("1_000.5", 1000.5), ("0x7FFF_FFFF_FFFF_FFFF", 9.223372036854775807e18),
    ])
    func integerLiteralSpellings(source: String, value: Double) {
        let file = SourceFile(name: "<test>", text: source)
        let result = Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue)
        #expect(result.diagnostics.isEmpty)
        guard case .number(let parsed, let text) = result.value.kind else {
            Issue.record("\(source) is not a number")
            return
        }
        #expect(parsed == value)
        #expect(text == source)
    }

    @Test(arguments: [
        ("0xFG", "'0xFG' is not a number: hexadecimal digits only"), ("0b12", "'0b12' is not a number: binary digits only"),
        ("0x", "'0x' is not a number"), ("0x1_0000_0000_0000_0000", "number '0x1_0000_0000_0000_0000' is out of range (an integer literal is an Int)"),
    ])
    func badIntegerLiterals(source: String, message: String) {
        let file = SourceFile(name: "<test>", text: source)
        let result = Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue)
        #expect(result.diagnostics.map(\.message) == [message])
    }

    @Test(arguments: [
        ("{ a, b in a + b }", "{a b in (+ a b)}"),
        ("{ (a, b) in a }", "{a b in a}"),
        ("{ $0 }", "{$0}"),
        ("{ }", "{}"),
        ("{ _ in 1 }", "{_ in 1}"),
        ("{ value in value = value + nextValue() }", "{value in (= value (+ value (call nextValue)))}"),
        ("{ x += 1; y -= 2 }", "{(+= x 1) (-= y 2)}"),
        ("{ x *= 2\n y /= 2 }", "{(*= x 2) (/= y 2)}"),
        ("{ tallestChild = $0 }", "{(= tallestChild $0)}"),
        ("{ d in d[.leading] + 10 }", "{d in (+ (subscript d .leading) 10)}"),
        ("{ proxy in text \"a\" text \"b\" }", #"{proxy in (text "a") (text "b")}"#),
        ("{ proxy in color clear .preference(key: K, value: 1) }", "{proxy in (modified (color clear) .preference(key:K value:1))}"),
        ("{ v in if v > 3 { x = 1 } else { x = 2 } }", "{v in (if (> v 3) {(= x 1)} else {(= x 2)})}"),
        ("{ v in if a { x = 1 } else if b { x = 2 } }", "{v in (if a {(= x 1)} else {(if b {(= x 2)})})}"),
        ("{ v in\n  if a { x = 1 }\n  else { x = 2 }\n}", "{v in (if a {(= x 1)} else {(= x 2)})}"),
        ("{ v in if a < text \"x\" > }", #"{v in (if a < (text "x") >)}"#),
        ("{ d in return d[.leading] }", "{d in (return (subscript d .leading))}"),
        ("{ old, new in\n  log = old\n  count += 1\n}", "{old new in (= log old) (+= count 1)}"),
    ])
    func closures(source: String, expected: String) {
        #expect(cleanExpression(source) == expected)
    }

    @Test func rangesCoverWhatWasWritten() {
        let source = "f(a, b: 2) { x in x = 1 }"
        let file = SourceFile(name: "<test>", text: source)
        let expr = Parser.parseExpression(file, in: SourceRange(0, file.utf8.count), grammar: .catalogue).value
        #expect(expr.range == SourceRange(0, 25))
        guard case .call(let callee, let arguments, let closures) = expr.kind, let closure = closures.first?.closure else {
            Issue.record("expected a call with a trailing closure")
            return
        }
        #expect(callee.range == SourceRange(0, 1))
        #expect(arguments.map { file.slice($0.range) } == ["a", "b: 2"])
        #expect(arguments[1].labelRange == SourceRange(5, 6))
        #expect(file.slice(closure.range) == "{ x in x = 1 }")
        #expect(closure.parameters == [Closure.Parameter(name: "x", range: SourceRange(13, 14))])
        #expect(closure.body.map { file.slice($0.range) } == ["x = 1"])
    }

    @Test func viewsAreExpressions() {
        #expect(cleanExpression(#"text "x""#) == #"(text "x")"#)
        #expect(cleanExpression(#"text "x" .padding"#) == #"(modified (text "x") .padding)"#)
        #expect(cleanExpression("vstack < rect >") == "(vstack < (rect) >)")
    }

    @Test func parseExpressionUsesOnlyItsRange() {
        let file = SourceFile(name: "<input>", text: #"insert 0.1 text "x""#)
        let result = Parser.parseExpression(file, in: SourceRange(11, file.utf8.count), grammar: .catalogue)
        #expect(result.diagnostics.isEmpty)
        #expect(SyntaxDump.expr(result.value) == #"(text "x")"#)
        #expect(result.value.range == SourceRange(11, 19))

        let set = SourceFile(name: "<input>", text: "set tallest = 20 + x")
        let value = Parser.parseExpression(set, in: SourceRange(14, set.utf8.count), grammar: .catalogue)
        #expect(value.diagnostics.isEmpty)
        #expect(SyntaxDump.expr(value.value) == "(+ 20 x)")
    }

    @Test func parseExpressionRejectsTrailingGarbage() {
        let file = SourceFile(name: "<input>", text: "set x = 20 30")
        let result = Parser.parseExpression(file, in: SourceRange(8, file.utf8.count), grammar: .catalogue)
        #expect(SyntaxDump.expr(result.value) == "20")
        #expect(render(result.diagnostics, in: file) == """
            error: unexpected '30' after the expression
            set x = 20 30
                       ^~

            """)
    }

    @Test func parseExpressionOfNothing() {
        let file = SourceFile(name: "<input>", text: "set x = ")
        let result = Parser.parseExpression(file, in: SourceRange(8, 8), grammar: .catalogue)
        #expect(SyntaxDump.expr(result.value) == "missing")
        #expect(result.diagnostics.map(\.message) == ["expected an expression"])
    }
}
