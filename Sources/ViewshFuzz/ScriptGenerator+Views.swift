import ViewEngine

extension ScriptGenerator {
    /// A view with modifiers: a built-in one (any in `ViewCatalog.all`), a user view, or a conditional.
    public mutating func view() -> String {
        depth += 1
        defer { depth -= 1 }
        var text: String
        if !views.isEmpty, random.chance(0.2) {
            text = userView()
        } else if random.chance(0.05), depth < 4 {
            text = "if \(bool()) < \(view()) > else < \(view()) >"
        } else {
            // Views that must sit in a particular container (`gridrow` in `grid`) come with it.
            text = builtinView(random.pick(ViewCatalog.all.filter { $0.container == nil }))
        }
        let count = random.chance(0.5) ? random.below(depth > 2 ? 2 : 4) : 0
        for _ in 0..<count { text += " " + modifier(parameterNumber: nil) }
        return text
    }

    mutating func userView() -> String {
        let definition = random.pick(views)
        let arguments = definition.parameters.filter { _ in random.chance(0.6) }.map { "\($0.name): \(value($0.kind))" }
        return arguments.isEmpty ? definition.name : definition.name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// A built-in view from its catalogue entry; the few that need a shape of their own (children,
    /// closures, operands) get it, any other is written from its signature.
    mutating func builtinView(_ info: ViewInfo) -> String {
        let small = depth > 3
        switch info.keyword {
        case "vstack", "hstack", "zstack":
            let children = small ? [] : (0..<random.below(4)).map { _ in view() }
            return info.keyword + arguments(info.signature.parameters, optionalChance: 0.3) + " < " + children.joined(separator: " ") + " >"
        case "text":
            return "text " + (random.chance(0.5) ? string() : "(\(string()))")
        case "color":
            return "color " + random.pick(GeometryNames.colors)
        case "geometry":
            return "geometry { proxy in " + (small ? "color clear" : random.pick([
                "text \"\\(proxy.size.width)\"", "color clear .frame(height: proxy.size.height / 2)", view(),
            ])) + " }"
        case "foreach":
            let lists = states.filter { $0.kind == .numberList }.map(\.name)
            let bound = random.chance(hostility) ? numberLiteral() : random.pick(["0", "1", "3", "5", "-2"])
            let data = !lists.isEmpty && random.chance(0.5) ? random.pick(lists) : "(0..<\(bound))"
            let content = small ? "text \"\\(i)\"" : random.pick(["text \"\\(i)\"", "rect .frame(width: i)", view()])
            return "foreach \(data) { i in \(content) }"
        default:
            // Sometimes the catalogue's own example, always from the catalogue entry's shape.
            if random.chance(0.25) { return info.example }
            return fromSignature(info, small: small)
        }
    }

    /// Any built-in view written from its catalogue entry: an operand, arguments of one overload,
    /// children (those that must sit in it, when some must), a closure.
    mutating func fromSignature(_ info: ViewInfo, small: Bool) -> String {
        var text = info.keyword
        let signature = random.pick(info.overloads)
        var parameters = signature.parameters
        var wroteOperand = false
        switch info.operand {
        case .required, .string: wroteOperand = true
        case .unlessArguments, .optional: wroteOperand = random.chance(0.5)
        case .none: break
        }
        if wroteOperand {
            text += " " + (random.chance(0.8) ? string() : number())
            // The operand takes the first unlabelled parameter.
            if let first = parameters.firstIndex(where: { $0.label == nil }) { parameters.remove(at: first) }
        }
        var argumentsInstead = false
        if case .unlessArguments = info.operand { argumentsInstead = true }
        if !(wroteOperand && argumentsInstead) { text += arguments(parameters, optionalChance: 0.4) }
        if info.takesChildren {
            let inside = ViewCatalog.all.filter { $0.container == info.keyword }
            let count = small ? (info.requiresChildren ? 1 : 0) : random.below(3) + (info.requiresChildren ? 1 : 0)
            let children = (0..<count).map { _ in inside.isEmpty ? view() : fromSignature(random.pick(inside), small: true) }
            text += " < " + children.joined(separator: " ") + " >"
        }
        switch info.closure {
        case .required: text += " " + actionClosure()
        case .optional where random.chance(0.5): text += " " + actionClosure()
        default: break
        }
        return text
    }

    mutating func actionClosure() -> String {
        let numbers = states.filter { $0.kind == .number }.map(\.name)
        let printed = random.chance(0.3) ? "print(\(string()), \(number()), separator: \(string())); " : ""
        guard let target = numbers.isEmpty ? nil : random.pick(numbers) else { return printed.isEmpty ? "{ }" : "{ \(printed)}" }
        return "{ \(printed)\(target) = \(target) + 1 }"
    }

    /// `(label: value, …)` for a signature's parameters; optional ones sometimes.
    mutating func arguments(_ parameters: [Signature.Parameter], optionalChance: Double, modifier: String = "") -> String {
        var parts: [String] = []
        for parameter in parameters where !parameter.isOptional || random.chance(optionalChance) {
            let value = argument(parameter.kind, modifier: modifier)
            parts.append(parameter.label.map { "\($0): \(value)" } ?? value)
        }
        return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
    }

    /// A value of an argument kind (`ArgumentKind`), suited to the modifier when that matters.
    mutating func argument(_ kind: ArgumentKind, modifier: String) -> String {
        switch kind {
        case .number: return number()
        case .bool: return bool()
        case .string: return string()
        case .view: return view()
        case .key: return random.pick(keys + listKeys.filter { _ in modifier != "preference" })
        case .edges: return random.chance(0.7) ? "." + random.pick(GeometryNames.edges) : "[.top, .leading]"
        case .alignment: return "." + random.pick(GeometryNames.alignments)
        case .guide:
            let custom = alignments.map(\.name)
            return "." + random.pick(GeometryNames.horizontalGuides + GeometryNames.verticalGuides + custom)
        case .keyPath: return "\\." + random.pick(EnvironmentCatalog.names + envkeys.map(\.name))
        case .contentMode: return "." + random.pick(GeometryNames.contentModes)
        case .type: return "CGFloat.self"
        case .name: return random.pick(["title", "footer", "row", "\"x\""])
        case .expression: return expression(for: modifier)
        case .color: return random.chance(0.5) ? random.pick(GeometryNames.colors) : "." + random.pick(GeometryNames.colors)
        case .axes: return random.pick([".horizontal", ".vertical", "[.horizontal, .vertical]"])
        case .length: return random.chance(hostility) ? numberLiteral() : random.pick(["0", "1", "4", "12.5"])
        case .binding:
            let bindable = states.filter { $0.kind != .numberList && $0.kind != .optionalString }
            return bindable.isEmpty ? "$s1" : "$" + random.pick(bindable).name
        case .choice(_, let names), .styleChoice(_, let names): return names.isEmpty ? ".x" : "." + random.pick(names)
        }
    }

    mutating func expression(for modifier: String) -> String {
        switch modifier {
        case "font": return random.pick([".title", ".body", ".largeTitle", ".caption", ".headline"])
        case "foregroundStyle", "foregroundColor": return random.pick([".secondary", ".red", ".primary"])
        case "multilineTextAlignment": return random.pick([".center", ".leading", ".trailing"])
        case "truncationMode": return random.pick([".head", ".middle", ".tail"])
        case "textCase": return random.pick([".uppercase", ".lowercase", "nil"])
        case "dynamicTypeSize": return random.pick([".xLarge", ".small", ".large"])
        case "lineLimit": return random.chance(0.2) ? "nil" : number()
        case "onChange": return states.isEmpty ? number() : random.pick(states).name
        case "environment": return random.pick([".rightToLeft", ".dark", "true", number()])
        default: return number()
        }
    }

    /// A modifier: a built-in one (any in `ModifierCatalog.all`, a random overload) or a user one.
    /// `parameterNumber` is a name a modifier definition's body may use for numbers.
    mutating func modifier(parameterNumber: String?) -> String {
        if !modifiers.isEmpty, random.chance(0.25) {
            let definition = random.pick(modifiers)
            guard !definition.parameters.isEmpty, random.chance(0.6) else { return "." + definition.name }
            return ".\(definition.name)(p: \(number()))"
        }
        let info = random.pick(ModifierCatalog.all)
        let signature = random.pick(info.overloads)
        if let parameterNumber, signature.parameters.contains(where: { $0.kind == .number }), random.chance(0.5) {
            // A modifier definition's body using its parameter.
            let states = self.states
            self.states.append((parameterNumber, .number))
            defer { self.states = states }
            return modifier(info, signature)
        }
        return modifier(info, signature)
    }

    mutating func modifier(_ info: ModifierInfo, _ signature: Signature) -> String {
        var text = "." + info.name
        let written = arguments(signature.parameters, optionalChance: 0.5, modifier: info.name)
        if written.isEmpty, signature.closures.isEmpty, random.chance(0.3) { text += "()" } else { text += written }
        for (index, closure) in signature.closures.enumerated() {
            let body = self.closure(closure, modifier: info.name)
            text += index == 0 ? " " + body : " \(closure.label): " + body
        }
        return text
    }

    mutating func closure(_ closure: Signature.ClosureParameter, modifier: String) -> String {
        let numbers = states.filter { $0.kind == .number }.map(\.name)
        switch closure.body {
        case .statements:
            if modifier == "transformPreference" { return "{ value in value = \(numberLiteral()) }" }
            if modifier == "transformEnvironment" { return "{ $0 = \(numberLiteral()) }" }
            guard let target = numbers.isEmpty ? nil : random.pick(numbers) else { return "{ }" }
            if modifier == "onChange" || modifier == "onGeometryChange", random.chance(0.5) {
                return "{ old, new in \(target) = \(target) + 1 }"
            }
            return "{ \(target) = $0 }"
        case .expression:
            if modifier == "alignmentGuide" { return "{ d in d[.\(random.pick(["leading", "top", "trailing", "center"]))] + \(numberLiteral()) }" }
            return "{ proxy in proxy.size.\(random.pick(["width", "height"])) }"
        case .view:
            depth += 1
            defer { depth -= 1 }
            if closure.maxParameters == 0 { return "{ \(depth > 3 ? "color red" : view()) }" }
            return "{ v in text \"\\(v)\" }"
        case .opaque:
            return random.pick(["{ $0.animation = nil }", "{ }"])
        }
    }
}
