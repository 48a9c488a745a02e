import ViewLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Builds each benchmark shape, lays it out, and prints one line per shape:
//   shape=<name> nodes=<logical> arena=<nodes> full_s=<best> read_s=<best> relayout_s=<best> bytes_per_node=<n>
// `full_s` is the best of several layouts of a freshly built tree (building is not
// timed): every size and frame is final afterwards. `read_s` is the first
// `laidOutNodes()` after it, which also fills in the proposals inside rigid
// subtrees (Docs/Layout.md step 3.3). `relayout_s` is the best of several layouts
// after one leaf's width changed.
// Timing lives only here (and in scripts/bench), never in tests.

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

let proposal = ProposedSize(width: 1024, height: 768)
var shapes: [Shape] = [
    Shapes.wide(rows: 10_000), Shapes.wide(rows: 100_000),
    Shapes.deep(levels: 100), Shapes.deep(levels: 1000),
    Shapes.balanced(fanout: 4, depth: 8),
]
// Arguments (for profiling): [shape name] [--full-only]
let arguments = CommandLine.arguments.dropFirst()
let fullOnly = arguments.contains("--full-only")
if arguments.contains("--profile") {
    // Lays out the same tree again and again from scratch (for perf).
    var built = shapes[0].build()
    for _ in 0..<200 {
        built.tree.invalidateAll()
        built.tree.layout(proposal: proposal)
    }
    exit(0)
}
if let only = arguments.first(where: { !$0.hasPrefix("--") }) { shapes = shapes.filter { $0.name == only } }

for shape in shapes {
    let runs = shape.logicalNodes > 200_000 ? 5 : 9
    var best = Double.infinity
    var read = Double.infinity
    var kept: (tree: LayoutTree, leaf: LayoutNodeID)?
    var rootSize = Size.zero
    for _ in 0..<runs {
        var built = shape.build()
        let start = now()
        rootSize = built.tree.layout(proposal: proposal).size
        best = min(best, now() - start)
        let startRead = now()
        let nodes = built.tree.laidOutNodes()
        read = min(read, now() - startRead)
        precondition(nodes.count == built.tree.count)
        kept = built
    }
    var (tree, leaf) = kept!
    var relayout = Double.infinity
    for i in 0..<(fullOnly ? 0 : 41) {
        tree.setKind(.image(width: i % 2 == 0 ? 41 : 40, height: 20), for: leaf)
        let start = now()
        tree.layout(proposal: proposal)
        relayout = min(relayout, now() - start)
    }
    let bytes = Double(tree.storageBytes) / Double(tree.count)
    print("shape=\(shape.name) nodes=\(shape.logicalNodes) arena=\(tree.count) full_s=\(best) read_s=\(read) "
        + "relayout_s=\(relayout) bytes_per_node=\(Int(bytes.rounded())) root=\(rootSize.width)x\(rootSize.height)")
}
