"""Times Taffy (through its Python binding `stretchable`) on the same tree shapes
as viewlayout-bench, then prints the comparison and the PASS/FAIL bars.

Usage: python taffy_bench.py VIEWSH_RESULTS_FILE

Only Taffy's compute call is timed: the Rust `compute_layout` behind
stretchable's `Node.compute_layout`, called directly, because the Python method
then walks every node in Python to copy layouts back (and recurses past
Python's limit on deep1000). Best of several runs, every node marked dirty
before each run, outside the timed region. Shapes: containers are
flex rows/columns with gap 8, padding 4, align-items center; leaves are fixed
40x20; nothing shrinks (SwiftUI stacks do not squeeze fixed views).
"""
import sys
import time

from stretchable import Node, Style, taffylib
from stretchable.node import taffy as engine
from stretchable.style import PT, AlignItems, FlexDirection
from stretchable.style.geometry.size import SizeAvailableSpace

LEAF = Style(size=(40 * PT, 20 * PT), flex_shrink=0)
CONTAINER = {
    d: Style(flex_direction=d, gap=8 * PT, padding=4 * PT, align_items=AlignItems.CENTER, flex_shrink=0)
    for d in (FlexDirection.ROW, FlexDirection.COLUMN)
}
ROW, COLUMN = FlexDirection.ROW, FlexDirection.COLUMN


def leaf():
    return Node(style=LEAF)


def container(direction, children):
    node = Node(style=CONTAINER[direction])
    node.add(*children)
    return node


def wide(rows):
    return container(COLUMN, [container(ROW, [leaf(), leaf(), leaf()]) for _ in range(rows)])


def deep(levels):
    inner = leaf()
    for level in range(levels):
        direction = COLUMN if (levels - level) % 2 == 0 else ROW
        inner = container(direction, [leaf(), inner])
    return inner


def balanced(fanout, depth, d=0, direction=ROW):
    if d == depth:
        return leaf()
    other = COLUMN if direction == ROW else ROW
    return container(direction, [balanced(fanout, depth, d + 1, other) for _ in range(fanout)])


SHAPES = {
    "wide10k": lambda: wide(10_000),
    "wide100k": lambda: wide(100_000),
    "deep100": lambda: deep(100),
    "deep1000": lambda: deep(1000),
    "balanced": lambda: balanced(4, 8),
}


def all_nodes(root):
    out, pending = [], [root]
    while pending:
        node = pending.pop()
        out.append(node)
        pending.extend(node)
    return out


def time_taffy(name):
    root = SHAPES[name]()
    nodes = all_nodes(root)
    runs = 3 if len(nodes) > 200_000 else 5
    space = SizeAvailableSpace(1024, 768).to_dict()
    never_called = lambda *args: (0.0, 0.0)  # no node has a measure function
    best = float("inf")
    for _ in range(runs):
        for node in nodes:
            node.mark_dirty()
        start = time.perf_counter()
        ok = taffylib.node_compute_layout_with_measure(engine._ptr, root._node_id, space, never_called)
        best = min(best, time.perf_counter() - start)
        assert ok
    return len(nodes), best


def read_viewsh(path):
    results = {}
    with open(path) as f:
        for line in f:
            fields = dict(part.split("=", 1) for part in line.split())
            if "shape" in fields:
                results[fields["shape"]] = fields
    return results


def fmt_time(seconds):
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds * 1e6:.1f} µs"


def fmt_rate(rate):
    if rate >= 1e6:
        return f"{rate / 1e6:.1f} M/s"
    return f"{rate / 1e3:.0f} k/s"


def main():
    viewsh = read_viewsh(sys.argv[1])
    rows = []
    for name in SHAPES:
        v = viewsh[name]
        nodes, taffy = time_taffy(name)
        assert nodes == int(v["nodes"]), (name, nodes, v["nodes"])
        full, relayout = float(v["full_s"]), float(v["relayout_s"])
        rows.append((name, nodes, full, taffy, relayout, int(v["bytes_per_node"]), float(v["read_s"])))

    header = f"{'shape':<10}{'nodes':>8}  {'viewsh full':>12}{'viewsh rate':>13}  {'taffy full':>11}{'taffy rate':>12}" \
             f"{'ratio':>8}  {'re-layout':>10}{'bytes/node':>11}  {'first read':>11}{'ratio incl.':>12}"
    print(header)
    print("-" * len(header))
    by_name = {}
    for name, nodes, full, taffy, relayout, bpn, read in rows:
        ratio = (nodes / full) / (nodes / taffy)
        by_name[name] = (nodes, full, taffy, relayout, bpn, ratio)
        print(f"{name:<10}{nodes:>8}  {fmt_time(full):>12}{fmt_rate(nodes / full):>13}  {fmt_time(taffy):>11}"
              f"{fmt_rate(nodes / taffy):>12}{ratio:>7.1f}x  {fmt_time(relayout):>10}{bpn:>11}"
              f"  {fmt_time(read):>11}{taffy / (full + read):>11.1f}x")
    print()
    print("first read = the first laidOutNodes() after a full layout: it also computes the proposals")
    print("inside rigid subtrees, which layout leaves for the first read (sizes and frames are final);")
    print("ratio incl. = Taffy's time / (full + first read).")
    print("re-layout = layout after one leaf's width changed (viewsh only); rates are logical nodes")
    print("(stacks + leaves) per second; taffy = Taffy's compute_layout as shipped in stretchable 1.1.8")
    print("(called directly, no Python per node).")
    print()

    failed = False

    def bar(ok, text):
        nonlocal failed
        failed |= not ok
        print(("PASS " if ok else "FAIL ") + text)

    for name in ("wide10k", "wide100k", "balanced"):
        ratio = by_name[name][5]
        bar(ratio >= 10, f"full layout of {name}: {ratio:.1f}x Taffy's nodes/s (bar >= 10x)")
    scaling = by_name["deep1000"][1] / by_name["deep100"][1]
    bar(scaling <= 15, f"deep1000 / deep100 full layout: {scaling:.1f}x (bar <= 15x)")
    _, full, _, relayout, _, _ = by_name["balanced"]
    share = relayout / full * 100
    bar(share <= 1, f"balanced one-leaf re-layout: {fmt_time(relayout)} = {share:.3f}% of full (bar <= 1%)")
    worst = max(by_name.items(), key=lambda item: item[1][4])
    bar(worst[1][4] <= 300, f"bytes per node: max {worst[1][4]} ({worst[0]}) (bar <= 300)")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
