import ViewLayout

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Builds each benchmark shape, lays it out, and prints one line per shape (read by
// taffy_bench.py, which prints the comparison):
//   shape=<name> views=<n> arena=<engine nodes> runs=<k> full_med=… full_min=… read_med=… read_min=…
//   relayout_med=… relayout_min=… bytes_view=… bytes_node=… root=<w>x<h>
// Every figure is the median and the minimum of `runs` runs (the same count Taffy gets; `repetitions(for:)`):
// - full: `layout` of a freshly built tree (building is not timed) plus
//   `materializePlacements()`, so that when the timer stops every node's size, position and
//   proposal is stored and nothing is left for the first read (Docs/Layout.md step 3.4);
// - read: `laidOutNodes()` afterwards — every node's frame in window coordinates, built into
//   an array (reading results back; Taffy's side does not time it either);
// - relayout: one leaf's kind changed (an image's width, or a text's string), then `layout`,
//   then `result(of:)` for that leaf and for each of its ancestors.
// bytes_view = storage / views (storage: the most the tree held, as laid out or after the edits) (what a user counts, and what Taffy counts as nodes);
// bytes_node = storage / engine nodes. Timing lives only here, never in tests.

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

struct Sample {
    var values: [Double] = []
    mutating func add(_ v: Double) { values.append(v) }
    var median: Double {
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }
    var minimum: Double { values.min() ?? .nan }
}

// --e2e: only the end-to-end section's trees (Shapes.rows), at the shell's default proposal,
// printed as `engine_shape=…` lines (e2e_bench.py reads them; taffy_bench.py skips them).
let endToEnd = CommandLine.arguments.contains("--e2e")
let proposal = endToEnd ? ProposedSize(width: 390, height: 844) : ProposedSize(width: 1024, height: 768)
/// Repetitions of every timed figure of a shape, on both sides (taffy_bench.py reads `runs=`):
/// 7, or 21 for a shape of under 100,000 views, whose layout takes at most some 10 ms on viewsh's
/// side — a median of 7 such runs moved by 30% between two runs minutes apart (flow10k's ratio
/// 10.2× and 14.1× on 3 December 2026; wide10k-flex's 8.8× and 14.4×, its viewsh median 9.6 ms
/// against a minimum of 5.4 ms: both sides pinned to one CPU).
func repetitions(for views: Int) -> Int { views < 100_000 ? 21 : 7 }
var shapes = endToEnd ? [Shapes.rows(10_000), Shapes.rows(100_000)] : Shapes.all()

// Arguments (for profiling): [shape name…] [--profile N] [--fresh] [--stats]: lays the first named
// shape out N times from scratch and exits.
let arguments = Array(CommandLine.arguments.dropFirst())
if let i = arguments.firstIndex(of: "--profile"), i + 1 < arguments.count, let count = Int(arguments[i + 1]) {
    let name = arguments.first { !$0.hasPrefix("--") && Int($0) == nil } ?? shapes[0].name
    guard let shape = shapes.first(where: { $0.name == name }) else { fatalError("no shape \(name)") }
    // --fresh: a newly built tree each time (what the timed runs lay out), else the same tree
    // with every cache cleared.
    let fresh = arguments.contains("--fresh")
    var built = shape.build()
    for _ in 0..<count {
        if fresh { built = shape.build() } else { built.tree.invalidateAll() }
        let start = now()
        let run = built.tree.layout(proposal: proposal)
        built.tree.materializePlacements()
        let elapsed = now() - start
        if arguments.contains("--stats") {
            print("views \(built.views) nodes \(built.tree.count) \(run.statistics) \(elapsed * 1e6) µs")
        }
    }
    exit(0)
}
// --serve: for each shape name read on stdin, lays a freshly built tree of that shape out once
// untimed (warming the caches the other side's run just used, as Taffy's side does), then times
// the full layout (`layout` + `materializePlacements()`, as the table's full figure) of another
// freshly built one (building is not timed) and prints the seconds on a line of its own.
// taffy_bench.py drives it so that viewsh's and Taffy's repetitions alternate, each pair in the
// same moment of the machine's load.
if arguments.contains("--serve") {
    while let line = readLine() {
        guard let shape = shapes.first(where: { $0.name == line }) else { fatalError("no shape \(line)") }
        var warm = shape.build()
        warm.tree.layout(proposal: proposal)
        warm.tree.materializePlacements()
        var built = shape.build()
        let start = now()
        built.tree.layout(proposal: proposal)
        built.tree.materializePlacements()
        let elapsed = now() - start
        print(elapsed)
        fflush(nil)
    }
    exit(0)
}
// --bytes: lays each shape out once and lists its storage array by array (no timing).
if arguments.contains("--bytes") {
    let only = arguments.filter { !$0.hasPrefix("--") }
    for shape in shapes where only.isEmpty || only.contains(shape.name) {
        var built = shape.build()
        built.tree.layout(proposal: proposal)
        built.tree.materializePlacements()
        print("\(shape.name): views \(built.views), nodes \(built.tree.count), \(built.tree.storageBytes / built.views) B/view")
        for row in built.tree.storageBreakdown where row.bytes > 0 {
            print("  \(row.name): \(row.bytes / built.views) B/view (\(row.bytes) bytes, \(row.count) in use)")
        }
    }
    exit(0)
}
let names = arguments.filter { !$0.hasPrefix("--") }
if !names.isEmpty { shapes = shapes.filter { names.contains($0.name) } }

/// The edit of the relayout figure: toggles the leaf between two kinds.
func edit(_ built: inout Built, _ i: Int, flexible: Bool) {
    if flexible {
        built.tree.setKind(.text(i % 2 == 0 ? "Label 12345" : ShapeBuilder.label(0), TextStyle()), for: built.leaf)
    } else {
        built.tree.setKind(.image(width: i % 2 == 0 ? 41 : 40, height: 20), for: built.leaf)
    }
}

for shape in shapes {
    let runs = repetitions(for: shape.build().views)
    var full = Sample(), read = Sample(), relayout = Sample()
    var kept: Built?
    var views = 0
    var rootSize = Size.zero
    var storage = 0
    for _ in 0..<runs {
        var built = shape.build()
        views = built.views
        let start = now()
        rootSize = built.tree.layout(proposal: proposal).size
        built.tree.materializePlacements()
        full.add(now() - start)
        // Storage as laid out, before anything copies the tree (a copy-on-write copy would
        // hold exactly-sized arrays and flatter the figure).
        storage = max(storage, built.tree.storageBytes)
        let startRead = now()
        let nodes = built.tree.laidOutNodes()
        read.add(now() - startRead)
        precondition(nodes.count == built.tree.count)
        kept = built
    }
    var built = kept!
    var checksum = 0.0
    for i in 0..<runs {
        edit(&built, i, flexible: shape.flexible)
        let start = now()
        built.tree.layout(proposal: proposal)
        var node: LayoutNodeID? = built.leaf
        while let n = node {
            checksum += built.tree.result(of: n)!.frame.maxX
            node = built.tree.parent(of: n)
        }
        relayout.add(now() - start)
    }
    precondition(checksum.isFinite)
    let bytes = Double(max(storage, built.tree.storageBytes))
    print("\(endToEnd ? "engine_shape" : "shape")=\(shape.name) views=\(views) arena=\(built.tree.count) runs=\(runs) "
        + "full_med=\(full.median) full_min=\(full.minimum) read_med=\(read.median) read_min=\(read.minimum) "
        + "relayout_med=\(relayout.median) relayout_min=\(relayout.minimum) "
        + "bytes_view=\(Int((bytes / Double(views)).rounded())) "
        + "bytes_node=\(Int((bytes / Double(built.tree.count)).rounded())) "
        + "root=\(rootSize.width)x\(rootSize.height)")
}
