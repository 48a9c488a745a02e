import Testing
@testable import ViewLayout

/// The relayout cutoff (LayoutCache.swift, `resolveDeferredInvalidations`): after an edit, a
/// node whose answers to every proposal it was asked are unchanged leaves its parent's layout
/// unchanged, so the parent and everything above keep their answers and placements and only
/// that node's subtree is placed again — unless something above reads more of it than its
/// sizes (a guide that can move with no change of size). The result is always a fresh tree's.
@Suite struct CutoffTests {
    /// A vstack of rows, each `hstack < text spacer text "x" >`, the shell's foreach shape.
    func rows(_ b: Builder, count: Int, alignment: AlignmentGuide = .verticalCenter) -> (root: LayoutNodeID, rows: [LayoutNodeID], labels: [LayoutNodeID]) {
        var rows: [LayoutNodeID] = []
        var labels: [LayoutNodeID] = []
        for r in 0..<count {
            let label = b.text("Row \(r)")
            labels.append(label)
            rows.append(b.hstack([label, b.spacer(), b.text("x")], alignment: alignment))
        }
        return (b.vstack(rows), rows, labels)
    }

    func fresh(rows count: Int, changing index: Int, to text: String) -> [LaidOutNode] {
        let b = Builder()
        let (root, _, labels) = rows(b, count: count)
        b.tree.setKind(.text(text, TextStyle()), for: labels[index])
        b.tree.root = root
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        return b.tree.laidOutNodes()
    }

    @Test func aRowWhoseAnswersStayTheSameIsPlacedAlone() {
        let b = Builder()
        let (root, rowIDs, labels) = rows(b, count: 1000)
        b.tree.root = root
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        b.tree.setKind(.text("Changed", TextStyle()), for: labels[500])
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        // The row fills the width whatever its label: the stack above is not run again.
        #expect(!run.evaluatedNodes.contains(root))
        #expect(Set(run.evaluatedNodes).isSubset(of: [labels[500], rowIDs[500]]))
        #expect(run.statistics.placements < 10)
        #expect(b.tree.laidOutNodes() == fresh(rows: 1000, changing: 500, to: "Changed"))
        #expect(b.sizeOf(labels[500]).width == 7 * 8)
    }

    /// An edit at the bottom of a 400-level chain of nested stacks changes every level's answers,
    /// so every level's check fails; each keeps the answers it found (the level above and the
    /// pass use them) and the result is a fresh tree's, with a few evaluations per level. (The
    /// walks that made deep1000's one-leaf relayout 25 times a full layout — every check and
    /// every depth walked to the root — are not evaluations: `scripts/bench`'s relayout column
    /// shows their time.)
    @Test func aDeepChainWhoseAnswersAllChangeIsEvaluatedOncePerLevel() {
        let b = Builder()
        let deepest = chain(b, deepest: 40)
        b.tree.setKind(.image(width: 60, height: 30), for: deepest)
        let run = b.tree.layout(proposal: ProposedSize(width: 100_000, height: 100_000), recordEvaluations: true)
        #expect(run.evaluatedNodes.count <= 400 * 8, "evaluated \(run.evaluatedNodes.count) nodes for 400 levels")
        let fresh = Builder()
        _ = chain(fresh, deepest: 60, height: 30)
        #expect(b.tree.laidOutNodes() == fresh.tree.laidOutNodes())
    }

    /// 400 nested stacks of alternating axes, each an image beside the next level, laid out; the
    /// deepest image's id.
    func chain(_ b: Builder, deepest width: Double, height: Double = 20) -> LayoutNodeID {
        let deepest = b.image(width, height)
        var inner = deepest
        for level in 0..<400 {
            inner = level % 2 == 0 ? b.hstack([b.image(40, 20), inner]) : b.vstack([b.image(40, 20), inner])
        }
        b.tree.root = inner
        b.tree.layout(proposal: ProposedSize(width: 100_000, height: 100_000))
        return deepest
    }

    @Test func aRowWhoseAnswersChangeRunsItsParentAgain() {
        let b = Builder()
        var labels: [LayoutNodeID] = []
        var rowIDs: [LayoutNodeID] = []
        for r in 0..<20 {
            labels.append(b.text("Row \(r)"))
            rowIDs.append(b.hstack([labels[r], b.text("x")]))  // no spacer: the row is as wide as its texts
        }
        let root = b.vstack(rowIDs)
        b.tree.root = root
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        b.tree.setKind(.text("A much longer label", TextStyle()), for: labels[5])
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        #expect(run.evaluatedNodes.contains(root))
        let other = Builder()
        var otherRows: [LayoutNodeID] = []
        for r in 0..<20 { otherRows.append(other.hstack([other.text(r == 5 ? "A much longer label" : "Row \(r)"), other.text("x")])) }
        other.tree.root = other.vstack(otherRows)
        other.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(b.tree.laidOutNodes() == other.tree.laidOutNodes())
    }

    /// A zstack of a fixed frame answers 40×60 whatever its text, but the text's first baseline
    /// moves when it wraps to a second line: a stack aligned on baselines must run again.
    func baselineRow(_ b: Builder, text: String, alignment: AlignmentGuide) -> (root: LayoutNodeID, label: LayoutNodeID) {
        let label = b.text(text)
        let boxed = b.add(.zstack(alignment: .center), [b.add(.frame(width: 40, height: 60), [label])])
        let root = b.add(.padding(EdgeInsets(all: 1)), [b.hstack([boxed, b.text("neighbour")], alignment: alignment)])
        return (root, label)
    }

    @Test(arguments: [AlignmentGuide.firstTextBaseline, .lastTextBaseline, .verticalCenter, .top])
    func aGuideThatMovesWithoutASizeChangeIsSeen(alignment: AlignmentGuide) {
        let b = Builder()
        let (root, label) = baselineRow(b, text: "ab", alignment: alignment)
        b.tree.root = root
        b.tree.layout(proposal: ProposedSize(width: 300, height: 200))
        b.tree.setKind(.text("ab cd ef", TextStyle()), for: label)
        let run = b.tree.layout(proposal: ProposedSize(width: 300, height: 200), recordEvaluations: true)
        let other = Builder()
        let (otherRoot, _) = baselineRow(other, text: "ab cd ef", alignment: alignment)
        other.tree.root = otherRoot
        other.tree.layout(proposal: ProposedSize(width: 300, height: 200))
        #expect(b.tree.laidOutNodes() == other.tree.laidOutNodes())
        let stack = b.tree.parent(of: b.tree.parent(of: b.tree.parent(of: label)!)!)!
        if alignment == .verticalCenter || alignment == .top {
            // Sizes alone decide: the zstack's answers are the same, the stack keeps its layout.
            #expect(!run.evaluatedNodes.contains(stack))
        } else {
            #expect(run.evaluatedNodes.contains(stack))
        }
    }

    /// Edits with no pass after them, then a read: the ancestors' answers are forgotten then,
    /// as before the cutoff (a placement refreshed by the read must not use them).
    @Test func aReadBeforeTheNextPassForgetsTheDeferredAnswers() {
        let b = Builder()
        let (root, _, labels) = rows(b, count: 10)
        b.tree.root = root
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        b.tree.setKind(.text("Changed", TextStyle()), for: labels[3])
        _ = b.tree.result(of: labels[3])
        #expect(b.tree.cache.deferred.isEmpty)
        #expect(b.tree.cache.flags[Int(root.rawValue)] & NodeFlag.inlineValid == 0)
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(b.tree.laidOutNodes() == fresh(rows: 10, changing: 3, to: "Changed"))
    }

    /// The squeezed-text list (`textsPlacedBelowOneCharacter`, read by every layout's notes) is
    /// looked for again only in the subtrees a cutoff-only pass placed: a text squeezed there, or
    /// no longer squeezed, must show.
    @Test func aTextSqueezedInsideACutoffIsFound() {
        let b = Builder()
        var frames: [LayoutNodeID] = []
        var labels: [LayoutNodeID] = []
        var rowIDs: [LayoutNodeID] = []
        for r in 0..<50 {
            labels.append(b.text("ab"))
            frames.append(b.add(.frame(width: 20, height: 20), [labels[r]]))
            rowIDs.append(b.hstack([frames[r], b.spacer(), b.text("x")]))
        }
        let root = b.vstack(rowIDs)
        b.tree.root = root
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(b.tree.textsPlacedBelowOneCharacter().isEmpty)
        b.tree.setKind(.frame(width: 4, height: 20), for: frames[7])
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844), recordEvaluations: true)
        #expect(!run.evaluatedNodes.contains(root))  // the row still fills the stack: a cutoff-only pass
        #expect(b.tree.textsPlacedBelowOneCharacter().map(\.id) == [labels[7]])
        b.tree.setKind(.frame(width: 3, height: 20), for: frames[9])
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(b.tree.textsPlacedBelowOneCharacter().map(\.id) == [labels[7], labels[9]])
        b.tree.setKind(.frame(width: 20, height: 20), for: frames[7])
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))
        #expect(b.tree.textsPlacedBelowOneCharacter().map(\.id) == [labels[9]])
        // A pass that runs the stack again looks at every node.
        b.tree.layout(proposal: ProposedSize(width: 300, height: 844))
        #expect(b.tree.textsPlacedBelowOneCharacter().map(\.id) == [labels[9]])
    }
}
