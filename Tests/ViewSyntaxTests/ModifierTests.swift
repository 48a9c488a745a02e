import Diagnostics
import Testing
import Shell
import ViewSyntax

@Suite struct ModifierTests {
    /// A dot with space before it after a complete expression starts a modifier; without space
    /// it is member access; in primary position it is an implicit member.
    @Test(arguments: [
        ("BrewSummaryRow .readHeight", "(root (modified BrewSummaryRow .readHeight))"),
        ("BrewSummaryRow.readHeight", "(root (member BrewSummaryRow readHeight))"),
        ("Row(x: 1) .padding", "(root (modified (call Row x:1) .padding))"),
        ("Row(x: .leading)", "(root (call Row x:.leading))"),
        ("text label .reportWidth", "(root (modified (text label) .reportWidth))"),
        ("text label.count", "(root (text (member label count)))"),
        ("text row.0 .bold", "(root (modified (text (member row 0)) .bold))"),
        ("color .blue .padding", "(root (modified (color .blue) .padding))"),
        ("text \"a\" .padding(.horizontal, 8)", #"(root (modified (text "a") .padding(.horizontal 8)))"#),
        ("text \"a\" .frame(maxWidth: .infinity, alignment: .leading)", #"(root (modified (text "a") .frame(maxWidth:.infinity alignment:.leading)))"#),
        ("text \"a\" .font(.title)", #"(root (modified (text "a") .font(.title)))"#),
        ("text \"a\" .environment(\\.font, x)", #"(root (modified (text "a") .environment(\.font x)))"#),
        ("text \"a\" .offset(x: -10, y: 2 * 3)", #"(root (modified (text "a") .offset(x:(- 10) y:(* 2 3))))"#),
        ("text \"a\" .id(HeightKey.self)", #"(root (modified (text "a") .id((member HeightKey self))))"#),
    ])
    func dotDisambiguation(source: String, expected: String) {
        #expect(cleanDump(source) == expected)
    }

    @Test func aDotRightAfterAViewIsAModifier() {
        // A view has no members, so SwiftUI's `}.padding()` habit works.
        #expect(cleanDump("vstack < rect >.padding") == "(root (modified (vstack < (rect) >) .padding))")
        #expect(cleanDump(#"text "a".bold.italic"#) == #"(root (modified (text "a") .bold .italic))"#)
        #expect(cleanDump("rect .padding.frame(width: 1)") == "(root (modified (rect) .padding .frame(width:1)))")
    }

    @Test func modifiersAttachToTheNearestView() {
        #expect(cleanDump(#"vstack < text "a" .padding > .frame(width: 10)"#)
            == #"(root (modified (vstack < (modified (text "a") .padding) >) .frame(width:10)))"#)
        #expect(cleanDump("geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) }")
            == "(root (geometry {proxy in (modified (color clear) .preference(key:HeightKey value:(member (member proxy size) height)))}))")
        #expect(cleanDump(#"text "a" .background(BrewBadge .padding)"#)
            == #"(root (modified (text "a") .background((modified BrewBadge .padding))))"#)
    }

    @Test func severalModifiersFormOneList() {
        #expect(cleanDump(#"text "a" .padding .bold .frame(width: 1)"#) == #"(root (modified (text "a") .padding .bold .frame(width:1)))"#)
        #expect(cleanDump(#"(text "a" .padding) .bold"#) == #"(root (modified (text "a") .padding .bold))"#)
    }

    @Test func modifiersContinueOnFollowingLines() {
        let source = """
            vstack <
              text "a"
                .padding
                .bold
              text "b"
            >
            .frame(width: 10)
            """
        #expect(cleanDump(source) == #"(root (modified (vstack < (modified (text "a") .padding .bold) (text "b") >) .frame(width:10)))"#)
    }

    @Test(arguments: [
        (".onPreferenceChange(HeightKey) { tallestChild = $0 }", ".onPreferenceChange(HeightKey){(= tallestChild $0)}"),
        (".alignmentGuide(.valueColumn) { $0[.leading] }", ".alignmentGuide(.valueColumn){(subscript $0 .leading)}"),
        (".transformPreference(K) { value in value += 1 }", ".transformPreference(K){value in (+= value 1)}"),
        (".overlayPreferenceValue(K) { v in text v }", ".overlayPreferenceValue(K){v in (text v)}"),
        (".onChange(of: x) { old, new in y = new }", ".onChange(of:x){old new in (= y new)}"),
        (".onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { tallest = $0 }",
         ".onGeometryChange(for:(member CGFloat self)){proxy in (member (member proxy size) height)}action:{(= tallest $0)}"),
        (".task { x = 1 }", ".task{(= x 1)}"),
    ])
    func modifierClosures(modifier: String, expected: String) {
        #expect(cleanDump("rect " + modifier) == "(root (modified (rect) \(expected)))")
    }

    @Test func nameRangeCoversTheDotAndTheName() throws {
        let source = #"vstack < text "Brew" .readHight >"#
        let file = SourceFile(name: "<test>", text: source)
        let item = try #require(Parser.parseItems(file, grammar: .catalogue).value.first)
        guard case .root(let root, _) = item.kind, case .view(let stack) = root.kind,
              case .modified(_, let modifiers) = stack.children?.first?.kind else {
            Issue.record("unexpected shape")
            return
        }
        let modifier = try #require(modifiers.first)
        #expect(file.slice(modifier.nameRange) == ".readHight")
        #expect(file.location(of: modifier.nameRange.start).column == 22)
        let caret = DiagnosticRenderer(style: .interactive).render(
            LocatedDiagnostic(.error("unknown modifier '.readHight'", at: modifier.nameRange), in: file))
        #expect(caret == """
            error: unknown modifier '.readHight'
            vstack < text "Brew" .readHight >
                                 ^~~~~~~~~~

            """)
        let framed = try #require(Parser.parseItems(SourceFile(name: "t", text: "rect .frame(width: 1) { }"), grammar: .catalogue).value.first)
        guard case .root(let modifiedRect, _) = framed.kind, case .modified(_, let frame) = modifiedRect.kind else {
            Issue.record("unexpected shape")
            return
        }
        #expect(frame.first?.range == SourceRange(5, 25))
        #expect(frame.first?.nameRange == SourceRange(5, 11))
    }

    @Test func parseModifiersTakesARun() {
        let file = SourceFile(name: "<input>", text: "modify 0 .padding .frame(width: 10).bold")
        let result = Parser.parseModifiers(file, in: SourceRange(8, file.utf8.count), grammar: .catalogue)
        #expect(result.diagnostics.isEmpty)
        #expect(result.value.map(SyntaxDump.modifier) == [".padding", ".frame(width:10)", ".bold"])
    }

    @Test func parseModifiersReportsWhatIsNotAModifier() {
        let file = SourceFile(name: "<input>", text: "modify 0 padding")
        let result = Parser.parseModifiers(file, in: SourceRange(8, file.utf8.count), grammar: .catalogue)
        #expect(result.value.isEmpty)
        #expect(render(result.diagnostics, in: file) == """
            error: expected a modifier such as '.padding', found 'padding'
            modify 0 padding
                     ^~~~~~~

            """)
        let trailing = SourceFile(name: "<input>", text: ".padding 3")
        let rest = Parser.parseModifiers(trailing, in: SourceRange(0, trailing.utf8.count), grammar: .catalogue)
        #expect(rest.value.map(SyntaxDump.modifier) == [".padding"])
        #expect(rest.diagnostics.map(\.message) == ["unexpected '3' after the modifiers; expected another modifier such as '.padding'"])
    }
}
