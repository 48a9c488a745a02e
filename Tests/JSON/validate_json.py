#!/usr/bin/env python3
"""Validates every JSON output viewsh prints against Docs/schemas/ (Docs/JSON.md):

- every example under examples/: `layout --json`, `prefs --json`, `env --json` and
  `why <view> --json` for every view it lays out, `step-frame --json`, `step-frame 3 --json`,
  `settle --json`, and the data the HTML page embeds (`export html`);
- every `--json` command in the transcripts under Tests/Transcripts (their expected output).

Also checks that the validator fails on documents that break the schemas (so this test can fail).
Usage: validate_json.py [path to viewsh]   (default .build/debug/viewsh). Exit 1 on any error."""
import json
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import schemas  # noqa: E402

ROOT = schemas.ROOT
VIEWSH = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build" / "debug" / "viewsh"
failures = []
checked = {}


def check(document, where):
    name = document.get("schema", "?") if isinstance(document, dict) else "?"
    checked[name] = checked.get(name, 0) + 1
    for error in schemas.errors(document):
        failures.append(f"{where}: {name}: {error}")


def run(script, cwd):
    path = pathlib.Path(cwd) / "script.vsh"
    path.write_text(script)
    result = subprocess.run([str(VIEWSH), str(path)], cwd=cwd, capture_output=True, text=True, timeout=300)
    return result.stdout


def page_data(html):
    match = re.search(r'<script type="application/json" id="viewsh-data">(.*?)</script>', html, re.S)
    if not match:
        raise ValueError("no embedded data")
    return json.loads(match.group(1))


def examples():
    for example in sorted((ROOT / "examples").glob("*.vsh")):
        with tempfile.TemporaryDirectory() as folder:
            first = run(f"load {example}\nlayout --json\n", folder)
            layouts = [d for d in schemas.split_documents(first) if d.get("schema") == "viewsh/layout@1"]
            if not layouts:
                failures.append(f"{example.name}: no layout --json output")
                continue
            addresses = list(dict.fromkeys(n["address"] for n in layouts[-1]["nodes"] if not n["modifier"]))
            commands = ["layout --json", "prefs --json", "env --json"]
            commands += [f"why {a} --json" for a in addresses] + [f"env {a} --json" for a in addresses[:40]]
            commands += ["export html page.html", "step-frame --json", "step-frame 3 --json", "settle --json"]
            out = run(f"load {example}\n" + "\n".join(commands) + "\n", folder)
            documents = schemas.split_documents(out)
            # What the loaded script printed may hold JSON too; the commands' own come last.
            expected = len(commands) - 1
            if len(documents) < expected:
                failures.append(f"{example.name}: {len(documents)} JSON documents for {expected} commands")
            for document in documents:
                check(document, example.name)
            page = pathlib.Path(folder) / "page.html"
            if page.exists():
                data = page_data(page.read_text())
                check(data, example.name + " (export html)")
                consistent(data, documents, example.name)
            else:
                failures.append(f"{example.name}: export html wrote nothing")


def consistent(page, documents, where):
    """The page embeds what the commands print: its layout is `layout --json`, each view's
    trace `why <view> --json`, its preferences `prefs --json`."""
    layout = next((d for d in documents if d.get("schema") == "viewsh/layout@1"), None)
    if page["layout"] != layout:
        failures.append(f"{where}: the page's layout differs from layout --json")
    whys = {d["address"]: d for d in documents if d.get("schema") == "viewsh/why@1"}
    for view in page["views"]:
        if view["why"] is not None and view["why"] != whys.get(view["address"]):
            failures.append(f"{where}: the page's why {view['address']} differs from why {view['address']} --json")
    prefs = next((d for d in documents if d.get("schema") == "viewsh/prefs@1"), None)
    if page["prefs"] and prefs and page["prefs"]["keys"] != prefs["keys"]:
        failures.append(f"{where}: the page's preferences differ from prefs --json")


def transcripts():
    for path in sorted((ROOT / "Tests" / "Transcripts").rglob("*.transcript")):
        lines = path.read_text().split("\n")
        index = 0
        while index < len(lines):
            line = lines[index]
            index += 1
            if not (line.startswith("viewsh> ") and re.search(r"(^|\s)--json(\s|$)", line[8:])):
                continue
            output = []
            while index < len(lines) and not lines[index].startswith(("viewsh>", "...>", "#")):
                output.append(lines[index])
                index += 1
            for document in schemas.split_documents("\n".join(output)):
                check(document, f"{path.relative_to(ROOT)}: {line}")


def self_test():
    """Documents that break the schemas must be refused."""
    broken = [
        {"schema": "viewsh/layout@1", "proposal": {"width": 1, "height": None}},  # no nodes
        {"schema": "viewsh/layout@1", "proposal": {"width": "wide", "height": None}, "nodes": []},
        {"schema": "viewsh/frames@1", "command": "settle", "events": [{"type": "pass", "text": "pass"}], "verdict": None},
        {"schema": "viewsh/nothing@1"},
        {"proposal": {}},
    ]
    for document in broken:
        if not schemas.errors(document):
            failures.append(f"self-test: the schemas accept a broken document: {json.dumps(document)}")


self_test()
examples()
transcripts()
for failure in failures[:50]:
    print("FAIL", failure)
summary = ", ".join(f"{count} {name}" for name, count in sorted(checked.items()))
print(f"json: validated {sum(checked.values())} documents ({summary})")
if failures:
    print(f"{len(failures)} failures")
    sys.exit(1)
