import Diagnostics
import Testing
import Shell
import ViewSyntax

@Suite struct DefinitionTests {
    @Test(arguments: [
        ("key HeightKey: CGFloat = 0 reduce max", "(key HeightKey: CGFloat = 0 reduce max)"),
        ("key Total = 0 { value in value = value + nextValue() }", "(key Total = 0 {value in (= value (+ value (call nextValue)))})"),
        ("key Title: String?", "(key Title: String?)"),
        ("key ToolbarItemsKey: [ToolbarEntry] = [] reduce append", "(key ToolbarItemsKey: [ToolbarEntry] = (list) reduce append)"),
        ("key K = base reduce { value in value = 1 }", "(key K = base {value in (= value 1)})"),
        ("key Pairs: [(String, CGFloat)] = []", "(key Pairs: [(String, CGFloat)] = (list))"),
        ("key Table: [String: Int] = [] reduce last", "(key Table: [String: Int] = (list) reduce last)"),
        ("key Nested: Binding<[CGFloat]>? reduce first", "(key Nested: Binding<[CGFloat]>? reduce first)"),
    ])
    func keys(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test(arguments: [
        ("state tallestChild: CGFloat = 0", "(state tallestChild: CGFloat = 0)"),
        (#"state name = "x""#, #"(state name = "x")"#),
        ("state picked: String?", "(state picked: String?)"),
        (#"envkey accent = "blue""#, #"(envkey accent = "blue")"#),
        (#"envkey accent: String = "blue""#, #"(envkey accent: String = "blue")"#),
        ("alignment valueColumn: horizontal { d in d[.leading] }", "(alignment valueColumn: horizontal {d in (subscript d .leading)})"),
        ("alignment baseline: vertical", "(alignment baseline: vertical)"),
    ])
    func statesEnvironmentKeysAndAlignments(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test(arguments: [
        ("modifier readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })",
         "(modifier readHeight = .background((geometry {proxy in (modified (color clear) .preference(key:HeightKey value:(member (member proxy size) height)))})))"),
        ("modifier card(pad: CGFloat = 8) = .padding(pad) .background(color white)",
         "(modifier card(pad: CGFloat = 8) = .padding(pad) .background((color white)))"),
        ("modifier tight = .padding(2).bold", "(modifier tight = .padding(2) .bold)"),
        ("modifier plain() = .padding", "(modifier plain = .padding)"),
    ])
    func modifiers(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test(arguments: [
        (#"view BrewSummaryRow = hstack < text "Brew" spacer text "4 min" >"#,
         #"(view BrewSummaryRow = (hstack < (text "Brew") (spacer) (text "4 min") >))"#),
        ("view Row(label: String, height: Binding<CGFloat>) = text label .frame(height: height)",
         "(view Row(label: String, height: Binding<CGFloat>) = (modified (text label) .frame(height:height)))"),
        ("view Badge(title: String = \"new\", count) = text title",
         #"(view Badge(title: String = "new", count) = (text title))"#),
        ("view Switcher = if on < rect > else < divider >", "(view Switcher = (if on < (rect) > else < (divider) >))"),
    ])
    func views(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test func definitionWordsAreKeywordsOnlyAtTheStart() {
        // As a name, a parameter or a view they are plain identifiers.
        #expect(cleanDump("state key = 1") == "(state key = 1)")
        #expect(cleanDump("vstack < view state >") == "(root (vstack < view state >))")
        #expect(messages("state") == ["expected a name after 'state'"])
        #expect(cleanDump("key .padding") == "(root (modified key .padding))")
        #expect(cleanDump("view(x: 1)") == "(root (call view x:1))")
    }

    @Test func namesAndRangesAreKept() throws {
        let file = SourceFile(name: "<test>", text: "state tallestChild: CGFloat? = 0")
        let item = try #require(Parser.parseItems(file, grammar: .catalogue).value.first)
        guard case .definition(.state(let name, let type, let value)) = item.kind else {
            Issue.record("expected a state")
            return
        }
        #expect(name == Name("tallestChild", SourceRange(6, 18)))
        #expect(type == TypeSyntax(text: "CGFloat?", range: SourceRange(20, 28)))
        #expect(type?.isOptional == true)
        #expect(value?.range == SourceRange(31, 32))
        #expect(item.range == SourceRange(0, 32))
    }

    @Test(arguments: [
        ("key K: CGFloat", "key 'K' needs a default value: write '= …' (or give it an optional type such as 'CGFloat?')"),
        ("state count", "state 'count' needs an initial value: write '= …' (or give it an optional type such as 'Int?')"),
        ("envkey tint: Color", "environment key 'tint' needs a default value: write '= …' (or give it an optional type such as 'Color?')"),
        ("key", "expected a name after 'key'"),
        ("state 5 = 1", "expected a name after 'state', found '5'"),
        ("view text = rect", "'text' is reserved and cannot name a view"),
        ("state if = 1", "'if' is reserved and cannot name a state"),
        ("key K = 0 reduce", "expected a reducer after 'reduce' (max, min, sum, first, last, append, or, and)"),
        ("key K = 0 reducer max", "unexpected 'reducer' after the definition of 'K'; expected 'reduce', a reduce body '{ value in … }' or the end of the line"),
        ("key K = 0 reduce max min", "unexpected 'min' after the definition of 'K'; expected the end of the line"),
        ("key K: = 0", "expected a type after ':', found '='"),
        ("alignment column horizontal", "expected ':' and an axis ('horizontal' or 'vertical') after 'column', found 'horizontal'"),
        ("alignment column: diagonal", "expected 'horizontal' or 'vertical', found 'diagonal'"),
        ("alignment column: horizontal 3", "unexpected '3' after the definition of 'column'; expected a default '{ d in … }' or the end of the line"),
        ("modifier m = padding", "expected a modifier such as '.padding' after '=', found 'padding'"),
        ("modifier m .padding", "expected '=' and the modifiers of 'm', found '.'"),
        ("modifier m = .padding 3", "unexpected '3' after the modifiers of 'm'; expected another modifier or the end of the line"),
        ("view V = 3", "expected a view after '=', found '3'"),
        ("view V", "expected '=' and the body of 'V'"),
        ("view V(a b) = rect", "expected ',' or ')', found 'b'"),
        ("view V(a: Int = ) = rect", "expected a default value after '=', found ')'"),
        ("view V(a: Binding<Int) = rect", "expected '>' to close the type arguments"),
    ])
    func definitionErrors(source: String, message: String) {
        #expect(messages(source) == [message])
    }
}
