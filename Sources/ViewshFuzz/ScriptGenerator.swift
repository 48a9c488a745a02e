import Shell
import ViewEngine

/// Random *valid* viewsh scripts, for fuzzing and property tests: definitions of every kind,
/// nested views with modifiers, edits, undo/redo, `set`, `option`, `propose` and every command.
/// Structure-aware generation is what finds bugs here (issue 10: byte-level fuzzing ran an hour
/// without finding what this found in 98 seconds), so the statements parse and mostly make sense.
///
/// Data-driven: views come from `ViewCatalog.all`, modifiers from `ModifierCatalog.all` (argument
/// kinds from their signatures), commands from the command table's usage lines, options from
/// `OptionTable.all` — a view, modifier, command or option added there is fuzzed without a change
/// here. Numbers are often hostile: 0, −0, negative, tiny, huge, ±∞, NaN, 1e308, Int boundaries.
public struct ScriptGenerator {
    public var random: FuzzRandom
    /// How often a number is a hostile one (0…1).
    public var hostility: Double
    /// A folder for `save`, `load`, `export`, `record` (nil: file commands are left out).
    public var directory: String?

    enum Kind: CaseIterable { case number, string, bool, numberList, optionalString }

    var states: [(name: String, kind: Kind)] = []
    var keys: [String] = ["HeightKey", "MaxWidthKey"]
    var listKeys: [String] = []
    var envkeys: [(name: String, kind: Kind)] = []
    var alignments: [(name: String, horizontal: Bool)] = []
    var views: [(name: String, parameters: [(name: String, kind: Kind)])] = []
    var modifiers: [(name: String, parameters: [String])] = []
    var counter = 0
    /// How deep the view being written is (keeps statements small).
    var depth = 0

    public init(seed: UInt64, hostility: Double = 0.2, directory: String? = nil) {
        random = FuzzRandom(seed: seed)
        self.hostility = hostility
        self.directory = directory
    }

    /// A session: a few definitions and a root, then statements of every kind.
    public mutating func session(statements count: Int, commands: Bool = true) -> [String] {
        var lines: [String] = []
        for _ in 0..<(1 + random.below(4)) { lines.append(definition()) }
        lines.append(view())
        while lines.count < count { lines.append(commands ? statement() : sessionEdit()) }
        return lines
    }

    /// Any statement: a definition, a root view, or a command.
    public mutating func statement() -> String {
        switch random.below(10) {
        case 0, 1: return definition()
        case 2: return view()
        default: return command()
        }
    }

    /// What the save/load property test uses: definitions, views, edits, undo/redo, set, option, propose.
    public mutating func sessionEdit() -> String {
        switch random.below(12) {
        case 0, 1: return definition()
        case 2: return view()
        case 3: return "undo"
        case 4: return "redo"
        case 5, 6: return set() ?? definition()
        case 7: return option()
        case 8: return random.chance(0.8) ? propose() : command(named: "device")
        default: return command(named: random.pick(["insert", "append", "remove", "replace", "modify"]))
        }
    }

    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return prefix + String(counter)
    }

    // MARK: - numbers and values

    static let tameNumbers = ["0", "1", "2", "4", "8", "10", "16", "20", "44", "100", "320.125", "0.5", "390", "1.5", "12.75"]
    static let hostileNumbers = [
        "-0", "-0.0", "-1", "-100", "1e-300", "5e-324", "1e300", "1e308", "-1e308", ".infinity", "-.infinity", "(0/0)",
        "9223372036854775807", "9223372036854775808", "-9223372036854775809", "2147483648", "4294967296", "1e15",
        "0.1", "1e-7", "123456789.123", "-1e-30",
    ]

    mutating func numberLiteral() -> String {
        random.chance(hostility) ? random.pick(Self.hostileNumbers) : random.pick(Self.tameNumbers)
    }

    /// A number: a literal, a number state, a subscript or count of a list, or a little arithmetic.
    mutating func number() -> String {
        let numberStates = states.filter { $0.kind == .number }.map(\.name)
        let lists = states.filter { $0.kind == .numberList }.map(\.name)
        switch random.below(10) {
        case 0 where !numberStates.isEmpty: return random.pick(numberStates)
        case 1 where !numberStates.isEmpty: return "\(random.pick(numberStates)) + \(numberLiteral())"
        case 2: return "max(\(numberLiteral()), \(numberLiteral()))"
        case 3 where !lists.isEmpty: return "\(random.pick(lists))[\(numberLiteral())]"
        case 4 where !lists.isEmpty: return "\(random.pick(lists)).count"
        case 5: return "[\(numberLiteral()), \(numberLiteral())][\(random.pick(["0", "1", numberLiteral()]))]"
        case 6: return "(\(bool()) ? \(numberLiteral()) : \(numberLiteral()))"
        case 7: return random.pick(["abs", "round", "floor", "ceil", "sqrt"]) + "(\(numberLiteral()))"
        case 8 where random.chance(0.5): return dictionaryLookup()
        default: return numberLiteral()
        }
    }

    /// A dictionary built and read in one expression: a literal (perhaps with a key twice),
    /// merged, filtered or mapped, then looked up (perhaps a missing key, perhaps a default).
    mutating func dictionaryLookup() -> String {
        let entries = (0..<random.below(4)).map { _ in "\(random.pick(["0", "1", "2", numberLiteral()])): \(numberLiteral())" }
        var dictionary = entries.isEmpty ? "[:]" : "[" + entries.joined(separator: ", ") + "]"
        switch random.below(4) {
        case 0: dictionary += ".merging([1: \(numberLiteral())]) { \(random.pick(["$0", "$1", "$0 + $1"])) }"
        case 1: dictionary += ".filter { $0.value > \(numberLiteral()) }"
        case 2: dictionary += ".mapValues { $0 * 2 }"
        default: break
        }
        let key = random.pick(["0", "1", "2", numberLiteral()])
        return random.chance(0.5) ? "(\(dictionary)[\(key)] ?? 0)" : "\(dictionary)[\(key), default: \(numberLiteral())]"
    }

    mutating func string() -> String {
        let strings = states.filter { $0.kind == .string }.map(\.name)
        switch random.below(6) {
        case 0 where !strings.isEmpty: return random.pick(strings)
        case 1: return "\"\\(\(number()))\""
        case 3 where random.chance(0.4):
            // String(format:) with a conversion that may not fit its argument (an error, not garbage).
            let conversion = random.pick(["%d", "%.2f", "%@", "%5.1f%%", "%x", "%e", "%-6s|", "%06.2f", "%n", "%1$@", "%999f", "%"])
            let arguments = (0..<random.below(3)).map { _ in random.chance(0.7) ? number() : string() }
            return "String(format: \"\(conversion) \(conversion)\"" + arguments.map { ", " + $0 }.joined() + ")"
        case 4 where random.chance(0.4):
            // A number format style (Foundation's, en_US), sometimes one it refuses.
            let style = random.pick([".number", ".percent", ".currency(code: \"USD\")", ".currency(code: \"U\")", ".number.precision(.fractionLength(2))",
                                     ".percent.precision(.significantDigits(0...3))", ".number.grouping(.never).notation(.compactName)",
                                     ".number.precision(.fractionLength(99))", ".currency(code: \"EUR\").notation(.scientific)", ".leading", ""])
            return "(\(number())).formatted(\(style))"
        case 2: return "\"" + String(repeating: "word ", count: 1 + random.below(random.chance(hostility) ? 200 : 6)) + "\""
        default: return random.pick(["\"Brew\"", "\"4 min\"", "\"\"", "\"a b c\"", "\"tab\\tnew\\nline\"", "\"é🙂\"", "\"\\\"q\\\"\""])
        }
    }

    mutating func bool() -> String {
        let bools = states.filter { $0.kind == .bool }.map(\.name)
        if !bools.isEmpty, random.chance(0.4) { return random.pick(bools) }
        return random.pick(["true", "false", "1 < 2", "!false"])
    }

    mutating func value(_ kind: Kind) -> String {
        switch kind {
        case .number: return number()
        case .string: return string()
        case .bool: return bool()
        case .numberList: return "[" + (0..<random.below(4)).map { _ in numberLiteral() }.joined(separator: ", ") + "]"
        case .optionalString: return random.chance(0.3) ? "nil" : string()
        }
    }

    // MARK: - definitions

    public mutating func definition() -> String {
        switch random.below(7) {
        case 0, 1:
            let name = fresh("s")
            let kind = random.pick(Kind.allCases)
            let others = states.map(\.name)
            states.append((name, kind))
            switch kind {
            case .number:
                if !others.isEmpty, random.chance(0.2), let n = states.first(where: { $0.kind == .number && $0.name != name }) {
                    return "state \(name): CGFloat = \(n.name) * 2"
                }
                return "state \(name): CGFloat = \(numberLiteral())"
            case .string:
                if let n = states.first(where: { $0.kind == .number && $0.name != name }), random.chance(0.3) {
                    return "state \(name) = \"\\(\(n.name))\""
                }
                return "state \(name) = \(string())"
            case .bool: return "state \(name): Bool = \(random.pick(["true", "false"]))"
            case .numberList: return "state \(name): [CGFloat] = \(value(.numberList))"
            case .optionalString: return "state \(name): String?"
            }
        case 2:
            if random.chance(0.3) {
                let name = fresh("L")
                listKeys.append(name)
                return "key \(name): [String] = [] reduce append"
            }
            let name = fresh("K")
            keys.append(name)
            let reducer = random.chance(0.3) ? "{ value in value = max(value, nextValue()) }"
                : "reduce " + random.pick(["max", "min", "sum", "first", "last"])
            return "key \(name): CGFloat = \(numberLiteral()) \(reducer)"
        case 3:
            let name = fresh("e")
            let kind: Kind = random.chance(0.5) ? .number : .string
            envkeys.append((name, kind))
            return kind == .number ? "envkey \(name): CGFloat = \(number())" : "envkey \(name) = \(string())"
        case 4:
            let name = fresh("a")
            let horizontal = random.chance(0.5)
            alignments.append((name, horizontal))
            let edge = horizontal ? random.pick(["leading", "trailing", "center"]) : random.pick(["top", "bottom", "center"])
            return "alignment \(name): \(horizontal ? "horizontal" : "vertical") { d in d[.\(edge)] }"
        case 5:
            let name = fresh("m")
            let takesParameter = random.chance(0.5)
            let parameter = takesParameter ? ["p"] : []
            depth += 1
            let body = (0..<(1 + random.below(2))).map { _ in modifier(parameterNumber: takesParameter ? "p" : nil) }.joined(separator: " ")
            depth -= 1
            modifiers.append((name, parameter))
            return "modifier \(name)\(takesParameter ? "(p: CGFloat = \(numberLiteral()))" : "") = \(body)"
        default:
            let name = fresh("V")
            var parameters: [(String, Kind)] = []
            if random.chance(0.5) { parameters.append(("t", .string)) }
            if random.chance(0.3) { parameters.append(("w", .number)) }
            let saved = states
            for (parameter, kind) in parameters { states.append((parameter, kind)) }
            depth += 1
            let body = view()
            depth -= 1
            states = saved
            views.append((name, parameters))
            let list = parameters.map { name, kind in kind == .string ? "\(name): String = \"x\"" : "\(name): CGFloat = 10" }
            return "view \(name)\(list.isEmpty ? "" : "(" + list.joined(separator: ", ") + ")") = \(body)"
        }
    }

    mutating func set() -> String? {
        guard let state = states.isEmpty ? nil : random.pick(states) else { return nil }
        switch state.kind {
        case .numberList where random.chance(0.3):
            return "set \(state.name) = \(state.name) + \(value(.numberList))"
        default:
            return "set \(state.name) = \(value(state.kind))"
        }
    }

    mutating func option() -> String {
        let spec = random.pick(OptionTable.all)
        if spec.isNumeric { return "option \(spec.name) \(random.chance(hostility) ? random.pick(["0", "-3", "1e308", "0.001", "1000000", "1e-9"]) : random.pick(["0", "4", "7.5", "12", "0.001"]))" }
        return "option \(spec.name) \(random.pick(spec.values))"
    }

    mutating func propose() -> String {
        func side() -> String { random.pick(["390", "844", "0", "nil", "inf", "320.125", "1.5e20", "0.001", "1e308", "100", "-5"]) }
        return "propose \(side())x\(side())"
    }
}
