import Testing
import Shell
import ViewSyntax

/// The articles in `shared/seeds/`, as a viewsh user types them.
@Suite struct SeedExampleTests {
    @Test func cardStackWithAPreference() {
        let script = """
            #!/usr/bin/env viewsh
            // Seed 000: the child reports its height; the parent listens.
            key HeightKey: CGFloat = 0 reduce max
            modifier readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })
            state tallestChild: CGFloat = 0
            view BrewSummaryRow = hstack < text "Brew" spacer text "4 min" >
            vstack < BrewSummaryRow .readHeight > .onPreferenceChange(HeightKey) { tallestChild = $0 } .frame(minHeight: tallestChild)
            """
        #expect(cleanScriptDump(script) == """
            (key HeightKey: CGFloat = 0 reduce max)
            (modifier readHeight = .background((geometry {proxy in (modified (color clear) .preference(key:HeightKey value:(member (member proxy size) height)))})))
            (state tallestChild: CGFloat = 0)
            (view BrewSummaryRow = (hstack < (text "Brew") (spacer) (text "4 min") >))
            (root (modified (vstack < (modified BrewSummaryRow .readHeight) >) .onPreferenceChange(HeightKey){(= tallestChild $0)} .frame(minHeight:tallestChild)))
            """)
    }

    @Test func cardStackSwiftStyle() {
        // The same, laid out the way the article's Swift is: a reduce body, `.self`, one modifier a line.
        let script = """
            key HeightKey: CGFloat = 0 { value in value = max(value, nextValue()) }
            modifier readHeight = .background(geometry { proxy in
                color clear
                    .preference(key: HeightKey.self, value: proxy.size.height)
            })
            vstack <
                BrewSummaryRow(brew: brew)
                    .readHeight
            >
            .onPreferenceChange(HeightKey.self) { tallestChild = $0 }
            .frame(minHeight: tallestChild)
            """
        #expect(cleanScriptDump(script) == """
            (key HeightKey: CGFloat = 0 {value in (= value (call max value (call nextValue)))})
            (modifier readHeight = .background((geometry {proxy in (modified (color clear) .preference(key:(member HeightKey self) value:(member (member proxy size) height)))})))
            (root (modified (vstack < (modified (call BrewSummaryRow brew:brew) .readHeight) >) .onPreferenceChange((member HeightKey self)){(= tallestChild $0)} .frame(minHeight:tallestChild)))
            """)
    }

    @Test func cardStackWithAThreadedBinding() {
        let script = """
            view MeasuredRow(height: Binding<CGFloat>) = text "Brew" .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { height = $0 }
            vstack < MeasuredRow(height: $tallestChild) > .frame(minHeight: tallestChild)
            """
        #expect(cleanScriptDump(script) == """
            (view MeasuredRow(height: Binding<CGFloat>) = (modified (text "Brew") .onGeometryChange(for:(member CGFloat self)){proxy in (member (member proxy size) height)}action:{(= height $0)}))
            (root (modified (vstack < (call MeasuredRow height:$tallestChild) >) .frame(minHeight:tallestChild)))
            """)
    }

    @Test func labelColumnWithForeachOperand() {
        let source = "vstack(alignment: .leading) < foreach rows { label, value in hstack < text label .reportWidth .frame(width: labelWidth, alignment: .leading) text value > } > .onPreferenceChange(MaxWidthKey) { labelWidth = $0 }"
        #expect(cleanDump(source) == """
            (root (modified (vstack alignment:.leading < (foreach rows {label value in (hstack < (modified (text label) .reportWidth .frame(width:labelWidth alignment:.leading)) (text value) >)}) >) .onPreferenceChange(MaxWidthKey){(= labelWidth $0)}))
            """)
    }

    @Test func labelColumnSwiftStyle() {
        let script = #"""
            key MaxWidthKey: CGFloat = 0 reduce max
            modifier reportWidth = .background(geometry { proxy in color clear .preference(key: MaxWidthKey, value: proxy.size.width) })
            state labelWidth: CGFloat = 0
            state rows = [("Brew", "4 min"), ("Water", "250 g")]
            vstack(alignment: .leading) <
                foreach(rows, id: \.0) { label, value in
                    hstack <
                        text label
                            .reportWidth
                            .frame(width: labelWidth, alignment: .leading)
                        text value
                    >
                }
            >
            .onPreferenceChange(MaxWidthKey) { labelWidth = $0 }
            """#
        #expect(cleanScriptDump(script) == #"""
            (key MaxWidthKey: CGFloat = 0 reduce max)
            (modifier reportWidth = .background((geometry {proxy in (modified (color clear) .preference(key:MaxWidthKey value:(member (member proxy size) width)))})))
            (state labelWidth: CGFloat = 0)
            (state rows = (list (tuple "Brew" "4 min") (tuple "Water" "250 g")))
            (root (modified (vstack alignment:.leading < (foreach rows id:\.0 {label value in (hstack < (modified (text label) .reportWidth .frame(width:labelWidth alignment:.leading)) (text value) >)}) >) .onPreferenceChange(MaxWidthKey){(= labelWidth $0)}))
            """#)
    }

    @Test func valueColumnWithAnAlignmentGuide() {
        let script = #"""
            alignment valueColumn: horizontal { d in d[.leading] }
            vstack(alignment: .valueColumn) <
                foreach(rows, id: \.0) { label, value in
                    hstack <
                        text label
                        text value .alignmentGuide(.valueColumn) { $0[.leading] }
                    >
                }
            >
            """#
        #expect(cleanScriptDump(script) == #"""
            (alignment valueColumn: horizontal {d in (subscript d .leading)})
            (root (vstack alignment:.valueColumn < (foreach rows id:\.0 {label value in (hstack < (text label) (modified (text value) .alignmentGuide(.valueColumn){(subscript $0 .leading)}) >)}) >))
            """#)
    }

    @Test func toolbarItems() {
        let script = """
            key ToolbarItemsKey: [ToolbarEntry] = [] { value in value.append(contentsOf: nextValue()) }
            key ToolbarItemsKey: [ToolbarEntry] = [] reduce append
            vstack <
                text "Page" .preference(key: ToolbarItemsKey, value: [ToolbarEntry(title: "Share")])
                text "Other" .preference(key: ToolbarItemsKey, value: [ToolbarEntry(title: "Edit", icon: "pencil")])
            >
            .overlayPreferenceValue(ToolbarItemsKey) { items in hstack < foreach items { item in text item.title } > }
            """
        #expect(cleanScriptDump(script) == """
            (key ToolbarItemsKey: [ToolbarEntry] = (list) {value in (call (member value append) contentsOf:(call nextValue))})
            (key ToolbarItemsKey: [ToolbarEntry] = (list) reduce append)
            (root (modified (vstack < (modified (text "Page") .preference(key:ToolbarItemsKey value:(list (call ToolbarEntry title:"Share")))) (modified (text "Other") .preference(key:ToolbarItemsKey value:(list (call ToolbarEntry title:"Edit" icon:"pencil")))) >) .overlayPreferenceValue(ToolbarItemsKey){items in (hstack < (foreach items {item in (text (member item title))}) >)}))
            """)
    }
}
