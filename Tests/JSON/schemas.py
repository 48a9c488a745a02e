"""The JSON schemas of Docs/schemas/ as one registry, and a validator for any viewsh JSON
output: the schema is chosen by the document's own "schema" field (viewsh/layout@1 →
urn:viewsh:schema:layout@1). Shared by validate_json.py and the browser test."""
import json
import pathlib

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "Docs" / "schemas"


def registry():
    resources = []
    for path in sorted(SCHEMAS.glob("*.schema.json")):
        schema = json.loads(path.read_text())
        Draft202012Validator.check_schema(schema)
        resources.append((schema["$id"], Resource.from_contents(schema)))
    return Registry().with_resources(resources)


REGISTRY = registry()
VALIDATORS = {}


def validator(name):
    """name: viewsh/layout@1"""
    if name not in VALIDATORS:
        urn = "urn:viewsh:schema:" + name.split("/", 1)[1]
        schema = REGISTRY.contents(urn)
        VALIDATORS[name] = Draft202012Validator(schema, registry=REGISTRY)
    return VALIDATORS[name]


def errors(document):
    """The schema errors of one document (an empty list when it is valid)."""
    name = document.get("schema") if isinstance(document, dict) else None
    if not isinstance(name, str) or not name.startswith("viewsh/"):
        return ["no \"schema\": \"viewsh/…\" field"]
    try:
        v = validator(name)
    except Exception as error:  # an unknown schema name
        return [f"unknown schema {name!r}: {error}"]
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in v.iter_errors(document)]


def split_documents(text):
    """The pretty-printed JSON documents in a command's output: each starts with a line `{`
    and ends with a line `}` at column 0 (nested objects are indented); other lines (what a
    loaded script printed) are skipped."""
    documents, current = [], None
    for line in text.split("\n"):
        if current is None:
            if line == "{":
                current = [line]
        else:
            current.append(line)
            if line == "}":
                documents.append(json.loads("\n".join(current)))
                current = None
    return documents


def page_layout(table, strings):
    """A page@2 layout table (layout@1 in columns, strings by index) as the layout@1 document
    it stands for; raises ValueError when its columns disagree in length or an index is out of
    range. The validator compares the result with `layout --json`."""
    count = len(table["address"])
    lengths = {"label": count, "depth": count, "modifier": count, "proposals": 2 * count, "frames": 4 * count,
               "textLines": count, "drawing": count}
    for column, expected in lengths.items():
        if len(table[column]) != expected:
            raise ValueError(f"layout table: {column} has {len(table[column])} entries, not {expected}")

    def string(i):
        if not isinstance(i, int) or not 0 <= i < len(strings):
            raise ValueError(f"layout table: string index {i!r} out of range")
        return strings[i]

    document = {"schema": "viewsh/layout@1", "proposal": table["proposal"]}
    if "window" in table:
        document["window"] = table["window"]
    nodes = []
    for i in range(count):
        p, f = table["proposals"][2 * i:2 * i + 2], table["frames"][4 * i:4 * i + 4]
        node = {"address": string(table["address"][i]), "label": string(table["label"][i]), "depth": table["depth"][i],
                "modifier": table["modifier"][i] == 1, "proposal": {"width": p[0], "height": p[1]},
                "frame": {"x": f[0], "y": f[1], "width": f[2], "height": f[3]}}
        if table["textLines"][i] is not None:
            node["textLines"] = [string(s) for s in table["textLines"][i]]
        d = table["drawing"][i]
        if d is not None:
            if not 0 <= d < len(table["drawings"]):
                raise ValueError(f"layout table: drawing index {d} out of range")
            node["drawing"] = table["drawings"][d]
        nodes.append(node)
    document["nodes"] = nodes
    return document


def page_views(page):
    """A page@2's views as {address: {"why": why@1 or None, "environment": values or None}}."""
    views, columns = {}, page["views"]
    if not len(columns["address"]) == len(columns["why"]) == len(columns["environment"]):
        raise ValueError("views: columns of different lengths")
    for a, w, e in zip(columns["address"], columns["why"], columns["environment"]):
        views[page["strings"][a]] = {"why": None if w is None else page["whys"][w],
                                     "environment": None if e is None else page["environments"][e]}
    return views
