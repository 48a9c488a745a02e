import Testing
@testable import ViewLayout
import SeededRandom

/// Docs/Layout.md step 2.4 for stacks of more than 32 children, which sort by keys computed
/// once (grouped by priority): the order `why` shows is priority descending, then
/// flexibility ascending, both infinite → larger minimum first, ties in declaration order.
@Suite struct StackOrderTests {
    typealias Generator = SplitMix64

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func largeStacksSortInSizingOrder(seed: UInt64) {
        var g = Generator(seed: seed)
        let b = Builder()
        let priorities: [Double] = seed % 2 == 0 ? [0, 1, -1] : [0, 1, 2, 3, 4, 5, 6, -2, 0.5]
        var children: [LayoutNodeID] = []
        for _ in 0..<Int.random(in: 33..<90, using: &g) {
            var child: LayoutNodeID
            switch Int.random(in: 0..<5, using: &g) {
            case 0: child = b.image(Double(Int.random(in: 0..<30, using: &g)), 10)
            case 1: child = b.spacer(Double(Int.random(in: 0..<3, using: &g)) * 4)
            case 2: child = b.text(String(repeating: "ab ", count: Int.random(in: 1..<4, using: &g)))
            case 3: child = b.color()
            default:
                child = b.flex(b.color(), minWidth: Double(Int.random(in: 0..<20, using: &g)),
                               maxWidth: Bool.random(using: &g) ? 40 : .infinity)
            }
            if Int.random(in: 0..<3, using: &g) == 0 { child = b.priority(child, priorities.randomElement(using: &g)!) }
            children.append(child)
        }
        let stack = b.hstack(children)
        b.tree.root = stack
        let run = b.tree.layout(proposal: ProposedSize(width: 700, height: 50), trace: LayoutTraceRequest(nodes: [stack]))
        let orders = run.events.compactMap { event -> [StackFlexibility]? in
            if case let .stackOrder(_, _, order, _) = event { return order } else { return nil }
        }
        #expect(!orders.isEmpty)
        let position = Dictionary(uniqueKeysWithValues: children.enumerated().map { ($0.element, $0.offset) })
        for order in orders {
            #expect(order.count == children.count)
            for (a, b) in zip(order, order.dropFirst()) {
                let fa = a.maximum - a.minimum, fb = b.maximum - b.minimum
                let ta = fa.isInfinite ? -a.minimum : 0, tb = fb.isInfinite ? -b.minimum : 0
                let inOrder = a.priority != b.priority ? a.priority > b.priority
                    : fa != fb ? fa < fb
                    : ta != tb ? ta < tb
                    : position[a.child]! < position[b.child]!
                #expect(inOrder, "\(a) before \(b)")
            }
        }
        // The untraced layout (no trace event to build) agrees with the traced one.
        var copy = b.tree
        copy.invalidateAll()
        copy.layout(proposal: ProposedSize(width: 700, height: 50))
        #expect(copy.laidOutNodes() == b.tree.laidOutNodes())
    }
}
