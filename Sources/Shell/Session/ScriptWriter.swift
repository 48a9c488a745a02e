import Diagnostics
import ViewEngine
import ViewSyntax

/// `save`: a script that rebuilds the session — options, the proposal, definitions, the root, then
/// the states whose values a fresh `load` would not give them. `save` → `load` in a fresh shell →
/// `save` writes the same bytes (`SaveRoundTripTests`), and the reloaded session shows the same
/// `tree`, `defs`, `state`, `layout --json` and `prefs`.
///
/// The writer replays what it writes: each definition is lowered into a scratch document, in the
/// order written, exactly as `load` will lower it. A state, key or environment key whose value was
/// computed from states when it was defined (`state t = "\(n)"` typed after `set n = 2`) gets the
/// `set` lines that make it compute the same value again, or else is written with its value as a
/// literal (`state t = "2"`). Numbers are written so that they read back as the same Double
/// (`SaveFormat`).
extension Session {
    /// What `save` would write now.
    public var savedScript: String { ScriptWriter.script(for: document) }
}

enum ScriptWriter {
    static func script(for document: Document) -> String {
        var text = "// viewsh session; rebuild it with: viewsh FILE, or load FILE inside viewsh\n"
        for spec in OptionTable.all where document.options[spec.name] != spec.defaultValue {
            text += "option \(spec.name) \(document.options[spec.name])\n"
        }
        if let device = document.window.device {
            // A device's window (its safe area too), as `device` made it: found by the session
            // fuzzer, which saved only its size, so the root lost its insets on reload.
            text += "device \(device)\n"
        } else if document.proposal != Document.defaultProposal {
            text += "propose \(SaveFormat.dimension(document.proposal.width))x\(SaveFormat.dimension(document.proposal.height))\n"
        }
        var replay = Replay()
        for definition in dependencyOrder(document.definitions) where !definition.common.isPrelude {
            text += replay.write(definition, live: document)
        }
        if let root = document.tree.root {
            text += "root = " + TreePrinter(tree: document.tree).source(root) + "\n"
        }
        for name in document.definitions.names(of: .state) {
            guard let value = document.stateValues[name], !SaveFormat.identical(replay.stateValue(name), value) else { continue }
            text += "set \(name) = \(SaveFormat.value(value))\n"
        }
        return text
    }

    /// The scratch document `load` would build from the lines written so far.
    struct Replay {
        var document = Prelude.document

        func stateValue(_ name: String) -> Value? { document.stateValues[name] }

        /// The lines that define `definition` so that it reloads with its live value.
        mutating func write(_ definition: ViewEngine.Definition, live: Document) -> String {
            let source = definition.common.source
            guard let liveValue = Self.value(of: definition) else {
                lower(source)
                return source + "\n"
            }
            var lines = ""
            let before = document
            lower(source)
            if definition.valueMatches(liveValue, in: document) { return source + "\n" }
            document = before
            // Computed from states: give the states it reads their live values first.
            for state in ScriptWriter.identifiers(in: source).sorted() where live.definitions.state(state) != nil && state != definition.name {
                guard let value = live.stateValues[state], !SaveFormat.identical(document.stateValues[state], value) else { continue }
                let line = "set \(state) = \(SaveFormat.value(value))"
                document.stateValues[state] = value
                lines += line + "\n"
            }
            lower(source)
            if definition.valueMatches(liveValue, in: document) { return lines + source + "\n" }
            // Else its value as a literal (and the states as they were).
            document = before
            let literal = Self.withLiteral(liveValue, in: source) ?? source
            lower(literal)
            return literal + "\n"
        }

        /// Lowers one definition's source into the scratch document, as `load` would.
        mutating func lower(_ source: String) {
            let file = SourceFile(name: "<save>", text: source)
            var lowerer = Lowerer(document: document)
            for item in Parser.parseItems(file, grammar: .catalogue).value { lowerer.lower(item) }
            if !lowerer.hasErrors { document = lowerer.document }
        }

        /// The value a state, key or environment key holds from its definition; nil for other kinds.
        static func value(of definition: ViewEngine.Definition) -> Value? {
            switch definition {
            case .state(let state): return state.initialValue
            case .key(let key): return key.defaultValue
            case .envkey(let envkey): return envkey.defaultValue
            default: return nil
            }
        }

        /// `source` with its default expression replaced by `value` written out.
        static func withLiteral(_ value: Value, in source: String) -> String? {
            let file = SourceFile(name: "<save>", text: source)
            guard let item = Parser.parseItems(file, grammar: .catalogue).value.first, case .definition(let syntax) = item.kind else { return nil }
            let expression: Expr?
            switch syntax {
            case .state(_, _, let initial): expression = initial
            case .key(_, _, let initial, _): expression = initial
            case .envkey(_, _, let initial): expression = initial
            default: expression = nil
            }
            guard let range = expression?.range else { return nil }
            let bytes = Array(source.utf8)
            return String(decoding: bytes[..<range.start], as: UTF8.self) + SaveFormat.value(value)
                + String(decoding: bytes[range.end...], as: UTF8.self)
        }
    }

    /// Definitions in the order they were made, except that each comes after the ones its
    /// source names (a view redefined to read a state defined after it first).
    static func dependencyOrder(_ definitions: Definitions) -> [ViewEngine.Definition] {
        let all = definitions.all
        let names = Set(all.map(\.name))
        var uses: [String: Set<String>] = [:]
        // The prelude is never written and reads no user definition (its `proxy.size.width` is no
        // state `width`: found by the session fuzzer, which saw states reload in another order).
        for definition in all where !definition.common.isPrelude {
            uses[definition.name] = identifiers(in: definition.common.source).intersection(names).subtracting([definition.name])
        }
        var placed = Set<String>()
        var result: [ViewEngine.Definition] = []
        var visiting = Set<String>()
        func place(_ definition: ViewEngine.Definition) {
            guard !placed.contains(definition.name), visiting.insert(definition.name).inserted else { return }
            for dependency in all where uses[definition.name]?.contains(dependency.name) == true { place(dependency) }
            placed.insert(definition.name)
            result.append(definition)
        }
        for definition in all { place(definition) }
        return result
    }

    /// The names a source line reads: its words, except members written after a `.`
    /// (`proxy.size.width`, `.leading`), which name no definition. Close enough for dependencies:
    /// a name also written inside a string only moves a definition earlier.
    static func identifiers(in source: String) -> Set<String> {
        var words = Set<String>()
        var current = ""
        var isMember = false
        var previous: Character = " "
        for character in source {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { isMember = previous == "." }
                current.append(character)
            } else {
                if !current.isEmpty, !isMember { words.insert(current) }
                current = ""
            }
            previous = character
        }
        if !current.isEmpty, !isMember { words.insert(current) }
        return words
    }
}

extension ViewEngine.Definition {
    /// Whether the scratch document's definition of this name holds `value`.
    func valueMatches(_ value: Value, in document: Document) -> Bool {
        guard let replayed = document.definitions[name].flatMap(ScriptWriter.Replay.value(of:)) else { return false }
        return SaveFormat.identical(replayed, value)
    }
}
