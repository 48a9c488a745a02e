import Diagnostics
import Testing
import Shell
import ViewSyntax

@Suite struct ViewParsingTests {
    @Test func theDesignCardExampleParsesVerbatim() {
        #expect(cleanDump(#"vstack < text "Brew" .readHeight >"#) == #"(root (vstack < (modified (text "Brew") .readHeight) >))"#)
    }

    @Test(arguments: [
        ("vstack", "(root (vstack))"),
        ("vstack < >", "(root (vstack < >))"),
        ("hstack<text \"a\">", #"(root (hstack < (text "a") >))"#),
        ("zstack(alignment: .leading, spacing: 8) < rect >", "(root (zstack alignment:.leading spacing:8 < (rect) >))"),
        ("vstack (spacing: 4) < rect >", "(root (vstack spacing:4 < (rect) >))"),
        ("hstack < rect, divider, >", "(root (hstack < (rect) (divider) >))"),
        ("vstack <\n  rect\n  divider\n>", "(root (vstack < (rect) (divider) >))"),
        ("vstack < hstack < vstack < empty > > >", "(root (vstack < (hstack < (vstack < (empty) >) >) >))"),
        ("vstack < hstack < empty >>", "(root (vstack < (hstack < (empty) >) >))"),
    ])
    func stacks(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test(arguments: [
        (#"text "Brew""#, #"(root (text "Brew"))"#),
        ("text label", "(root (text label))"),
        ("text row.0", "(root (text (member row 0)))"),
        ("text String(x)", "(root (text (call String x)))"),
        (#"text ("a" + b)"#, #"(root (text (+ "a" b)))"#),
        (#"text("Brew")"#, #"(root (text "Brew"))"#),
        ("text $0", "(root (text $0))"),
        ("color red", "(root (color red))"),
        ("color clear", "(root (color clear))"),
        ("color .blue", "(root (color .blue))"),
        ("color accent", "(root (color accent))"),
        ("rect", "(root (rect))"),
        ("divider", "(root (divider))"),
        ("empty", "(root (empty))"),
        ("spacer", "(root (spacer))"),
        ("spacer(minLength: 20)", "(root (spacer minLength:20))"),
        ("image(width: 20, height: 20)", "(root (image width:20 height:20))"),
        (#"image "star""#, #"(root (image "star"))"#),
        ("image", "(root (image))"),
        ("geometry { proxy in color clear }", "(root (geometry {proxy in (color clear)}))"),
        ("foreach rows { item in text item }", "(root (foreach rows {item in (text item)}))"),
        (#"foreach(rows, id: \.0) { label, value in text label }"#, #"(root (foreach rows id:\.0 {label value in (text label)}))"#),
        ("foreach model.rows { row in text row.0 }", "(root (foreach (member model rows) {row in (text (member row 0))}))"),
    ])
    func leafViews(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test(arguments: [
        ("BrewSummaryRow", "(root BrewSummaryRow)"),
        ("Row(height: $tallest)", "(root (call Row height:$tallest))"),
        ("vstack < Row(label: \"a\") Badge >", #"(root (vstack < (call Row label:"a") Badge >))"#),
        ("(text \"a\")", #"(root (text "a"))"#),
    ])
    func userViewsAreIdentifiersAndCalls(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test(arguments: [
        (#"if showDetails < text "a" >"#, #"(root (if showDetails < (text "a") >))"#),
        (#"if a < text "a" > else < text "b" >"#, #"(root (if a < (text "a") > else < (text "b") >))"#),
        (#"if a < text "a" > else if b < text "b" > else < empty >"#,
         #"(root (if a < (text "a") > else < (if b < (text "b") > else < (empty) >) >))"#),
        (#"if (count < 3) < text "few" >"#, #"(root (if (< count 3) < (text "few") >))"#),
        (#"if count > 3 && !hidden < text "many" >"#, #"(root (if (&& (> count 3) (! hidden)) < (text "many") >))"#),
        (#"if flag < > else < text "b" >"#, #"(root (if flag < > else < (text "b") >))"#),
        (#"if flag { text "a" } else { text "b" }"#, #"(root (if flag < (text "a") > else < (text "b") >))"#),
        ("vstack < if a < rect >\nelse < divider > empty >", "(root (vstack < (if a < (rect) > else < (divider) >) (empty) >))"),
        (#"if a < text "x" > .padding"#, #"(root (modified (if a < (text "x") >) .padding))"#),
    ])
    func conditionals(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test func conditionalRangesAndChildrenBrackets() throws {
        let file = SourceFile(name: "<test>", text: #"vstack < text "a" >"#)
        let item = try #require(Parser.parseItems(file, grammar: .catalogue).value.first)
        guard case .root(let expr, explicit: false) = item.kind, case .view(let view) = expr.kind else {
            Issue.record("expected a root view")
            return
        }
        #expect(view.keywordRange == SourceRange(0, 6))
        #expect(view.childrenOpen == SourceRange(7, 8))
        #expect(view.childrenClose == SourceRange(18, 19))
        #expect(expr.range == SourceRange(0, 19))
    }

    @Test func aViewCanBeAnArgument() {
        #expect(cleanDump("text \"a\" .background(geometry { proxy in color clear })")
            == #"(root (modified (text "a") .background((geometry {proxy in (color clear)}))))"#)
        #expect(cleanDump(#"text "a" .overlay(text "x", alignment: .top)"#)
            == #"(root (modified (text "a") .overlay((text "x") alignment:.top)))"#)
        #expect(cleanDump(#"text "a" .background(vstack < rect > .padding)"#)
            == #"(root (modified (text "a") .background((modified (vstack < (rect) >) .padding))))"#)
    }

    @Test func explicitRoot() {
        #expect(cleanDump(#"root = text "a""#) == #"(root= (text "a"))"#)
        #expect(cleanDump("root") == "(root root)")
    }

    @Test func emptyInputHasNoItems() {
        #expect(cleanDump("") == "")
        #expect(cleanDump("  // just a comment") == "")
    }
}
