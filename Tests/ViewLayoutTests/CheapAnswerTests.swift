import Testing
@testable import ViewLayout
import SeededRandom

/// Answers taken without the full rule (Docs/Layout.md steps 1.4 and 2.10): an image's size read
/// straight from its op by `size` (`NodeFlag.image`), and a Text offered less than two
/// characters' width answered from the lines counted when it was prepared (`narrowLines`).
/// On random trees, laid out and then edited (leaves turned into images, texts and back), every
/// node's proposal, size and frame must be what a traced layout gives — a traced path takes
/// neither shortcut.
@Suite struct CheapAnswerTests {
    typealias Recipe = IncrementalEquivalenceTests.Recipe

    static let proposals = [ProposedSize(width: 1024, height: 768), ProposedSize(width: 0, height: .infinity),
                            ProposedSize(width: 5, height: 300), ProposedSize(width: nil, height: nil)]

    @Test(arguments: 0..<40)
    func editedLeavesAnswerAsTheFullRuleDoes(seed: Int) {
        var g = SplitMix64(seed: UInt64(seed) &* 4_099 &+ 17)
        var recipe = IncrementalEquivalenceTests.recipe(&g, depth: 4)
        let proposal = Self.proposals[seed % Self.proposals.count]
        var tree = recipe.build()
        tree.layout(proposal: proposal)
        #expect(IncrementalEquivalenceTests.agree(tree.laidOutNodes(), recipe.tracedLayout(proposal)), "seed \(seed)")
        let kinds: [LayoutNode.Kind] = [.image(width: 13, height: 7), .text("ab cd\nefg", TextStyle()),
                                        .text("Label 42", TextStyle(lineLimit: 2)), .shape, .image(width: 0, height: 40)]
        for round in 0..<4 {
            let leaves = recipe.kinds.indices.filter { recipe.children[$0].isEmpty && $0 != recipe.kinds.count - 1 }
            guard let k = leaves.randomElement(using: &g) else { break }
            let kind = kinds[(seed + round) % kinds.count]
            recipe.kinds[k] = kind
            tree.setKind(kind, for: LayoutNodeID(rawValue: Int32(k)))
            tree.layout(proposal: proposal)
            #expect(IncrementalEquivalenceTests.agree(tree.laidOutNodes(), recipe.tracedLayout(proposal)),
                    "seed \(seed) round \(round): node \(k) became \(kind)")
        }
    }

    /// The flag follows the kind: an image made a text answers as a text, and back.
    @Test func anImageTurnedTextAndBackAnswersItsKind() {
        var tree = LayoutTree()
        let leaf = tree.add(.image(width: 30, height: 20))
        tree.root = tree.add(.stack(axis: .horizontal, alignment: .verticalCenter, spacing: 0), children: [leaf])
        #expect(tree.layout(proposal: ProposedSize(width: 100, height: 100)).size == Size(width: 30, height: 20))
        #expect(tree.cache.flags[Int(leaf.rawValue)] & NodeFlag.image != 0)
        tree.setKind(.text("abc", TextStyle(charWidth: 5, lineHeight: 10)), for: leaf)
        #expect(tree.cache.flags[Int(leaf.rawValue)] & NodeFlag.image == 0)
        #expect(tree.layout(proposal: ProposedSize(width: 100, height: 100)).size == Size(width: 15, height: 10))
        #expect(tree.layout(proposal: ProposedSize(width: 0, height: 100)).size == Size(width: 5, height: 30))
        tree.setKind(.image(width: 8, height: 9), for: leaf)
        #expect(tree.layout(proposal: ProposedSize(width: 0, height: 100)).size == Size(width: 8, height: 9))
    }
}
