#!/usr/bin/env python3
"""The HTML inspector in a real browser: headless Chromium (Debian's `chromium`, never a
downloaded browser) driven by Playwright for Python with `executable_path`.

For every example under examples/: export the page, click views (a leaf's box in the picture,
a container's row in the tree), and check that the page shows the size, proposal and origin
`layout --json` gives and the `why` lines `why <view> --json` gives; that the picture is drawn
to the layout's scale (each clicked box where its frame says) and that a leaf no other view
covers is found at its box's centre. For examples/label-column-loop.vsh: step the timeline to
the loop warning. A page whose data was altered must fail the same checks (so this test can
fail). A page of a 10,000-view tree must open and select a view clicked in the tree or the
picture (scripts/inspector-bench times it). Screenshots go to .build/browser-artifacts/.

Usage: inspector_test.py [path to viewsh]. Exit 0 and a skip message when Chromium or
Playwright is missing (scripts/setup installs them)."""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
VIEWSH = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build" / "debug" / "viewsh"
ARTIFACTS = ROOT / ".build" / "browser-artifacts"
sys.path.insert(0, str(ROOT / "Tests" / "JSON"))

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
try:
    from playwright.sync_api import sync_playwright
    import schemas  # noqa: E402 (needs jsonschema)
except ImportError as error:
    sync_playwright = None
    missing = str(error)
if not CHROMIUM or sync_playwright is None:
    print("browser: SKIPPED: " + ("chromium is not installed" if not CHROMIUM else f"a Python package is missing ({missing})")
          + "; run scripts/setup")
    sys.exit(0)

failures = []
passed = 0


def fail(message):
    failures.append(message)
    print("FAIL", message)


def viewsh(script, folder):
    path = pathlib.Path(folder) / "script.vsh"
    path.write_text(script)
    return subprocess.run([str(VIEWSH), str(path)], cwd=folder, capture_output=True, text=True, timeout=600).stdout


def length(v):
    """A number as viewsh prints it (formatLength)."""
    if v is None:
        return "nil"
    if v == "infinity":
        return "∞"
    if v == "-infinity":
        return "-∞"
    r = round(abs(v) * 100 + 1e-9) / 100 * (1 if v >= 0 else -1)
    if r == 0:
        return "0"
    if r == int(r) and abs(r) < 1e15:
        return str(int(r))
    return ("%.2f" % r).rstrip("0").rstrip(".")


def size(s):
    return length(s["width"]) + "×" + length(s["height"])


def check_view(page, address, node, why, where):
    """The page shows what the shell says about the view at `address`."""
    global passed
    title = page.text_content("#sel-title") or ""
    shown = {
        "title": title.split(" ", 1)[0],
        "size": page.text_content("#sel-size"),
        "proposal": page.text_content("#sel-proposal"),
        "origin": page.text_content("#sel-origin"),
        "why": page.inner_text("#why-text"),
    }
    frame = node["frame"]
    expected = {
        "title": address,
        "size": size(frame),
        "proposal": size(node["proposal"]),
        "origin": "(" + length(frame["x"]) + ", " + length(frame["y"]) + ")",
        "why": "\n".join(line["text"] for line in why["lines"]),
    }
    wrong = [k for k in expected if (shown[k] or "").strip() != expected[k].strip()]
    if wrong:
        details = "; ".join(f"{k}: page {shown[k]!r} ≠ shell {expected[k]!r}" for k in wrong if k != "why")
        if "why" in wrong:
            details += "; why text differs"
        return f"{where} {address}: {details}"
    passed += 1
    return None


def views_of(layout):
    """Each view's node (the non-modifier node), by address, in tree order."""
    views = {}
    for node in layout["nodes"]:
        if not node["modifier"]:
            views.setdefault(node["address"], node)
    return views


def pick(layout):
    """Up to four views to click: the root, the first and last leaf, one in the middle."""
    views = views_of(layout)
    addresses = list(views)
    finite = [a for a in addresses if all(isinstance(views[a]["frame"][k], (int, float)) for k in ("x", "y", "width", "height"))]
    leaves = [a for a in finite if not any(b != a and (b.startswith(a + ".") or b.startswith(a + "[")) for b in addresses)
              and views[a]["frame"]["width"] > 0 and views[a]["frame"]["height"] > 0]
    chosen = [addresses[0]] + leaves[:1] + leaves[-1:] + finite[len(finite) // 2:len(finite) // 2 + 1]
    return list(dict.fromkeys(chosen)), set(leaves)


def inside(outer, inner):
    return all(outer["frame"][k] is not None for k in ("x", "y")) and \
        outer["frame"]["x"] <= inner[0] <= outer["frame"]["x"] + outer["frame"]["width"] and \
        outer["frame"]["y"] <= inner[1] <= outer["frame"]["y"] + outer["frame"]["height"]


def uncovered(address, views):
    """A leaf's centre lies in no other view but the ones it is drawn over: its ancestors,
    except a view whose .background it is in (`X.bg…` is drawn behind X)."""
    f = views[address]["frame"]
    centre = (f["x"] + f["width"] / 2, f["y"] + f["height"] / 2)

    def under(b):
        rest = address[len(b):]
        return rest[:1] in (".", "[") and address.startswith(b) and not re.match(r"\.bg\d*([.\[]|$)", rest)
    return not any(b != address and not under(b) and inside(views[b], centre) for b in views
                   if all(isinstance(views[b]["frame"][k], (int, float)) for k in ("x", "y", "width", "height")))


def click(page, address, leaves, views=None, problems=None):
    """A leaf through its box in the picture (at a point where it is on top), else its tree row."""
    if address in leaves:
        box = page.evaluate("a => viewshInspector.boxOf(a)", address)
        if box and box["width"] >= 2 and box["height"] >= 2:
            if views is not None and problems is not None and uncovered(address, views):
                centre = [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2]
                found = page.evaluate("([x, y]) => viewshInspector.viewAt(x, y)", centre)
                if found != address:
                    problems.append(f"the picture finds {found} at the centre of {address}'s box, which nothing else covers")
            pane = box["pane"]
            for fx, fy in [(0.5, 0.5), (0.25, 0.25), (0.75, 0.75), (0.25, 0.75), (0.75, 0.25)]:
                # Whole pixels: what a click's coordinates are.
                x, y = round(box["x"] + box["width"] * fx), round(box["y"] + box["height"] * fy)
                if not (pane["x"] <= x < pane["x"] + pane["width"] and pane["y"] <= y < pane["y"] + pane["height"]):
                    continue
                if page.evaluate("([x, y]) => viewshInspector.viewAt(x, y)", [x, y]) == address:
                    page.mouse.click(x, y)
                    return True
    if not page.evaluate("a => viewshInspector.reveal(a)", address):
        return False
    page.click(f'.row[data-address="{address}"]')
    return True


def check_scale(page, chosen, nodes, where):
    """The picture draws the frames to scale: every clicked view's box is its frame times one
    factor, on both axes, and sits where its frame is relative to the others."""
    measured = []
    for address in chosen:
        f = nodes[address]["frame"]
        if not (all(isinstance(f[k], (int, float)) for k in ("x", "y", "width", "height")) and f["width"] > 0 and f["height"] > 0):
            continue
        box, scroll = page.evaluate("a => { const b = viewshInspector.boxOf(a), p = document.getElementById('picture');"
                                    " return [b, [p.scrollLeft, p.scrollTop]]; }", address)
        # Where the box is in the scrolled drawing (boxOf may have scrolled to show it).
        measured.append((address, f, box["x"] + scroll[0], box["y"] + scroll[1], box["width"], box["height"]))
    if not measured:
        return None
    _, f0, x0, y0, w0, _ = measured[0]
    k = w0 / f0["width"]
    for address, f, x, y, w, h in measured:
        if abs(w - f["width"] * k) > max(1, 0.01 * w) or abs(h - f["height"] * k) > max(1, 0.01 * h):
            return f"{where}: {address}'s box is {w:.1f}×{h:.1f}, not its frame {f['width']}×{f['height']} at the scale {k:.3f}"
        if abs((x - x0) - (f["x"] - f0["x"]) * k) > 1.5 or abs((y - y0) - (f["y"] - f0["y"]) * k) > 1.5:
            return f"{where}: {address}'s box is not where its frame is, relative to {measured[0][0]}'s"
    return None


def check_example(browser, example, folder):
    out = viewsh(f"load {example}\nexport html page.html\nlayout --json\n", folder)
    layout = [d for d in schemas.split_documents(out) if d.get("schema") == "viewsh/layout@1"][-1]
    chosen, leaves = pick(layout)
    whys_out = viewsh(f"load {example}\n" + "".join(f"why {a} --json\n" for a in chosen), folder)
    whys = {d["address"]: d for d in schemas.split_documents(whys_out) if d.get("schema") == "viewsh/why@1"}
    nodes = views_of(layout)
    page_path = pathlib.Path(folder) / "page.html"
    results = []
    for scheme in ("light", "dark"):
        page = browser.new_page(viewport={"width": 1400, "height": 900}, color_scheme=scheme)
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(page_path.as_uri())
        page.wait_for_selector("body[data-ready=true]", timeout=10_000)
        for address in chosen:
            picture_problems = []
            if not click(page, address, leaves, nodes, picture_problems):
                results.append(f"{example.name}: no row for {address}")
                continue
            page.wait_for_function("a => (document.getElementById('sel-title') || {}).textContent?.startsWith(a + ' ')", arg=address, timeout=5000)
            problem = check_view(page, address, nodes[address], whys[address], example.name)
            if problem:
                results.append(problem)
            results += [f"{example.name}: {p}" for p in picture_problems]
        problem = check_scale(page, chosen, nodes, example.name)
        if problem:
            results.append(problem)
        else:
            global passed
            passed += 1
        # A long trace: links to the parts after it; "preferences" brings its heading into view.
        if page.query_selector('.jump-link[data-part="part-preferences"]'):
            page.click('.jump-link[data-part="part-preferences"]')
            top, height, scrolled = page.evaluate(
                "[document.getElementById('part-preferences').getBoundingClientRect().top"
                " - document.getElementById('details').getBoundingClientRect().top,"
                " document.getElementById('details').clientHeight, document.getElementById('details').scrollTop]")
            # At the top of the details, or in view with the details scrolled to their end.
            if not (0 <= top < height - 20 and scrolled > 0):
                results.append(f"{example.name}: the preferences link leaves its heading {top:.0f} px down the details"
                               f" ({height} px high, scrolled {scrolled})")
        # Keyboard: Down from the selected row selects the next row.
        page.focus("#tree")
        before = page.get_attribute('.row[aria-selected="true"]', "data-i")
        page.keyboard.press("Home")
        page.keyboard.press("ArrowDown")
        after = page.get_attribute('.row[aria-selected="true"]', "data-i")
        if len(nodes) > 1 and after != "1":
            results.append(f"{example.name}: Home, ArrowDown selected row {after} (from {before}), not 1")
        if errors:
            results.append(f"{example.name}: script errors: {errors}")
        page.screenshot(path=str(ARTIFACTS / f"{example.stem}-{scheme}.png"))
        page.close()
    return results, page_path, chosen, nodes, whys, leaves


def check_loop(browser, folder):
    """label-column-loop.vsh: step to the loop warning; the picture follows each pass."""
    global passed
    example = ROOT / "examples" / "label-column-loop.vsh"
    viewsh(f"load {example}\nexport html loop.html\n", folder)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    page.goto((pathlib.Path(folder) / "loop.html").as_uri())
    page.wait_for_selector("body[data-ready=true]")
    steps = 0
    while not page.query_selector("#step-events .ev.warning") and steps < 60:
        page.click("#step-next")
        steps += 1
        # Each step draws that update's layout: the root row shows the root size the step's
        # last `evaluated` event reports.
        evaluated = page.query_selector_all("#step-events .ev.evaluated")
        if evaluated:
            m = re.search(r"root (\S+)$", evaluated[-1].inner_text())
            shown = page.text_content('.row[data-i="0"] .size')
            if m and m.group(1) != shown:
                fail(f"loop step {steps}: the tree shows the root {shown}, the step says {m.group(1)}")
    warning = page.query_selector("#step-events .ev.warning")
    if not warning or "tried to update multiple times per frame" not in warning.inner_text():
        fail(f"label-column-loop: no loop warning after {steps} steps")
    else:
        passed += 1
        print(f"browser: label-column-loop: the warning after {steps} steps: {warning.inner_text()}")
    page.screenshot(path=str(ARTIFACTS / "label-column-loop-warning.png"))
    page.close()


def check_tampered(browser, folder, page_path, address, node, why, leaves):
    """A page whose numbers differ from the shell's must fail the check."""
    html = page_path.read_text()
    match = re.search(r'(<script type="application/json" id="viewsh-data">)(.*?)(</script>)', html, re.S)
    data = json.loads(match.group(2))
    table = data["layout"]
    for i, a in enumerate(table["address"]):
        if data["strings"][a] == address and not table["modifier"][i]:
            width = table["frames"][4 * i + 2]
            table["frames"][4 * i + 2] = width + 1 if isinstance(width, (int, float)) else 1
    tampered = pathlib.Path(folder) / "tampered.html"
    encoded = json.dumps(data, ensure_ascii=False).replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    tampered.write_text(html[:match.start(2)] + encoded + html[match.end(2):])
    page = browser.new_page()
    page.goto(tampered.as_uri())
    page.wait_for_selector("body[data-ready=true]")
    click(page, address, leaves)
    page.wait_for_function("a => (document.getElementById('sel-title') || {}).textContent?.startsWith(a + ' ')", arg=address)
    if check_view(page, address, node, why, "tampered") is None:
        fail("a page whose size differs from layout --json passed the check")
    else:
        print("browser: a tampered page fails the check, as it must")
    page.close()


def check_large(browser, folder):
    """10,000 views: the page opens, a click on a row and on a box in the picture each select
    their view and show its details. Functionality only: scripts/inspector-bench times it."""
    global passed
    script = 'vstack(spacing: 0) < foreach(1...10000) { i in text "row" .frame(height: 2) } >\nexport html big.html\n'
    out = viewsh(script, folder)
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((pathlib.Path(folder) / "big.html").as_uri())
    page.wait_for_selector("body[data-ready=true]", timeout=60_000)
    selected = "a => (document.getElementById('sel-title') || {}).textContent?.startsWith(a + ' ')"
    count = page.text_content("#tree-count")
    if count != "10001 views":
        fail(f"the 10,000-view page's tree counts {count!r}")
    target = "0.0.0[5001]"
    page.evaluate("a => viewshInspector.reveal(a)", target)
    page.click(f'.row[data-address="{target}"]')
    page.wait_for_function(selected, arg=target)
    if page.text_content("#sel-size") != "24×20":
        fail(f"the 10,000-view page shows {target} as {page.text_content('#sel-size')}, not 24×20")
    # Its trace is too long to embed (it lists the stack's 10,000 children): the page says so.
    reason = page.inner_text("#why-text")
    if "each of the 10,000 children of its" not in reason or f"why {target}" not in reason:
        fail(f"the 10,000-view page does not say why {target}'s trace is missing: {reason!r}")
    box = page.evaluate("a => viewshInspector.boxOf(a)", "0.0.0[7000]")
    # A whole pixel: a click's coordinates are (a row is 2 points, so a fraction picks another).
    x, y = round(box["x"] + box["width"] / 2), round(box["y"] + box["height"] / 2)
    hit = page.evaluate("([x, y]) => viewshInspector.viewAt(x, y)", [x, y])
    if hit is None or not re.fullmatch(r"0\.0\.0\[(69\d\d|70\d\d)\]", hit):
        fail(f"the 10,000-view picture finds {hit} at the box of 0.0.0[7000]")
    else:
        page.mouse.click(x, y)
        page.wait_for_function(selected, arg=hit)
    if errors:
        fail(f"the 10,000-view page: script errors: {errors}")
    else:
        passed += 1
    print(f"browser: 10,001-view page ({out.strip().splitlines()[-1]}): opens, a row and a box select their views "
          "(scripts/inspector-bench times it)")
    page.screenshot(path=str(ARTIFACTS / "ten-thousand-views.png"))
    page.close()


def main():
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    only = os.environ.get("VIEWSH_BROWSER_ONLY")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--allow-file-access-from-files"])
        with tempfile.TemporaryDirectory() as folder:
            examples = sorted((ROOT / "examples").glob("*.vsh"))
            last = None
            for example in examples:
                if only and only not in example.name:
                    continue
                problems, page_path, chosen, nodes, whys, leaves = check_example(browser, example, folder)
                for problem in problems:
                    fail(problem)
                if chosen:
                    last = (page_path.read_text(), chosen[-1], nodes[chosen[-1]], whys[chosen[-1]], leaves)
                shutil.copy(page_path, ARTIFACTS / f"{example.stem}.html")
            if last:
                saved = pathlib.Path(folder) / "last.html"
                saved.write_text(last[0])
                check_tampered(browser, folder, saved, *last[1:])
            check_loop(browser, folder)
            if not only:
                check_large(browser, folder)
        browser.close()
    print(f"browser: {passed} passed, {len(failures)} failed (screenshots in {ARTIFACTS.relative_to(ROOT)})")
    sys.exit(1 if failures else 0)


main()
