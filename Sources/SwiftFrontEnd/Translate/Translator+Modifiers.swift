import Diagnostics
import ViewSyntax

extension Translator {
    /// Translates a chain of modifiers; nil when any is wrong (all are checked). Modifiers
    /// with no layout effect are dropped (and listed once); ones viewsh does not model are errors.
    mutating func modifiers(_ modifiers: [SwiftModifier], _ scope: Scope) -> [ModifierSyntax]? {
        var result: [ModifierSyntax] = []
        var failed = false
        for modifier in modifiers {
            if let function = inlineModifiers[modifier.name] {
                // `.readSize { size = $0 }`: the function's chain, with its closure bound, here.
                let expanded: [ModifierSyntax]? = expanding(modifier.name, at: modifier.nameRange) { translator in
                    guard let bodyScope = translator.bind(function, modifier.arguments, modifier.closures, in: Scope(),
                                                          callerScope: scope, at: modifier.range),
                          let body = function.body else { return nil }
                    return translator.modifierChain(body, base: .implicitSelf, bodyScope, what: "'\(modifier.name)'")
                }
                if let expanded { result += expanded } else { failed = true }
                continue
            }
            if modifier.name == "environmentObject" || (modifier.name == "environment" && modifier.arguments.count == 1
                                                        && modifier.arguments[0].label == nil && !Self.isKeyPath(modifier.arguments[0].value)) {
                // `.environmentObject(store)`, `.environment(store)`: there is one shared object per class (§18.11).
                ignore("." + modifier.name + "(object) (one shared object per class)", at: modifier.nameRange)
                continue
            }
            if modifier.name == "id", modifier.closures.isEmpty, modifier.arguments.count == 1,
               !isPlainName(modifier.arguments[0].value, scope) {
                // `.id(message.id)`: an identity computed from data (ScrollViewReader's targets,
                // resetting a view's state) has no layout effect; viewsh's `.id` names a node for
                // commands (#name), which only a plain name or literal can do.
                ignore(".id of a computed value", at: modifier.nameRange)
                continue
            }
            switch catalogue.modifiers[modifier.name] == nil ? SwiftNames.modifierRule(modifier.name) : nil {
            case .ignored?:
                ignore("." + modifier.name, at: modifier.nameRange)
                continue
            case .hostConfiguration?:
                ignore("." + modifier.name, at: modifier.nameRange, host: true)
                continue
            case .notModelled(let hint)?:
                notModelled("." + modifier.name, at: modifier.nameRange, hint: hint ?? nil)
                failed = true
                continue
            case .approximated(let note)?:
                sink.add(Diagnostic(.note, "." + modifier.name + " is not modelled: " + note, at: modifier.nameRange))
                continue
            case nil:
                break
            }
            if let translated = self.modifier(modifier, scope) { result.append(translated) } else { failed = true }
        }
        return failed ? nil : result
    }

    /// `bottomID` (a `@Namespace` name), `"header"`, `3`: what viewsh's `.id` can name a node by —
    /// not a value that changes (a state, a parameter, a ForEach's element), which is SwiftUI's
    /// identity and resets the view when it changes (§18.9).
    func isPlainName(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        switch expr.kind {
        case .identifier(let name):
            return !scope.locals.contains(name) && scope.substitutions[name] == nil && !viewStateNames.contains(name)
                && scope.objects[name] == nil && isPlainIdentifier(name)
        case .integer, .float: return true
        case .string(let parts):
            guard parts.count == 1, case .literal(let text) = parts[0] else { return false }
            return !text.isEmpty
        default: return false
        }
    }

    /// A name viewsh keeps as it is: an identifier that is not one of its words (`text`, `true`).
    func isPlainIdentifier(_ text: String) -> Bool {
        Self.isIdentifier(text) && viewshName(text) == text && !["true", "false", "nil", "self", "Self"].contains(text)
    }

    static func isKeyPath(_ expr: SwiftExpr) -> Bool {
        if case .keyPath = expr.kind { return true }
        return false
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter else { return false }
        return text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }

    mutating func modifier(_ modifier: SwiftModifier, _ scope: Scope) -> ModifierSyntax? {
        if modifier.name == "modifier" { return modifierStruct(modifier, scope) }
        if modifier.name == "listStyle", modifier.arguments.count == 1, case .call(let callee, [], []) = modifier.arguments[0].value.kind,
           case .identifier(let type) = callee.kind, type.hasSuffix("ListStyle"), type.count > 9 {
            // iOS 13's spelling: `.listStyle(PlainListStyle())` is `.listStyle(.plain)`.
            var renamed = modifier
            let name = type.dropLast(9)
            renamed.arguments[0].value = SwiftExpr(.implicitMember(name.prefix(1).lowercased() + name.dropFirst()), modifier.arguments[0].value.range)
            return self.modifier(renamed, scope)
        }
        if modifier.name.hasSuffix("Style"), modifier.closures.isEmpty, modifier.arguments.count == 1, modifier.arguments[0].label == nil,
           let made = styleMember(modifier.arguments[0].value, of: modifier.name) {
            // `.buttonStyle(.primary)` where the file declares `extension ButtonStyle where Self ==
            // PrimaryButtonStyle { static var primary: PrimaryButtonStyle { … } }`: the style it makes.
            var rewritten = modifier
            rewritten.arguments[0].value = made
            return self.modifier(rewritten, scope)
        }
        if modifier.name == "edgesIgnoringSafeArea", modifier.closures.isEmpty, modifier.arguments.count == 1,
           modifier.arguments[0].label == nil {
            // The deprecated spelling of `.ignoresSafeArea(.all, edges:)` (§17.3 rule 2).
            var renamed = modifier
            renamed.name = "ignoresSafeArea"
            renamed.arguments[0].label = Name("edges", modifier.arguments[0].value.range)
            return self.modifier(renamed, scope)
        }
        if let styled = styleModifier(modifier, scope) { return styled }
        var arguments = modifier.arguments
        var closures = modifier.closures.map { (closure: $0, scope: scope) }
        // Closures written in the parentheses at the end (`perform: { … }`, or a parameter
        // bound to one) are trailing closures.
        while let last = arguments.last, let (closure, closureScope) = closureArgument(last.value, scope) {
            arguments.removeLast()
            closures.insert((SwiftTrailingClosure(label: last.label, closure: closure), closureScope), at: 0)
        }
        if closures.first?.closure.label != nil { closures[0].closure.label = nil }  // the first trailing closure has no label
        var translatedArguments: [Argument] = []
        for (index, argument) in arguments.enumerated() {
            let label = argument.label?.text
            let translated: Expr?
            if index == 0, SwiftNames.keyModifiers.contains(modifier.name), label == nil || label == "key" {
                translated = keyReference(argument.value, scope)
            } else if modifier.name == "id", index == 0, case .string(let parts) = argument.value.kind, parts.count == 1,
                      case .literal(let name) = parts[0], isPlainIdentifier(name) {
                // `.id("header")` names the node as `.id(header)` does (what `save --swift` writes back).
                translated = Expr(.identifier(name), argument.value.range)
            } else if modifier.name == "font", index == 0 {
                translated = font(argument.value, scope)
            } else if takesViewArgument(modifier.name, label: label) {
                translated = viewArgument(argument.value, scope)
            } else if index == 0, ["fill", "stroke", "strokeBorder", "foregroundStyle", "foregroundColor"].contains(modifier.name),
                      case .implicitMember("tint") = argument.value.kind {
                // `.fill(.tint)`: the tint shape style is the accent colour unless `.tint(…)` sets one
                // (which viewsh ignores: drawing only).
                translated = Expr(.implicitMember("accentColor"), argument.value.range)
            } else if catalogue.modifiers[modifier.name]?.colorArguments.contains(label) == true,
                      let color = colorValue(argument.value, scope) {
                // `.fill(.ultraThinMaterial)`, `.stroke(Color(.systemGray4))`: a shape style is a colour
                // (materials and system colours gray, listed as ignored), as `.background(style)` reads it.
                translated = color
            } else if (modifier.name == "background" || modifier.name == "overlay"), label == "in" {
                ignore(".\(modifier.name)(_:in:) shape", at: argument.range)
                continue
            } else {
                // The catalogue's modifiers take no binding: a part of a binding element is a value read.
                if catalogue.modifiers[modifier.name] != nil, readsBindingElement(argument.value, scope) { return nil }
                translated = value(argument.value, scope)
            }
            guard let translated else { return nil }
            // A modifier of the file's (`extension View { func card(color:) }`) takes its parameters
            // as its definition names them (a viewsh word gets a `_`); a catalogue one as written.
            let named = viewFunctions[modifier.name] != nil ? label.map(localName) : label
            translatedArguments.append(Argument(label: named, labelRange: argument.label?.range, value: translated))
        }
        var translatedClosures: [TrailingClosure] = []
        for (closure, closureScope) in closures {
            let role = closureRole(modifier: modifier.name, label: closure.label?.text)
            guard let translated = self.closure(closure.closure, role: role, closureScope) else { return nil }
            translatedClosures.append(TrailingClosure(label: closure.label?.text, labelRange: closure.label?.range, closure: translated))
        }
        return ModifierSyntax(name: modifierRenames[modifier.name] ?? renames[modifier.name] ?? modifier.name, nameRange: modifier.nameRange,
                              arguments: translatedArguments, trailingClosures: translatedClosures, range: modifier.range)
    }

    /// `.background(.red)`, `.background(Color.red, ignoresSafeAreaEdges: .top)`, `.overlay(.ultraThinMaterial)`:
    /// SwiftUI's `background(_:ignoresSafeAreaEdges:)` / `overlay(_:ignoresSafeAreaEdges:)` with a
    /// shape style (a `Color` argument picks it too: the view overload is disfavoured). The style
    /// fills the view's frame extended into the safe area on the edges given (all by default) where
    /// the view touches it, so it is the colour view with `.ignoresSafeArea(edges:)` (§2.8, §17.3);
    /// `ignoresSafeAreaEdges: []` keeps it inside. nil: not this overload (a view, `in:`, `alignment:`).
    mutating func styleModifier(_ modifier: SwiftModifier, _ scope: Scope) -> ModifierSyntax?? {
        guard modifier.name == "background" || modifier.name == "overlay", modifier.closures.isEmpty,
              let first = modifier.arguments.first, first.label == nil, modifier.arguments.count <= 2,
              modifier.arguments.dropFirst().allSatisfy({ $0.label?.text == "ignoresSafeAreaEdges" })
        else { return nil }
        // `Color.blue.opacity(0.2)`, `.blue.opacity(0.2)`: still a colour (a shape style), so still this overload.
        var colour = colorViewValue(first.value, scope)
        if colour == nil, declaredType(of: first.value, scope)?.simpleName == "Color" {
            // `.background(tint)` where the file declares `var tint: Color`: a Color is a shape style too.
            guard let translated = value(first.value, scope) else { return .some(nil) }
            colour = .some(colorView(translated, keywordRange: first.value.range, range: first.value.range))
        }
        guard let made = colour else {
            // `.background(tint.opacity(0.7), ignoresSafeAreaEdges: [])` where viewsh cannot tell a
            // colour (a view, to viewsh: `color tint .opacity(0.7)`): what save --swift writes for a
            // view background, read back as that view, inside the safe area.
            guard modifier.arguments.count == 2, case .array([]) = modifier.arguments[1].value.kind else { return nil }
            guard let view = viewArgument(first.value, scope) else { return .some(nil) }
            return ModifierSyntax(name: modifier.name, nameRange: modifier.nameRange,
                                  arguments: [Argument(label: nil, labelRange: nil, value: view)], range: modifier.range)
        }
        guard let view = made else { return .some(nil) }
        var edges: Expr?  // nil: all
        if modifier.arguments.count == 2 {
            let argument = modifier.arguments[1]
            guard let written = value(argument.value, scope) else { return .some(nil) }
            edges = written
        }
        var style = view
        if edges?.kind != .list([]) {
            let ignores = ModifierSyntax(
                name: "ignoresSafeArea", nameRange: first.value.range,
                arguments: edges.map { [Argument(label: "edges", labelRange: nil, value: $0)] } ?? [], range: first.value.range)
            style = Expr(.modified(view, [ignores]), first.value.range)
        }
        return ModifierSyntax(name: modifier.name, nameRange: modifier.nameRange,
                              arguments: [Argument(label: nil, labelRange: nil, value: style)], range: modifier.range)
    }

    /// `.primary` or `.primary(color: .red)` given to `.buttonStyle` (any `…Style` modifier) where
    /// the file declares that static member in an extension of the style protocol (`ButtonStyle`):
    /// `ButtonStyle.primary`, read as any static member or function of the file is. nil when the
    /// file declares none (the catalogue's own styles: `.bordered`).
    func styleMember(_ expr: SwiftExpr, of modifierName: String) -> SwiftExpr? {
        let protocolName = modifierName.prefix(1).uppercased() + modifierName.dropFirst()
        func qualified(_ name: String, at range: SourceRange) -> SwiftExpr {
            SwiftExpr(.member(SwiftExpr(.identifier(protocolName), range), name: name, nameRange: range), range)
        }
        switch expr.kind {
        case .implicitMember(let name) where staticMembers[protocolName + "." + name] != nil:
            return qualified(name, at: expr.range)
        case .call(let callee, let arguments, let closures):
            guard case .implicitMember(let name) = callee.kind,
                  staticFunctions[protocolName + "." + name] != nil || staticMembers[protocolName + "." + name] != nil else { return nil }
            return SwiftExpr(.call(qualified(name, at: callee.range), arguments: arguments, trailingClosures: closures), expr.range)
        default:
            return nil
        }
    }

    /// Whether a modifier's argument with this label is a view (the catalogue says; else the table).
    func takesViewArgument(_ modifier: String, label: String?) -> Bool {
        if let known = catalogue.modifiers[modifier] { return known.viewArguments.contains(label) || (label == "content" && known.viewArguments.contains(nil)) }
        return SwiftNames.takesViewArgument(modifier, label: label)
    }

    /// What a modifier's closure is, by label (nil: the first trailing closure).
    func closureRole(modifier: String, label: String?) -> SwiftNames.ClosureRole {
        if let known = catalogue.modifiers[modifier], let slot = label.flatMap({ l in known.closures.first { $0.label == l } }) ?? known.closures.first {
            switch slot.role {
            case .views: return .views
            case .value: return .value
            case .statements, .opaque: return .statements
            }
        }
        return SwiftNames.closureRole(modifier: modifier, label: label)
    }

    /// A closure written as an argument, or a name bound to one (an inlined function's parameter).
    func closureArgument(_ expr: SwiftExpr, _ scope: Scope) -> (SwiftClosure, Scope)? {
        switch expr.kind {
        case .closure(let closure):
            return (closure, scope)
        case .identifier(let name) where !scope.locals.contains(name):
            if case .value(let bound, let boundScope)? = scope.substitutions[name] { return closureArgument(bound, boundScope) }
            return methodReference(expr, scope).map { ($0, scope) }  // `.onAppear(perform: load)`
        case .member:
            return methodReference(expr, scope).map { ($0, scope) }
        default:
            return nil
        }
    }

    /// `.modifier(ReadHeight())` → `.ReadHeight`, `.modifier(Card(padding: 8))` → `.Card(padding: 8)`.
    mutating func modifierStruct(_ modifier: SwiftModifier, _ scope: Scope) -> ModifierSyntax? {
        guard modifier.arguments.count == 1, modifier.closures.isEmpty, modifier.arguments[0].label == nil else {
            error("'.modifier' takes one view modifier, as in .modifier(ReadHeight())", at: modifier.range)
            return nil
        }
        let argument = modifier.arguments[0].value
        var name: (String, SourceRange)?
        var arguments: [SwiftArgument] = []
        switch argument.kind {
        case .call(let callee, let args, let closures) where closures.isEmpty:
            if case .identifier(let n) = callee.kind { name = (n, callee.range) }
            arguments = args
        case .identifier(let n):
            name = (n, argument.range)
        default:
            break
        }
        guard let (modifierName, nameRange) = name else {
            error("expected a view modifier such as ReadHeight()", at: argument.range)
            return nil
        }
        guard var args = valueArguments(arguments, bindings: bindingLabels(of: modifierName), scope) else { return nil }
        for index in args.indices { args[index].label = args[index].label.map(localName) }
        return ModifierSyntax(name: renames[modifierName] ?? modifierName, nameRange: nameRange, arguments: args, range: modifier.range)
    }

    /// `HeightKey.self` (or `HeightKey`) naming a preference key.
    mutating func keyReference(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        if case .member(let base, "self", _) = expr.kind, case .identifier(let name) = base.kind {
            return Expr(.identifier(renames[name] ?? name), expr.range)
        }
        return value(expr, scope)
    }

    /// A view argument (`.background(Color.red)`); a shape style (`.background(.red)`,
    /// `.background(.ultraThinMaterial)`) fills like a colour.
    mutating func viewArgument(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        if let made = colorViewValue(expr, scope) { return made }
        guard let views = view(expr, scope) else { return nil }
        guard views.count == 1 else {
            error("expected one view here, found \(views.count)", at: expr.range)
            return nil
        }
        return views[0]
    }

    /// The colour view of a colour written as a value (`colorValue`), with its opacity when written
    /// on it (`.blue.opacity(0.2)`, `Color.red.opacity(0.5)`: `Color.opacity` gives a Color); nil when
    /// `expr` is no colour, `.some(nil)` after an error reported.
    mutating func colorViewValue(_ expr: SwiftExpr, _ scope: Scope) -> Expr?? {
        var written = expr
        var opacity: SwiftExpr?
        if case .call(let callee, let arguments, []) = written.kind, case .member(let base, "opacity", _) = callee.kind,
           arguments.count == 1, arguments[0].label == nil, colorValue(base, scope) != nil {
            opacity = arguments[0].value
            written = base
        }
        guard var color = colorValue(written, scope) else { return nil }
        if case .implicitMember(let name) = color.kind, SwiftNames.standardColors.contains(name) {
            color = Expr(.identifier(name), color.range)  // `color red`, as the shell writes it
        }
        guard let view = colorView(color, keywordRange: written.range, range: expr.range) else { return .some(nil) }
        guard let opacity else { return .some(view) }
        guard let amount = value(opacity, scope) else { return .some(nil) }
        let modifier = ModifierSyntax(name: "opacity", nameRange: opacity.range, arguments: [Argument(label: nil, labelRange: nil, value: amount)],
                                      range: opacity.range)
        return .some(Expr(.modified(view, [modifier]), expr.range))
    }

    /// A colour written as a value — `.red`, `Color.red`, `Color(.systemGray6)`, or a ternary of
    /// them — as viewsh's colour operand; nil when the expression is something else.
    mutating func colorValue(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        switch expr.kind {
        case .implicitMember(let name):
            return Expr(.implicitMember(standardColor(name, at: expr.range)), expr.range)
        case .member(let base, let name, let nameRange):
            if case .identifier("Color") = base.kind, staticMembers["Color." + name] == nil, !scope.locals.contains("Color") {
                return Expr(.implicitMember(standardColor(name, at: expr.range)), expr.range)
            }
            if case .identifier("Color") = base.kind, !scope.locals.contains("Color"), let decl = staticMembers["Color." + name],
               case .variable(let variable) = decl.kind, let made = variable.initializer,
               case .call(let maker, _, []) = made.kind, case .identifier("Color") = maker.kind {
                // `extension Color { static let gold = Color(red: 1, green: 0.84, blue: 0) }`: the file's
                // colour constant, read as `.background(Color.gold)` reads it.
                return value(expr, scope)
            }
            if name == "gradient", !structsStore("gradient"), let color = colorValue(base, scope) {
                // `.blue.gradient`: a gradient of the colour, drawn as the colour (drawing only, §18.12).
                ignore("'.gradient' (drawn as its colour)", at: nameRange)
                return color
            }
            return nil
        case .call(let callee, let arguments, []):
            if case .identifier("Color") = callee.kind, arguments.count == 1, case .implicitMember(let name) = arguments[0].value.kind {
                return Expr(.implicitMember(standardColor(name, at: expr.range)), expr.range)
            }
            if case .identifier(let name) = callee.kind, SwiftNames.gradients.contains(name), structs[name] == nil {
                ignore("gradients (drawn as gray)", at: callee.range)
                return Expr(.implicitMember("gray"), expr.range)
            }
            if case .implicitMember(let name) = callee.kind, ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient"].contains(name) {
                ignore("gradients (drawn as gray)", at: callee.range)
                return Expr(.implicitMember("gray"), expr.range)
            }
            return nil
        case .ternary(let condition, let then, let otherwise):
            // A branch's `.opacity(x)` (`on ? .blue : .gray.opacity(0.2)`) is still a colour; its
            // opacity draws nothing viewsh shows.
            guard let a = colorValue(withoutOpacity(then, scope), scope), let b = colorValue(withoutOpacity(otherwise, scope), scope),
                  let c = value(condition, scope) else { return nil }
            return Expr(.ternary(c, a, b), expr.range)
        default:
            return nil
        }
    }

    /// `colour.opacity(x)` as its colour (listed once as ignored); any other expression as it is.
    mutating func withoutOpacity(_ expr: SwiftExpr, _ scope: Scope) -> SwiftExpr {
        guard case .call(let callee, let arguments, []) = expr.kind, case .member(let base, "opacity", let nameRange) = callee.kind,
              arguments.count == 1, arguments[0].label == nil, colorValue(base, scope) != nil else { return expr }
        ignore("colour opacity", at: nameRange)
        return base
    }

    /// One of SwiftUI's standard colours, as viewsh knows them: `.systemRed` is red, and other
    /// system and material colours (`.secondarySystemBackground`, `.ultraThinMaterial`) draw
    /// nothing viewsh shows, so they are gray (listed once as ignored).
    mutating func standardColor(_ name: String, at range: SourceRange) -> String {
        if SwiftNames.standardColors.contains(name) { return name }
        if name.hasPrefix("system"), name.count > 6 {
            let rest = name.dropFirst(6)
            let plain = rest.prefix(1).lowercased() + rest.dropFirst()
            if SwiftNames.standardColors.contains(plain) { return plain }
        }
        ignore("colour .\(name) (drawn as gray)", at: range)
        return "gray"
    }

    /// `.title`, `.title.weight(.bold)`, `.system(.title, design: .rounded)`: a text style;
    /// `.system(size: 12, weight: .bold)`, `.custom("Name", size: 17)` (also `relativeTo:`: at
    /// the default Dynamic Type size a custom font has the size it names): `.system(size: 12)`.
    mutating func font(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        switch expr.kind {
        case .call(let callee, let arguments, _):
            if case .member(let base, let method, _) = callee.kind,
               ["weight", "bold", "italic", "monospaced", "monospacedDigit", "width", "leading", "smallCaps", "lowercaseSmallCaps",
                "uppercaseSmallCaps"].contains(method) {
                ignore(".font weight and design", at: callee.range)
                return font(base, scope)
            }
            if case .implicitMember(let style) = callee.kind {
                if style == "system", let first = arguments.first, first.label == nil, case .implicitMember = first.value.kind {
                    ignore(".font weight and design", at: expr.range)
                    return value(first.value, scope)
                }
                if style == "system" || style == "custom", let size = arguments.first(where: { $0.label?.text == "size" }) {
                    if arguments.count > (style == "custom" ? 2 : 1) || style == "custom" {
                        ignore(style == "custom" ? "custom font faces (sized as the system font)" : ".font weight and design", at: expr.range)
                    }
                    guard let points = value(size.value, scope) else { return nil }
                    return Expr(.call(Expr(.implicitMember("system"), callee.range),
                                      arguments: [Argument(label: "size", labelRange: size.label?.range, value: points)], trailingClosures: []),
                                expr.range)
                }
                notModelled(".font(.\(style)(…))", at: expr.range, hint: "a font of a fixed size; viewsh's fonts are text styles such as .title")
                return nil
            }
            return value(expr, scope)
        case .member(let base, let method, _) where ["bold", "italic"].contains(method):
            ignore(".font weight and design", at: expr.range)
            return font(base, scope)
        default:
            return value(expr, scope)
        }
    }

    /// A modifier's closure as viewsh reads it: views, one value, or action statements.
    mutating func closure(_ closure: SwiftClosure, role: SwiftNames.ClosureRole, _ scope: Scope) -> Closure? {
        let parameters = closure.parameters ?? []
        var inner = scope.shadowing(parameters.map(\.name.text))
        let translatedParameters = parameters.map { Closure.Parameter(name: localName($0.name.text), range: $0.name.range) }
        switch role {
        case .views:
            guard let body = views(closure.body, inner) else { return nil }
            return Closure(parameters: translatedParameters, body: body.map { Statement(.expression($0), $0.range) }, range: closure.range)
        case .value:
            var statements = closure.body
            while let first = statements.first, statements.count > 1, case .declaration(let decl) = first.kind {
                guard let bound = local(decl, in: inner) else { return nil }
                inner = bound
                statements.removeFirst()
            }
            guard let result = singleExpression(statements) else {
                error("this closure must give one value, as in { d in d[.leading] }", at: closure.range)
                return nil
            }
            guard let translated = value(result, inner) else { return nil }
            return Closure(parameters: translatedParameters, body: [Statement(.expression(translated), translated.range)], range: closure.range)
        case .statements:
            guard let captured = capturedDeclarations(reading: closure.body, &inner),
                  let body = statements(closure.body, inner) else { return nil }
            return Closure(parameters: translatedParameters, body: captured + body, range: closure.range)
        }
    }
}
