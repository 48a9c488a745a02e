import Diagnostics
import ViewSyntax

extension Translator {
    /// The views of a result builder's statements, flattened (a `Group`'s views join the
    /// parent's, as they do in SwiftUI's layout).
    mutating func views(_ body: [SwiftStmt], _ outerScope: Scope) -> [Expr]? {
        var result: [Expr] = []
        var scope = outerScope
        var failed = false
        for (index, statement) in body.enumerated() {
            let rest = body[(index + 1)...]
            switch statement.kind {
            case .declaration(let decl):
                guard let bound = local(decl, in: scope) else { return nil }
                scope = bound
            case .expression(let expr):
                if let translated = view(expr, scope) { result += translated } else { failed = true }
            case .returnStatement(let returned?):
                if let translated = view(returned, scope) { result += translated } else { failed = true }
                return failed ? nil : result  // what follows a return is not shown
            case .ifStatement(let conditions, let then, nil) where Self.returns(then) && !rest.isEmpty:
                // `if c { return A }; return B` in a function: the rest is the else branch.
                guard let (condition, thenScope) = self.condition(conditions, scope),
                      let thenViews = views(then, thenScope), let elseViews = views(Array(rest), scope) else { return nil }
                result.append(Expr(.conditional(ConditionalSyntax(condition: condition, then: thenViews, otherwise: elseViews,
                                                                  ifRange: statement.range)), statement.range))
                return failed ? nil : result
            case .guardStatement(let conditions, let otherwise) where Self.returns(otherwise):
                // `guard c else { return A }; return B`: B when c holds, else A.
                guard let (condition, thenScope) = self.condition(conditions, scope),
                      let thenViews = views(Array(rest), thenScope), let elseViews = views(otherwise, scope) else { return nil }
                result.append(Expr(.conditional(ConditionalSyntax(condition: condition, then: thenViews, otherwise: elseViews,
                                                                  ifRange: statement.range)), statement.range))
                return failed ? nil : result
            case .ifStatement(let conditions, let then, let otherwise):
                if let (holds, thenScope) = actionCondition(conditions, scope) {
                    // `if let onDelete { Button("Delete", action: onDelete) }`: decided by the caller.
                    if let translated = holds ? views(then, thenScope) : views(otherwise ?? [], scope) { result += translated } else { failed = true }
                    continue
                }
                guard let (condition, thenScope) = self.condition(conditions, scope) else { failed = true; continue }
                guard let thenViews = views(then, thenScope) else { failed = true; continue }
                var elseViews: [Expr]?
                if let otherwise {
                    guard let translated = views(otherwise, scope) else { failed = true; continue }
                    elseViews = translated
                }
                let syntax = ConditionalSyntax(condition: condition, then: thenViews, otherwise: elseViews, ifRange: statement.range)
                result.append(Expr(.conditional(syntax), statement.range))
            case .switchStatement(let subject, let cases):
                guard let chain = switchChain(subject, cases, scope, body: { translator, stmts, caseScope, bindings in
                    translator.views(stmts.filter { if case .other(let k, _) = $0.kind, k.text == "break" { false } else { true } },
                                     translator.bindPatterns(bindings, in: caseScope))
                }) else { failed = true; continue }
                result += chainViews(chain, range: statement.range)
            case .forIn, .whileLoop, .repeatWhile:
                notSupported("a loop in a view builder", at: statement.range, hint: "use ForEach")
                failed = true
            case .returnStatement(nil), .assignment, .guardStatement, .other:
                error("expected a view in this view builder", at: statement.range)
                failed = true
            case .missing:
                failed = true
            }
        }
        return failed ? nil : result
    }

    /// Statements that end by returning (their last one is a `return`, or an if/else both of whose
    /// branches return).
    static func returns(_ statements: [SwiftStmt]) -> Bool {
        switch statements.last?.kind {
        case .returnStatement?: return true
        case .ifStatement(_, let then, let otherwise?)?: return returns(then) && returns(otherwise)
        default: return false
        }
    }

    /// Nested view conditionals from a switch chain (a `default` is the last `else`).
    func chainViews(_ chain: [(condition: Expr?, body: [Expr])], range: SourceRange) -> [Expr] {
        guard let first = chain.first else { return [] }
        guard let condition = first.condition else { return first.body }
        let rest = Array(chain.dropFirst())
        let otherwise = rest.isEmpty ? nil : chainViews(rest, range: range)
        return [Expr(.conditional(ConditionalSyntax(condition: condition, then: first.body, otherwise: otherwise, ifRange: range)), range)]
    }

    /// A modifier peeled off a view expression: `.name(arguments) { closures }`.
    struct SwiftModifier {
        var name: String
        var nameRange: SourceRange
        var arguments: [SwiftArgument]
        var closures: [SwiftTrailingClosure]
        var range: SourceRange
    }

    /// Splits `Text("a").padding().frame(width: 10)` into the view and its modifiers.
    func peelModifiers(_ expr: SwiftExpr, _ scope: Scope) -> (core: SwiftExpr, modifiers: [SwiftModifier]) {
        var modifiers: [SwiftModifier] = []
        var core = expr
        while case .call(let callee, let arguments, let closures) = core.kind, case .member(let base, let name, let nameRange) = callee.kind,
              !isTypeReference(base, scope) {
            modifiers.append(SwiftModifier(name: name, nameRange: SourceRange(nameRange.start - 1, nameRange.end), arguments: arguments,
                                           closures: closures, range: SourceRange(nameRange.start - 1, core.range.end)))
            core = base
        }
        return (core, modifiers.reversed())
    }

    /// `Color`, `SwiftUI.Color`: a type named as the base of a member.
    func isTypeReference(_ expr: SwiftExpr, _ scope: Scope) -> Bool {
        switch expr.kind {
        case .identifier(let name):
            return name.first?.isUppercase == true && !scope.locals.contains(name) && scope.substitutions[name] == nil
        case .member(let base, _, _):
            if case .identifier("SwiftUI") = base.kind { return true }
            return false
        default:
            return false
        }
    }

    /// One view expression (several when it is a `Group` or an inlined view with several).
    mutating func view(_ expr: SwiftExpr, _ scope: Scope) -> [Expr]? {
        deeper(at: expr.range) { translator in
            let (core, modifiers) = translator.peelModifiers(expr, scope)
            guard let views = translator.coreView(core, scope) else {
                _ = translator.modifiers(modifiers, scope)  // still report their problems
                return nil
            }
            guard let translated = translator.modifiers(modifiers, scope) else { return nil }
            guard !translated.isEmpty else { return views }
            return views.map { translator.applying(translated, to: $0) }
        }
    }

    func applying(_ modifiers: [ModifierSyntax], to view: Expr) -> Expr {
        let end = modifiers.last?.range.end ?? view.range.end
        if case .modified(let base, let existing) = view.kind {
            return Expr(.modified(base, existing + modifiers), SourceRange(view.range.start, max(end, view.range.end)))
        }
        return Expr(.modified(view, modifiers), SourceRange(view.range.start, max(end, view.range.end)))
    }

    /// The strings of `Text(a) + Text(b).bold() + …`, each a String value; nil when a part is not a
    /// Text, or a modifier on it could change its size (`.font`, `.kerning` …).
    func textParts(_ expr: SwiftExpr) -> [SwiftExpr]? {
        let styles: Set<String> = ["bold", "italic", "underline", "strikethrough", "foregroundColor", "foregroundStyle", "fontWeight",
                                   "monospacedDigit"]
        switch expr.kind {
        case .binary("+", let left, let right, _):
            guard let l = textParts(left), let r = textParts(right) else { return nil }
            return l + r
        case .call(let callee, let arguments, let closures) where closures.isEmpty:
            if case .identifier("Text") = callee.kind, structs["Text"] == nil, arguments.count == 1,
               arguments[0].label == nil || arguments[0].label?.text == "verbatim" {
                var value = arguments[0].value
                if arguments[0].label == nil, case .string(let parts) = value.kind {
                    value = SwiftExpr(.string(InlineMarkdown.reading(parts).parts), value.range)
                }
                return [value]
            }
            if case .member(let base, let name, _) = callee.kind, styles.contains(name) {
                return textParts(base)
            }
            return nil
        default:
            return nil
        }
    }

    /// `.search` or `.search(text: q)`: the argument that makes `contentunavailableview` SwiftUI's
    /// ready-made search view (`ContentUnavailableView.search(text:)`, §16.7).
    public static func isSearchUnavailable(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .implicitMember("search"): return true
        case .call(let callee, let arguments, let closures):
            guard case .implicitMember("search") = callee.kind else { return false }
            return closures.isEmpty && arguments.count == 1 && arguments[0].label == "text"
        default: return false
        }
    }

    /// `ContentUnavailableView.search` and `ContentUnavailableView.search(text: q)` as the
    /// catalogue's view with the static member as its argument: `ContentUnavailableView(.search(text: q))`
    /// (§16.7); nil for anything else, or when the file declares its own `ContentUnavailableView`.
    func searchUnavailable(_ core: SwiftExpr) -> SwiftExpr? {
        guard structs["ContentUnavailableView"] == nil else { return nil }
        func viewOf(_ member: SwiftExpr, base: SwiftExpr) -> SwiftExpr {
            SwiftExpr(.call(SwiftExpr(.identifier("ContentUnavailableView"), base.range),
                            arguments: [SwiftArgument(label: nil, value: member)], trailingClosures: []), core.range)
        }
        switch core.kind {
        case .member(let base, "search", let nameRange):
            guard case .identifier("ContentUnavailableView") = base.kind else { return nil }
            return viewOf(SwiftExpr(.implicitMember("search"), nameRange), base: base)
        case .call(let callee, let arguments, let closures) where closures.isEmpty:
            guard case .member(let base, "search", let nameRange) = callee.kind, case .identifier("ContentUnavailableView") = base.kind
            else { return nil }
            let member = SwiftExpr(.call(SwiftExpr(.implicitMember("search"), nameRange), arguments: arguments, trailingClosures: []),
                                   nameRange.union(core.range))
            return viewOf(member, base: base)
        default:
            return nil
        }
    }

    mutating func coreView(_ core: SwiftExpr, _ scope: Scope) -> [Expr]? {
        let range = core.range
        if let search = searchUnavailable(core) { return coreView(search, scope) }
        if !nestedTypes.isEmpty, let plain = unqualified(core, scope) { return coreView(plain, scope) }
        switch core.kind {
        case .call(let callee, let arguments, let closures):
            var calleeName: (String, SourceRange)?
            switch callee.kind {
            case .identifier(let name): calleeName = (name, callee.range)
            case .specialization(let base, _): if case .identifier(let name) = base.kind { calleeName = (name, base.range) }
            case .member(let base, let name, let nameRange):
                if case .identifier("SwiftUI") = base.kind { calleeName = (name, nameRange) }
                if case .identifier(let typeName) = base.kind, typeName == "Self" || typeName == scope.typeName,
                   let member = memberSubstitution(name, of: scope.typeName, scope) {
                    return expanding(name, at: range) { $0.callViews(member, name: name, arguments, closures, range: range, scope) }
                }
                if case .identifier(let typeName) = base.kind, structs[typeName] != nil || enumTypes[typeName] != nil,
                   !scope.locals.contains(typeName), scope.substitutions[typeName] == nil, name.first?.isUppercase == true {
                    // `Inbox.Missing()`: `Inbox.Row` would be read as `Row` (unqualified).
                    let declared = nestedTypes.keys.filter { $0.hasPrefix(typeName + ".") }.sorted()
                    error("'\(typeName)' declares no type '\(name)'", at: nameRange,
                          notes: declared.isEmpty ? [] : [Diagnostic.Note("it declares " + declared.joined(separator: ", "))])
                    return nil
                }
            default: break
            }
            guard let (name, nameRange) = calleeName else {
                if arguments.isEmpty, !closures.isEmpty, case .ternary = callee.kind {
                    // `(c ? AnyLayout(A()) : AnyLayout(B())) { … }`: a layout value called with its content.
                    guard let layout = value(callee, scope) else { return nil }
                    return anyLayoutContainer(layout, closures, what: "AnyLayout", range: range, scope)
                }
                error("expected a view", at: range)
                return nil
            }
            if scope.locals.contains(name), arguments.isEmpty, !closures.isEmpty {
                // `layout { … }` where `layout` is a parameter holding an AnyLayout.
                return anyLayoutContainer(Expr(.identifier(localName(name)), nameRange), closures, what: name, range: range, scope)
            }
            if !scope.locals.contains(name) {
                if let substitution = scope.substitutions[name] {
                    return deeper(at: range) { $0.callViews(substitution, name: name, arguments, closures, range: range, scope) }
                }
                if let substitution = memberSubstitution(name, of: scope.typeName, scope) ?? globalFunction(name) {
                    return expanding(name, at: range) { $0.callViews(substitution, name: name, arguments, closures, range: range, scope) }
                }
                if layoutNames.contains(name) {
                    return layoutContainer(name, nameRange: nameRange, arguments, closures, range: range, scope)
                }
                if structs[name] == nil, catalogue.layoutValues.contains(name) {
                    // `HStackLayout(spacing: 4) { … }`: a layout value called with its content.
                    let plain = arguments.filter { if case .closure = $0.value.kind { false } else { true } }
                    guard let layout = value(SwiftExpr(.call(callee, arguments: plain, trailingClosures: []), callee.range), scope) else { return nil }
                    return anyLayoutContainer(layout, closures + arguments.compactMap { argument in
                        if case .closure(let closure) = argument.value.kind { return SwiftTrailingClosure(label: nil, closure: closure) }
                        return nil
                    }, what: name, range: range, scope)
                }
                // A view of this file shadows SwiftUI's of the same name.
                if inlineViews.contains(name) {
                    return expanding(name, at: nameRange) { $0.inlineView(name, arguments, closures, range: range, scope) }
                }
                if name == "List", structs[name] == nil, let data = arguments.first, data.label == nil, closures.count == 1,
                   closures[0].label == nil, (closures[0].closure.parameters?.count ?? 1) == 1 {
                    // `List(items) { item in … }` (or `{ Text($0) }`) is `List { ForEach(items) { item in … } }`,
                    // as SwiftUI builds it; `id:` goes with the data, other arguments stay on the list.
                    let isData: (SwiftArgument) -> Bool = { $0.label == nil || $0.label?.text == "id" }
                    let forEach = SwiftExpr(.call(SwiftExpr(.identifier("ForEach"), nameRange), arguments: arguments.filter(isData),
                                                  trailingClosures: closures), range)
                    let content = SwiftClosure(parameters: nil, body: [SwiftStmt(.expression(forEach), range)], range: closures[0].closure.range)
                    let list = SwiftExpr(.call(callee, arguments: arguments.filter { !isData($0) },
                                               trailingClosures: [SwiftTrailingClosure(label: nil, closure: content)]), range)
                    return coreView(list, scope)
                }
                if structs[name] == nil {
                    let arguments = localizingNumbers(arguments, of: SwiftNames.view(name)?.keyword ?? catalogue.views[name]?.keyword, scope)
                    if let entry = SwiftNames.view(name) {
                        return builtinView(entry, nameRange: nameRange, arguments, closures, range: range, scope)
                    }
                    if let special = specialView(name, nameRange: nameRange, arguments, closures, range: range, scope) {
                        return special
                    }
                    if Self.shownElsewhere[name] != nil, let view = catalogue.views[name] {
                        return buttonLike(view, name: name, nameRange: nameRange, arguments, closures, range: range, scope).map { [$0] }
                    }
                    if let view = catalogue.views[name] {
                        return catalogueView(view, name: name, nameRange: nameRange, arguments, closures, range: range, scope).map { [$0] }
                    }
                    if let hint = SwiftNames.viewsNotModelled[name] {
                        notModelled(name, at: nameRange, hint: hint)
                        return nil
                    }
                }
            }
            if let type = structs[name], Self.isShape(type) {
                return [pathView(named: name, nameRange: nameRange, arguments, closures, range: range)]
            }
            return userView(name, nameRange: nameRange, arguments, closures, range: range, scope).map { [$0] }
        case .identifier(let name):
            if scope.locals.contains(name) {
                // `ForEach(colors, id: \.self) { color in color }`: a value shown as a view is a
                // Color (the only views viewsh's values hold).
                return valueAsColor(core, scope)
            }
            if let substitution = scope.substitutions[name] {
                return deeper(at: range) { $0.substitutedViews(substitution, name: name, at: range) }
            }
            if let substitution = memberSubstitution(name, of: scope.typeName, scope) {
                return expanding(name, at: range) { $0.substitutedViews(substitution, name: name, at: range) }
            }
            if let global = globals[name], case .variable(let variable) = global.kind {
                return expanding(name, at: range) { $0.constantViews(variable, typeName: nil, at: range) }
            }
            if SwiftNames.view(name) != nil || structs[name] != nil {
                error("'\(name)' needs '()' to make a view: \(name)()", at: range)
                return nil
            }
            error("unknown view '\(name)'", at: range)
            return nil
        case .member(let base, let name, let nameRange):
            if case .identifier(let typeName) = base.kind, !scope.locals.contains(typeName) {
                if let member = staticMembers[typeName + "." + name], case .variable(let variable) = member.kind {
                    return expanding(typeName + "." + name, at: range) { $0.constantViews(variable, typeName: typeName, at: range) }
                }
                if typeName == "Color" {
                    let color = standardColor(name, at: nameRange)
                    return [colorView(Expr(.identifier(color), nameRange), keywordRange: base.range, range: range)].compactMap { $0 }
                }
                if typeName == "self" {
                    var members = scope
                    members.locals.subtract([name])
                    return coreView(SwiftExpr(.identifier(name), nameRange), members)
                }
                let owner = typeName == "Self" ? scope.typeName ?? typeName : typeName
                if let member = staticMembers[owner + "." + name], case .variable(let variable) = member.kind {
                    return expanding(owner + "." + name, at: range) { $0.constantViews(variable, typeName: owner, at: range) }
                }
            }
            if let root = Self.rootName(base), scope.locals.contains(root) {
                // `swatch.color` in `ForEach(swatches) { swatch in swatch.color }`: a value shown as a
                // view is a Color, as `color` alone is.
                return valueAsColor(core, scope)
            }
            error("expected a view, found a member access", at: range)
            return nil
        case .statement(let statement):
            return views([statement], scope)
        case .subscriptAccess:
            // `colors[index]`: a Color from a list.
            return valueAsColor(core, scope)
        case .binary("+", _, _, _):
            // `Text("I agree to the ") + Text("Terms").bold()`: one text of the parts' strings; a
            // part's styles draw nothing viewsh shows (viewsh's text model has one width a character).
            guard let parts = textParts(core) else {
                notSupported("'+' of these views", at: range, hint: "'+' joins Texts whose modifiers style them (bold, italic, colour)")
                return nil
            }
            var joined = parts[0]
            for part in parts.dropFirst() { joined = SwiftExpr(.binary("+", joined, part, operatorRange: range), range) }
            ignore("styles of Texts joined with '+'", at: range)
            return coreView(SwiftExpr(.call(SwiftExpr(.identifier("Text"), range), arguments: [SwiftArgument(label: nil, value: joined)],
                                            trailingClosures: []), range), scope)
        case .ternary:
            // `isSelected ? Color.accentColor : Color.gray`: a colour chosen by a condition.
            if let color = colorValue(core, scope) {
                return [colorView(color, keywordRange: range, range: range)].compactMap { $0 }
            }
            notSupported("a view chosen with '?:'", at: range, hint: "use if/else")
            return nil
        case .missing:
            return nil
        case .closure:
            error("expected a view, found a closure", at: range)
            return nil
        default:
            error("expected a view, found \(Self.describe(core))", at: range)
            return nil
        }
    }

    static func describe(_ expr: SwiftExpr) -> String {
        switch expr.kind {
        case .integer, .float: return "a number"
        case .string: return "a string"
        case .bool: return "a boolean"
        case .array: return "a list"
        case .implicitMember(let name): return "'.\(name)'"
        default: return "an expression"
        }
    }

    mutating func substitutedViews(_ substitution: Substitution, name: String, at range: SourceRange) -> [Expr]? {
        switch substitution {
        case .views(let body, let scope): return views(body, scope)
        case .value(let expr, let scope): return view(expr, scope)
        case .translated(let expr): return [expr]
        case .function:
            error("'\(name)' is a function; call it", at: range)
            return nil
        }
    }

    mutating func constantViews(_ variable: SwiftVariableDecl, typeName: String?, at range: SourceRange) -> [Expr]? {
        let scope = Scope(typeName: typeName)
        if let initializer = variable.initializer { return view(initializer, scope) }
        if case .getter(let body)? = variable.accessors { return views(body, scope) }
        error("'\(variable.name.text)' has no view to show", at: range)
        return nil
    }

    /// `content()`, `row(label)`, `header(title: "x")`: a view-returning function (or a
    /// `@ViewBuilder` closure parameter) called in a builder, inlined.
    mutating func callViews(_ substitution: Substitution, name: String, _ arguments: [SwiftArgument],
                            _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> [Expr]? {
        switch substitution {
        case .views(let body, let definitionScope) where arguments.isEmpty && closures.isEmpty:
            return views(body, definitionScope)
        case .value(let expr, let definitionScope) where arguments.isEmpty && closures.isEmpty:
            if case .closure(let closure) = expr.kind { return views(closure.body, definitionScope) }
            return view(expr, definitionScope)
        case .value(let expr, let definitionScope) where arguments.isEmpty && !expr.isClosure:
            // `let layout = c ? AnyLayout(A()) : AnyLayout(B())` then `layout { … }`: a layout value
            // called with its content.
            guard let layout = value(expr, definitionScope) else { return nil }
            return anyLayoutContainer(layout, closures, what: name, range: range, scope)
        case .function(let function, let definitionScope):
            guard let bodyScope = bind(function, arguments, closures, in: definitionScope, callerScope: scope, at: range),
                  let body = function.body else { return nil }
            return views(body, bodyScope)
        default:
            error("'\(name)' cannot be called with arguments here", at: range)
            return nil
        }
    }

    // MARK: Built-in views

    /// `value: price, format: .currency(code: "USD")` (LabeledContent's) as `value: price.formatted(style)` (§18.13).
    static func foldingFormat(_ arguments: [SwiftArgument]) -> [SwiftArgument] {
        guard let f = arguments.firstIndex(where: { $0.label?.text == "format" }), f > 0, arguments[f - 1].label?.text == "value" else {
            return arguments
        }
        var folded = arguments
        let value = arguments[f - 1].value, style = arguments[f].value
        let call = SwiftExpr(.call(SwiftExpr(.member(value, name: "formatted", nameRange: arguments[f].range), value.range),
                                   arguments: [SwiftArgument(label: nil, value: style)], trailingClosures: []), value.range)
        folded[f - 1] = SwiftArgument(label: arguments[f - 1].label, value: call)
        folded.remove(at: f)
        return folded
    }

    /// The views whose first unlabelled string literal is a `LocalizedStringKey` title
    /// (`Text("…")`, `Button("…")`, `Toggle("…", isOn:)` …): not `Image("name")`, a `String`.
    static let localizedTitleViews: Set<String> = [
        "text", "button", "toggle", "label", "link", "navigationlink", "section", "picker", "stepper", "textfield",
        "securefield", "disclosuregroup", "menu", "progressview", "labeledcontent", "groupbox",
    ]

    /// A title literal's plain number interpolations as SwiftUI shows them: a `LocalizedStringKey`
    /// formats an integer for the locale (`%lld`), so `Text("\(followers)")` of 1204 shows "1,204"
    /// and `Text("© \(year)")` "© 2,024", written `\(n.formatted())`; and a `Double`, `CGFloat` or
    /// `Float` with six fraction digits (`%lf`, `%f`), so `Text("\(price)")` of 3.5 shows "3.500000",
    /// written `\(x.formatted(.number.precision(.fractionLength(6))))` (§18.13).
    func localizingNumbers(_ arguments: [SwiftArgument], of keyword: String?, _ scope: Scope) -> [SwiftArgument] {
        guard let keyword, Self.localizedTitleViews.contains(keyword), let first = arguments.first, first.label == nil,
              case .string(let parts) = first.value.kind else { return arguments }
        var changed = false
        let localized = parts.map { part -> SwiftStringPart in
            guard case .interpolation(let values, let range) = part, values.count == 1, values[0].label == nil else { return part }
            let value = values[0].value
            let style: [SwiftArgument]
            if isInteger(value, scope) {
                style = []
            } else if isFloatingPoint(value, scope) {
                style = [SwiftArgument(label: nil, value: Self.sixFractionDigits(at: value.range))]
            } else {
                return part
            }
            changed = true
            let call = SwiftExpr(.call(SwiftExpr(.member(value, name: "formatted", nameRange: value.range), value.range),
                                       arguments: style, trailingClosures: []), value.range)
            return .interpolation([SwiftArgument(label: nil, value: call)], range: range)
        }
        guard changed else { return arguments }
        var result = arguments
        result[0].value = SwiftExpr(.string(localized), first.value.range)
        return result
    }

    /// `.number.precision(.fractionLength(6))`: what `%lf` shows of a number, for the locale.
    static func sixFractionDigits(at range: SourceRange) -> SwiftExpr {
        let number = SwiftExpr(.implicitMember("number"), range)
        let length = SwiftExpr(.call(SwiftExpr(.implicitMember("fractionLength"), range),
                                     arguments: [SwiftArgument(label: nil, value: SwiftExpr(.integer("6"), range))], trailingClosures: []), range)
        return SwiftExpr(.call(SwiftExpr(.member(number, name: "precision", nameRange: range), range),
                               arguments: [SwiftArgument(label: nil, value: length)], trailingClosures: []), range)
    }

    mutating func builtinView(_ entry: SwiftNames.View, nameRange: SourceRange, _ arguments: [SwiftArgument],
                              _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> [Expr]? {
        let arguments = Self.foldingFormat(arguments)
        if entry.shape == .group {
            guard let content = contentClosure(arguments, closures, for: entry.swiftName, range: range) else { return nil }
            return views(content.closure.body, scope)
        }
        guard keywords.isModelled(entry.keyword), let keyword = entry.keyword else {
            notModelled(entry.swiftName, at: nameRange)
            return nil
        }
        var syntax = ViewSyntax(keyword: keyword, keywordRange: nameRange)
        switch entry.shape {
        case .stack:
            guard let content = contentClosure(arguments, closures, for: entry.swiftName, range: range) else { return nil }
            guard let args = valueArguments(content.arguments, bindings: [], scope), let children = views(content.closure.body, scope) else { return nil }
            syntax.arguments = args
            syntax.children = children
            syntax.childrenOpen = .point(content.closure.range.start)
            syntax.childrenClose = .point(max(content.closure.range.end - 1, content.closure.range.start))
        case .text:
            if let closure = closures.first {
                error("'Text' does not take a closure", at: closure.closure.range)
                return nil
            }
            if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "format" {
                // `Text(price, format: .currency(code: "USD"))` shows `price.formatted(style)` (§18.13).
                guard isSupportedFormatStyle([SwiftArgument(label: nil, value: arguments[1].value)], at: arguments[1].range),
                      !readsBindingElement(arguments[0].value, scope), let number = value(arguments[0].value, scope), let style = value(arguments[1].value, scope) else { return nil }
                syntax.operand = Self.formatted(number, style, at: range)
                break
            }
            if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "style" {
                // `Text(start, style: .time)` (§18.16).
                guard let shown = textDateStyle(arguments[0].value, arguments[1].value, at: range, scope) else { return nil }
                syntax.operand = shown
                break
            }
            if let first = arguments.first, first.label?.text == "timerInterval" {
                guard let shown = timerInterval(arguments, at: range, scope) else { return nil }
                syntax.operand = shown
                break
            }
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "verbatim" else {
                let label = arguments.first(where: { $0.label != nil && $0.label?.text != "verbatim" })?.label?.text
                notSupported(label.map { "'Text' with '\($0):'" } ?? "'Text' with these arguments", at: range, hint: "write Text(string)")
                return nil
            }
            var shown = arguments[0].value
            if arguments[0].label == nil, case .string(let parts) = shown.kind {
                // A literal is a LocalizedStringKey: its inline Markdown styles the text (§18.14).
                let read = InlineMarkdown.reading(parts)
                if read.changed {
                    ignore("Markdown styles in Text (its text shown plain)", at: shown.range)
                    shown = SwiftExpr(.string(read.parts), shown.range)
                }
            }
            guard !readsBindingElement(shown, scope), let operand = value(shown, scope) else { return nil }
            syntax.operand = operand
        case .color:
            guard let color = colorArgument(arguments, range: range, scope) else { return nil }
            return [colorView(color, keywordRange: nameRange, range: range)].compactMap { $0 }
        case .geometry:
            guard let content = contentClosure(arguments, closures, for: entry.swiftName, range: range) else { return nil }
            if let first = content.arguments.first {
                error("'GeometryReader' takes only its content closure", at: first.range)
                return nil
            }
            guard let closure = viewClosure(content.closure, scope, maximumParameters: 1, what: "GeometryReader") else { return nil }
            syntax.closure = closure
        case .forEach:
            guard var content = contentClosure(arguments, closures, for: entry.swiftName, range: range) else { return nil }
            var scope = scope
            if let data = content.arguments.first, data.label == nil, let collection = Self.boundCollection(data.value, scope),
               let parameters = content.closure.parameters, parameters.count == 1 {
                // `ForEach($chores) { $chore in Toggle(chore.title, isOn: $chore.done) }`: over the
                // indices, `chore` the element and `$chore` a binding to it, as SwiftUI's binding
                // ForEach gives (elements keep their places; identity by index). The collection may
                // be a part of a state (`$model.items`) or an object's property (`$store.tasks`).
                // Written `{ chore in … }`, `chore` is the Binding itself: `isOn: chore.done`
                // binds, `chore.wrappedValue.title` reads.
                let written = parameters[0].name.text
                let element = written.hasPrefix("$") ? String(written.dropFirst()) : written
                let index = element + "Index"
                let at = parameters[0].name.range
                let indexArgument = [SwiftArgument(label: nil, value: SwiftExpr(.identifier(index), at))]
                let inner = scope.shadowing([index])
                let binding = SwiftExpr(.subscriptAccess(data.value, arguments: indexArgument), at)
                if written.hasPrefix("$") {
                    scope.substitutions[element] = .value(SwiftExpr(.subscriptAccess(collection, arguments: indexArgument), at), inner)
                    scope.substitutions["$" + element] = .value(binding, inner)
                } else {
                    scope.substitutions[element] = .value(binding, inner)
                    scope.bindingElements[element] = at
                }
                content.arguments = [SwiftArgument(label: nil, value: SwiftExpr(.member(collection, name: "indices", nameRange: data.range), data.range)),
                                     SwiftArgument(label: Name("id", data.range), value: SwiftExpr(.keyPath(root: nil, components: ["self"]), data.range))]
                content.closure.parameters = [SwiftClosure.Parameter(name: Name(index, at), type: nil)]
            }
            var args: [Argument] = []
            for (index, argument) in content.arguments.enumerated() {
                // The data: `ForEach(rows.indices)` counts `0..<rows.count`.
                guard let translated = index == 0 && argument.label == nil ? sequence(argument.value, scope) : value(argument.value, scope)
                else { return nil }
                args.append(Argument(label: argument.label?.text, labelRange: argument.label?.range, value: translated))
            }
            let data = content.arguments.first.flatMap { $0.label == nil ? $0.value : nil }
            let element = data.flatMap { allCasesEnum($0, scope) }
            guard let closure = viewClosure(content.closure, scope, maximumParameters: 2, what: "ForEach", elementEnum: element,
                                            elementType: data.flatMap { elementType(of: $0, scope) }) else { return nil }
            if args.count == 1, args[0].label == nil {
                syntax.operand = args[0].value  // `ForEach(items)` reads as viewsh's `foreach items`
            } else {
                syntax.arguments = args
            }
            syntax.closure = closure
        case .group:
            return nil
        }
        return [Expr(.view(syntax), range)]
    }

    /// `$chores` → `chores`, `$model.items` → `model.items`: the collection a binding ForEach
    /// goes over; nil when the data is not written from a `$` binding. A part of a binding
    /// element is a binding too (`chore.subs` of `ForEach($chores) { chore in … }`, read as
    /// `chore.wrappedValue.subs`), so a ForEach over it is one over bindings, as in SwiftUI.
    static func boundCollection(_ expr: SwiftExpr, _ scope: Scope) -> SwiftExpr? {
        switch expr.kind {
        case .dollar(let name): return SwiftExpr(.identifier(name), expr.range)
        case .member(let base, let name, let nameRange):
            guard name != "wrappedValue" else { return nil }
            if case .identifier(let element) = base.kind, scope.bindingElements[element] != nil, !scope.locals.contains(element) {
                let value = SwiftExpr(.member(base, name: "wrappedValue", nameRange: base.range), base.range)
                return SwiftExpr(.member(value, name: name, nameRange: nameRange), expr.range)
            }
            return boundCollection(base, scope).map { SwiftExpr(.member($0, name: name, nameRange: nameRange), expr.range) }
        default: return nil
        }
    }

    /// The content closure of a container (trailing, or `content:` in parentheses) and the
    /// other arguments.
    mutating func contentClosure(_ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], for name: String,
                                 range: SourceRange) -> (closure: SwiftClosure, arguments: [SwiftArgument])? {
        var rest = arguments
        if let index = rest.firstIndex(where: { $0.label?.text == "content" }), case .closure(let closure) = rest[index].value.kind {
            rest.remove(at: index)
            return (closure, rest)
        }
        guard let first = closures.first else {
            error("'\(name)' needs its content: \(name) { … }", at: range)
            return nil
        }
        if closures.count > 1, let extra = closures.dropFirst().first {
            error("'\(name)' takes one content closure", at: extra.closure.range)
            return nil
        }
        return (first.closure, rest)
    }

    /// `{ proxy in … }`, `{ label, value in … }`: parameters named for viewsh, body as views.
    mutating func viewClosure(_ closure: SwiftClosure, _ scope: Scope, maximumParameters: Int, what: String, elementEnum: String? = nil,
                              elementType: SwiftType? = nil) -> Closure? {
        let parameters = closure.parameters ?? []
        if parameters.count > maximumParameters {
            error("the closure of '\(what)' takes at most \(maximumParameters) parameter\(maximumParameters == 1 ? "" : "s")",
                  at: parameters[maximumParameters].name.range)
            return nil
        }
        var inner = scope.shadowing(parameters.map(\.name.text))
        if let elementEnum, parameters.count == 1 { inner.enumValues[parameters[0].name.text] = elementEnum }
        if let elementType, parameters.count == 1 { inner.declaredTypes[parameters[0].name.text] = elementType }
        guard let body = views(closure.body, inner) else { return nil }
        return Closure(parameters: parameters.map { Closure.Parameter(name: localName($0.name.text), range: $0.name.range) },
                       body: body.map { Statement(.expression($0), $0.range) }, range: closure.range)
    }

    /// The colour a `Color(…)` names: `Color(.systemGray6)` → `.systemGray6`; components
    /// (`Color(red:green:blue:)`, `Color("Brand")`) draw nothing viewsh shows, so they become gray.
    mutating func colorArgument(_ arguments: [SwiftArgument], range: SourceRange, _ scope: Scope) -> Expr? {
        if arguments.count == 1, arguments[0].label == nil || ["uiColor", "nsColor", "cgColor"].contains(arguments[0].label?.text ?? ""),
           case .implicitMember(let name) = arguments[0].value.kind {
            let color = standardColor(name, at: arguments[0].value.range)
            return Expr(SwiftNames.standardColors.contains(color) ? .identifier(color) : .implicitMember(color), arguments[0].value.range)
        }
        ignore("Color(…) components (drawn as gray)", at: range)
        return Expr(.identifier("gray"), range)
    }

    /// A value in view position, read as a colour: `color (value)`; a value that is not one is
    /// reported when the body is evaluated.
    /// The name a chain of members and subscripts starts from (`swatch` of `swatch.style.color`).
    static func rootName(_ expr: SwiftExpr) -> String? {
        switch expr.kind {
        case .identifier(let name): return name
        case .member(let base, _, _), .subscriptAccess(let base, _), .forceUnwrap(let base): return rootName(base)
        default: return nil
        }
    }

    mutating func valueAsColor(_ expr: SwiftExpr, _ scope: Scope) -> [Expr]? {
        guard let operand = value(expr, scope) else { return nil }
        return [colorView(operand, keywordRange: expr.range, range: expr.range)].compactMap { $0 }
    }

    func colorView(_ operand: Expr, keywordRange: SourceRange, range: SourceRange) -> Expr? {
        Expr(.view(ViewSyntax(keyword: "color", keywordRange: keywordRange, operand: operand)), range)
    }

    /// A view of the catalogue written as a call: `Circle()`, `RoundedRectangle(cornerRadius: 8)`,
    /// `Toggle("Wi-Fi", isOn: $on)`, `Button("Save") { … }`, `Button { … } label: { Text("Save") }`.
    /// Arguments keep their labels; a closure is the view's action or its label (children).
    mutating func catalogueView(_ view: SwiftCatalogue.View, name: String, nameRange: SourceRange, _ arguments: [SwiftArgument],
                                _ trailing: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        var plain: [SwiftArgument] = []
        var closures: [(label: String?, closure: SwiftClosure)] = []
        for argument in Self.foldingFormat(arguments) {
            if case .closure(let closure) = argument.value.kind {
                closures.append((argument.label?.text, closure))
            } else if argument.label != nil, let closure = methodReference(argument.value, scope) {
                closures.append((argument.label?.text, closure))  // `Button("Save", action: save)`
            } else {
                plain.append(argument)
            }
        }
        closures += trailing.map { ($0.label?.text, $0.closure) }
        var args: [Argument] = []
        for argument in plain {
            // A view argument (`description: Text("…")`) is a view; the others are values.
            let isView = argument.label.map { view.viewArguments.contains($0.text) } ?? false
            let isBinding = argument.label.map { view.bindingArguments.contains($0.text) } ?? false
            if !isView, !isBinding, readsBindingElement(argument.value, scope) { return nil }
            guard let translated = isView ? viewArgument(argument.value, scope) : value(argument.value, scope) else { return nil }
            args.append(Argument(label: argument.label?.text, labelRange: argument.label?.range, value: translated))
        }
        var children: [Expr]?
        var actions: [(label: String, closure: Closure)] = []
        // The closure an unlabelled trailing one is (`Button("Save") { … }`): an `action`; a Stepper's
        // `onIncrement:` / `onDecrement:` are written with their labels, its trailing closure is its label.
        let actionSlot = view.closures.first { $0.role == .statements && $0.label == "action" }
        let hasLabelClosure = closures.contains { $0.label == "label" || $0.label == "content" }
        for (label, closure) in closures {
            // A closure for a view argument: `Label { Text("a") } icon: { Image(…) }`,
            // `DisclosureGroup { … } label: { … }` (the first unlabelled one, for a view without
            // children or actions, is its first view argument not yet given).
            let viewSlot = label.flatMap { view.viewArguments.contains($0) ? $0 : nil }
                ?? (label == nil && !view.takesChildren && view.closures.isEmpty
                    ? view.viewArguments.first { name in !args.contains { $0.label == name } } : nil)
            if let viewSlot {
                guard let content = views(closure.body, scope) else { return nil }
                args.append(Argument(label: viewSlot, value: oneView(content, of: closure, keywordRange: closure.range, range: closure.range)))
                continue
            }
            var role: SwiftCatalogue.ClosureRole
            var slot = label
            if let label, let known = view.closures.first(where: { $0.label == label }) {
                role = known.role
            } else if label == "label" || label == "content" {
                role = .views
            } else if label == nil, let actionSlot, actions.isEmpty, !plain.isEmpty || hasLabelClosure {
                role = actionSlot.role  // `Button("Save") { … }`, `Button { … } label: { … }`
                slot = actionSlot.label
            } else if label == nil, view.takesChildren {
                role = .views  // `Toggle(isOn: $on) { Text("Wi-Fi") }`, `Button(action: a) { … }`
            } else if label == nil, let first = view.closures.first {
                role = first.role
                slot = first.label
            } else {
                error("'\(name)' does not take this closure", at: closure.range)
                return nil
            }
            switch role {
            case .views:
                guard view.takesChildren, let content = views(closure.body, scope) else {
                    if !view.takesChildren { error("this view takes no content", at: closure.range) }
                    return nil
                }
                children = (children ?? []) + content
            default:
                guard let translated = self.closure(closure, role: role == .value ? .value : .statements, scope) else { return nil }
                actions.append((slot ?? "action", translated))
            }
        }
        if Self.selectingViews.contains(view.keyword), let written = children { children = taggingForEachElements(written) }
        var syntax = ViewSyntax(keyword: view.keyword, keywordRange: nameRange)
        // One action, the view's first closure, without children: the view's trailing closure
        // (`button("Save") { … }`). Otherwise each is an argument with its label, as the shell
        // writes them: with children (`button(action: { … }) < … >`: a closure before `< … >` would
        // end the view), several (`stepper("n", onIncrement: { … }, onDecrement: { … })`), or one
        // that is not the first (`stepper("n", onDecrement: { … })`: trailing, the shell would
        // take it for `onIncrement`).
        if actions.count == 1, children == nil, actions[0].label == (view.closures.first?.label ?? "action") {
            syntax.closure = actions[0].closure
        } else {
            for each in actions { args.append(Argument(label: each.label, value: Expr(.closure(each.closure), each.closure.range))) }
        }
        syntax.arguments = args
        syntax.children = children
        return Expr(.view(syntax), range)
    }

    /// `NavigationSplitView { sidebar } detail: { … }`: on an iPhone (compact width) the split
    /// view collapses into a stack that shows its sidebar (§17.5), so it is a navigationstack of
    /// the sidebar; the content and detail columns (shown once something is selected) and the
    /// column visibility are dropped unread, with a note.
    mutating func navigationSplitView(_ view: SwiftCatalogue.View, nameRange: SourceRange, _ arguments: [SwiftArgument],
                                      _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        var sidebar: [SwiftTrailingClosure] = []
        for argument in arguments {
            if argument.label?.text == "sidebar", case .closure(let closure) = argument.value.kind {
                sidebar.append(SwiftTrailingClosure(label: nil, closure: closure))
            } else {
                ignore("NavigationSplitView's \(argument.label.map { $0.text + ":" } ?? "argument")", at: argument.range, host: true)
            }
        }
        for closure in closures {
            if closure.label == nil || closure.label?.text == "sidebar" {
                sidebar.append(SwiftTrailingClosure(label: nil, closure: closure.closure))
            } else {
                ignore("NavigationSplitView's \(closure.label?.text ?? "")", at: closure.closure.range, host: true)
            }
        }
        guard sidebar.count == 1 else {
            error("'NavigationSplitView' needs one sidebar: NavigationSplitView { … } detail: { … }", at: range)
            return nil
        }
        return navigationStack(view, nameRange: nameRange, sidebar, range: range, scope)
    }

    /// `AsyncImage(url: u) { image in … } placeholder: { ProgressView() }`: viewsh loads nothing, so
    /// the view is its placeholder, as before any image arrives (Docs/Semantics.md §18.7); without
    /// one, the standard placeholder, a gray fill of the space offered. The URL and the image
    /// closure are dropped with a note; a closure of phases is not yet supported.
    mutating func asyncImage(nameRange: SourceRange, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                             range: SourceRange, _ scope: Scope) -> [Expr]? {
        var all = closures
        for argument in arguments {
            if case .closure(let closure) = argument.value.kind { all.append(SwiftTrailingClosure(label: argument.label, closure: closure)) }
        }
        ignore("AsyncImage's URL and image (the placeholder is shown, §18.7)", at: nameRange, host: true)
        if let placeholder = all.first(where: { $0.label?.text == "placeholder" }) {
            guard let views = views(placeholder.closure.body, scope) else { return nil }
            return [oneView(views, of: placeholder.closure, keywordRange: nameRange, range: range)]
        }
        if let closure = all.first {
            notSupported("'AsyncImage' with a closure of phases", at: closure.closure.range,
                         hint: "write AsyncImage(url:) { image in … } placeholder: { … }: viewsh shows the placeholder")
            return nil
        }
        return [colorView(Expr(.identifier("gray"), nameRange), keywordRange: nameRange, range: range)].compactMap { $0 }
    }

    /// SwiftUI views whose Swift form is not a plain call of the catalogue's view (nil: `name` is
    /// not one of them; `.some(nil)`: it is, and failed).
    mutating func specialView(_ name: String, nameRange: SourceRange, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                              range: SourceRange, _ scope: Scope) -> [Expr]?? {
        switch name {
        case "NavigationStack", "NavigationView":
            // On an iPhone a NavigationView is a NavigationStack (§17.5); the bar is read from the
            // root's title modifiers (NavigationBarScan).
            // `path:` holds the pushed views' values; viewsh shows the root (§17.5, §17.6).
            guard arguments.allSatisfy({ $0.label?.text == "path" && name == "NavigationStack" }),
                  let view = catalogue.views["NavigationStack"] else { return nil }
            for path in arguments { ignore("NavigationStack's path:", at: path.range, host: true) }
            return .some(navigationStack(view, nameRange: nameRange, closures, range: range, scope).map { [$0] })
        case "NavigationSplitView":
            guard let view = catalogue.views["NavigationStack"] else { return nil }
            return .some(navigationSplitView(view, nameRange: nameRange, arguments, closures, range: range, scope).map { [$0] })
        case "AsyncImage":
            return .some(asyncImage(nameRange: nameRange, arguments, closures, range: range, scope))
        case "Path", "Canvas":
            return .some([pathView(named: nil, canvas: name == "Canvas", nameRange: nameRange, arguments, closures, range: range)])
        case _ where SwiftNames.gradients.contains(name):
            // A gradient is a view that fills the space it is offered, as a Color does (§18.12).
            ignore("gradients (drawn as gray)", at: nameRange)
            return .some([colorView(Expr(.identifier("gray"), nameRange), keywordRange: nameRange, range: range)].compactMap { $0 })
        case "AnyView":
            return .some(anyView(nameRange: nameRange, arguments, closures, range: range, scope))
        case "ScrollViewReader":
            return .some(scrollViewReader(nameRange: nameRange, arguments, closures, range: range, scope))
        case "Tab":
            guard catalogue.views["TabView"] != nil else { return nil }
            return .some(tabContent(nameRange: nameRange, arguments, closures, range: range, scope))
        case "Slider":
            guard let view = catalogue.views[name], !closures.isEmpty || arguments.contains(where: { $0.value.isClosure }) else { return nil }
            return .some(slider(view, nameRange: nameRange, arguments, closures, range: range, scope))
        case "DatePicker":
            // The range of dates it offers changes nothing in its layout (§16.11).
            guard let view = catalogue.views[name], let index = arguments.firstIndex(where: { $0.label?.text == "in" }) else { return nil }
            ignore("DatePicker's in: range", at: arguments[index].range)
            var kept = arguments
            kept.remove(at: index)
            return .some(catalogueView(view, name: name, nameRange: nameRange, kept, closures, range: range, scope).map { [$0] })
        case "Picker":
            guard let view = catalogue.views[name] else { return nil }
            return .some(picker(view, nameRange: nameRange, arguments, closures, range: range, scope).map { [$0] })
        default:
            return nil
        }
    }

    /// `Path { p in … }`, `Path(rect)`, `Canvas { context, size in … }` and a file's own Shape
    /// (`Triangle()`): laid out as a shape (§15.1) — `path`, `path "Triangle"`, `canvas`. What
    /// they draw (the path's lines, the renderer, the shape's properties) is dropped with a note.
    mutating func pathView(named shape: String?, canvas: Bool = false, nameRange: SourceRange, _ arguments: [SwiftArgument],
                           _ closures: [SwiftTrailingClosure], range: SourceRange) -> Expr {
        if !arguments.isEmpty || !closures.isEmpty {
            let what = canvas ? "Canvas's renderer" : shape.map { "\($0)'s properties" } ?? "Path's lines"
            ignore("\(what) (drawn as its bounds)", at: nameRange)
        }
        let operand = shape.map { Expr(.string([.literal($0)]), nameRange) }
        return Expr(.view(ViewSyntax(keyword: canvas ? "canvas" : "path", keywordRange: nameRange, operand: operand)), range)
    }

    /// `Slider(value: $v) { Text("Volume") } minimumValueLabel: { … } maximumValueLabel: { … }`:
    /// iOS shows the value labels at the slider's ends and not its label (§16.5), so it is
    /// `hstack < minimum slider maximum >` (the labels the ones written); the label and
    /// `onEditingChanged:` are dropped with a note.
    mutating func slider(_ view: SwiftCatalogue.View, nameRange: SourceRange, _ arguments: [SwiftArgument],
                         _ trailing: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> [Expr]? {
        var plain: [SwiftArgument] = []
        var labels: [String: SwiftClosure] = [:]
        for argument in arguments {
            if case .closure(let closure) = argument.value.kind { labels[argument.label?.text ?? "label"] = closure } else { plain.append(argument) }
        }
        for closure in trailing { labels[closure.label?.text ?? "label"] = closure.closure }
        for label in labels.keys where !["label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"].contains(label) {
            error("'Slider' does not take a '\(label)' closure", at: labels[label]!.range)
            return nil
        }
        if labels["label"] != nil || labels["onEditingChanged"] != nil {
            ignore("Slider's label and onEditingChanged (iOS shows no label beside a slider)", at: nameRange)
        }
        guard let bar = catalogueView(view, name: "Slider", nameRange: nameRange, plain, [], range: range, scope) else { return nil }
        guard labels["minimumValueLabel"] != nil || labels["maximumValueLabel"] != nil else { return [bar] }
        /// A value label's views as one view; nil when it is not written, `.some(nil)` when it failed.
        func label(_ key: String) -> Expr?? {
            guard let closure = labels[key] else { return nil }
            return .some(views(closure.body, scope).map { oneView($0, of: closure, keywordRange: nameRange, range: closure.range) })
        }
        let minimum = label("minimumValueLabel"), maximum = label("maximumValueLabel")
        if minimum == .some(nil) || maximum == .some(nil) { return nil }
        let row = [minimum ?? nil, bar, maximum ?? nil].compactMap { $0 }
        return [Expr(.view(ViewSyntax(keyword: "hstack", keywordRange: nameRange, children: row)), range)]
    }

    /// `AnyView(v)`, `AnyView(erasing: v)`: a type-erased view lays out as the view it wraps
    /// (§18.8); the erasure only changes how SwiftUI tells one body's views from another's
    /// across updates, which viewsh's addresses do not depend on.
    mutating func anyView(nameRange: SourceRange, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                          range: SourceRange, _ scope: Scope) -> [Expr]? {
        guard closures.isEmpty, arguments.count == 1, arguments[0].label == nil || arguments[0].label?.text == "erasing" else {
            error("'AnyView' wraps one view: AnyView(Text(\"…\"))", at: range)
            return nil
        }
        ignore("AnyView", at: nameRange)
        return view(arguments[0].value, scope)
    }

    /// `ScrollViewReader { proxy in … }`: its content's views, as a Group's (§18.9); `proxy`
    /// names a scroll proxy whose `scrollTo` calls, in actions, are dropped with a note — viewsh
    /// keeps every scroll view at its top.
    mutating func scrollViewReader(nameRange: SourceRange, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                                   range: SourceRange, _ scope: Scope) -> [Expr]? {
        var bodies = closures.map(\.closure)
        for argument in arguments {
            guard argument.label?.text == "content", case .closure(let closure) = argument.value.kind else {
                error("'ScrollViewReader' takes one closure: ScrollViewReader { proxy in … }", at: argument.range)
                return nil
            }
            bodies.append(closure)
        }
        guard bodies.count == 1, let body = bodies.first, (body.parameters ?? []).count <= 1 else {
            error("'ScrollViewReader' takes one closure: ScrollViewReader { proxy in … }", at: range)
            return nil
        }
        var inner = scope
        if let proxy = body.parameters?.first?.name.text, proxy != "_" {
            inner = scope.shadowing([proxy])
            inner.scrollProxies.insert(proxy)
        }
        return views(body.body, inner)
    }

    /// `NavigationStack { root }`: the catalogue's view with the bar its root asks for.
    mutating func navigationStack(_ view: SwiftCatalogue.View, nameRange: SourceRange, _ closures: [SwiftTrailingClosure],
                                  range: SourceRange, _ scope: Scope) -> Expr? {
        let bar = NavigationBarScan.bar(of: closures.flatMap(\.closure.body), structs: structs)
        guard var result = catalogueView(view, name: "NavigationStack", nameRange: nameRange, [], closures, range: range, scope),
              case .view(var syntax) = result.kind else { return nil }
        syntax.arguments.append(Argument(label: "bar", value: Expr(.implicitMember(bar), nameRange)))
        result.kind = .view(syntax)
        return result
    }

    /// What a button-like view's tap shows, which viewsh does not: the arguments and closures
    /// that hold it are dropped unread (§17.6).
    static let shownElsewhere: [String: (what: String, labels: Set<String>)] = [
        "NavigationLink": ("destination", ["destination", "value", "isActive", "tag", "selection"]),
        "Menu": ("content", ["content", "primaryAction"]),
        "Link": ("destination", ["destination"]),
    ]

    /// `NavigationLink("Inbox") { InboxView() }`, `NavigationLink(value: m) { Row(m) }`,
    /// `Menu { … } label: { Label(…) }`, `Link("Apple", destination: url)`: the catalogue's view
    /// with its title or label; what its tap shows (a destination, a menu's content, a URL) is
    /// dropped unread (§17.6) and listed with the host-configuration modifiers.
    mutating func buttonLike(_ view: SwiftCatalogue.View, name: String, nameRange: SourceRange, _ arguments: [SwiftArgument],
                             _ trailing: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        guard let elsewhere = Self.shownElsewhere[name] else { return nil }
        var kept: [SwiftArgument] = []
        var dropped: SourceRange?
        for argument in arguments {
            if let label = argument.label?.text, elsewhere.labels.contains(label) {
                if label == elsewhere.what { dropped = argument.value.range } else { ignore("\(name)'s \(label):", at: argument.range, host: true) }
            } else if let label = argument.label?.text {
                if case .closure = argument.value.kind, label == "label" { kept.append(argument); continue }
                notSupported("'\(name)' with '\(label):'", at: argument.range)
                return nil
            } else {
                kept.append(argument)
            }
        }
        var closures: [SwiftTrailingClosure] = []
        for (index, closure) in trailing.enumerated() {
            if Self.isLinkLabel(index, closure, arguments) {
                closures.append(SwiftTrailingClosure(label: nil, closure: closure.closure))
            } else if closure.label == nil || closure.label?.text == elsewhere.what {
                dropped = dropped ?? closure.closure.range
            } else if let label = closure.label?.text, elsewhere.labels.contains(label) {
                ignore("\(name)'s \(label):", at: closure.closure.range, host: true)  // `Menu { … } label: { … } primaryAction: { … }`
            } else {
                error("'\(name)' does not take a '\(closure.label?.text ?? "")' closure", at: closure.closure.range)
                return nil
            }
        }
        if let dropped { ignore("\(name)'s \(elsewhere.what)", at: dropped, host: true) }
        return catalogueView(view, name: name, nameRange: nameRange, kept, closures, range: range, scope)
    }

    /// iOS 18's `Tab("Inbox", systemImage: "tray", value: 0) { … }` in a TabView: one tab whose
    /// content is its views (several become one VStack, so they stay one tab), tagged with its
    /// `value:` (§17.7). Its title and image configure the tab bar, which viewsh does not draw:
    /// listed with the host-configuration modifiers.
    mutating func tabContent(nameRange: SourceRange, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                             range: SourceRange, _ scope: Scope) -> [Expr]? {
        guard let content = contentClosure(arguments, closures, for: "Tab", range: range) else { return nil }
        var tag: Expr?
        for argument in content.arguments {
            if argument.label?.text == "value" {
                guard let value = value(argument.value, scope) else { return nil }
                tag = value
            } else {
                ignore("Tab's title and image", at: argument.range, host: true)
            }
        }
        guard let views = views(content.closure.body, scope) else { return nil }
        let tab = oneView(views, of: content.closure, keywordRange: nameRange, range: range, wrappingGroups: true)
        guard let tag else { return [tab] }
        return [applying([ModifierSyntax(name: "tag", nameRange: nameRange, arguments: [Argument(value: tag)], range: range)], to: tab)]
    }

    /// A closure's views as the one view a slot holds: none is an EmptyView, several a VStack
    /// (with `wrappingGroups`, a lone ForEach or `if` too, which may make several: a Tab stays
    /// one tab).
    func oneView(_ views: [Expr], of closure: SwiftClosure, keywordRange: SourceRange, range: SourceRange,
                 wrappingGroups: Bool = false) -> Expr {
        if views.isEmpty { return Expr(.view(ViewSyntax(keyword: "empty", keywordRange: keywordRange)), range) }
        if views.count == 1, !(wrappingGroups && Self.mayBeSeveral(views[0])) { return views[0] }
        var stack = ViewSyntax(keyword: "vstack", keywordRange: keywordRange)
        stack.children = views
        stack.childrenOpen = .point(closure.range.start)
        stack.childrenClose = .point(max(closure.range.end - 1, closure.range.start))
        return Expr(.view(stack), range)
    }

    /// A ForEach or an `if`: it may make several views (or none), so a Tab wraps it to stay one tab.
    static func mayBeSeveral(_ view: Expr) -> Bool {
        switch view.kind {
        case .conditional: return true
        case .view(let syntax): return syntax.keyword == "foreach"
        case .modified(let base, _): return mayBeSeveral(base)
        default: return false
        }
    }

    /// Whether trailing closure `index` of a NavigationLink, Menu or Link is its label: `label:`,
    /// or the first one of a link without a title that has a `destination:` or `value:`
    /// (`NavigationLink(value: m) { Row(m) }`). Otherwise it is what the tap shows
    /// (`NavigationLink("Inbox") { … }`, `Menu { … } label: { … }`).
    static func isLinkLabel(_ index: Int, _ closure: SwiftTrailingClosure, _ arguments: [SwiftArgument]) -> Bool {
        if closure.label?.text == "label" { return true }
        let titled = arguments.contains { $0.label == nil }
        let addressed = arguments.contains { $0.label?.text == "destination" || $0.label?.text == "value" }
        return closure.label == nil && index == 0 && !titled && addressed
    }

    // MARK: User views

    /// `BrewSummaryRow(brew: brew)`: a call of a view definition.
    mutating func userView(_ name: String, nameRange: SourceRange, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                           range: SourceRange, _ scope: Scope) -> Expr? {
        if rejected.contains(name) { return nil }  // reported at its declaration
        if let closure = closures.first {
            error("'\(name)' does not take a closure", at: closure.closure.range)
            return nil
        }
        if name.first?.isUppercase != true {
            error("unknown view function '\(name)'", at: nameRange)
            return nil
        }
        // An object passed on (`TaskRow(store: store)`) is the one shared object: not an argument (§18.11).
        let holders = structs[name].map(objectHolders(of:)) ?? [:]
        // An argument that only seeds a state (`EditView(name: "Taylor")`) is read at the state.
        let passed = droppingSeedArguments(arguments, of: name).filter { argument in
            !(argument.label.map { holders[$0.text] != nil } ?? false) && heldObject(argument.value, scope) == nil
        }
        // `.constant(x)` for a `@Binding` parameter: a state of its own, typed as the parameter.
        var constants: [Int: Expr] = [:]
        let bindings = bindingLabels(of: name)
        for (index, argument) in passed.enumerated() where bindings.contains(argument.label?.text) {
            let type = structs[name].flatMap { decl in
                initializer(of: decl).function.parameters.first { $0.label == argument.label?.text }?.type.flatMap(Self.unwrapped)
            }
            guard let made = constantBinding(argument.value, typed: type) else { continue }
            guard let binding = made else { return nil }
            constants[index] = binding
        }
        var plain = passed
        for index in constants.keys { plain[index] = SwiftArgument(label: passed[index].label, value: SwiftExpr(.nilLiteral, passed[index].value.range)) }
        guard var args = valueArguments(plain, bindings: bindings, scope) else { return nil }
        for (index, binding) in constants { args[index].value = binding }
        for index in args.indices {
            if let label = args[index].label { args[index].label = viewParameterName(label, of: name) }
        }
        let callee = Expr(.identifier(renames[name] ?? name), nameRange)
        if args.isEmpty { return callee.withRange(range) }
        return Expr(.call(callee, arguments: args, trailingClosures: []), range)
    }

    /// A view's parameter as viewsh names it (the lexer's words get a `_`).
    func viewParameterName(_ label: String, of view: String) -> String { localName(label) }

    /// A generic container (`Card { … }`): its body, expanded here with its parameters bound
    /// to this call's arguments and its `content` to the closure's views.
    mutating func inlineView(_ name: String, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                             range: SourceRange, _ callerScope: Scope) -> [Expr]? {
        guard let type = structs[name] else { return nil }
        let initializer = self.initializer(of: type)
        guard var scope = bind(initializer.function, arguments, closures, in: Scope(typeName: name), callerScope: callerScope, at: range),
              bindingActions(initializer.function, &scope) else {
            return nil
        }
        // A parameter that only seeds a state does not hide it (Translator+StateSeeds.swift).
        for parameter in seedOnlyParameters(of: type) { scope.substitutions[parameter] = nil }
        let seeded = Set(stateSeeds(of: type).map { "_" + $0.state })
        for (property, assigned) in initializer.assignments where !seeded.contains(property) {
            if case .call(let callee, [], []) = assigned.kind, case .identifier(let parameter) = callee.kind,
               case .views? = scope.substitutions[parameter] {
                scope = scope.binding(property, to: scope.substitutions[parameter]!)  // `self.content = content()`
            } else {
                scope = scope.binding(property, to: .value(assigned, scope))
            }
        }
        guard let body = Self.bodyStatements(of: type) else {
            error("'\(name)' has no 'body'", at: range)
            return nil
        }
        scope.memberScope = ScopeBox(scope)
        return views(body, scope)
    }
}

extension SwiftExpr {
    var isClosure: Bool {
        if case .closure = kind { return true }
        return false
    }
}

extension Expr {
    func withRange(_ range: SourceRange) -> Expr { Expr(kind, range) }
}
