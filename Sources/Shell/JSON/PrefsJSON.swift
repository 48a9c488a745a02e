import ViewEngine
import ViewLayout

/// `prefs --json` (schema `viewsh/prefs@1`, Docs/JSON.md): per key, each step of the
/// reduction as data (the engine's `PreferenceEvent`s) with the line `prefs` prints for it,
/// what the start node passes up, and what each reader sees. Values are written as viewsh
/// prints them (`20`, `"Ada"`, `nil`, `[1, 2]`).
struct PrefsJSON {
    static let schema = "viewsh/prefs@1"
    let renderer: PrefsRenderer

    var resolution: Resolution { renderer.resolution }

    func value(_ trace: PreferenceTrace, unused: [String]) -> JSONValue {
        .object([
            ("schema", .string(Self.schema)),
            ("start", ref(trace.start)),
            ("unused", .array(unused.map(JSONValue.string))),
            ("keys", .array(trace.keys.map { key($0, start: trace.start) })),
        ])
    }

    func key(_ key: PreferenceTrace.Key, start: LayoutNodeID) -> JSONValue {
        .object([
            ("key", .string(key.name)),
            ("default", .string(key.definition.defaultValue.description)),
            ("reducer", .string(renderer.reducer(key.definition.reducer))),
            ("text", .string(renderer.header(key))),
            ("error", .optional(key.error)),
            ("events", .array(key.events.map(event))),
            ("result", .optional(key.result?.description)),
            ("resultText", .optional(renderer.passesUp(key, start: start))),
            ("readers", .array(key.readers.map { reader in
                .object([
                    ("node", ref(reader.node)),
                    ("sees", .string((reader.seen ?? key.definition.defaultValue).description)),
                    ("isDefault", .bool(reader.seen == nil)),
                    ("text", .string(renderer.describe(reader, key: key))),
                    ("anchors", .array(renderer.anchorLines(reader).map(JSONValue.string))),
                ])
            })),
        ])
    }

    func event(_ event: PreferenceEvent) -> JSONValue {
        var fields: [(String, JSONValue)]
        func value(_ v: Value) -> JSONValue { .string(v.description) }
        switch event {
        case .wrote(let node, _, let v):
            fields = [("type", .string("wrote")), ("node", ref(node)), ("value", value(v))]
        case .transformed(let node, _, let from, let fromDefault, let to):
            fields = [("type", .string("transformed")), ("node", ref(node)), ("from", value(from)), ("fromDefault", .bool(fromDefault)),
                      ("to", value(to))]
        case .injectedDefault(let node, _, let v):
            fields = [("type", .string("injectedDefault")), ("node", ref(node)), ("value", value(v))]
        case .reduced(let container, _, let v, let next, let from, let result):
            fields = [("type", .string("reduced")), ("node", ref(container)), ("value", value(v)), ("nextValue", value(next)),
                      ("nextFrom", ref(from)), ("result", value(result))]
        case .notAsked(let container, _, let v, let skipped):
            fields = [("type", .string("notAsked")), ("node", ref(container)), ("value", value(v)), ("skipped", ref(skipped))]
        case .passedUp(let node, _, let v):
            fields = [("type", .string("passedUp")), ("node", ref(node)), ("value", value(v))]
        }
        fields.append(("text", .string(renderer.describe(event))))
        return .object(fields)
    }

    func ref(_ node: LayoutNodeID) -> JSONValue {
        let entry = resolution.entry(node)
        return .object([("address", .string(entry.address)), ("label", .string(entry.label)), ("modifier", .bool(entry.isModifier))])
    }
}
