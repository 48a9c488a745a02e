import Testing
@testable import ViewLayout

/// The `why` trace: events as data for the chosen nodes only.
@Suite struct TraceTests {
    @Test func stackDecisionsAreRecorded() {
        let b = Builder()
        let a = b.flex(b.color(), maxWidth: 100)
        let c = b.flex(b.color(), minWidth: 100)
        let stack = b.hstack([a, c], spacing: 0)
        b.tree.root = b.frame(stack, width: 150, height: 50)
        b.tree.layout(proposal: ProposedSize(width: 390, height: 844))  // warm caches
        let run = b.tree.layout(proposal: ProposedSize(width: 390, height: 844),
                                trace: LayoutTraceRequest(nodes: [stack]))
        let order = run.events.compactMap { event -> [LayoutNodeID]? in
            if case let .stackOrder(_, _, children, _) = event { return children.map(\.child) } else { return nil }
        }
        #expect(order == [[a, c]])
        let offers = run.events.compactMap { event -> (LayoutNodeID, Double?, Double)? in
            if case let .stackOffer(_, child, offer, took, _) = event { return (child, offer.width, took.width) }
            return nil
        }
        #expect(offers.map(\.0) == [a, c])
        #expect(offers.map(\.1) == [75, 75])
        #expect(offers.map(\.2) == [75, 100])
        #expect(run.events.contains(.answered(node: stack, proposal: ProposedSize(width: 150, height: 50),
                                              size: size(175, 50), source: .computed)))
        // Nothing is recorded about untraced nodes.
        #expect(!run.events.contains { if case .proposed(a, _) = $0 { true } else { false } })
    }

    @Test func repeatedProposalsAreAnsweredFromCache() {
        let b = Builder()
        let text = b.text("Hello")
        let root = b.hstack([text, b.color()])
        b.tree.root = root
        let run = b.tree.layout(proposal: ProposedSize(width: 100, height: 100), trace: LayoutTraceRequest(nodes: [text]))
        let answers = run.events.compactMap { event -> AnswerSource? in
            if case let .answered(_, _, _, source) = event { return source } else { return nil }
        }
        #expect(answers.contains(.computed))
        #expect(answers.contains(.cached))
        #expect(run.events.contains { if case .text(text, 1, false, _) = $0 { true } else { false } })
        #expect(run.events.contains { if case .placed(text, _, _, _) = $0 { true } else { false } })
    }

    @Test func frameRulesAreRecorded() {
        let b = Builder()
        let frame = b.flex(b.image(20, 20), minWidth: 40, maxWidth: 80)
        b.tree.root = frame
        let run = b.tree.layout(proposal: ProposedSize(width: 100, height: nil), trace: LayoutTraceRequest(nodes: [frame]))
        #expect(run.events.contains(.frameRule(node: frame, axis: .horizontal,
                                               rule: .clampProposal(proposal: 100, min: 40, max: 80), result: 80)))
    }
}
