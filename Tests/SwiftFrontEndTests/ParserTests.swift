import Diagnostics
import Testing
@testable import SwiftFrontEnd

/// The recovering parser: each construct of the subset as a tree dump.
@Suite struct ParserTests {
    static func dump(_ source: String) -> String {
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.isEmpty, "unexpected diagnostics for \(source): \(diagnostics.map(\.message))")
        return SwiftSyntaxDump.file(file)
    }

    @Test(arguments: [
        ("struct Row: View { let label: String\n var body: some View { Text(label) } }",
         "(struct Row : View {(let label: String) (var body: some View {(call Text label)})})"),
        ("struct Card<Content: View>: View {\n @ViewBuilder let content: Content\n var body: some View { content.padding() } }",
         "(struct Card<Content: View> : View {(let @ViewBuilder content: Content) (var body: some View {(call (member content padding))})})"),
        ("struct S: View { @State private var width: CGFloat = 0\n @Environment(\\.font) var font\n var body: some View { EmptyView() } }",
         "(struct S : View {(var @State private width: CGFloat = 0) (var @Environment(\\.font) font) (var body: some View {(call EmptyView)})})"),
        ("extension EnvironmentValues { var accent: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } } }",
         "(extension EnvironmentValues {(var accent: String {get {(subscript self (member AccentKey self))} set {(= (subscript self (member AccentKey self)) newValue)}})})"),
        ("enum Tab: String { case home, settings = \"s\" }", "(enum Tab : String {(case home, settings = \"s\")})"),
        ("typealias Row = (String, String)", "(typealias Row = (String, String))"),
        ("#Preview(\"Card\") { Card { Text(\"a\") } }", "(#Preview \"Card\" {(call Card {(call Text \"a\")})})"),
        ("func f(_ a: Int, b c: Binding<CGFloat> = .constant(0)) -> some View { EmptyView() }",
         "(func f(_ a: Int, b c: Binding<CGFloat> = (call .constant 0)) -> some View {(call EmptyView)})"),
    ])
    func declarations(source: String, expected: String) {
        #expect(Self.dump(source) == expected)
    }

    @Test(arguments: [
        ("a + b * c", "(+ a (* b c))"),
        ("a ?? b ?? c", "(?? a (?? b c))"),
        ("x > 0 ? a : b", "(?: (> x 0) a b)"),
        ("0..<rows.count", "(..< 0 (member rows count))"),
        ("-x", "(- x)"),
        ("!flag && other", "(&& (! flag) other)"),
        ("a?.b", "(member (? a) b)"),
        ("a!.b", "(member (! a) b)"),
        ("x as CGFloat", "(as x CGFloat)"),
        ("Binding<CGFloat>(get: g, set: s)", "(call Binding<CGFloat> get:g set:s)"),
        ("a < b", "(< a b)"),
        ("d[.leading]", "(subscript d .leading)"),
        ("\\.size.width", "\\.size.width"),
        ("[1, 2]", "[1 2]"),
        ("[\"a\": 1]", "[\"a\": 1]"),
        ("(label: \"x\", 2)", "(tuple label:\"x\" 2)"),
        ("(x)", "x"),
        ("\"w: \\(width) pt\"", "\"w: \\(width) pt\""),
        ("#\"raw \\n\"#", "\"raw \\n\""),
        ("Text(\"a\")\n    .padding()\n    .frame(width: 10)", "(call (member (call (member (call Text \"a\") padding)) frame) width:10)"),
        ("GeometryReader { proxy in Color.clear }", "(call GeometryReader {proxy in (member Color clear)})"),
        ("ForEach(rows, id: \\.0) { label, value in Text(label) }", "(call ForEach rows id:\\.0 {label value in (call Text label)})"),
        ("x.onGeometryChange(for: CGFloat.self) { $0.size.height } action: { h = $0 }",
         "(call (member x onGeometryChange) for:(member CGFloat self) {(member (member $0 size) height)} action:{(= h $0)})"),
        ("rows.reduce(0, +)", "(call (member rows reduce) 0 +)"),
        // Integer operators at Swift's precedence: shifts above `*`, `&` with it, `|` `^` with `+`.
        ("Double((hex >> 16) & 0xff) / 255", "(/ (call Double (& (>> hex 16) 0xff)) 255)"),
        ("1 << 2 * 3", "(* (<< 1 2) 3)"),
        ("a + b << 3", "(+ a (<< b 3))"),
        ("a & b + c", "(+ (& a b) c)"),
        ("a | b & c ^ d", "(^ (| a (& b c)) d)"),
        ("~mask & bits", "(& (~ mask) bits)"),
        ("a>>b", "(>> a b)"),
        ("Set<Set<Int>>()", "(call Set<Set<Int>>)"),
        ("{ (a: Int, b) -> Int in a }", "{a b in a}"),
        ("{ [weak x] in x }", "{ in x}"),
    ])
    func expressions(source: String, expected: String) {
        #expect(Self.dump(source) == expected)
    }

    @Test func multilineStringsLoseTheClosingIndentation() {
        let source = "let s = \"\"\"\n    one\n      two\n    \"\"\""
        #expect(Self.dump(source) == "(let s = \"one\\n  two\")")
    }

    @Test(arguments: [
        ("if let x = y, x > 0 { a() } else if b { c() } else { d() }",
         "(if let x = y, (> x 0) {(call a)} else {(if b {(call c)} else {(call d)})})"),
        ("guard let v = value else { return }", "(guard let v = value else {(return)})"),
        ("x >>= 2", "(>>= x 2)"), ("x <<= n", "(<<= x n)"), ("x &= 0xff", "(&= x 0xff)"), ("x |= 1", "(|= x 1)"), ("x ^= y", "(^= x y)"),
        ("for i in 0..<3 where i > 0 { total += i }", "(for i in (..< 0 3) where (> i 0) {(+= total i)})"),
        ("switch tab { case .a, .b: x() case .c: break default: y() }",
         "(switch tab case .a, .b: {(call x)} case .c: {(break)} default: {(call y)})"),
        ("if items.isEmpty { EmptyView() }", "(if (member items isEmpty) {(call EmptyView)})"),
        // Binding patterns inside a case's call or tuple, written at each name or once in front.
        ("switch s { case .loaded(let items, _): a() case let .failed(code, message): b() case let (x, y): c() default: d() }",
         "(switch s case (call .loaded let items _): {(call a)} case (call .failed let code let message): {(call b)} "
            + "case (tuple let x let y): {(call c)} default: {(call d)})"),
        ("if case .some(var v) = x { a() }", "(if case (call .some var v) = x {(call a)})"),
    ])
    func statements(source: String, expected: String) {
        #expect(Self.dump(source) == expected)
    }

    /// Problems come back as located diagnostics with a tree still built around them.
    @Test(arguments: [
        ("struct A: View {\n var body: some View {\n VStack {", ["expected '}' to close the closure", "expected '}' to close the getter of 'body'",
                                                                "expected '}' to close the body of struct 'A'"]),
        ("struct A { let x = }", ["expected an expression, found '}'"]),
        ("let a = 1 let b = 2", ["consecutive statements on a line must be separated by ';'"]),
        ("let s = \"abc", ["unterminated string literal"]),
        ("/* never closed", ["unterminated '/*' comment"]),
        ("struct A { } }", ["unexpected '}' with no matching opening bracket"]),
        ("let x = 1 ` 2", ["consecutive statements on a line must be separated by ';'", "unexpected character '`'"]),
    ])
    func recovery(source: String, messages: [String]) {
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.map(\.message) == messages)
    }

    @Test func aMissingBraceNotesItsOpener() {
        let (_, diagnostics) = parse("struct A {\n  var x: Int = 1\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.notes.first?.message == "to match this '{'")
        #expect(diagnostics.first?.notes.first?.range == SourceRange(9, 10))
    }
}
