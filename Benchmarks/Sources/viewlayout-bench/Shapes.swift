import ViewLayout

/// The benchmark tree shapes (the same ones `scripts/bench` builds in Taffy):
/// containers are stacks with spacing 8 inside `.padding(4)`, leaves are fixed
/// 40×20 views. `logicalNodes` counts stacks and leaves (Taffy's node count);
/// the arena also holds the padding wrappers.
struct Shape {
    var name: String
    var logicalNodes: Int
    var build: () -> (tree: LayoutTree, leaf: LayoutNodeID)
}

enum Shapes {
    static func container(_ tree: inout LayoutTree, _ axis: Axis, _ children: [LayoutNodeID]) -> LayoutNodeID {
        let alignment: AlignmentGuide = axis == .horizontal ? .verticalCenter : .horizontalCenter
        let stack = tree.add(.stack(axis: axis, alignment: alignment, spacing: 8), children: children)
        return tree.add(.padding(EdgeInsets(all: 4)), children: [stack])
    }

    static func leaf(_ tree: inout LayoutTree) -> LayoutNodeID { tree.add(.image(width: 40, height: 20)) }

    /// A VStack of `rows` rows, each an HStack of three leaves.
    static func wide(rows: Int) -> Shape {
        Shape(name: "wide\(rows / 1000)k", logicalNodes: 1 + rows * 4) {
            var tree = LayoutTree()
            var rowIDs: [LayoutNodeID] = []
            rowIDs.reserveCapacity(rows)
            var middle = LayoutNodeID(rawValue: 0)
            for r in 0..<rows {
                let leaves = [leaf(&tree), leaf(&tree), leaf(&tree)]
                if r == rows / 2 { middle = leaves[1] }
                rowIDs.append(container(&tree, .horizontal, leaves))
            }
            tree.root = container(&tree, .vertical, rowIDs)
            return (tree, middle)
        }
    }

    /// `levels` nested stacks alternating H/V, each holding a leaf and the next level.
    static func deep(levels: Int) -> Shape {
        Shape(name: "deep\(levels)", logicalNodes: 2 * levels + 1) {
            var tree = LayoutTree()
            let deepest = leaf(&tree)
            var inner = deepest
            for level in 0..<levels {
                let axis: Axis = (levels - level) % 2 == 0 ? .vertical : .horizontal
                inner = container(&tree, axis, [leaf(&tree), inner])
            }
            tree.root = inner
            return (tree, deepest)
        }
    }

    /// Fan-out `fanout`, `depth` levels of stacks alternating H/V above the leaves.
    static func balanced(fanout: Int, depth: Int) -> Shape {
        var count = 0
        var level = 1
        for _ in 0...depth {
            count += level
            level *= fanout
        }
        return Shape(name: "balanced", logicalNodes: count) {
            var tree = LayoutTree()
            var firstLeaf: LayoutNodeID?
            func build(_ d: Int, _ axis: Axis) -> LayoutNodeID {
                if d == depth {
                    let l = leaf(&tree)
                    if firstLeaf == nil { firstLeaf = l }
                    return l
                }
                let children = (0..<fanout).map { _ in build(d + 1, axis == .horizontal ? .vertical : .horizontal) }
                return container(&tree, axis, children)
            }
            tree.root = build(0, .horizontal)
            return (tree, firstLeaf!)
        }
    }
}
