import Diagnostics
import ViewSyntax

extension Translator {
    /// A Swift expression in value position as a viewsh expression; nil after an error.
    mutating func value(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        deeper(at: expr.range) { $0.valueUnchecked(expr, scope) }
    }

    private mutating func valueUnchecked(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        let range = expr.range
        if !nestedTypes.isEmpty, let plain = unqualified(expr, scope) { return value(plain, scope) }
        if let spelled = optionalChain(expr, scope) { return spelled }
        switch expr.kind {
        case .integer(let text), .float(let text):
            guard let number = Self.number(text) else {
                error("cannot read the number '\(text)'", at: range)
                return nil
            }
            return Expr(.number(number.value, text: number.text), range)
        case .string(let parts):
            return string(parts, range: range, scope)
        case .bool(let flag):
            return Expr(.bool(flag), range)
        case .nilLiteral:
            return Expr(.nilLiteral, range)
        case .identifier(let name):
            return identifier(name, at: range, scope)
        case .dollar(let name):
            if let element = scope.substitutions["$" + name] {
                // `$chore` in `ForEach($chores) { $chore in … }`: a binding to the element.
                return deeper(at: range) { $0.substitute(element, name: "$" + name, at: range) }
            }
            if scope.bindings.contains(name) { return Expr(.identifier(localName(name)), range) }
            if scope.locals.contains(name) {
                notSupported("a binding to a local ('$\(name)')", at: range)
                return nil
            }
            return Expr(.binding(renames[name] ?? name), range)
        case .shorthand(let index):
            return Expr(.shorthandArgument(index), range)
        case .implicitMember(let name):
            return Expr(.implicitMember(name), range)
        case .keyPath(_, let components):
            return Expr(.keyPath(components), range)
        case .member(let base, let name, let nameRange):
            return member(base, name, nameRange: nameRange, range: range, scope)
        case .optionalChain:
            notSupported("optional chaining ('?') outside a member access", at: range, hint: "unwrap with '??' or 'if let'")
            return nil
        case .forceUnwrap(let inner):
            // viewsh has no optionals to unwrap: a value that is there reads the same.
            return value(inner, scope)
        case .call(let callee, let arguments, let closures):
            // `String("s\(n)")`: the string itself (a plain String, as the shell's literals are;
            // how save --swift writes a title a LocalizedStringKey would show otherwise, §18.13).
            if case .identifier("String") = callee.kind, closures.isEmpty, arguments.count == 1, arguments[0].label == nil,
               case .string = arguments[0].value.kind, !scope.locals.contains("String") {
                return value(arguments[0].value, scope)
            }
            return call(callee, arguments, closures, range: range, scope)
        case .subscriptAccess(let base, let arguments):
            guard let loweredBase = bindingBase(base, scope) ?? value(base, scope), let args = self.arguments(arguments, scope) else { return nil }
            return Expr(.subscriptAccess(loweredBase, arguments: args), range)
        case .prefix(let op, let operand):
            switch op {
            case "-", "!", "~":
                guard !readsBindingElement(operand, scope), let inner = value(operand, scope) else { return nil }
                if op == "-", case .number(let n, let text) = inner.kind, !text.hasPrefix("-") {
                    return Expr(.number(-n, text: "-" + text), range)
                }
                return Expr(.unary(op == "-" ? .negate : op == "~" ? .bitNot : .not, inner), range)
            case "+":
                return value(operand, scope)
            case "...", "..<", "x...":
                notSupported("a range open at one end ('\(op == "x..." ? "a..." : op + "b")')", at: range)
                return nil
            default:
                notSupported("the prefix operator '\(op)'", at: range)
                return nil
            }
        case .binary(let op, let left, let right, let operatorRange):
            guard let binary = BinaryOperator(rawValue: op) else {
                notSupported("the operator '\(op)'", at: operatorRange)
                return nil
            }
            guard !readsBindingElement(left, scope), !readsBindingElement(right, scope),
                  let l = value(left, scope), let r = value(right, scope) else { return nil }
            if binary == .divide, integerKind(expr, scope) == .int {
                return truncated(Expr(.binary(binary, l, r), range), range: range)
            }
            return Expr(.binary(binary, l, r), range)
        case .ternary(let condition, let then, let otherwise):
            guard !readsBindingElement(condition, scope),
                  let c = value(condition, scope), let a = value(then, scope), let b = value(otherwise, scope) else { return nil }
            return Expr(.ternary(c, a, b), range)
        case .cast(let inner, let op, let type):
            guard op == "as" else {
                notSupported("'\(op)'", at: type.range.union(.point(inner.range.end)))
                return nil
            }
            return value(inner, scope)
        case .effect(let effect, _):
            notSupported("'\(effect)'", at: range)
            return nil
        case .tuple(let elements):
            guard let args = arguments(elements, scope) else { return nil }
            return Expr(.tuple(args), range)
        case .array(let elements):
            var items: [Expr] = []
            for element in elements {
                guard let item = value(element, scope) else { return nil }
                items.append(item)
            }
            return Expr(.list(items), range)
        case .dictionary(let elements):
            var items: [DictionaryElement] = []
            for element in elements {
                guard let key = value(element.key, scope), let value = value(element.value, scope) else { return nil }
                items.append(DictionaryElement(key: key, value: value))
            }
            return Expr(.dictionary(items), range)
        case .closure:
            error("a closure is not expected here; a value is", at: range)
            return nil
        case .specialization, .type:
            notSupported("a generic type used as a value", at: range)
            return nil
        case .bindingPattern, .wildcard:
            error("a pattern is not expected here", at: range)
            return nil
        case .macro(let name, _):
            notSupported("'#\(name.text)'", at: range)
            return nil
        case .statement(let statement):
            if case .switchStatement = statement.kind { return branchValue(statement, scope) }
            if case .ifStatement = statement.kind { return branchValue(statement, scope) }
            notSupported("this statement used as a value", at: range)
            return nil
        case .missing:
            return nil
        }
    }

    mutating func arguments(_ arguments: [SwiftArgument], _ scope: Scope) -> [Argument]? {
        var result: [Argument] = []
        for argument in arguments {
            guard let translated = value(argument.value, scope) else { return nil }
            result.append(Argument(label: argument.label?.text, labelRange: argument.label?.range, value: translated))
        }
        return result
    }

    /// `.zero` of a geometry type, as the record viewsh's values use.
    static func zero(of typeName: String?, at range: SourceRange) -> Expr? {
        let fields: [String]
        switch typeName {
        case "CGFloat", "Double", "Int", "Float": return Expr(.number(0, text: "0"), range)
        case "CGSize": fields = ["width", "height"]
        case "CGPoint": fields = ["x", "y"]
        case "CGRect": fields = ["x", "y", "width", "height"]
        default: return nil
        }
        let arguments = fields.map { Argument(label: $0, value: Expr(.number(0, text: "0"), range)) }
        return Expr(.call(Expr(.identifier(typeName!), range), arguments: arguments, trailingClosures: []), range)
    }

    /// A value whose type is written beside it: `.zero` becomes that type's zero.
    mutating func value(_ expr: SwiftExpr, typed type: SwiftType?, _ scope: Scope) -> Expr? {
        let expr = Self.relabelled(expr, as: type)
        if case .implicitMember("zero") = expr.kind, let zero = Self.zero(of: type?.simpleName, at: expr.range) { return zero }
        if case .implicitMember(let name) = expr.kind, let typeName = type.flatMap(Self.unwrapped)?.simpleName,
           staticMembers[typeName + "." + name] != nil {
            // `.sample` where the type is a struct of the file with `static let sample`: `TodoItem.sample`.
            return value(SwiftExpr(.member(SwiftExpr(.identifier(typeName), expr.range), name: name, nameRange: expr.range), expr.range), scope)
        }
        if case .call(let callee, let arguments, let closures) = expr.kind, case .implicitMember(let name) = callee.kind,
           let typeName = type.flatMap(Self.unwrapped)?.simpleName,
           let values = enumCasesWithValues[name]?.first(where: { $0.enumName == typeName })?.values {
            // `@State var state: LoadState = .loaded(items)`: a case with values of the enum the
            // declaration names, checked against the case. (`.flexible()` elsewhere is SwiftUI's,
            // whatever the file's enums: an implicit case is checked only where its type is known.)
            return caseWithValues(typeName, name, values, callee: callee, arguments, closures, range: expr.range, scope)
        }
        if case .call(let callee, let arguments, []) = expr.kind, case .implicitMember("init") = callee.kind, let typeName = type?.simpleName {
            // `.init(x: 1, y: 2)` where the type is known: `CGPoint(x: 1, y: 2)`.
            guard let args = self.arguments(arguments, scope) else { return nil }
            return Expr(.call(Expr(.identifier(typeName), callee.range), arguments: args, trailingClosures: []), expr.range)
        }
        return value(expr, scope)
    }

    /// Tuples written without labels where the type names them: `let items: [(name: String, width:
    /// CGFloat)] = [("Rent", 120)]` holds `(name: "Rent", width: 120)`, so `item.name` reads it.
    static func relabelled(_ expr: SwiftExpr, as type: SwiftType?) -> SwiftExpr {
        guard let type else { return expr }
        switch (type.kind, expr.kind) {
        case (.optional(let wrapped), _):
            return relabelled(expr, as: wrapped)
        case (.array(let element), .array(let items)):
            return SwiftExpr(.array(items.map { relabelled($0, as: element) }), expr.range)
        case (.tuple(let elements), .tuple(let arguments)) where elements.count == arguments.count && elements.contains(where: { $0.label != nil }):
            var labelled = arguments
            for index in labelled.indices {
                labelled[index].value = relabelled(labelled[index].value, as: elements[index].type)
                guard labelled[index].label == nil, let label = elements[index].label else { continue }
                labelled[index] = SwiftArgument(label: Name(label, labelled[index].value.range), value: labelled[index].value)
            }
            return SwiftExpr(.tuple(labelled), expr.range)
        default:
            return expr
        }
    }

    /// A type written where a value is expected: a name (`CGPoint` for `place(at:)`).
    static func namedType(_ name: String, at range: SourceRange) -> SwiftType {
        SwiftType(.named([SwiftTypeComponent(name: name)]), range)
    }

    /// `12`, `1_000`, `0x1F`, `2.5e-3` → the value and a spelling viewsh's lexer reads back
    /// (it reads Swift's hexadecimal, binary and octal integers and underscores, so an integer
    /// keeps its spelling: `0xFF_F4_CC` stays a colour's hex).
    static func number(_ text: String) -> (value: Double, text: String)? {
        let plain = String(text.filter { $0 != "_" })
        if let integer = IntegerSpelling.read(plain) {
            guard case .value(let value) = integer else { return nil }
            return (Double(value), text)
        }
        guard let value = Double(plain), value.isFinite else { return nil }
        return (value, plain)
    }

    /// Whether a `format:` style (or `formatted`'s arguments) is one viewsh formats: numbers
    /// (§18.13), or dates — `formatted()`, `formatted(date:time:)`, `.dateTime` with its
    /// components and `.iso8601` (§18.16). Other date styles are reported where they are written.
    mutating func isSupportedFormatStyle(_ arguments: [SwiftArgument], at range: SourceRange) -> Bool {
        let otherDateStyles: Set<String> = ["relative", "time", "date", "timer", "offset", "components", "interval", "stopwatch",
                                            "reference", "timeDuration", "units", "list", "byteCount", "measurement", "name", "url"]
        func root(_ expr: SwiftExpr) -> String? {
            switch expr.kind {
            case .implicitMember(let name): return name
            case .call(let callee, _, _): return root(callee)
            case .member(let base, _, _): return root(base)
            default: return nil
            }
        }
        let labels = arguments.map { $0.label?.text }
        let dateTimeLabels = labels == ["date", "time"]
        if (!labels.allSatisfy({ $0 == nil }) && !dateTimeLabels) || arguments.first.flatMap({ root($0.value) }).map(otherDateStyles.contains) == true {
            let written = dateTimeLabels ? nil : arguments.first.flatMap { root($0.value) }
            notSupported(written.map { "the format style '.\($0)'" } ?? "this format style", at: range,
                         hint: "viewsh formats dates with formatted(), formatted(date:time:), .dateTime (.year(), .month(), .day(), "
                             + ".weekday(), .hour(), .minute(), .second()) and .iso8601, Text(date, style:), and numbers with .number, "
                             + ".percent or .currency(code:) (Docs/Semantics.md §18.16)")
            return false
        }
        return true
    }

    /// `Text(date, style: .time)`: viewsh spells SwiftUI's text date styles `date.formatted(style: .time)`
    /// (§18.16), which `save --swift` writes back as the Text. A style written as a case must be
    /// one of the five; nil (with the error) otherwise.
    mutating func textDateStyle(_ date: SwiftExpr, _ style: SwiftExpr, at range: SourceRange, _ scope: Scope) -> Expr? {
        let styles = ["date", "time", "relative", "offset", "timer"]
        if case .implicitMember(let name) = style.kind, !styles.contains(name) {
            error("'.\(name)' is not a Text date style: use \(styles.map { "." + $0 }.joined(separator: ", ")) (§18.16)", at: style.range)
            return nil
        }
        guard let shown = value(date, scope), let translatedStyle = value(style, scope) else { return nil }
        return Expr(.call(Expr(.member(shown, name: "formatted", nameRange: style.range), range),
                          arguments: [Argument(label: "style", value: translatedStyle)], trailingClosures: []), range)
    }

    /// `value.formatted(style)`: what `Text(value, format: style)` and `\(value, format: style)` show (§18.13).
    static func formatted(_ value: Expr, _ style: Expr, at range: SourceRange) -> Expr {
        Expr(.call(Expr(.member(value, name: "formatted", nameRange: range), range), arguments: [Argument(value: style)], trailingClosures: []), range)
    }

    /// A plain struct's memberwise initializer, as Swift makes it: the stored properties in the
    /// order declared, each the argument given or its default (`struct Row { var count = 0 }`:
    /// `Row()` is `Row(count: 0)`, so `row.count` exists; a `var` of an optional type without one
    /// is nil). A default is read in the struct's own scope (`Self.fallback` is the struct's), and
    /// only when it is a plain value — a literal, a case, a static constant, a list, tuple or
    /// struct of them: one viewsh cannot make (`UUID()`, `Date()`, a call) leaves the field out,
    /// as before. A struct with an `init` of its own, or an argument that names no stored
    /// property, keeps the arguments as written.
    mutating func memberwiseArguments(_ name: String, _ arguments: [SwiftArgument], _ scope: Scope) -> [Argument]? {
        guard let decl = structs[name], decl.kindWord == "struct", decl.inherited.allSatisfy({ ["Identifiable", "Hashable", "Equatable", "Codable", "Sendable"].contains($0.simpleName) }),
              !decl.members.contains(where: { if case .initializer = $0.kind { true } else { false } }) else { return self.arguments(arguments, scope) }
        let stored = Self.storedProperties(of: decl)
        let given = Set(arguments.compactMap { $0.label?.text })
        guard arguments.allSatisfy({ $0.label != nil }), given.isSubset(of: stored.map(\.name.text)) else { return self.arguments(arguments, scope) }
        guard let translated = self.arguments(arguments, scope) else { return nil }
        var result: [Argument] = []
        for variable in stored {
            if let index = arguments.firstIndex(where: { $0.label?.text == variable.name.text }) {
                result.append(translated[index])
            } else if let initial = variable.initializer {
                guard isPlainDefault(initial, of: name) else { continue }
                guard let value = value(initial, typed: variable.type, Scope(typeName: name)) else { return nil }
                result.append(Argument(label: variable.name.text, labelRange: variable.name.range, value: value))
            } else if !variable.isLet, case .optional? = variable.type?.kind {
                result.append(Argument(label: variable.name.text, labelRange: variable.name.range, value: Expr(.nilLiteral, variable.name.range)))
            }
        }
        return result
    }

    /// A default value viewsh makes as Swift does: literals, cases, static constants of the struct
    /// (or of a type of the file), and lists, tuples and structs of them.
    func isPlainDefault(_ expr: SwiftExpr, of typeName: String) -> Bool {
        switch expr.kind {
        case .integer, .float, .bool, .nilLiteral, .implicitMember: return true
        case .call(let callee, let arguments, let closures) where arguments.isEmpty && closures.isEmpty:
            // `let id = UUID()`: each value gets the session's next identifier (§18.17); `Date()` is now.
            guard case .identifier(let name) = callee.kind, ["UUID", "Date"].contains(name) else { return false }
            return structs[name] == nil
        case .string(let parts): return parts.allSatisfy { if case .literal = $0 { true } else { false } }
        case .prefix("-", let inner): return isPlainDefault(inner, of: typeName)
        case .array(let items): return items.allSatisfy { isPlainDefault($0, of: typeName) }
        case .tuple(let arguments): return arguments.allSatisfy { isPlainDefault($0.value, of: typeName) }
        case .dictionary(let elements): return elements.allSatisfy { isPlainDefault($0.key, of: typeName) && isPlainDefault($0.value, of: typeName) }
        case .member(let base, let member, _):
            guard case .identifier(let owner) = base.kind else { return false }
            if owner == "Color" || isEnum(owner) || (owner == "Date" && member == "now" && structs["Date"] == nil) { return true }
            return staticMembers[(owner == "Self" ? typeName : owner) + "." + member] != nil
        case .call(let callee, let arguments, let closures):
            guard closures.isEmpty, case .identifier(let callee) = callee.kind, structs[callee] != nil || ["CGFloat", "Double", "Int", "CGSize", "CGPoint"].contains(callee)
            else { return false }
            return arguments.allSatisfy { isPlainDefault($0.value, of: typeName) }
        default: return false
        }
    }

    /// Member names values of viewsh's own have (a list's `count`, a proxy's `size` …): a record's
    /// computed property of the same name is not inlined for them.
    static let builtinMemberNames: Set<String> = [
        "count", "isEmpty", "first", "last", "indices", "width", "height", "size", "x", "y", "minX", "minY", "maxX", "maxY",
        "midX", "midY", "origin", "frame", "bounds", "id", "rawValue", "description", "keys", "values", "self",
        "offset", "element", "key", "value",
    ]

    /// `$settings` of a `@Binding` parameter, read as the base of a member or subscript: the binding
    /// itself (`$settings.sounds` binds the part), where `$settings` alone passes the parameter on.
    func bindingBase(_ base: SwiftExpr, _ scope: Scope) -> Expr? {
        guard case .dollar(let name) = base.kind, scope.bindings.contains(name), scope.substitutions["$" + name] == nil else { return nil }
        return Expr(.binding(localName(name)), base.range)
    }

    /// A type's stored instance properties, in the order declared (computed ones left out).
    static func storedProperties(of decl: SwiftTypeDecl) -> [SwiftVariableDecl] {
        decl.members.compactMap { member in
            guard case .variable(let variable) = member.kind, !member.isStatic else { return nil }
            switch variable.accessors {
            case .getter?, .getSet?: return nil
            default: return variable
            }
        }
    }

    /// Whether a struct of the file has a stored property `name`.
    func structsStore(_ name: String) -> Bool {
        structs.values.contains { decl in Self.storedProperties(of: decl).contains { $0.name.text == name } }
    }

    /// The one plain struct with a computed property `name` (and none with a stored one of that
    /// name), with its getter: `contact.fullName` reads it (viewsh has no types to tell which
    /// struct a value is, so a name two structs compute stays a member).
    func recordComputedProperty(_ name: String) -> (String, [SwiftStmt])? {
        guard !Self.builtinMemberNames.contains(name), !nonRecordMemberNames.contains(name) else { return nil }
        var found: (String, [SwiftStmt])?
        for (typeName, decl) in structs where decl.kindWord == "struct" && !decl.conforms(to: "View") {
            for member in decl.members {
                guard case .variable(let variable) = member.kind, variable.name.text == name, !member.isStatic else { continue }
                // A `Color` is a value here (`var tint: Color { done ? .green : .gray }`); `some View` is not.
                guard case .getter(let body)? = variable.accessors, variable.type?.simpleName == "Color" || !Self.isViewType(variable.type)
                else { return nil }
                if found != nil { return nil }
                found = (typeName, body)
            }
        }
        return found
    }

    /// `contact.fullName` where `Contact` computes `fullName` from its fields: the getter, inlined
    /// with `self` (and each field and computed property it names bare) read on `contact`.
    mutating func recordProperty(_ base: SwiftExpr, _ typeName: String, _ name: String, _ getter: [SwiftStmt],
                                 range: SourceRange, _ scope: Scope) -> Expr? {
        guard Self.valueBody(getter, in: Scope()) != nil else {
            notSupported("a computed property with statements ('\(typeName).\(name)') used as a value", at: range,
                         hint: Self.valueBodyHint("computed property"))
            return nil
        }
        guard let receiver = value(base, scope) else { return nil }
        var bodyScope = receiverScope(structs[typeName], typeName, on: base, scope, at: range)
        bodyScope.substitutions["self"] = .translated(receiver)
        guard let (result, resultScope) = Self.valueBody(getter, in: bodyScope) else { return nil }
        return expanding(typeName + "." + name, at: range) { $0.value(result, resultScope) }
    }

    /// The scope a struct's computed property or method is inlined in, read on `base`: `self` is
    /// `base`, and each instance property named bare is that property of `base` (`value` is
    /// `counter.value`, read — or, in a `mutating` method, written — there).
    func receiverScope(_ decl: SwiftTypeDecl?, _ typeName: String, on base: SwiftExpr, _ scope: Scope, at range: SourceRange) -> Scope {
        var bodyScope = Scope(typeName: typeName)
        bodyScope.substitutions["self"] = .value(base, scope)
        for member in decl?.members ?? [] {
            guard case .variable(let variable) = member.kind, !member.isStatic else { continue }
            let property = variable.name.text
            bodyScope.substitutions[property] = .value(SwiftExpr(.member(base, name: property, nameRange: range), range), scope)
        }
        return bodyScope
    }

    mutating func string(_ parts: [SwiftStringPart], range: SourceRange, _ scope: Scope) -> Expr? {
        var translated: [StringPart] = []
        for part in parts {
            switch part {
            case .literal(let text):
                translated.append(.literal(text))
            case .interpolation(let arguments, let partRange):
                if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "specifier" {
                    // `\(value, specifier: "%.1f")` is `String(format: "%.1f", value)`, as SwiftUI's
                    // LocalizedStringKey formats it.
                    guard let inner = value(arguments[0].value, scope), let format = value(arguments[1].value, scope) else { return nil }
                    translated.append(.interpolation(Expr(.call(Expr(.identifier("String"), partRange),
                                                                arguments: [Argument(label: "format", value: format), Argument(value: inner)],
                                                                trailingClosures: []), partRange)))
                    continue
                }
                if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "style" {
                    // `\(start, style: .time)`, LocalizedStringKey's date interpolation (§18.16).
                    guard let shown = textDateStyle(arguments[0].value, arguments[1].value, at: partRange, scope) else { return nil }
                    translated.append(.interpolation(shown))
                    continue
                }
                if arguments.count == 2, arguments[0].label == nil, arguments[1].label?.text == "format" {
                    // `\(price, format: .currency(code: "USD"))` is `price.formatted(style)` (§18.13).
                    guard isSupportedFormatStyle([SwiftArgument(label: nil, value: arguments[1].value)], at: partRange), let inner = value(arguments[0].value, scope), let style = value(arguments[1].value, scope) else { return nil }
                    translated.append(.interpolation(Self.formatted(inner, style, at: partRange)))
                    continue
                }
                guard arguments.count == 1, arguments[0].label == nil else {
                    let label = arguments.dropFirst().first?.label?.text ?? arguments.first?.label?.text
                    notSupported(label.map { "string interpolation with '\($0):'" } ?? "this string interpolation", at: partRange)
                    return nil
                }
                guard !readsBindingElement(arguments[0].value, scope), let inner = value(arguments[0].value, scope) else { return nil }
                translated.append(.interpolation(inner))
            }
        }
        return Expr(.string(translated), range)
    }

    mutating func identifier(_ name: String, at range: SourceRange, _ scope: Scope) -> Expr? {
        if scope.locals.contains(name) { return Expr(.identifier(scope.localNames[name] ?? localName(name)), range) }
        if let substitution = scope.substitutions[name] {
            // A parameter or `let` captured the scope it was bound in: it cannot reach itself.
            return deeper(at: range) { $0.substitute(substitution, name: name, at: range) }
        }
        if name == scope.nextValueName { return Expr(.identifier("nextValue"), range) }
        if let (what, declared) = scope.unsupported[name] {
            error("\(what) is not yet supported by viewsh; pass the value in as a parameter", at: range,
                  notes: [Diagnostic.Note("'\(name)' is declared here", at: declared)])
            return nil
        }
        if let member = memberSubstitution(name, of: scope.typeName, scope) {
            // An observable's property is a state: the identifier is where it is written.
            return expanding(name, at: range) { $0.substitute(member, name: name, at: range) }.map { found in
                if case .translated = member { return found.withRange(range) }
                return found
            }
        }
        if name == "self" || name == "Self" {
            notSupported("'\(name)' as a value", at: range)
            return nil
        }
        if let typeName = scope.typeName, let member = staticMembers[typeName + "." + name] {
            return constant(member, name: typeName + "." + name, at: range)
        }
        if let global = globals[name] {
            if case .variable = global.kind { return constant(global, name: name, at: range) }
            error("'\(name)' is a function; call it", at: range)
            return nil
        }
        return Expr(.identifier(renames[name] ?? name), range)
    }

    mutating func substitute(_ substitution: Substitution, name: String, at range: SourceRange) -> Expr? {
        switch substitution {
        case .translated(let expr):
            return expr
        case .value(let expr, let scope):
            return value(expr, scope)
        case .views(let body, _):
            if body.contains(where: { if case .returnStatement = $0.kind { true } else if case .declaration = $0.kind { true } else { false } }) {
                // `var total: Double { let sum = …; return sum * 1.2 }`: a value computed by statements.
                notSupported("a computed property with statements ('\(name)') used as a value", at: range,
                             hint: Self.valueBodyHint("computed property"))
                return nil
            }
            error("'\(name)' is a view; a value is expected here", at: range)
            return nil
        case .function:
            error("'\(name)' is a function; call it", at: range)
            return nil
        }
    }

    /// A `let`/`static let`/computed property used as a value: its expression, inlined.
    mutating func constant(_ decl: SwiftDecl, name: String, at range: SourceRange) -> Expr? {
        guard case .variable(let variable) = decl.kind else { return nil }
        let scope = Scope(typeName: name.contains(".") ? String(name.split(separator: ".")[0]) : nil)
        if let initializer = variable.initializer {
            return expanding(name, at: range) { $0.value(initializer, typed: variable.type, scope) }
        }
        if case .getter(let body)? = variable.accessors, let (result, resultScope) = Self.valueBody(body, in: scope) {
            return expanding(name, at: range) { $0.value(result, resultScope) }
        }
        error("'\(name)' has no value viewsh can inline (a constant or a one-expression computed property)", at: range)
        return nil
    }

    /// A getter's or function's body as one value, in `scope`: `{ expr }`, `{ return expr }`, or
    /// `let`s then a `return` (`{ let a = x * 2; return a + 1 }` is `x * 2 + 1`): each `let` is
    /// inlined where it is used, as a view builder's are, and a later one sees the earlier. nil
    /// for any other body (the caller says what it is).
    static func valueBody(_ body: [SwiftStmt], in scope: Scope) -> (result: SwiftExpr, scope: Scope)? {
        var bound = scope
        var rest = body[...]
        while let statement = rest.first, case .declaration(let decl) = statement.kind {
            guard decl.attributes.isEmpty, case .variable(let variable) = decl.kind,
                  variable.accessors == nil, let initializer = variable.initializer else { return nil }
            bound = bound.binding(variable.name.text, to: .value(relabelled(initializer, as: variable.type), bound))
            rest = rest.dropFirst()
        }
        guard let first = rest.first else { return nil }
        if rest.count > 1 {
            // `if c { return a }; return b` and `guard c else { return b }; return a`: an `if`
            // with the rest of the body as its other branch (each branch checked where translated).
            switch first.kind {
            case .ifStatement where returnsOnEveryBranch(first):
                // `if a { return x } else if b { return y }; return z`: the rest is the last `else`.
                let branches = attachingElse(first, Array(rest.dropFirst()))
                return (SwiftExpr(.statement(branches), first.range), bound)
            case .guardStatement(let conditions, let otherwise) where otherwise.last.map(isReturn) == true:
                let branches = SwiftStmt(.ifStatement(conditions: conditions, then: Array(rest.dropFirst()), otherwise: otherwise), first.range)
                return (SwiftExpr(.statement(branches), first.range), bound)
            default:
                return nil
            }
        }
        switch first.kind {
        case .expression(let e) where body.count == 1: return (e, bound)
        case .returnStatement(let e?): return (e, bound)
        case .switchStatement, .ifStatement(_, _, _?):
            // `switch self { case .all: "All" … }`, `if c { return a } else { return b }`: a chain
            // of `?:` (Translator+BranchValues), each branch checked where it is translated.
            return (SwiftExpr(.statement(first), first.range), bound)
        default: return nil
        }
    }

    /// What `valueBody` reads, for the error of a body it does not.
    static func valueBodyHint(_ what: String) -> String {
        "a one-expression \(what), one of 'let's and a 'return', or an 'if' or 'switch' with one expression a branch, is inlined"
    }

    /// An `if` (and its `else if`s) every branch of which ends in a `return`, the last `else` left out.
    static func returnsOnEveryBranch(_ statement: SwiftStmt) -> Bool {
        guard case .ifStatement(_, let then, let otherwise) = statement.kind, then.last.map(isReturn) == true else { return false }
        guard let otherwise else { return true }
        guard otherwise.count == 1, case .ifStatement = otherwise[0].kind else { return false }
        return returnsOnEveryBranch(otherwise[0])
    }

    /// The `if` with `rest` as the `else` its innermost `else if` lacks.
    static func attachingElse(_ statement: SwiftStmt, _ rest: [SwiftStmt]) -> SwiftStmt {
        guard case .ifStatement(let conditions, let then, let otherwise) = statement.kind else { return statement }
        let last = otherwise.map { [attachingElse($0[0], rest)] } ?? rest
        return SwiftStmt(.ifStatement(conditions: conditions, then: then, otherwise: last), statement.range)
    }

    static func isReturn(_ statement: SwiftStmt) -> Bool {
        if case .returnStatement(_?) = statement.kind { return true }
        return false
    }

    /// The expression of `{ expr }` or `{ return expr }`.
    func singleExpression(_ body: [SwiftStmt]) -> SwiftExpr? {
        guard body.count == 1 else { return nil }
        switch body[0].kind {
        case .expression(let e): return e
        case .returnStatement(let e?): return e
        default: return nil
        }
    }

    mutating func member(_ base: SwiftExpr, _ name: String, nameRange: SourceRange, range: SourceRange, _ scope: Scope) -> Expr? {
        if case .identifier(let holder) = base.kind, holder == scope.buttonConfiguration, !scope.locals.contains(holder) {
            // A ButtonStyle's configuration, read at rest (§16.1 rule 6).
            switch name {
            case "isPressed": return Expr(.bool(false), range)
            case "role": return Expr(.nilLiteral, range)
            default:
                notSupported("'\(holder).\(name)' of a ButtonStyle's configuration", at: range,
                             hint: "the label is the chain's start; isPressed is false and role nil")
                return nil
            }
        }
        if name == "wrappedValue" || name == "id", let element = Self.rootName(base), scope.bindingElements[element] != nil,
           name == "wrappedValue" || base.kind == .identifier(element) {
            // `item.wrappedValue.title` of `ForEach($items) { item in … }`: the value the binding
            // reads (`$items[i]` → `items[i]`); `item.id` is the element's, as Binding's
            // Identifiable conformance gives.
            guard let bound = value(base, scope) else { return nil }
            guard let read = Self.bindingRead(bound) else {
                error("'\(name)' reads a binding's value; this is not a binding", at: nameRange)
                return nil
            }
            return name == "id" ? Expr(.member(read, name: name, nameRange: nameRange), range) : read.withRange(range)
        }
        if let object = heldObject(base, scope) {
            return objectMember(object, name, at: range).map { $0.withRange(range) }
        }
        if case .dollar(let holder) = base.kind, let object = scope.objects[holder], !scope.locals.contains(holder) {
            // `$store.name`: a binding to the object's property, which is a state (§18.11).
            guard isStoredProperty(name, of: object) else {
                error("'$\(holder).\(name)' needs a stored property of '\(object)' to bind to", at: range)
                return nil
            }
            guard let state = objectMember(object, name, at: range), case .identifier(let stateName) = state.kind else { return nil }
            return Expr(.binding(stateName), range)
        }
        if case .identifier(let baseName) = base.kind, !scope.locals.contains(baseName), scope.substitutions[baseName] == nil {
            if baseName == "self" {
                var members = scope
                members.locals.subtract([name])
                guard let translated = identifier(name, at: range, members) else { return nil }
                if scope.locals.contains(name), case .identifier(let emitted) = translated.kind, emitted == scope.localNames[name] ?? localName(name) {
                    // viewsh names the property as the local is named: the local would be read.
                    notSupported("'self.\(name)' where a closure parameter or local named '\(name)' hides the property", at: range,
                                 hint: "rename the parameter or the local")
                    return nil
                }
                return translated
            }
            let typeName = baseName == "Self" ? (scope.typeName ?? baseName) : baseName
            if name == "zero", let zero = Self.zero(of: typeName, at: range) { return zero }
            if let member = staticMembers[typeName + "." + name] {
                return constant(member, name: typeName + "." + name, at: range)
            }
            if name == "self" { return Expr(.member(Expr(.identifier(renames[typeName] ?? typeName), base.range), name: name, nameRange: nameRange), range) }
            if name == "allCases", let cases = enumCases[typeName] {
                // `Flavor.allCases`: the cases in order, as members (`[.chocolate, .vanilla]`).
                return Expr(.list(cases.map { Expr(.implicitMember($0), range) }), range)
            }
            if SwiftNames.symbolTypes.contains(typeName) || isEnum(typeName) {
                return Expr(.implicitMember(name), range)
            }
        }
        if name == "rawValue", !enumsWithOtherRawValues.isEmpty || hasCustomRawValues {
            return rawValue(of: base, nameRange: nameRange, range: range, scope)
        }
        if let enumName = enumType(of: base, scope), let variable = enumVariable(enumName, name), case .getter(let getter)? = variable.accessors {
            // `filter.title` where `filter` is known to be a `Filter` (unknown: left a member,
            // which a record or tuple has).
            return enumProperty(base, enumName, name, getter, range: range, scope)
        }
        if name == "gradient", !structsStore("gradient") {
            // `color.gradient`: a gradient of the colour, drawn as the colour (drawing only, §18.12).
            ignore("'.gradient' (drawn as its colour)", at: nameRange)
            return value(base, scope)
        }
        if let binding = bindingBase(base, scope) {
            return Expr(.member(binding, name: name, nameRange: nameRange), range)
        }
        if let (typeName, getter) = recordComputedProperty(name) {
            return recordProperty(base, typeName, name, getter, range: range, scope)
        }
        guard let translated = value(base, scope) else { return nil }
        return Expr(.member(translated, name: name, nameRange: nameRange), range)
    }

    func isEnum(_ name: String) -> Bool { enums.contains(name) }

    static func isNumberLiteral(_ expr: SwiftExpr) -> Bool {
        switch expr.kind {
        case .integer, .float: return true
        case .prefix("-", let inner): return isNumberLiteral(inner)
        default: return false
        }
    }

    /// A sequence to loop over: `rows.indices` is counted as `0..<rows.count` (a range is never
    /// built); anything else is a value — as is `line.indices` when a struct of the file has a
    /// stored property named `indices` (a flow layout's row of subview indices).
    mutating func sequence(_ expr: SwiftExpr, _ scope: Scope) -> Expr? {
        guard case .member(let base, "indices", let nameRange) = expr.kind, !structsStore("indices") else { return value(expr, scope) }
        guard let collection = value(base, scope) else { return nil }
        let count = Expr(.member(collection, name: "count", nameRange: nameRange), expr.range)
        return Expr(.binary(.halfOpenRange, Expr(.number(0, text: "0"), expr.range), count), expr.range)
    }

    /// `ProfileScreen.Header` (a type declared inside another, Translator.collectNested) as
    /// `Header`, also as the base of a member or the callee of a call (`ProfileScreen.Mode.posts`,
    /// `Outer.Item(title: "x")`); nil when `expr` names no such type.
    func unqualified(_ expr: SwiftExpr, _ scope: Scope) -> SwiftExpr? {
        // `value`, `declaredType` and `coreView` ask this at every level of a chain, so it is
        // linear in the chain's length and stops at once unless the chain's leftmost name is a
        // type that declares nested types (a chain of 200 `.description`s was cubic).
        var leftmost = expr
        var length = 0
        descend: while true {
            switch leftmost.kind {
            case .member(let base, _, _): leftmost = base
            case .call(let callee, _, _): leftmost = callee
            default: break descend
            }
            length += 1
        }
        guard case .identifier(let typeName) = leftmost.kind, !scope.locals.contains(typeName), scope.substitutions[typeName] == nil
        else { return nil }
        var outer = typeName == "Self" ? scope.typeName ?? typeName : typeName
        guard nestedTypeOwners.contains(outer) else { return nil }
        // The spine, outermost first, down to (not including) the leftmost name.
        var spine: [SwiftExpr] = []
        spine.reserveCapacity(length)
        var node = expr
        collect: while true {
            switch node.kind {
            case .member(let base, _, _): spine.append(node); node = base
            case .call(let callee, _, _): spine.append(node); node = callee
            default: break collect
            }
        }
        // The members right above the leftmost name that name nested types (`Outer.Inner.Deeper`):
        // the highest of them is read as its short name.
        var resolved: (index: Int, short: String)?
        var index = spine.count - 1
        while index >= 0, case .member(_, let name, _) = spine[index].kind, let short = nestedTypes[outer + "." + name] {
            resolved = (index, short)
            outer = short
            index -= 1
        }
        guard let resolved else { return nil }
        var rebuilt = SwiftExpr(.identifier(resolved.short), spine[resolved.index].range)
        for part in spine[..<resolved.index].reversed() {
            switch part.kind {
            case .member(_, let name, let nameRange): rebuilt = SwiftExpr(.member(rebuilt, name: name, nameRange: nameRange), part.range)
            case .call(_, let arguments, let closures): rebuilt = SwiftExpr(.call(rebuilt, arguments: arguments, trailingClosures: closures), part.range)
            default: return nil
            }
        }
        return rebuilt
    }

    /// `LoadState.loaded` naming a case the file declares with values, and the values declared.
    /// (An implicit `.loaded(…)` is checked where its type is known, `value(_:typed:_:)`: elsewhere
    /// the name may be SwiftUI's, `GridItem(.flexible())` in a file with `case flexible(Int)`.)
    func caseWithValues(_ callee: SwiftExpr) -> (owner: String, name: String, values: [SwiftTupleTypeElement])? {
        guard case .member(let base, let name, _) = callee.kind, case .identifier(let owner) = base.kind,
              let values = enumCasesWithValues[name]?.first(where: { $0.enumName == owner })?.values else { return nil }
        return (owner, name, values)
    }

    /// `.loaded(["a"])`, `LoadState.failed(message: m)`: the record named by the case, its values
    /// as written — the count and the labels the case declares, as Swift checks them.
    mutating func caseWithValues(_ owner: String, _ name: String, _ values: [SwiftTupleTypeElement], callee: SwiftExpr,
                                 _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        var written = arguments
        for closure in closures { written.append(SwiftArgument(label: closure.label, value: SwiftExpr(.closure(closure.closure), closure.closure.range))) }
        let declared = "." + name + "(" + values.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.text }.joined(separator: ", ") + ")"
        guard written.count == values.count else {
            error("the case '\(owner).\(name)' takes \(values.count == 1 ? "1 value" : "\(values.count) values"), not \(written.count)",
                  at: range, notes: [Diagnostic.Note("it is declared \(declared)", at: nil)])
            return nil
        }
        for (argument, element) in zip(written, values) where argument.label?.text != element.label {
            let place = argument.label?.range ?? argument.value.range
            error(element.label.map { "the case '\(owner).\(name)' expects the label '\($0):' here" }
                  ?? "the case '\(owner).\(name)' takes this value without a label", at: place,
                  notes: [Diagnostic.Note("it is declared \(declared)", at: nil)])
            return nil
        }
        var args: [Argument] = []
        for (argument, element) in zip(arguments, values) {
            guard let translated = value(argument.value, typed: element.type, scope) else { return nil }
            args.append(Argument(label: argument.label?.text, labelRange: argument.label?.range, value: translated))
        }
        guard closures.isEmpty else {
            notSupported("a closure as a case's value", at: closures[0].closure.range)
            return nil
        }
        return Expr(.call(Expr(.implicitMember(name), callee.range), arguments: args, trailingClosures: []), range)
    }

    /// `Owner.name(…)` of a static function, inlined with `Self` (and an unprefixed sibling
    /// static function) naming `owner` inside it, however deep the calls go.
    private mutating func staticCall(_ owner: String, _ name: String, _ function: SwiftFunctionDecl, _ arguments: [SwiftArgument],
                                     _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        var definitionScope = Scope()
        definitionScope.typeName = owner
        definitionScope.staticOwner = owner
        return inlinedValue(owner + "." + name, function, definitionScope, what: "static function", arguments, closures, range: range, scope)
    }

    mutating func call(_ callee: SwiftExpr, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                       range: SourceRange, _ scope: Scope) -> Expr? {
        if case .member(let base, let name, _) = callee.kind, case .identifier(let typeName) = base.kind, !scope.locals.contains(typeName),
           scope.substitutions[typeName] == nil, case let owner = typeName == "Self" ? scope.typeName ?? typeName : typeName,
           let decl = staticFunctions[owner + "." + name], case .function(let function) = decl.kind {
            // `ButtonStyle.primary(color: .red)`, `Item.make(…)`: a static function, inlined as a view's own are.
            return staticCall(owner, name, function, arguments, closures, range: range, scope)
        }
        if case .identifier(let name) = callee.kind, let owner = scope.staticOwner, !scope.locals.contains(name),
           scope.substitutions[name] == nil, let decl = staticFunctions[owner + "." + name], case .function(let function) = decl.kind {
            // `f1(k)` inside `static func f2`: a sibling static function, as `Self.f1(k)`.
            return staticCall(owner, name, function, arguments, closures, range: range, scope)
        }
        if let (owner, name, values) = caseWithValues(callee) {
            return caseWithValues(owner, name, values, callee: callee, arguments, closures, range: range, scope)
        }
        if Self.isSetType(callee), closures.isEmpty, arguments.count <= 1, arguments.first?.label == nil, !scope.locals.contains("Set") {
            // `Set<String>()`, `Set(tags)`: a set held as a list (`setUpdate`), its elements as given.
            guard let list = arguments.first else { return Expr(.list([]), range) }
            return value(list.value, scope)
        }
        switch callee.kind {
        case .identifier(let name) where scope.layoutFunctions.contains(name) && !scope.locals.contains(name):
            // A layout's own function: viewsh calls it by name, with Swift's labels.
            guard closures.isEmpty, let args = self.arguments(arguments, scope) else {
                if let first = closures.first { error("a trailing closure is not expected here", at: first.closure.range) }
                return nil
            }
            return Expr(.call(Expr(.identifier(name), callee.range), arguments: args, trailingClosures: []), range)
        case .identifier(let name) where !scope.locals.contains(name):
            if let substitution = scope.substitutions[name] ?? memberSubstitution(name, of: scope.typeName, scope) ?? globalFunction(name) {
                if case .value(let bound, let boundScope) = substitution, case .closure = bound.kind {
                    _ = boundScope
                    notSupported("calling a closure ('\(name)') in a value", at: callee.range)
                    return nil
                }
                guard case .function(let function, let definitionScope) = substitution else {
                    error("'\(name)' cannot be called", at: callee.range)
                    return nil
                }
                return inlinedValue(name, function, definitionScope, what: "function", arguments, closures, range: range, scope)
            }
            if let first = closures.first {
                error("a trailing closure is not expected here", at: first.closure.range)
                return nil
            }
            if enumTypes[name] != nil, arguments.count == 1, arguments[0].label?.text == "rawValue",
               enumRawValues[name] != nil || enumsWithOtherRawValues.contains(name) {
                // `Filter(rawValue: "All")`: the case with that raw value, or nil.
                return enumFromRawValue(name, arguments[0].value, range: range, scope)
            }
            if name == scope.nextValueName || (name == "nextValue" && scope.isReduce) {
                return Expr(.call(Expr(.identifier("nextValue"), callee.range), arguments: [], trailingClosures: []), range)
            }
            if name == "Date", structs[name] == nil {
                return date(arguments, range: range, scope)
            }
            if name == "UUID", structs[name] == nil {
                // `UUID()`: the session's next identifier (§18.17); `UUID(uuidString:)` a record holding the string.
                if arguments.isEmpty { return Expr(.call(Expr(.identifier("UUID"), callee.range), arguments: [], trailingClosures: []), range) }
                guard arguments.count == 1, arguments[0].label?.text == "uuidString" else {
                    notSupported("this UUID initializer", at: range, hint: "write UUID() or UUID(uuidString: \"…\")")
                    return nil
                }
            }
            if SwiftNames.numberConversions.contains(name), arguments.count == 1, arguments[0].label == nil {
                // `CGFloat(10)` is 10; `CGFloat(count)` stays (viewsh has it, and the Swift written back needs it).
                guard name != "Float", !Self.isNumberLiteral(arguments[0].value) else { return value(arguments[0].value, scope) }
                guard let converted = value(arguments[0].value, scope) else { return nil }
                // `Double(steps)` of `let steps = 8432` is 8432, as `Double(8432)` is (the Swift written back reads the same).
                if case .number(let n, let text) = converted.kind {
                    // Written back with a decimal point, so Swift divides it as a Double too (`7.0 / 2`).
                    let decimal = text.contains(".") || text.contains("e") || text.contains("E") ? text : text + ".0"
                    return Expr(.number(n, text: decimal), converted.range)
                }
                return Expr(.call(Expr(.identifier(name), callee.range), arguments: [Argument(value: converted)], trailingClosures: []), range)
            }
            if name == "Int", arguments.count == 1, arguments[0].label == nil, structs[name] == nil,
               case .binary("/", let left, let right, _) = arguments[0].value.kind {
                // `Int(a / b)` truncates already: its quotient is not wrapped again.
                guard let l = value(left, scope), let r = value(right, scope) else { return nil }
                return truncated(Expr(.binary(.divide, l, r), arguments[0].value.range), range: range)
            }
            if name == "Array", structs[name] == nil, let list = arrayInitializer(arguments, range: range, scope) {
                return list
            }
            if name == "Color", structs[name] == nil, !scope.locals.contains(name) {
                // `.fill(Color(.secondarySystemBackground))`, `.foregroundStyle(Color(red: 1, green: 0, blue: 0))`:
                // a colour as a shape style, as `.background(Color(…))` reads it as a view.
                guard let color = colorArgument(arguments, range: range, scope) else { return nil }
                if case .identifier(let standard) = color.kind { return Expr(.implicitMember(standard), color.range) }
                return color
            }
            if structs[name].map({ $0.conforms(to: "View") }) == true || SwiftNames.view(name) != nil {
                error("'\(name)' is a view; a value is expected here", at: callee.range)
                return nil
            }
            guard var args = memberwiseArguments(name, arguments, scope) else { return nil }
            if structs[name]?.conforms(to: "ButtonStyle") == true {
                // `Pill(color: .red)`: a button style's parameters as its definition names them (a viewsh word gets a `_`).
                for index in args.indices { args[index].label = args[index].label.map(localName) }
            }
            return Expr(.call(Expr(.identifier(renames[name] ?? name), callee.range), arguments: args, trailingClosures: []), range)
        case .member(let base, let method, let methodRange):
            if let object = objectMethod(callee, scope) ?? recordMethod(callee, scope) {
                // `store.total()`: the class's one-expression method, inlined (§18.11); a struct's the same way.
                return inlinedValue(object.name, object.function, object.scope, what: "method", arguments, closures, range: range, scope)
            }
            return methodCall(base, method, methodRange: methodRange, arguments, closures, range: range, scope)
        case .array(let elements) where arguments.isEmpty && closures.isEmpty && elements.count == 1:
            return Expr(.list([]), range)  // `[String]()`
        case .dictionary where arguments.isEmpty && closures.isEmpty:
            return Expr(.dictionary([]), range)  // `[Int: CGRect]()`
        case .implicitMember("constant"), .member(_, "constant", _) where Self.isBindingConstant(callee):
            // `Toggle("Wi-Fi", isOn: .constant(true))`: a state of its own (constantBinding).
            if closures.isEmpty, let made = constantBinding(SwiftExpr(.call(callee, arguments: arguments, trailingClosures: []), range), typed: nil) {
                return made
            }
            notSupported("'.constant(…)' with other than one value", at: callee.range)
            return nil
        case .implicitMember(let name) where closures.isEmpty && name != "init":
            // `.named("list")`, `.unitPoint(…)`: a case with a payload.
            guard let args = self.arguments(arguments, scope) else { return nil }
            return Expr(.call(Expr(.implicitMember(name), callee.range), arguments: args, trailingClosures: []), range)
        case .implicitMember(let name):
            notSupported("'.\(name)(…)'", at: callee.range)
            return nil
        default:
            notSupported("calling this", at: callee.range)
            return nil
        }
    }

    /// `Set` or `Set<T>` as a callee.
    static func isSetType(_ callee: SwiftExpr) -> Bool {
        switch callee.kind {
        case .identifier("Set"): true
        case .specialization(let base, _): if case .identifier("Set") = base.kind { true } else { false }
        default: false
        }
    }

    /// A one-expression function or method called in a value: its expression, with its parameters
    /// bound to the call's arguments; one with statements is refused.
    mutating func inlinedValue(_ name: String, _ function: SwiftFunctionDecl, _ definitionScope: Scope, what: String,
                               _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        expanding(name, at: range) { translator in
            guard let bodyScope = translator.bind(function, arguments, closures, in: definitionScope, callerScope: scope, at: range),
                  let body = function.body, let (result, resultScope) = Self.valueBody(body, in: bodyScope) else {
                if function.body.map({ Self.valueBody($0, in: Scope()) == nil }) == true {
                    translator.notSupported("a \(what) with statements ('\(name)') used as a value", at: range,
                                            hint: Self.valueBodyHint(what))
                }
                return nil
            }
            return translator.value(result, resultScope)
        }
    }

    /// `Array(repeating: x, count: n)` → `(0 ..< n).map { _ in x }`; `Array(sequence)` → the
    /// sequence (viewsh's ranges are lists already); nil for other forms.
    mutating func arrayInitializer(_ arguments: [SwiftArgument], range: SourceRange, _ scope: Scope) -> Expr?? {
        if arguments.count == 1, arguments[0].label == nil { return .some(value(arguments[0].value, scope)) }
        guard arguments.count == 2, arguments[0].label?.text == "repeating", arguments[1].label?.text == "count" else { return nil }
        guard let element = value(arguments[0].value, scope), let count = value(arguments[1].value, scope) else { return .some(nil) }
        let indices = Expr(.binary(.halfOpenRange, Expr(.number(0, text: "0"), range), count), range)
        let closure = Closure(parameters: [Closure.Parameter(name: "_", range: range)], body: [Statement(.expression(element), element.range)],
                              range: range)
        let map = Expr(.member(indices, name: "map", nameRange: range), range)
        return .some(Expr(.call(map, arguments: [], trailingClosures: [TrailingClosure(closure: closure)]), range))
    }

    func globalFunction(_ name: String) -> Substitution? {
        guard let decl = globals[name], case .function(let function) = decl.kind else { return nil }
        return .function(function, Scope())
    }

    /// Binds a function's parameters to the call's arguments (by label, in order, defaults
    /// filled in) as substitutions in the function's own scope.
    mutating func bind(_ function: SwiftFunctionDecl, _ arguments: [SwiftArgument], _ closures: [SwiftTrailingClosure],
                       in definitionScope: Scope, callerScope: Scope, at range: SourceRange) -> Scope? {
        var scope = definitionScope
        var remaining = arguments.map { (label: $0.label?.text, value: $0.value, range: $0.range, isTrailing: false) }
            + closures.map { (label: $0.label?.text, value: SwiftExpr(.closure($0.closure), $0.closure.range), range: $0.closure.range, isTrailing: true) }
        for (position, parameter) in function.parameters.enumerated() {
            var index = remaining.firstIndex { $0.label == parameter.label && !$0.isTrailing }
            if index == nil, Self.takesClosure(parameter) {
                // Swift's forward scan (SE-0286): an unlabelled trailing closure passes over a parameter
                // with a default (`var onTap: (() -> Void)?`) when one after it takes a closure and has
                // none (`@ViewBuilder var content`): `Card { Text("x") }` is the content.
                let passedOver = parameter.defaultValue != nil && function.parameters[(position + 1)...].contains {
                    Self.takesClosure($0) && $0.defaultValue == nil
                }
                // A trailing closure fills the function-typed parameters in order, its label aside.
                index = remaining.firstIndex { $0.isTrailing && (($0.label == nil && !passedOver) || $0.label == parameter.label) }
                    ?? remaining.firstIndex { $0.label == parameter.label }
            }
            if let index {
                let argument = remaining[index]
                if Self.isViewBuilder(parameter), case .closure(let closure) = argument.value.kind {
                    scope = scope.binding(parameter.name.text, to: .views(closure.body, callerScope))
                } else {
                    scope = scope.binding(parameter.name.text, to: .value(argument.value, callerScope))
                    if let enumName = enumName(of: parameter.type) { scope.enumValues[parameter.name.text] = enumName }
                    if let type = parameter.type.flatMap(Self.unwrapped) { scope.declaredTypes[parameter.name.text] = type }
                }
                remaining.remove(at: index)
            } else if let defaultValue = parameter.defaultValue {
                scope = scope.binding(parameter.name.text, to: .value(defaultValue, definitionScope))
            } else {
                error("missing argument '\(parameter.label ?? parameter.name.text)' for '\(function.name.text)'", at: range)
                return nil
            }
        }
        if let extra = remaining.first {
            error(extra.label.map { "unknown argument label '\($0)' for '\(function.name.text)'" } ?? "too many arguments for '\(function.name.text)'",
                  at: extra.range)
            return nil
        }
        return scope
    }

    /// A parameter that takes views: `@ViewBuilder content: () -> Content` (a function type
    /// whose result is not `Void`).
    static func isViewBuilder(_ parameter: SwiftParameter) -> Bool {
        if parameter.attributes.contains(where: { $0.name.text == "ViewBuilder" }) { return true }
        if case .function(_, let result)? = parameter.type?.kind { return !isVoid(result) }
        return false
    }

    /// A parameter that takes a closure: views, or an action (`(CGSize) -> Void`).
    static func takesClosure(_ parameter: SwiftParameter) -> Bool {
        if isViewBuilder(parameter) { return true }
        return actionType(parameter.type) != nil
    }

    static func isVoid(_ type: SwiftType) -> Bool {
        switch type.kind {
        case .named(let components): return components.count == 1 && components[0].name == "Void"
        case .tuple(let elements): return elements.isEmpty
        default: return false
        }
    }
}
