import ViewLayout

/// The benchmark tree shapes (taffy_bench.py builds the same trees in Taffy, node for node).
///
/// Containers are stacks with spacing 8 inside `.padding(4)` (one view, two engine nodes; in
/// Taffy one flex container with gap 8 and padding 4). Two kinds of leaves:
/// - fixed: a 40×20 image (rigid: the engine's best case);
/// - flexible: leaves alternate a Text ("Label k", sized by the engine's text model) and a
///   Color in `.frame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30)` (one view, two
///   engine nodes), and every stack has a Spacer between each pair of siblings. In Taffy a text
///   is a leaf with min/max sizes from its words and flex-grow 1, the frame a leaf with the same
///   min/max and flex-grow 1, the spacer a flex-grow 1 leaf with an 8-point minimum along its
///   container's axis — so no Python measure callback is ever timed.
///
/// `views` counts what a user writes and what Taffy counts as nodes: stacks, leaves, spacers
/// (the padding and the frame are modifiers of the view they wrap). The arena holds more.
struct Shape {
    var name: String
    var flexible: Bool
    var build: () -> Built
}

/// A built tree, its view count and the leaf the one-leaf relayout edits.
struct Built {
    var tree: LayoutTree
    var views: Int
    var leaf: LayoutNodeID
}

/// Builds leaves and containers in creation order (children before parents, left to right);
/// taffy_bench.py walks the same order, so leaf `k` is the same kind and text on both sides.
struct ShapeBuilder {
    var tree = LayoutTree()
    var flexible: Bool
    var leafCount = 0
    var views = 0

    init(flexible: Bool) { self.flexible = flexible }

    static func label(_ k: Int) -> String { "Label \(k % 100)" }

    mutating func leaf() -> LayoutNodeID {
        defer { leafCount += 1 }
        views += 1
        guard flexible else { return tree.add(.image(width: 40, height: 20)) }
        if leafCount % 2 == 0 { return tree.add(.text(Self.label(leafCount), TextStyle())) }
        let color = tree.add(.shape)
        return tree.add(.flexibleFrame(minWidth: 20, maxWidth: 60, minHeight: 10, maxHeight: 30), children: [color])
    }

    mutating func container(_ axis: Axis, _ children: [LayoutNodeID]) -> LayoutNodeID {
        var items = children
        if flexible && children.count > 1 {
            items = []
            for (i, c) in children.enumerated() {
                if i > 0 {
                    items.append(tree.add(.spacer()))
                    views += 1
                }
                items.append(c)
            }
        }
        views += 1
        let alignment: AlignmentGuide = axis == .horizontal ? .verticalCenter : .horizontalCenter
        let stack = tree.add(.stack(axis: axis, alignment: alignment, spacing: 8), children: items)
        return tree.add(.padding(EdgeInsets(all: 4)), children: [stack])
    }
}

enum Shapes {
    static func suffix(_ flexible: Bool) -> String { flexible ? "-flex" : "" }

    static func shape(_ name: String, _ flexible: Bool, _ make: @escaping (inout ShapeBuilder) -> LayoutNodeID) -> Shape {
        Shape(name: name + suffix(flexible), flexible: flexible) {
            var b = ShapeBuilder(flexible: flexible)
            b.tree.root = make(&b)
            return Built(tree: b.tree, views: b.views, leaf: LayoutNodeID(rawValue: Int32(editedLeaf(b.tree))))
        }
    }

    /// The edited leaf: the node tagged 1 by the shape.
    static func editedLeaf(_ tree: LayoutTree) -> Int {
        (0..<tree.count).first { tree.tag(of: LayoutNodeID(rawValue: Int32($0))) == 1 } ?? 0
    }

    /// A VStack of `rows` rows, each an HStack of three leaves. The middle row's first leaf is edited.
    static func wide(rows: Int, flexible: Bool) -> Shape {
        shape("wide\(rows / 1000)k", flexible) { b in
            var rowIDs: [LayoutNodeID] = []
            rowIDs.reserveCapacity(rows)
            for r in 0..<rows {
                let leaves = [b.leaf(), b.leaf(), b.leaf()]
                if r == rows / 2 { b.tree.setTag(1, for: leaves[0]) }
                rowIDs.append(b.container(.horizontal, leaves))
            }
            return b.container(.vertical, rowIDs)
        }
    }

    /// `levels` nested stacks alternating H/V, each holding a leaf and the next level. The
    /// deepest leaf is edited.
    static func deep(levels: Int, flexible: Bool) -> Shape {
        shape("deep\(levels)", flexible) { b in
            let deepest = b.leaf()
            b.tree.setTag(1, for: deepest)
            var inner = deepest
            for level in 0..<levels {
                let axis: Axis = (levels - level) % 2 == 0 ? .vertical : .horizontal
                let l = b.leaf()
                inner = b.container(axis, [l, inner])
            }
            return inner
        }
    }

    /// Fan-out `fanout`, `depth` levels of stacks alternating H/V above the leaves. The first
    /// leaf is edited.
    static func balanced(fanout: Int, depth: Int, flexible: Bool) -> Shape {
        shape("balanced", flexible) { b in
            func build(_ d: Int, _ axis: Axis, _ b: inout ShapeBuilder) -> LayoutNodeID {
                if d == depth {
                    let l = b.leaf()
                    if b.leafCount == 1 { b.tree.setTag(1, for: l) }
                    return l
                }
                var children: [LayoutNodeID] = []
                for _ in 0..<fanout { children.append(build(d + 1, axis.other, &b)) }
                return b.container(axis, children)
            }
            return build(0, .horizontal, &b)
        }
    }

    /// A Grid (§11) of `rows` GridRows of `columns` leaves, spacing 8 both ways, in
    /// `.padding(4)`. Leaves as in the other shapes, without spacers (a spacer in a row would be
    /// a cell). The middle row's first cell is edited. Taffy: a CSS grid of `columns` auto
    /// tracks; it has no row nodes, so its tree has `rows` fewer nodes for the same cells.
    static func grid(rows: Int, columns: Int, flexible: Bool) -> Shape {
        shape("grid\(rows / 1000)k", flexible) { b in
            var rowIDs: [LayoutNodeID] = []
            for r in 0..<rows {
                var cells: [LayoutNodeID] = []
                for _ in 0..<columns { cells.append(b.leaf()) }
                if r == rows / 2 { b.tree.setTag(1, for: cells[0]) }
                rowIDs.append(b.tree.add(.rule(GridRowRule(alignment: nil)), children: cells))
                b.views += 1
            }
            b.views += 1
            let grid = b.tree.add(.rule(GridRule(alignment: .center, horizontalSpacing: 8, verticalSpacing: 8)),
                                  children: rowIDs)
            return b.tree.add(.padding(EdgeInsets(all: 4)), children: [grid])
        }
    }

    /// A custom layout (FlowLayout.swift, spacing 4) of `count` fixed leaves, in `.padding(4)`;
    /// about 24 fit a 1024-point row. The middle leaf is edited. Taffy: a wrapping flex row, gap 4,
    /// padding 4, items at the start of each line. Fixed leaves only: a flow places every
    /// subview at its ideal size, which for Taffy's min/max leaves is not the same rule.
    static func flow(count: Int) -> Shape {
        Shape(name: "flow\(count / 1000)k", flexible: false) {
            var b = ShapeBuilder(flexible: false)
            var leaves: [LayoutNodeID] = []
            for i in 0..<count {
                leaves.append(b.leaf())
                if i == count / 2 { b.tree.setTag(1, for: leaves[i]) }
            }
            b.views += 1
            let flow = b.tree.add(.rule(FlowLayout(spacing: 4)), children: leaves)
            b.tree.root = b.tree.add(.padding(EdgeInsets(all: 4)), children: [flow])
            return Built(tree: b.tree, views: b.views, leaf: LayoutNodeID(rawValue: Int32(editedLeaf(b.tree))))
        }
    }

    /// The end-to-end section's tree, engine only: what the shell lowers
    /// `vstack < foreach(0..<rows, id: \.self) { i in hstack < text "Row \(i)" spacer text "x" > } >`
    /// to (e2e_bench.py checks the node count and root size against the shell's). Laid out at
    /// the shell's default proposal, 390×844; not a Taffy shape.
    static func rows(_ rows: Int) -> Shape {
        Shape(name: "rows\(rows / 1000)k", flexible: true) {
            var tree = LayoutTree()
            var rowIDs: [LayoutNodeID] = []
            rowIDs.reserveCapacity(rows)
            for i in 0..<rows {
                let cells = [tree.add(.text("Row \(i)", TextStyle())), tree.add(.spacer()), tree.add(.text("x", TextStyle()))]
                if i == rows / 2 { tree.setTag(1, for: cells[0]) }
                rowIDs.append(tree.add(.stack(axis: .horizontal, alignment: .verticalCenter, spacing: nil), children: cells))
            }
            tree.root = tree.add(.stack(axis: .vertical, alignment: .horizontalCenter, spacing: nil), children: rowIDs)
            return Built(tree: tree, views: 4 * rows + 1, leaf: LayoutNodeID(rawValue: Int32(editedLeaf(tree))))
        }
    }

    /// Every shape, fixed then flexible, then the custom layout.
    static func all() -> [Shape] {
        [false, true].flatMap { flexible in
            [wide(rows: 10_000, flexible: flexible), wide(rows: 100_000, flexible: flexible),
             deep(levels: 100, flexible: flexible), deep(levels: 1000, flexible: flexible),
             balanced(fanout: 4, depth: 8, flexible: flexible),
             grid(rows: 1000, columns: 10, flexible: flexible)]
        } + [flow(count: 10_000)]
    }
}
