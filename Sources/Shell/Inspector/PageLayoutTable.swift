import ViewEngine

/// A layout as the page stores it: page@2's layout table (Docs/JSON.md), layout@1's nodes in
/// columns — one array per field, the i-th entry of each for the i-th node — with addresses,
/// labels and text lines as indices into the page's string table and each distinct drawing
/// once. `Tests/JSON/schemas.py` turns a table back into the layout@1 document and the
/// validator compares it with `layout --json`, so the two cannot drift apart.
enum PageLayoutTable {
    static func write(_ snapshot: LayoutSnapshot, strings: inout PageStrings, into w: inout PageJSONWriter) {
        let nodes = snapshot.nodes
        w.raw("{")
        w.key("proposal")
        w.value(LayoutJSON.size(snapshot.proposalWidth, snapshot.proposalHeight))
        if let window = snapshot.window {
            w.raw(",")
            w.key("window")
            w.value(LayoutJSON.window(window))
        }
        w.raw(",")
        w.key("address")
        column(nodes, into: &w) { w, node in w.int(strings.id(node.address)) }
        w.raw(",")
        w.key("label")
        column(nodes, into: &w) { w, node in w.int(strings.id(node.label)) }
        w.raw(",")
        w.key("depth")
        column(nodes, into: &w) { w, node in w.int(node.depth) }
        w.raw(",")
        w.key("modifier")
        column(nodes, into: &w) { w, node in w.int(node.isModifier ? 1 : 0) }
        w.raw(",")
        w.key("proposals")
        column(nodes, into: &w) { w, node in
            w.number(node.proposalWidth)
            w.raw(",")
            w.number(node.proposalHeight)
        }
        w.raw(",")
        w.key("frames")
        column(nodes, into: &w) { w, node in
            w.number(node.x)
            w.raw(",")
            w.number(node.y)
            w.raw(",")
            w.number(node.width)
            w.raw(",")
            w.number(node.height)
        }
        w.raw(",")
        w.key("textLines")
        column(nodes, into: &w) { w, node in
            guard let lines = node.textLines else { w.raw("null"); return }
            w.raw("[")
            for (i, line) in lines.enumerated() {
                w.separator(i)
                w.int(strings.id(line))
            }
            w.raw("]")
        }
        // Drawings: most nodes share one (every text, every clear colour), so each is stored
        // once; the node before's is tried first, then the ones seen, by their JSON.
        var drawings = InternedValues<Drawing>()
        w.raw(",")
        w.key("drawing")
        column(nodes, into: &w) { w, node in
            guard let drawing = node.drawing else { w.raw("null"); return }
            w.int(drawings.id(of: drawing, json: LayoutJSON.drawing))
        }
        w.raw(",")
        w.key("drawings")
        w.raw("[")
        w.append(drawings.items)
        w.raw("]}")
    }

    /// `[a,b,c]`: one entry per node.
    private static func column(
        _ nodes: [LayoutSnapshot.Node], into w: inout PageJSONWriter, _ entry: (inout PageJSONWriter, LayoutSnapshot.Node) -> Void
    ) {
        w.raw("[")
        for (i, node) in nodes.enumerated() {
            w.separator(i)
            entry(&w, node)
        }
        w.raw("]")
    }
}
