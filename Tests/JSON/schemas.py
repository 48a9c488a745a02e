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
