import ViewEngine

/// `help key`, `help view` …: what each definition keyword defines, its forms and an example.
/// One entry per `Definition.Kind` (the switch is exhaustive, so a new kind needs its help).
enum DefinitionHelp {
    struct Entry {
        /// What it is, and its SwiftUI counterpart.
        var summary: String
        /// The forms, one a line.
        var forms: [String]
        var example: String
        /// Commands and modifiers that use it.
        var seeAlso: String
    }

    static func entry(_ kind: Definition.Kind) -> Entry {
        switch kind {
        case .key:
            return Entry(
                summary: "a preference key (SwiftUI's PreferenceKey): a default, and how several views' values combine",
                forms: [
                    "key Name: Type = default reduce max|min|sum|first|last|append|or|and",
                    "key Name: Type = default { value in value = max(value, nextValue()) }",
                    "key Name: Type?                        (optional type: the default is nil)",
                ],
                example: "key HeightKey: CGFloat = 0 reduce max",
                seeAlso: "prefs, .preference, .transformPreference, .onPreferenceChange, defs key")
        case .state:
            return Entry(
                summary: "a @State value of the root: views read it, actions write it, `set` changes it",
                forms: ["state name: Type = value", "state name = value", "state name: Type?"],
                example: "state tallest: CGFloat = 0",
                seeAlso: "set, state (the command: every value), $name for a binding, defs state")
        case .envkey:
            return Entry(
                summary: "an environment key (SwiftUI's EnvironmentKey) with its default; read it as \\.name",
                forms: ["envkey name: Type = default", "envkey name = default"],
                example: "envkey accent = \"blue\"",
                seeAlso: "env, .environment(\\.name, value), .transformEnvironment, defs envkey")
        case .alignment:
            return Entry(
                summary: "a custom alignment (SwiftUI's AlignmentID) on one axis, with its default guide",
                forms: [
                    "alignment name: horizontal|vertical { d in d[.leading] }",
                    "alignment name: horizontal|vertical   (the default guide is the view's leading or top edge)",
                ],
                example: "alignment valueColumn: horizontal { d in d[.leading] }",
                seeAlso: ".alignmentGuide(.name) { d in … }, hstack(alignment: .name), defs alignment")
        case .modifier:
            return Entry(
                summary: "a custom modifier (SwiftUI's ViewModifier): modifiers under one name, used as .name",
                forms: ["modifier name = .a(…) .b(…)", "modifier name(param: Type = default, …) = .a(param) …"],
                example: "modifier card(pad: CGFloat = 8) = .padding(pad) .background(color white)",
                seeAlso: "help .name for one of yours, defs modifier")
        case .view:
            return Entry(
                summary: "a custom view (a SwiftUI View with a body): its body is built from its parameters",
                forms: ["view Name = body", "view Name(param: Type, binding: Binding<Type>) = body"],
                example: "view Row(title: String) = hstack < text title spacer >",
                seeAlso: "help Name for one of yours, tree (shows each body as child 0), defs view")
        case .layout:
            return Entry(
                summary: "a custom layout (SwiftUI's Layout): code that sizes and places its subviews; Name < … > uses it",
                forms: [
                    "layout Name(param: Type = default) { sizeThatFits { proposal, subviews in … } placeSubviews { bounds, proposal, subviews in … } }",
                    "  members may also be func helper(label name: Type) -> Type { … }, or the methods in Swift's form",
                ],
                example: "layout Overlap { sizeThatFits { p, s in p.replacingUnspecifiedDimensions() }; "
                    + "placeSubviews { b, p, s in for v in s { v.place(at: CGPoint(x: b.midX, y: b.midY), anchor: .center, proposal: p) } } }",
                seeAlso: "anylayout(value) < … >, why (every sizeThatFits and place call), defs layout, Docs/Language.md")
        }
    }

    /// The help text for a definition keyword.
    static func describe(_ kind: Definition.Kind) -> String {
        let entry = entry(kind)
        var text = "\(kind.rawValue): \(entry.summary)\n"
        text += "forms:\n" + entry.forms.map { "  \($0)\n" }.joined()
        text += "example: \(entry.example)\n"
        text += "see also: \(entry.seeAlso)\n"
        return text
    }

    /// `help HeightKey`, `help .readHeight`: one of the session's definitions (the prelude's
    /// included), as it was written, with where it came from.
    static func describe(_ definition: Definition, in document: Document) -> String {
        let origin = definition.common.isPrelude ? "defined at start-up (the prelude); redefine it to replace it" : "defined in this session"
        let shown = definition.kind == .modifier ? "." + definition.name : definition.name
        let source = definition.common.source.replacingOccurrences(of: "\n", with: "\n  ")
        var text = "\(shown): a \(definition.kind.noun), \(origin)\n  \(source)\n"
        if case .state = definition, let value = document.stateValues[definition.name] {
            text += "now: \(value)\n"
        }
        text += "help \(definition.kind.rawValue) for what a \(definition.kind.noun) is\n"
        return text
    }
}
