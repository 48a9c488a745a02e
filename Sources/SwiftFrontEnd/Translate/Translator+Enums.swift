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

    /// An enum: its name, its cases when it is CaseIterable (`Flavor.allCases`), and its raw
    /// values when they are not its case names: a `String` raw type's implicit value is the
    /// case's name, an integer raw type's is one more than the case before (0 first), as Swift
    /// gives them. Raw values viewsh cannot work out (another raw type without explicit values,
    /// a value that is not a literal) leave the enum in `enumsWithOtherRawValues`.
    mutating func collectEnum(_ type: SwiftTypeDecl, name: String) {
        enums.insert(name)
        enumTypes[name] = type
        var cases: [SwiftEnumCaseElement] = []
        for member in type.members {
            if case .enumCase(let elements) = member.kind { cases += elements }
        }
        if type.conforms(to: "CaseIterable"), cases.allSatisfy({ $0.associatedValues == nil }) {
            enumCases[name] = cases.map(\.name.text)
        }
        let rawType = type.inherited.compactMap(\.simpleName).first { !Self.enumProtocols.contains($0) }
        guard rawType != nil || cases.contains(where: { $0.rawValue != nil }) else { return }
        guard let rawValues = Self.rawValues(cases, rawType: rawType) else {
            enumsWithOtherRawValues.append(name)
            return
        }
        enumRawValues[name] = rawValues
    }

    /// Whether a case of the file has a raw value other than its name.
    var hasCustomRawValues: Bool {
        enumRawValues.values.contains { elements in elements.contains { !Self.isName($0.raw, of: $0.name) } }
    }

    /// Whether a raw value is the string of the case's name (what viewsh's `rawValue` reads).
    static func isName(_ raw: SwiftExpr, of name: String) -> Bool {
        guard case .string(let parts) = raw.kind, parts.count == 1, case .literal(let text) = parts[0] else { return false }
        return text == name
    }

    /// Each case's raw value as a literal, or nil when one cannot be worked out.
    static func rawValues(_ cases: [SwiftEnumCaseElement], rawType: String?) -> [(name: String, raw: SwiftExpr)]? {
        var result: [(name: String, raw: SwiftExpr)] = []
        var next: Int? = 0
        for element in cases {
            let range = element.name.range
            if let raw = element.rawValue {
                switch raw.kind {
                case .string(let parts) where rawType == "String" || rawType == "Character" || rawType == nil:
                    guard parts.allSatisfy({ if case .literal = $0 { true } else { false } }) else { return nil }
                    next = nil
                case .integer(let text) where rawType.map(integerRawTypes.contains) ?? true:
                    next = Int(text.filter { $0 != "_" }).flatMap { $0 < Int.max ? $0 + 1 : nil }
                case .prefix("-", let inner) where rawType.map(integerRawTypes.contains) ?? true:
                    guard case .integer(let text) = inner.kind else { return nil }
                    next = Int(text.filter { $0 != "_" }).map { 1 - $0 }
                default:
                    return nil
                }
                result.append((element.name.text, raw))
            } else if rawType == "String" {
                result.append((element.name.text, SwiftExpr(.string([.literal(element.name.text)]), range)))
            } else if let value = next, let rawType, integerRawTypes.contains(rawType) {
                // An integer raw type counts on from the case before (a huge one stops: no value).
                result.append((element.name.text, SwiftExpr(.integer(String(value)), range)))
                next = value < Int.max ? value + 1 : nil
            } else {
                return nil
            }
        }
        return result
    }

    /// `x.rawValue` in a file whose enums have raw values other than their names: looked up
    /// from a dictionary of every such case (`[.all: "All", .done: "Done"][x] ?? x.rawValue`, the
    /// name for the other enums' cases). viewsh cannot tell which enum `x` is, so two enums
    /// giving one case name different raw values are refused here.
    mutating func rawValue(of base: SwiftExpr, nameRange: SourceRange, range: SourceRange, _ scope: Scope) -> Expr? {
        if let other = enumsWithOtherRawValues.first {
            notSupported("'rawValue' in a file whose enum '\(other)' has raw values viewsh cannot work out", at: nameRange,
                         hint: "give each case a literal String or Int raw value")
            return nil
        }
        guard hasCustomRawValues else { return nil }
        if case .member(let owner, let caseName, _) = base.kind, case .identifier(let typeName) = owner.kind,
           let raw = enumRawValues[typeName]?.first(where: { $0.name == caseName })?.raw {
            return value(raw, Scope()).map { $0.withRange(range) }  // `Filter.all.rawValue`
        }
        var table: [(name: String, raw: SwiftExpr, enumName: String)] = []
        for enumName in enumRawValues.keys.sorted() {
            for element in enumRawValues[enumName]! {
                if let clash = table.first(where: { $0.name == element.name }), clash.raw.kind != element.raw.kind {
                    notSupported("'rawValue' where the enums '\(clash.enumName)' and '\(enumName)' give the case '\(element.name)' different raw values",
                                 at: nameRange, hint: "viewsh's cases have no types to tell which enum a value is; rename one case")
                    return nil
                }
                table.append((element.name, element.raw, enumName))
            }
        }
        var entries: [DictionaryElement] = []
        for entry in table where !Self.isName(entry.raw, of: entry.name) {  // the rest read their names
            guard let raw = value(entry.raw, Scope()) else { return nil }
            entries.append(DictionaryElement(key: Expr(.implicitMember(entry.name), range), value: raw))
        }
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

    /// The one enum with a computed property `name` that is a value (not a view), and nothing else
    /// of the file that could be meant by `x.name`: a model struct's or class's member, a tuple
    /// label, a member viewsh's own values have. A view's properties do not count: they are read
    /// bare or as `self.x`, not on a value.
    func enumComputedProperty(_ name: String) -> (String, [SwiftStmt])? {
        guard !Self.builtinMemberNames.contains(name), !recordMemberNames.contains(name) else { return nil }
        var found: (String, [SwiftStmt])?
        for (enumName, type) in enumTypes {
            for member in type.members {
                guard case .variable(let variable) = member.kind, variable.name.text == name, !member.isStatic,
                      case .getter(let body)? = variable.accessors,
                      variable.type?.simpleName == "Color" || !Self.isViewType(variable.type) else { continue }
                if found != nil { return nil }
                found = (enumName, body)
            }
        }
        return found
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
