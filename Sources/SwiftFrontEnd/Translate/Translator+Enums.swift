import Diagnostics
import ViewSyntax

/// A file's enums. viewsh's values have no enum types: a case is a symbol (`.all`), its
/// `rawValue` the case's name. So what an enum adds beyond its cases is inlined where it is
/// read: raw values that are not the names (`case all = "All"`, an `Int` raw type), and computed
/// properties (`var title: String { switch self { … } }`).
extension Translator {
    static let enumProtocols: Set<String> = [
        "CaseIterable", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable",
    ]
    static let integerRawTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
    /// The raw types Swift's enums take (from literals): any other inherited name (`Error`,
    /// `LocalizedError`, a protocol of the file) is a protocol, not a raw type.
    static let rawTypes: Set<String> = integerRawTypes.union(["String", "Character", "Double", "Float", "Float16", "Float32", "Float64", "CGFloat"])

    /// A raw value as a value, to compare raw values written differently (`-1`, `- 1`, `1_000`).
    enum RawKey: Hashable {
        case string(String)
        case integer(Int)
    }

    /// A case's raw value: as written (or as Swift gives it), and its value.
    typealias RawValue = (name: String, raw: SwiftExpr, key: RawKey)

    /// An enum: its name, its cases when it is CaseIterable (`Flavor.allCases`), and its raw
    /// values when they are not its case names: a `String` raw type's implicit value is the
    /// case's name, an integer raw type's is one more than the case before (0 first), as Swift
    /// gives them. Raw values viewsh cannot work out (another raw type without explicit values,
    /// a value that is not a literal, an integer past `Int.max`) leave the enum in
    /// `enumsWithOtherRawValues`.
    mutating func collectEnum(_ type: SwiftTypeDecl, name: String) {
        // Two enums of one short name (`Car.Kind`, `Boat.Kind`): viewsh keys enums by that name, so
        // a value's declared type cannot tell them apart (enumName(of:)).
        if enumTypes[name] != nil { ambiguousEnumNames.insert(name) }
        enums.insert(name)
        enumTypes[name] = type
        var cases: [SwiftEnumCaseElement] = []
        for member in type.members {
            if case .enumCase(let elements) = member.kind { cases += elements }
        }
        for element in cases {
            guard let values = element.associatedValues else { continue }
            enumCasesWithValues[element.name.text, default: []].append((name, values))
        }
        if type.conforms(to: "CaseIterable"), cases.allSatisfy({ $0.associatedValues == nil }) {
            enumCases[name] = cases.map(\.name.text)
        }
        let rawType = type.inherited.compactMap(\.simpleName).first { Self.rawTypes.contains($0) }
        guard rawType != nil || cases.contains(where: { $0.rawValue != nil }) else { return }
        guard let rawValues = Self.rawValues(cases, rawType: rawType) else {
            enumsWithOtherRawValues.append(name)
            return
        }
        enumRawValues[name] = rawValues
    }

    /// Whether a case of the file has a raw value other than its name.
    var hasCustomRawValues: Bool {
        enumRawValues.values.contains { elements in elements.contains { $0.key != .string($0.name) } }
    }

    /// Each case's raw value as a literal, or nil when one cannot be worked out.
    static func rawValues(_ cases: [SwiftEnumCaseElement], rawType: String?) -> [RawValue]? {
        var result: [RawValue] = []
        var next: Int? = 0
        let integral = rawType.map(integerRawTypes.contains) ?? true
        for element in cases {
            let range = element.name.range
            if let raw = element.rawValue {
                let key: RawKey
                switch raw.kind {
                case .string(let parts) where rawType == "String" || rawType == "Character" || rawType == nil:
                    var text = ""
                    for part in parts {
                        guard case .literal(let literal) = part else { return nil }
                        text += literal
                    }
                    key = .string(text)
                    next = nil
                case .integer(let text) where integral:
                    guard let value = Int(text.filter { $0 != "_" }) else { return nil }  // past Int.max (or not decimal)
                    key = .integer(value)
                    next = value < Int.max ? value + 1 : nil
                case .prefix("-", let inner) where integral:
                    guard case .integer(let text) = inner.kind, let value = Int("-" + text.filter { $0 != "_" }) else { return nil }
                    key = .integer(value)
                    next = value + 1
                default:
                    return nil
                }
                result.append((element.name.text, raw, key))
            } else if rawType == "String" {
                result.append((element.name.text, SwiftExpr(.string([.literal(element.name.text)]), range), .string(element.name.text)))
            } else if let value = next, let rawType, integerRawTypes.contains(rawType) {
                // An integer raw type counts on from the case before (a huge one stops: no value).
                result.append((element.name.text, SwiftExpr(.integer(String(value)), range), .integer(value)))
                next = value < Int.max ? value + 1 : nil
            } else {
                return nil
            }
        }
        return result
    }

    /// The cases of `enumName` (of every enum with raw values when nil) whose raw values are not
    /// their names, translated once and kept; or the two enums giving one case name different
    /// raw values, when every enum's cases are asked for. A case name two enums give one raw
    /// value is one entry.
    mutating func rawValueTable(_ enumName: String?) -> Result<[(name: String, raw: Expr)], RawValueClash>? {
        let cacheKey = enumName ?? ""
        if let cached = rawValueTables[cacheKey] { return cached }
        var seen: [String: (key: RawKey, enumName: String)] = [:]
        var entries: [(name: String, raw: Expr)] = []
        for name in enumName.map({ [$0] }) ?? enumRawValues.keys.sorted() {
            for element in enumRawValues[name] ?? [] {
                if let first = seen[element.name] {
                    if first.key != element.key {
                        let clash = Result<[(name: String, raw: Expr)], RawValueClash>.failure(RawValueClash(first: first.enumName, second: name, caseName: element.name))
                        rawValueTables[cacheKey] = clash
                        return clash
                    }
                    continue
                }
                seen[element.name] = (element.key, name)
                guard element.key != .string(element.name) else { continue }  // the rest read their names
                guard let raw = value(element.raw, Scope()) else { return nil }
                entries.append((element.name, raw))
            }
        }
        rawValueTables[cacheKey] = .success(entries)
        return .success(entries)
    }

    struct RawValueClash: Error {
        var first: String
        var second: String
        var caseName: String
    }

    /// `x.rawValue` in a file whose enums have raw values other than their names: looked up
    /// from a dictionary of the cases of `x`'s enum when it is known (`[.all: "All", .done: "Done"][x] ?? x.rawValue`),
    /// else of every such case of the file (the name for the other enums' cases); then two
    /// enums giving one case name different raw values are refused here.
    mutating func rawValue(of base: SwiftExpr, nameRange: SourceRange, range: SourceRange, _ scope: Scope) -> Expr? {
        if case .member(let owner, let caseName, _) = base.kind, case .identifier(let typeName) = owner.kind,
           enumTypes[typeName] != nil, scope.substitutions[typeName] == nil, !scope.locals.contains(typeName),
           let raw = enumRawValues[typeName]?.first(where: { $0.name == caseName })?.raw {
            return value(raw, Scope()).map { $0.withRange(range) }  // `Filter.all.rawValue`
        }
        func plain(_ translator: inout Translator) -> Expr? {
            translator.value(base, scope).map { Expr(.member($0, name: "rawValue", nameRange: nameRange), range) }
        }
        let known = enumType(of: base, scope)
        let blocking: String? = if let known { enumsWithOtherRawValues.contains(known) ? known : nil } else { enumsWithOtherRawValues.first }
        if let blocking {
            notSupported("'rawValue' in a file whose enum '\(blocking)' has raw values viewsh cannot work out", at: nameRange,
                         hint: "give each case a literal String or Int raw value")
            return nil
        }
        if let known, enumRawValues[known] == nil { return plain(&self) }  // no raw values: viewsh's rawValue, the name
        guard known != nil || hasCustomRawValues else { return plain(&self) }
        let table: [(name: String, raw: Expr)]
        switch rawValueTable(known) {
        case .success(let entries)?: table = entries
        case .failure(let clash)?:
            notSupported("'rawValue' where the enums '\(clash.first)' and '\(clash.second)' give the case '\(clash.caseName)' different raw values",
                         at: nameRange, hint: "viewsh's cases have no types to tell which enum a value is; declare the value's type, or rename one case")
            return nil
        case nil: return nil
        }
        guard !table.isEmpty else { return plain(&self) }
        let entries = table.map { DictionaryElement(key: Expr(.implicitMember($0.name), range), value: $0.raw) }
        guard let lookedUp = value(base, scope), let named = value(base, scope) else { return nil }
        let lookup = Expr(.subscriptAccess(Expr(.dictionary(entries), range), arguments: [Argument(value: lookedUp)]), range)
        return Expr(.binary(.nilCoalescing, lookup, Expr(.member(named, name: "rawValue", nameRange: nameRange), range)), range)
    }

    /// `Filter(rawValue: s)`: the case whose raw value is `s`, or nil (`["All": .all, …][s]`).
    mutating func enumFromRawValue(_ enumName: String, _ argument: SwiftExpr, range: SourceRange, _ scope: Scope) -> Expr? {
        if enumsWithOtherRawValues.contains(enumName) {
            notSupported("'\(enumName)(rawValue:)' of an enum whose raw values viewsh cannot work out", at: range,
                         hint: "give each case a literal String or Int raw value")
            return nil
        }
        guard let table = enumRawValues[enumName] else { return nil }
        var entries: [DictionaryElement] = []
        for entry in table {
            guard let raw = value(entry.raw, Scope()) else { return nil }
            entries.append(DictionaryElement(key: raw, value: Expr(.implicitMember(entry.name), range)))
        }
        guard let key = value(argument, scope) else { return nil }
        return Expr(.subscriptAccess(Expr(.dictionary(entries), range), arguments: [Argument(value: key)]), range)
    }

    /// The enum `expr` is known to hold in `scope`, or nil when viewsh cannot tell: a property,
    /// state or parameter declared as the enum (or given one of its cases), a ForEach's element
    /// over `E.allCases`, a case (`E.a`, `.a` of one enum only), `self` in the enum's own
    /// properties, a computed property of the enum declared as an enum (`var next: E`, `Self`),
    /// a name bound to any of these, and any value whose declared type is the enum
    /// (Translator+DeclaredTypes: `task.priority` where `TaskItem` declares `var priority: Priority`).
    func enumType(of expr: SwiftExpr, _ scope: Scope, depth: Int = 0) -> String? {
        guard depth < 64 else { return nil }
        switch expr.kind {
        case .identifier(let name):
            if let known = scope.enumValues[name] { return known }
            if case .value(let bound, let boundScope)? = scope.substitutions[name] { return enumType(of: bound, boundScope, depth: depth + 1) }
            return enumName(of: scope.declaredTypes[name].flatMap(Self.unwrapped))
        case .implicitMember(let caseName):
            let owners = enums.filter { enumCaseNames($0).contains(caseName) }
            return owners.count == 1 ? owners.first : nil
        case .member(let base, let name, _):
            if case .identifier(let typeName) = base.kind, enumTypes[typeName] != nil, scope.substitutions[typeName] == nil,
               !scope.locals.contains(typeName) {
                return enumCaseNames(typeName).contains(name) ? typeName : nil
            }
            if case .identifier("self") = base.kind, scope.substitutions["self"] == nil {
                let members = scope.members  // not a closure parameter of that name
                return members.enumValues[name] ?? enumName(of: members.declaredTypes[name].flatMap(Self.unwrapped))
            }
            if let owner = enumType(of: base, scope, depth: depth + 1) {
                guard let variable = enumVariable(owner, name) else { return nil }
                return enumName(of: variable.type, selfType: owner)
            }
            // A field of a struct the declarations type (`task.priority`, TaskItem's `var priority: Priority`).
            return enumName(of: declaredType(of: expr, scope, depth: depth + 1).flatMap(Self.unwrapped))
        case .subscriptAccess:
            return enumName(of: declaredType(of: expr, scope, depth: depth + 1).flatMap(Self.unwrapped))
        case .forceUnwrap(let inner):
            return enumType(of: inner, scope, depth: depth + 1)
        case .ternary(_, let a, let b):
            let first = enumType(of: a, scope, depth: depth + 1)
            return first != nil && first == enumType(of: b, scope, depth: depth + 1) ? first : nil
        default:
            return nil
        }
    }

    /// The file's enum a type names (`Self` in `selfType`), nil for any other type.
    func enumName(of type: SwiftType?, selfType: String? = nil) -> String? {
        guard let name = type?.simpleName else { return nil }
        if name == "Self" { return selfType }
        return enumTypes[name] != nil && !ambiguousEnumNames.contains(name) ? name : nil
    }

    func enumCaseNames(_ enumName: String) -> [String] {
        var names: [String] = []
        for member in enumTypes[enumName]?.members ?? [] {
            if case .enumCase(let elements) = member.kind { names += elements.map(\.name.text) }
        }
        return names
    }

    /// The enum `E` of `E.allCases` (the data of a ForEach whose element is then an `E`).
    func allCasesEnum(_ expr: SwiftExpr, _ scope: Scope) -> String? {
        guard case .member(let base, "allCases", _) = expr.kind, case .identifier(let typeName) = base.kind,
              enumCases[typeName] != nil, scope.substitutions[typeName] == nil, !scope.locals.contains(typeName) else { return nil }
        return typeName
    }

    /// A view's properties declared as one of the file's enums (or given one of its cases).
    func enumHolders(of type: SwiftTypeDecl) -> [String: String] {
        var holders: [String: String] = [:]
        for member in type.members where !member.isStatic {
            guard case .variable(let variable) = member.kind, variable.isStored else { continue }
            var declared = variable.type
            if case .named(let components)? = declared?.kind, components.count == 1, components[0].name == "Binding",
               components[0].arguments.count == 1 {
                declared = components[0].arguments[0]
            }
            if let name = enumName(of: declared) ?? variable.initializer.flatMap({ enumType(of: $0, Scope()) }) {
                holders[variable.name.text] = name
            }
        }
        return holders
    }

    /// A computed property `name` of the enum (a value, not a view).
    func enumVariable(_ enumName: String, _ name: String) -> SwiftVariableDecl? {
        for member in enumTypes[enumName]?.members ?? [] {
            guard case .variable(let variable) = member.kind, variable.name.text == name, !member.isStatic,
                  case .getter? = variable.accessors,
                  variable.type?.simpleName == "Color" || !Self.isViewType(variable.type) else { continue }
            return variable
        }
        return nil
    }

    /// The enums of the file that compute `name`, for `x.name` whose receiver's enum is not known.
    func enumsComputing(_ name: String) -> [String] {
        enumTypes.keys.sorted().filter { enumVariable($0, name) != nil }
    }

    /// `filter.title` where `Filter` computes `title`: the getter inlined with `self` read as
    /// `filter` (so `switch self` tests it), and `rawValue` and the enum's other computed
    /// properties named bare read on it.
    mutating func enumProperty(_ base: SwiftExpr, _ enumName: String, _ name: String, _ getter: [SwiftStmt],
                               range: SourceRange, _ scope: Scope) -> Expr? {
        var bodyScope = Scope(typeName: enumName)
        bodyScope.substitutions["self"] = .value(base, scope)
        var members = ["rawValue"]
        for member in enumTypes[enumName]?.members ?? [] {
            if case .variable(let variable) = member.kind, !member.isStatic { members.append(variable.name.text) }
        }
        for member in members {
            bodyScope.substitutions[member] = .value(SwiftExpr(.member(base, name: member, nameRange: range), range), scope)
        }
        guard let (result, resultScope) = Self.valueBody(getter, in: bodyScope) else {
            notSupported("a computed property with statements ('\(enumName).\(name)') used as a value", at: range,
                         hint: Self.valueBodyHint("computed property"))
            return nil
        }
        // Keyed by the receiver's place too: `e.next.next` expands `next` inside `next` (its
        // receiver), which is not recursion; `p` reading `q` reading `p` on one receiver is.
        let key = "\(enumName).\(name)@\(base.range.start)-\(base.range.end)"
        return expanding(enumName + "." + name, key: key, at: range) { $0.value(result, resultScope) }
    }
}
