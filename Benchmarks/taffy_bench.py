"""Times Taffy (through its Python binding `stretchable`) on the same trees as
viewlayout-bench, then prints the comparison table and the PASS/FAIL bars of issue 9.

Usage: python taffy_bench.py VIEWSH_RESULTS_FILE VIEWLAYOUT_BENCH

The full-layout figures of both sides are timed here, interleaved: for every shape, viewsh's
and Taffy's repetitions alternate (viewsh first in even repetitions, Taffy first in odd ones),
viewsh's through `viewlayout-bench --serve` (a fresh tree per repetition, building not timed),
so each pair runs in the same moment of the machine's load. Each side's turn is one untimed
run and one timed run, so neither is timed with the caches the other side just filled. The results file supplies the
run count and viewsh's read-back, relayout and bytes figures.

Taffy's timer covers the Rust `compute_layout` behind stretchable's `Node.compute_layout`,
called directly: when it returns, every node's size and position is stored in Taffy's
tree. Reading layouts back is timed on neither side (stretchable reads them through
Python, one call per node, which would time Python). Pixel rounding is off (viewsh
rounds nothing). Every node is marked dirty before each run, outside the timer. The
run count is viewsh's (`runs=` in its results): median and minimum on both sides, the
ratio of the medians is the headline.

Trees (Shapes.swift builds the same ones, leaf for leaf): containers are flex
rows/columns with gap 8, padding 4, align-items center, no shrinking. Fixed leaves are
40x20. Flexible shapes alternate a text leaf (min = its longest word x 8 by 20,
max = its length x 8 by 20 per word, flex-grow 1) and a min/max leaf (20..60 x 10..30,
flex-grow 1), with a spacer (flex-grow 1, 8 points minimum along its container's axis)
between siblings — no measure function, so no Python callback is ever timed.
"""
import statistics
import subprocess
import sys
import time

from stretchable import Node, Style, taffylib
from stretchable.node import taffy as engine
from stretchable.style import PT, AlignContent, AlignItems, Display, FlexDirection, FlexWrap, JustifyItems
from stretchable.style.geometry.length import AUTO
from stretchable.style.geometry.size import SizeAvailableSpace

ROW, COLUMN = FlexDirection.ROW, FlexDirection.COLUMN
FIXED_LEAF = Style(size=(40 * PT, 20 * PT), flex_shrink=0)
FLEX_LEAF = Style(min_size=(20 * PT, 10 * PT), max_size=(60 * PT, 30 * PT), flex_grow=1, flex_shrink=1)
CONTAINER = {
    d: Style(flex_direction=d, gap=8 * PT, padding=4 * PT, align_items=AlignItems.CENTER, flex_shrink=0)
    for d in (ROW, COLUMN)
}
SPACER = {
    ROW: Style(min_size=(8 * PT, AUTO), flex_grow=1, flex_shrink=1),
    COLUMN: Style(min_size=(AUTO, 8 * PT), flex_grow=1, flex_shrink=1),
}


def label(k):
    return f"Label {k % 100}"  # ShapeBuilder.label


def text_style(text):
    words = text.split(" ")
    longest = max(len(w) for w in words)
    return Style(min_size=(8 * longest * PT, 20 * PT), max_size=(8 * len(text) * PT, 20 * len(words) * PT),
                 flex_grow=1, flex_shrink=1)


class Builder:
    """Creates leaves in viewsh's creation order, so leaf k is the same kind on both sides."""

    def __init__(self, flexible):
        self.flexible = flexible
        self.leaves = 0

    def leaf(self):
        k = self.leaves
        self.leaves += 1
        if not self.flexible:
            return Node(style=FIXED_LEAF)
        return Node(style=text_style(label(k)) if k % 2 == 0 else FLEX_LEAF)

    def container(self, direction, children):
        node = Node(style=CONTAINER[direction])
        if self.flexible and len(children) > 1:
            items = []
            for i, c in enumerate(children):
                if i > 0:
                    items.append(Node(style=SPACER[direction]))
                items.append(c)
            children = items
        node.add(*children)
        return node


def wide(b, rows):
    row_nodes = []
    for _ in range(rows):
        leaves = [b.leaf(), b.leaf(), b.leaf()]
        row_nodes.append(b.container(ROW, leaves))
    return b.container(COLUMN, row_nodes)


def deep(b, levels):
    inner = b.leaf()
    for level in range(levels):
        direction = COLUMN if (levels - level) % 2 == 0 else ROW
        leaf = b.leaf()
        inner = b.container(direction, [leaf, inner])
    return inner


def balanced(b, fanout, depth, d=0, direction=ROW):
    if d == depth:
        return b.leaf()
    other = COLUMN if direction == ROW else ROW
    return b.container(direction, [balanced(b, fanout, depth, d + 1, other) for _ in range(fanout)])


def grid(b, rows, columns):
    """A CSS grid of `columns` auto tracks (Taffy has no row nodes: the cells are its children)."""
    node = Node(style=GRID[columns])
    node.add(*[b.leaf() for _ in range(rows * columns)])
    return node


GRID = {10: Style(display=Display.GRID, grid_template_columns="repeat(10, auto)", gap=8 * PT, padding=4 * PT,
                  align_items=AlignItems.CENTER, justify_items=JustifyItems.CENTER)}

def flow(b, count):
    """FlowLayout (FlowLayout.swift) as CSS: a wrapping flex row, gap 4, padding 4, each line at the start."""
    node = Node(style=FLOW)
    node.add(*[b.leaf() for _ in range(count)])
    return node


FLOW = Style(flex_direction=ROW, flex_wrap=FlexWrap.WRAP, gap=4 * PT, padding=4 * PT,
             align_items=AlignItems.FLEX_START, align_content=AlignContent.FLEX_START)

# Taffy's node count differs from viewsh's views for these shapes (no GridRow nodes).
ROWS_NOT_IN_TAFFY = {"grid1k": 1000}

SHAPES = {
    "wide10k": lambda b: wide(b, 10_000),
    "wide100k": lambda b: wide(b, 100_000),
    "deep100": lambda b: deep(b, 100),
    "deep1000": lambda b: deep(b, 1000),
    "balanced": lambda b: balanced(b, 4, 8),
    "grid1k": lambda b: grid(b, 1000, 10),
    "flow10k": lambda b: flow(b, 10_000),
}


def all_nodes(root):
    out, pending = [], [root]
    while pending:
        node = pending.pop()
        out.append(node)
        pending.extend(node)
    return out


class ViewshServer:
    """`viewlayout-bench --serve`: one full layout of a freshly built shape per request."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary, "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)

    def time(self, name):
        self.process.stdin.write(name + "\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def time_both(name, runs, viewsh):
    """Taffy's and viewsh's full layout of shape `name`, `runs` repetitions each, alternating."""
    flexible = name.endswith("-flex")
    root = SHAPES[name.removesuffix("-flex")](Builder(flexible))
    nodes = all_nodes(root)
    space = SizeAvailableSpace(1024, 768).to_dict()
    never_called = lambda *args: (0.0, 0.0)  # no node has a measure function
    taffylib.disable_rounding(engine._ptr)
    times, viewsh_times = [], []
    for k in range(runs):
        if k % 2 == 0:
            viewsh_times.append(viewsh.time(name))
        # One untimed run first, as viewsh's side does (warming what the other side's run used).
        for node in nodes:
            node.mark_dirty()
        assert taffylib.node_compute_layout_with_measure(engine._ptr, root._node_id, space, never_called)
        for node in nodes:
            node.mark_dirty()
        start = time.perf_counter()
        ok = taffylib.node_compute_layout_with_measure(engine._ptr, root._node_id, space, never_called)
        times.append(time.perf_counter() - start)
        assert ok
        if k % 2 == 1:
            viewsh_times.append(viewsh.time(name))
    return len(nodes), times, viewsh_times


def time_alternating(names, runs, viewsh):
    """viewsh's full layout of each shape in `names`, `runs` repetitions each, the shapes taking
    turns run by run (so a ratio of two of them compares runs in the same phase of the CPU)."""
    times = {name: [] for name in names}
    for _ in range(runs):
        for name in names:
            times[name].append(viewsh.time(name))
    return times


SCALING_RUNS = 21


def read_viewsh(path):
    results = []
    with open(path) as f:
        for line in f:
            fields = dict(part.split("=", 1) for part in line.split())
            if "shape" in fields:
                results.append(fields)
    return results


def fmt_time(seconds):
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"


def main():
    viewsh = read_viewsh(sys.argv[1])
    server = ViewshServer(sys.argv[2])
    rows = []
    for v in viewsh:
        name, runs = v["shape"], int(v["runs"])
        nodes, taffy, full = time_both(name, runs, server)
        nodes += ROWS_NOT_IN_TAFFY.get(name.removesuffix("-flex"), 0)
        assert nodes == int(v["views"]), (name, nodes, v["views"])
        rows.append(dict(
            name=name, views=nodes, arena=int(v["arena"]), runs=runs,
            full_med=statistics.median(full), full_min=min(full),
            read_med=float(v["read_med"]), read_min=float(v["read_min"]),
            relayout_med=float(v["relayout_med"]), relayout_min=float(v["relayout_min"]),
            taffy_med=statistics.median(taffy), taffy_min=min(taffy),
            bytes_view=int(v["bytes_view"]), bytes_node=int(v["bytes_node"])))
    # deep1000 / deep100: the two shapes timed again taking turns (each shape's pairs above run
    # minutes apart, and a CPU's slow and fast phases last seconds: 11.3x in one full run, 15.9x
    # in another with deep1000's median 30% above its minimum).
    scaling = {}
    names = {r["name"] for r in rows}
    for suffix in ("", "-flex"):
        pair = ("deep100" + suffix, "deep1000" + suffix)
        if all(n in names for n in pair):
            times = time_alternating(pair, SCALING_RUNS, server)
            scaling[suffix] = (statistics.median(times[pair[1]]) / statistics.median(times[pair[0]]),
                               min(times[pair[1]]) / min(times[pair[0]]))
    server.close()
    report(rows, scaling)


def report(rows, scaling):
    failed = False
    verdicts = []

    def bar(ok, text):
        nonlocal failed
        failed |= not ok
        verdicts.append(("PASS " if ok else "FAIL ") + text)
        return "PASS" if ok else "FAIL"

    header = (f"{'shape':<15}{'views':>7}  {'viewsh med':>10} {'min':>9}  {'taffy med':>10} {'min':>9}"
              f"  {'ratio':>6} {'>=10x':>5}  {'read-back':>9}  {'relayout':>9} {'% full':>7}"
              f"  {'B/view':>6} {'B/node':>6}")
    print(header)
    print("-" * len(header))
    by_name = {}
    for r in rows:
        ratio = r["taffy_med"] / r["full_med"]  # (views / viewsh median) / (views / taffy median)
        r["ratio"] = ratio
        by_name[r["name"]] = r
        verdict = "PASS" if ratio >= 10 else "FAIL"
        print(f"{r['name']:<15}{r['views']:>7}  {fmt_time(r['full_med']):>10} {fmt_time(r['full_min']):>9}"
              f"  {fmt_time(r['taffy_med']):>10} {fmt_time(r['taffy_min']):>9}  {ratio:>5.1f}x {verdict:>5}"
              f"  {fmt_time(r['read_med']):>9}  {fmt_time(r['relayout_med']):>9}"
              f" {r['relayout_med'] / r['full_med'] * 100:>6.2f}%  {r['bytes_view']:>6} {r['bytes_node']:>6}")
    runs = {r["runs"] for r in rows}
    print()
    print(f"Medians and minimums of {'/'.join(map(str, sorted(runs)))} runs on both sides, alternating viewsh and Taffy")
    print("run by run (each pair in the same moment of the machine's load). viewsh = layout +")
    print("materializePlacements() of a freshly built tree (every size, position and proposal stored);")
    print("taffy = Taffy's compute_layout (stretchable 1.1.8, called directly, rounding off, every node")
    print("dirty). ratio = Taffy's median / viewsh's median (the ratio of median nodes/s). read-back =")
    print("viewsh's laidOutNodes() afterwards (every frame in window coordinates), timed on neither side's")
    print("layout. relayout = one leaf edited, layout, result(of:) for that leaf and each ancestor;")
    print("% full = its median / viewsh's full median. B/view = storage / views (what a user counts,")
    print("Taffy's nodes); B/node = storage / engine nodes (padding and frames are nodes of their own);")
    print("storage = the engine's arrays, caches and working stack by capacity, the most the tree held")
    print("(as laid out, or after the edits); `viewlayout-bench --bytes` lists it array by array.")
    print("grid1k: Grid of 1000 GridRows x 10 cells; Taffy: a CSS grid of 10 auto columns (no row nodes).")
    print("flow10k: Docs/Language.md's FlowLayout compiled as a LayoutRule (the engine's Layout-protocol")
    print("path); Taffy: a wrapping flex row. A layout typed in the shell is interpreted: see end to end.")
    print()

    for r in rows:
        bar(r["ratio"] >= 10, f"{r['name']}: {r['ratio']:.1f}x Taffy's median nodes/s (bar >= 10x)")
    for suffix, (ratio, of_minimums) in scaling.items():
        bar(ratio <= 15, f"deep1000{suffix} / deep100{suffix} full layout: {ratio:.1f}x (bar <= 15x; medians of "
                         f"{SCALING_RUNS} runs each, the two shapes taking turns; minimums: {of_minimums:.1f}x)")
    for name in ("balanced", "balanced-flex"):
        r = by_name.get(name)
        if r:
            share = r["relayout_med"] / r["full_med"] * 100
            bar(share <= 1, f"{name} one-leaf relayout + read-back: {fmt_time(r['relayout_med'])} = "
                            f"{share:.3f}% of full (bar <= 1%)")
    worst = max(rows, key=lambda r: r["bytes_view"])
    bar(worst["bytes_view"] <= 300, f"bytes per view: max {worst['bytes_view']} ({worst['name']}) (bar <= 300)")
    for line in verdicts:
        print(line)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
