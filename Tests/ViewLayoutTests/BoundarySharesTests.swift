import Testing
@testable import ViewLayout

/// Docs/Layout.md step 2.7: when every share is known before any is offered — nothing left to
/// share, or an unbounded proposal (the highest priority offered ∞, lower ones their minimums) —
/// a stack asks each child only the probe its share equals, and lays out exactly as the full
/// steps do (a traced layout runs them all).
@Suite struct BoundarySharesTests {
    /// A VStack of rows, each an HStack of a text, a spacer and a text.
    func rows(_ b: Builder, _ count: Int) -> LayoutNodeID {
        b.vstack((0..<count).map { r in b.hstack([b.text("row \(r)"), b.spacer(), b.text("x")]) })
    }

    /// The same tree laid out with every node traced (no shortcut on a traced path).
    func traced(_ build: (Builder) -> LayoutNodeID, _ proposal: ProposedSize) -> [LaidOutNode] {
        let b = Builder()
        b.tree.root = build(b)
        let all = Set((0..<b.tree.count).map { LayoutNodeID(rawValue: Int32($0)) })
        b.tree.layout(proposal: proposal, trace: LayoutTraceRequest(nodes: all))
        return b.tree.laidOutNodes()
    }

    func untraced(_ build: (Builder) -> LayoutNodeID, _ proposal: ProposedSize) -> (run: LayoutRun, nodes: [LaidOutNode], count: Int) {
        let b = Builder()
        b.tree.root = build(b)
        let run = b.tree.layout(proposal: proposal)
        return (run, b.tree.laidOutNodes(), b.tree.count)
    }

    @Test func aStackWithNothingLeftToShareAsksEachRowItsMinimumAlone() {
        // 60 rows of at least 20 points and 59 gaps of 8 overflow 200 points: every row is offered
        // 0, its minimum, so each rule runs once (each row ran twice: its maximum was asked too).
        let build = { (b: Builder) in self.rows(b, 60) }
        let proposal = ProposedSize(width: 390, height: 200)
        let (run, nodes, count) = untraced(build, proposal)
        #expect(run.statistics.evaluations == count)
        #expect(nodes == traced(build, proposal))
    }

    @Test func anUnboundedStackAsksEachChildItsMaximumAlone() {
        // Offered ∞ along its axis, an HStack offers every child of the highest priority ∞ (its
        // maximum) and the spacers, a lower priority, their minimum.
        let build = { (b: Builder) in
            b.hstack((0..<30).map { k in k % 3 == 1 ? b.spacer() : b.vstack([b.text("cell \(k)"), b.image(10, 10)]) })
        }
        let proposal = ProposedSize(width: .infinity, height: 300)
        let (run, nodes, count) = untraced(build, proposal)
        #expect(run.statistics.evaluations == count)
        #expect(nodes == traced(build, proposal))
    }

    @Test func otherStacksAgreeWithTheFullSteps() {
        // Negative padding around a child, an empty proposal, and an unbounded stack with three
        // priorities (the lower ones reserve their minimums).
        let negative = { (b: Builder) in
            b.vstack([b.padding(b.color(), EdgeInsets(all: -30)), b.text("after"), b.spacer()])
        }
        #expect(untraced(negative, ProposedSize(width: 100, height: 0)).nodes
                == traced(negative, ProposedSize(width: 100, height: 0)))
        let priorities = { (b: Builder) in
            b.hstack([b.priority(b.text("first one"), 1), b.text("second"), b.spacer()])
        }
        #expect(untraced(priorities, ProposedSize(width: .infinity, height: 50)).nodes
                == traced(priorities, ProposedSize(width: .infinity, height: 50)))
    }
}
