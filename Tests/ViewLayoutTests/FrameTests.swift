import Testing
@testable import ViewLayout

/// §2.2 fixed frames and every §2.3 branch of flexible frames.
@Suite struct FrameTests {
    @Test func fixedFrameCentresItsChild() {
        let b = Builder()
        let text = b.text("Hello")
        #expect(b.layout(b.frame(text, width: 100, height: 50), 390, 844) == size(100, 50))
        #expect(b.frameOf(text) == rect(30, 15, 40, 20))
        let t2 = b.text("Hello")
        b.layout(b.frame(t2, width: 100, height: 50, alignment: .bottomTrailing), 390, 844)
        #expect(b.frameOf(t2) == rect(60, 30, 40, 20))
    }

    @Test func oneFixedDimension() {
        let b = Builder()
        let color = b.color()
        #expect(b.layout(b.frame(color, width: 100), 300, 200) == size(100, 200))
        #expect(b.proposalOf(color) == ProposedSize(width: 100, height: 200))
    }

    @Test func invalidFixedDimensions() {  // measured: negative → 0, +∞/NaN ignored; all warn
        let b = Builder()
        let negative = b.frame(b.image(20, 20), width: -10)
        #expect(b.layout(negative, nil, nil) == size(0, 20))
        #expect(b.tree.warnings(of: negative) == [.invalidFrameDimension(node: negative, parameter: "width", value: -10)])
        let infinite = b.frame(b.image(20, 20), width: .infinity)
        #expect(b.layout(infinite, nil, nil) == size(20, 20))
        #expect(b.tree.warnings(of: infinite).count == 1)
        #expect(b.tree.warnings(of: b.frame(b.image(1, 1), width: 5)).isEmpty)
    }

    @Test func idealWhenProposalIsNil() {
        let b = Builder()
        #expect(b.layout(b.flex(b.image(20, 20), idealWidth: 80), nil, nil) == size(80, 20))
        #expect(b.layout(b.flex(b.image(20, 20), idealWidth: 80), 100, 100) == size(20, 20))
    }

    @Test(arguments: [(100.0, 80.0), (30.0, 40.0), (60.0, 60.0)])
    func bothBoundsClampTheProposal(proposal: Double, width: Double) {
        let b = Builder()
        #expect(b.layout(b.flex(b.image(20, 20), minWidth: 40, maxWidth: 80), proposal, 100).width == width)
    }

    @Test func bothBoundsClampTheChildWhenProposalIsNil() {
        let b = Builder()
        #expect(b.layout(b.flex(b.image(20, 20), minWidth: 40, maxWidth: 80), nil, nil) == size(40, 20))
        #expect(b.layout(b.flex(b.image(100, 20), minWidth: 40, maxWidth: 80), nil, nil) == size(80, 20))
    }

    @Test func minOnly() {
        let b = Builder()
        #expect(b.layout(b.flex(b.image(20, 20), minWidth: 40), 100, 100).width == 40)
        #expect(b.layout(b.flex(b.color(), minWidth: 40), 100, 100).width == 100)
        #expect(b.layout(b.flex(b.image(60, 20), minWidth: 40), 50, 100).width == 50)
        #expect(b.layout(b.flex(b.image(20, 20), minWidth: 40), nil, nil).width == 40)
    }

    @Test func maxOnly() {
        let b = Builder()
        #expect(b.layout(b.flex(b.image(20, 20), maxWidth: 80), 100, 100).width == 80)
        #expect(b.layout(b.flex(b.color(), maxWidth: 80), 50, 100).width == 50)
        #expect(b.layout(b.flex(b.image(20, 20), maxWidth: 80), nil, nil).width == 20)
        #expect(b.layout(b.flex(b.image(120, 20), maxWidth: 80), 50, 100).width == 80)
    }

    @Test func unconstrainedAxisIsTheChild() {
        let b = Builder()
        #expect(b.layout(b.flex(b.image(20, 30), minHeight: 50), 100, 100) == size(20, 50))
    }

    @Test func normalisationAndContradictions() {  // measured on SwiftUI
        let b = Builder()
        let contradictory = b.flex(b.image(20, 20), minWidth: 80, maxWidth: 40)
        #expect(b.layout(contradictory, 100, 100).width == 80)
        #expect(b.layout(contradictory, nil, nil).width == 80)
        #expect(b.tree.warnings(of: contradictory) == [.contradictoryFrameConstraints(node: contradictory, axis: .horizontal)])
        #expect(b.layout(b.flex(b.image(20, 20), minWidth: 60, idealWidth: 40), nil, nil).width == 60)
        #expect(b.layout(b.flex(b.image(20, 20), idealWidth: 100, maxWidth: 80), nil, nil).width == 100)
        let negativeIdeal = b.flex(b.image(20, 20), idealWidth: -10)
        #expect(b.layout(negativeIdeal, nil, nil).width == 0)
        #expect(b.tree.warnings(of: negativeIdeal).count == 1)
        #expect(b.layout(b.flex(b.image(20, 20), maxWidth: -10), 100, 100).width == 0)
        #expect(b.layout(b.flex(b.image(20, 20), minWidth: -10), nil, nil).width == 20)
        #expect(b.tree.warnings(of: b.flex(b.image(20, 20), maxWidth: .infinity)).isEmpty)
    }

    @Test func placementReproposesIdeal() {  // §2.3 iOS 17
        let b = Builder()
        let text = b.text("Hello")
        b.layout(b.flex(text, maxWidth: 1000), nil, nil)
        #expect(b.proposalOf(text) == ProposedSize(width: nil, height: nil))
        var old = LayoutOptions()
        old.flexFrameIdealSizing = false
        let b16 = Builder(options: old)
        let text16 = b16.text("Hello")
        b16.layout(b16.flex(text16, maxWidth: 1000), nil, nil)
        #expect(b16.proposalOf(text16) == ProposedSize(width: 40, height: 20))
        // A concrete parent proposal is never re-proposed nil.
        let t3 = b.text("Hello")
        b.layout(b.flex(t3, maxWidth: 1000), 300, 100)
        #expect(b.proposalOf(t3) == ProposedSize(width: 300, height: 20))
    }

    @Test func flexibleFrameAlignment() {
        let b = Builder()
        let text = b.text("Hi")
        b.layout(b.flex(text, maxWidth: .infinity, alignment: .leading), 300, nil)
        #expect(b.frameOf(text) == rect(0, 0, 16, 20))
    }
}
