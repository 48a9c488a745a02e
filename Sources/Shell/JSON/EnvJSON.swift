import ViewEngine

/// `env [node] --json` (schema `viewsh/env@1`, Docs/JSON.md): every environment value at a
/// view, by key name, with the modifier that set it (`origin`, null for the default).
enum EnvJSON {
    static let schema = "viewsh/env@1"

    static func value(address: String, label: String, environment: EnvironmentValues) -> JSONValue {
        .object([
            ("schema", .string(schema)),
            ("address", .string(address)),
            ("label", .string(label)),
            ("values", values(environment)),
        ])
    }

    /// The values in key order (what `env` lists); the page shares these arrays between views.
    static func values(_ environment: EnvironmentValues) -> JSONValue {
        .array(environment.listedKeys.map { name in
            let entry = environment.entries[name]!
            return .object([
                ("key", .string(name)),
                ("value", .string(entry.value.description)),
                ("origin", entry.origin.map { .object([("address", .string($0.address)), ("modifier", .string($0.modifier))]) } ?? .null),
            ])
        })
    }
}
