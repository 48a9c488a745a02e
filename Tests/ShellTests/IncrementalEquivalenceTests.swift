import Foundation
import SeededRandom
import Testing
@testable import Shell

/// Incremental body evaluation gives what a fresh evaluation gives, after any sequence of
/// edits: random sessions (states, foreach, if, user views, geometry readers, preference
/// readers, anchors, environment writers) and random edits (set, modify, replace, insert,
/// remove, undo, propose, device), each followed by a comparison of `layout --json`, `prefs`
/// and `env` with a fresh session holding the same document.
@Suite struct IncrementalEquivalenceTests {
    /// A small deterministic generator (SplitMix64), so a failure names a reproducible seed.
    struct Generator {
        var base: SplitMix64
        init(state: UInt64) { base = SplitMix64(seed: state) }
        mutating func next() -> UInt64 { base.next() }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let setup = [
        "state n = 3",
        "state flag = true",
        "state title = \"Brew\"",
        "state rows: [String] = [\"a\", \"bb\", \"ccc\"]",
        "state width: CGFloat = 40",
        "key SumKey = 0 reduce sum",
        "key AnchorKey: Anchor<CGRect>? = nil { value in value = value ?? nextValue() }",
        "view Row(label: String, w: CGFloat) = hstack < text label spacer text \"\\(w)\" .frame(width: w) >",
        "modifier card = .padding(4) .background(color yellow)",
        """
        vstack(spacing: 4) <
          text title .font(.title)
          foreach rows { r in Row(label: r, w: width) .preference(key: SumKey, value: 1) }
          if flag < text "on" .readHeight > else < color red .frame(height: 10) >
          geometry { p in text "\\(p.size.width)" }
          text "anchor" .anchorPreference(key: AnchorKey, value: .bounds) { $0 } .card
          text "badge" .overlay(alignment: .topTrailing) { if flag < text "\\(n)" > } .background { if n > 2 < color green > }
          tabview(selection: $n) < text "one" .tag(1) picker("P", selection: $n) < text "three" .tag(3) text "five" .tag(5) > .tag(5) > .frame(height: 60)
        >
        .overlayPreferenceValue(SumKey) { s in text "\\(s)" }
        .overlayPreferenceValue(AnchorKey) { a in geometry { p in if a != nil < color blue .frame(width: p[a].width, height: 2) > } }
        .environment(\\.lineLimit, n)
        """,
    ]

    static let edits = [
        "set n = 1", "set n = 5", "set flag = false", "set flag = true", "set title = \"A longer title here\"",
        "set title = \"Brew\"", "set rows = [\"a\", \"bb\", \"ccc\"]", "set rows = [\"a\", \"changed\", \"ccc\"]",
        "set rows = [\"one\"]", "set rows = []", "set rows = [\"x\", \"y\", \"z\", \"w\"]", "set width = 80", "set width = 10",
        "modify 0.0 .padding(8)", "modify 0.0 drop .padding", "replace 0.0 text \"replaced\" .bold",
        "insert 0.0 color green .frame(height: 5)", "remove 0.0", "append 0 text \"appended\"",
        "undo", "undo", "redo", "propose 300x500", "propose 390x844", "device iPhone 15 Pro", "propose nil x nil",
        "option zstackSize max", "option zstackSize union",
        "set rows[0] = \"first\"", "set rows[1] = \"a much longer second row\"", "set rows[0] = \"a\"",
        // Modifiers on the if and the foreach themselves: the slot moves out to the new wrapper
        // (a reused branch kept its slot mark once: `prefs` named it; fuzz seed 13989).
        "modify 0.2 .environment(\\.lineLimit, 2)", "modify 0.2 drop .environment", "modify 0.1 .padding(2)",
        "modify 0.1 drop .padding", "modify 0.1.0 .opacity(0.5)", "modify 0.2.0 .italic()",
    ]

    func output(_ session: Session) -> String {
        // Model notes are printed when they change (`notesText`): both sessions print them, so
        // the comparison is of the evaluation, not of which notes a session already showed.
        session.forgetShownNotes()
        return ["layout --json", "prefs", "env 0"].map { session.execute($0).text }.joined(separator: "\n----\n")
    }

    func fresh(like session: Session) -> String {
        let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        other.document = session.document
        return output(other)
    }

    @Test(arguments: 0..<(ProcessInfo.processInfo.environment["VIEWSH_EQUIVALENCE_SEEDS"].flatMap(Int.init) ?? 40))
    func incrementalAgreesWithFresh(seed: Int) {
        var random = Generator(state: UInt64(seed) &* 7919 &+ 17)
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in Self.setup { _ = session.execute(line) }
        _ = output(session)
        var history: [String] = []
        for _ in 0..<12 {
            let edit = random.pick(Self.edits)
            history.append(edit)
            _ = session.execute(edit)
            let incremental = output(session)
            let expected = fresh(like: session)
            #expect(incremental == expected, "seed \(seed) after: \(history.joined(separator: "; "))")
            if incremental != expected { return }
        }
    }

    /// A LabelColumn frame rebuilds every row, each holding a GeometryReader whose node is
    /// reused with its content kept until the reader is laid out again: each frame's tables and
    /// the layout after it are what a fresh evaluation gives.
    @Test func labelColumnFramesAgreeWithFresh() {
        let rows = (0..<40).map { "(\"Label \(String(repeating: "w", count: $0 % 7))\", \"v\($0)\")" }.joined(separator: ", ")
        let script = [
            "state rows = [\(rows)]",
            "state labelWidth: CGFloat? = nil",
            """
            vstack(alignment: .leading) <
              foreach(rows, id: \\.0) { label, value in
                hstack < text label .reportWidth .frame(width: labelWidth, alignment: .leading) text value >
              }
            >
            .onPreferenceChange(MaxWidthKey) { labelWidth = $0 }
            """,
        ]
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in script { _ = session.execute(line) }
        let first = session.execute("step-frame").text
        let second = session.execute("step-frame").text
        // The flush rebuilds every row (labelWidth nil → the widest label); the next frame nothing.
        #expect(first.contains("bodies evaluated: 40 of 201"))
        #expect(second.contains("no body's inputs changed"))
        let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        other.document = session.document
        #expect(session.execute("layout --all").text == other.execute("layout --all").text)
        #expect(output(session) == output(other))
    }

    /// After one element of a 2,000-row list changes, only that element's body and the
    /// foreach holding it are evaluated again.
    @Test func oneElementChangedEvaluatesTwoBodies() throws {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        let rows = (0..<2000).map { "\"Row \($0)\"" }.joined(separator: ", ")
        _ = session.execute("state rows: [String] = [\(rows)]")
        _ = session.execute("vstack < foreach rows { r in hstack < text r spacer text \"min\" > } >")
        _ = session.execute("layout 0.0.0[5]")
        #expect(try #require(session.layoutMemo).evaluatedBodies.count > 2000)
        let changed = (0..<2000).map { $0 == 5 ? "\"Changed\"" : "\"Row \($0)\"" }.joined(separator: ", ")
        _ = session.execute("set rows = [\(changed)]")
        let output = session.execute("layout 0.0.0[5]").text
        #expect(output.contains("text \"Changed\""))
        #expect(try #require(session.layoutMemo).evaluatedBodies == ["0.0.0[5]", "0.0"])
        // The same through a part write: one element's body again, the rest kept.
        _ = session.execute("set rows[7] = \"Other\"")
        #expect(session.execute("layout 0.0.0[7]").text.contains("text \"Other\""))
        #expect(try #require(session.layoutMemo).evaluatedBodies == ["0.0.0[7]", "0.0"])
        let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        other.document = session.document
        #expect(session.execute("layout --all").text == other.execute("layout --all").text)
    }

    /// A foreach loses its modifiers, then one element changes: the kept elements' views, once
    /// inside the foreach's wrapper, are the slots now (their mark is what `prefs` reads, §4.2).
    @Test func keptElementsBecomeSlotsWhenTheWrapperGoes() {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in [
            "key SumKey = 0 reduce sum", "option dynamicSlotsInjectDefault true",
            "state rows: [String] = [\"a\", \"b\", \"c\"]",
            "vstack < text \"head\" .preference(key: SumKey, value: 5) foreach(rows, id: \\.self) { r in text r } .padding(1) > "
                + ".overlayPreferenceValue(SumKey) { s in text \"\\(s)\" }",
        ] { _ = session.execute(line) }
        _ = output(session)
        for edit in ["modify 0.1 drop .padding", "set rows[1] = \"x\"", "modify 0.1 .padding(2)", "set rows[2] = \"y\""] {
            _ = session.execute(edit)
            #expect(output(session) == fresh(like: session), "after \(edit)")
        }
    }

    /// A long list edited one element at a time (`set rows[i] = …`, equal texts included, so ids
    /// repeat), with the whole list replaced now and then (longer, shorter): after each edit the
    /// incremental layout is the fresh one, and an element write evaluates at most its own body
    /// and the foreach's (and a user view's nested in it), whatever the element's template.
    @Test(arguments: 0..<8)
    func elementWritesAgreeWithFresh(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &* 104_729 &+ 3)
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        var count = 300
        let words = ["a", "bb", "Row", "a longer row text", "x"]
        func list(_ n: Int) -> String { "[" + (0..<n).map { "\"\(words[$0 % words.count]) \($0 % 37)\"" }.joined(separator: ", ") + "]" }
        _ = session.execute("state rows: [String] = \(list(count))")
        // The element's template by seed: one view; a user view holding another (nested bodies,
        // one reading a state the edits write too); two views an element (all kept by `keptRun`).
        let templates = ["hstack < text r spacer text \"x\" >", "Row(title: r)", "text r text \"x\""]
        let template = templates[seed % templates.count]
        for line in ["state mark = \"-\"", "view Badge(n: Int) = text \"\\(n)\" .padding(2)",
                     "view Row(title: String) = hstack < text title spacer Badge(n: 3) text mark >"] {
            _ = session.execute(line)
        }
        _ = session.execute("vstack(spacing: 2) < text \"head\" foreach(rows, id: \\.self) { r in \(template) } >")
        _ = session.execute("layout 0.1")
        var history: [String] = []
        for _ in 0..<15 {
            let edit: String
            if random.below(6) == 0 {
                count = [1, 50, 299, 300, 301][random.below(5)]
                edit = "set rows = \(list(count))"
            } else if random.below(8) == 0 {
                edit = "set mark = \"\(random.pick(words))\""
            } else {
                edit = "set rows[\(random.below(count))] = \"\(random.pick(words)) \(random.below(40))\""
            }
            history.append(edit.count > 60 ? String(edit.prefix(60)) + "…" : edit)
            _ = session.execute(edit)
            let incremental = session.execute("layout --all").text
            if edit.hasPrefix("set rows[") {
                // The foreach's body and the element's: one per template view, and a user view's
                // two nested bodies.
                #expect(try #require(session.layoutMemo).evaluatedBodies.count <= [2, 4, 3][seed % templates.count],
                        "seed \(seed) after: \(history)")
            }
            let other = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
            other.document = session.document
            let expected = other.execute("layout --all").text
            #expect(incremental == expected, "seed \(seed) after: \(history.joined(separator: "; "))")
            if incremental != expected { return }
        }
    }
}
