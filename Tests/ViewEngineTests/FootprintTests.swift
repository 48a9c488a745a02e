import Testing
@testable import ViewEngine
import ViewLayout

/// What one laid-out node costs the resolver (the layout engine's own footprint is the
/// bench's): entries are kept small, their rare parts boxed.
@Suite struct FootprintTests {
    @Test func entriesStaySmall() {
        #expect(MemoryLayout<ResolvedEntry>.stride <= 64, "ResolvedEntry is \(MemoryLayout<ResolvedEntry>.stride) bytes")
    }

    /// The depth and flags packed in one word read back as they were set.
    @Test func anEntrysPackedFieldsReadBack() {
        var entry = ResolvedEntry(address: "0", label: "x", isModifier: true, depth: 1_000, declared: NodeID(7))
        #expect(entry.isModifier && !entry.isDynamicSlot && entry.depth == 1_000 && entry.declared == NodeID(7))
        entry.isDynamicSlot = true
        entry.setTextLabel("x")
        entry.depth = 3
        #expect(entry.isModifier && entry.isDynamicSlot && entry.depth == 3 && entry.label == "text \"x\"")
        entry.isModifier = false
        entry.declared = nil
        #expect(!entry.isModifier && entry.isDynamicSlot && entry.depth == 3 && entry.declared == nil)
        entry.depth = -5
        #expect(entry.depth == 0 && entry.isDynamicSlot)
        entry.declared = NodeID(0)
        #expect(entry.declared == NodeID(0))
    }

    /// A body is kept per foreach element (100,000 of them for a 100,000-row list): its rare
    /// parts (a reader's content) are indirect, its own nodes a run of ids, its element bound over
    /// the foreach's scope rather than a dictionary of its own.
    @Test func bodiesStaySmall() {
        #expect(MemoryLayout<Body>.stride <= 168, "Body is \(MemoryLayout<Body>.stride) bytes")
    }

    /// A Text's label is kept as its string and made (`text "…"`, quoted) when read; it compares
    /// and reads as the label written out, and hashes alike whenever it is stored alike.
    @Test func aTextLabelIsMadeWhenRead() {
        for string in ["Row 50000", "say \"hi\"", "tab\there", "", "ünïcode ×"] {
            var lazy = ResolvedEntry(address: "0.1", label: "", isModifier: false, depth: 1, declared: nil)
            lazy.setTextLabel(string)
            let written = ResolvedEntry(address: "0.1", label: "text " + Value.quote(string), isModifier: false, depth: 1, declared: nil)
            #expect(lazy.label == written.label)
            #expect(lazy.label.hasPrefix("text \""))
            #expect(lazy == written)
            var other = lazy
            other.setTextLabel(string + "!")
            #expect(other != lazy)
            var again = lazy
            again.setTextLabel(string)
            var a = Hasher(), b = Hasher()
            lazy.hashLabel(into: &a)
            again.hashLabel(into: &b)
            #expect(a.finalize() == b.finalize())
            // Writing a label stores it as written.
            again.label = "vstack"
            #expect(again.label == "vstack")
        }
    }

    @Test func ownNodesAreARunUntilAnIdBreaksIt() {
        var run = NodeRun()
        #expect(Array(run).isEmpty)
        for id in 10..<14 { run.append(LayoutNodeID(rawValue: Int32(id))) }
        #expect(run.map(\.rawValue) == [10, 11, 12, 13])
        #expect(run.count == 4)
        run.append(LayoutNodeID(rawValue: 3))
        run.append(LayoutNodeID(rawValue: 4))
        #expect(run.map(\.rawValue) == [10, 11, 12, 13, 3, 4])
        #expect(run.count == 6)
        let ids = [7, 8, 9].map { LayoutNodeID(rawValue: Int32($0)) }
        #expect(Array(NodeRun(ids)) == ids)
        #expect(NodeRun(ids) == NodeRun(ids))
        #expect(NodeRun(ids) != NodeRun(Array(ids.reversed())))
    }
}
