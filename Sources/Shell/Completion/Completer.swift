import Foundation
import ViewEngine

/// Tab completion as a pure function of the line up to the cursor and the session's
/// document: commands, view and modifier names, keys, states, node addresses, options and
/// file names. The line editor only inserts what this returns.
///
/// A command's arguments are words split like a shell (`load examples/card.vsh`, `remove 0.1`),
/// so the word being completed runs back to the last whitespace. In the language (views,
/// modifiers, definitions, and the view arguments of `insert`, `replace`, `modify` …) it is the
/// token before the cursor: `.name` (a modifier, or an implicit member inside parentheses),
/// `#id`, `\.key`, `$state`, or a plain name. After `proxy.` (member access) nothing completes.
struct Completer {
    let document: Document
    let workingDirectory: String

    struct Result: Equatable {
        var candidates: [String]
        /// How many characters before the cursor the candidates replace.
        var replacing: Int
    }

    func complete(_ line: String) -> Result {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let endsInSpace = line.last?.isWhitespace ?? true
        let position = endsInSpace ? words.count : words.count - 1
        let shellWord = endsInSpace ? "" : words.last ?? ""
        let current: String
        let candidates: [String]
        if let command = words.first.flatMap(CommandTable.command), position > 0, command.name != "state" {
            let kinds = command.completions
            let kind: CompletionKind? = position - 1 < kinds.count ? kinds[position - 1]
                : kinds.last.flatMap { [.view, .modifier, .state].contains($0) ? .view : nil }
            switch kind {
            case nil:
                return Result(candidates: [], replacing: 0)
            case .view?, .modifier?:
                guard let token = languageToken(line) else { return Result(candidates: [], replacing: 0) }
                current = token
                candidates = languageNames(token, line: line)
            case let kind?:
                current = shellWord
                candidates = names(for: kind, current: shellWord, words: words)
            }
        } else {
            guard let token = languageToken(line) else { return Result(candidates: [], replacing: 0) }
            current = token
            if position == 0 && token == shellWord {
                candidates = CommandTable.names + ViewCatalog.keywords + document.definitions.names(of: .view)
                    + document.definitions.names(of: .layout) + Definition.Kind.allCases.map(\.rawValue) + ["root"]
            } else {
                candidates = languageNames(token, line: line)
            }
        }
        let matches = Array(Set(candidates.filter { $0.hasPrefix(current) && !$0.isEmpty })).sorted()
        return Result(candidates: matches, replacing: current.count)
    }

    /// The language token being typed at the end of `line`: a name with what introduces it
    /// (`.`, `\.`, `#`, `$`), or nil after member access (`proxy.si`), which completes nothing.
    func languageToken(_ line: String) -> String? {
        func isNameCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var start = line.endIndex
        while start > line.startIndex, isNameCharacter(line[line.index(before: start)]) {
            start = line.index(before: start)
        }
        let name = line[start...]
        guard start > line.startIndex else { return String(name) }
        let before = line[line.index(before: start)]
        switch before {
        case "#", "$":
            return String(before) + name
        case ".":
            let dot = line.index(before: start)
            guard dot > line.startIndex else { return "." + name }
            let beforeDot = line[line.index(before: dot)]
            if beforeDot == "\\" { return "\\." + name }
            if isNameCharacter(beforeDot) {
                // Member access (`proxy.size`) completes nothing, but after an implicit member
                // (`color .red.fr`) the dot starts a modifier, as the parser reads it.
                var base = dot
                while base > line.startIndex, isNameCharacter(line[line.index(before: base)]) { base = line.index(before: base) }
                guard base > line.startIndex, line[line.index(before: base)] == "." else { return nil }
                let baseDot = line.index(before: base)
                guard baseDot == line.startIndex || !isNameCharacter(line[line.index(before: baseDot)]) && line[line.index(before: baseDot)] != "\\"
                else { return nil }  // `\.font.si`: a key path's member
                return "." + name
            }
            return "." + name
        default:
            return String(name)
        }
    }

    func names(for kind: CompletionKind, current: String, words: [String]) -> [String] {
        switch kind {
        case .node: return addresses()
        case .file: return files(current)
        case .option: return OptionTable.all.map(\.name) + ShellSettings.specs.map(\.name)
        case .device: return DevicePreset.all.map(\.name)
        case .optionValue:
            // Placeholders such as `number,number` are shown by `option`, not completed.
            guard words.count > 1 else { return [] }
            return (OptionTable.spec(words[1])?.values ?? ShellSettings.spec(words[1])?.values ?? []).filter { !$0.contains("number") }
        case .command: return CommandTable.names
        case .exportFormat: return PictureCommands.exportFormats
        case .keyOrNode: return document.definitions.names(of: .key) + addresses()
        case .state: return document.definitions.names(of: .state)
        case .helpTopic: return HelpCommand.topics(document.definitions)
        case .definitionKind: return Definition.Kind.allCases.map(\.rawValue) + document.definitions.order
        case .view, .modifier: return languageNames(current, line: words.joined(separator: " "))
        }
    }

    func languageNames(_ current: String, line: String) -> [String] {
        let definitions = document.definitions
        if current.hasPrefix("\\.") {
            return (EnvironmentCatalog.names + definitions.names(of: .envkey)).map { "\\." + $0 }
        }
        if current.hasPrefix(".") {
            let openParens = line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
            if openParens > 0 {
                let members = GeometryNames.alignments + GeometryNames.verticalGuides + GeometryNames.edges
                    + definitions.names(of: .alignment) + ["infinity", "fit", "fill"]
                return members.map { "." + $0 }
            }
            return (ModifierCatalog.names + definitions.names(of: .modifier)).map { "." + $0 }
        }
        if current.hasPrefix("#") { return addresses().filter { $0.hasPrefix("#") } }
        if current.hasPrefix("$") { return definitions.names(of: .state).map { "$" + $0 } }
        let previous = Self.previousWord(of: line, before: current)
        if previous == "color" {  // a colour, or a value that names one
            return GeometryNames.colors + definitions.names(of: .state) + definitions.names(of: .envkey)
        }
        let views = ViewCatalog.keywords + definitions.names(of: .view) + definitions.names(of: .layout)
        let values = definitions.names(of: .state) + definitions.names(of: .key) + definitions.names(of: .envkey)
        let openParens = line.filter { $0 == "(" }.count - line.filter { $0 == ")" }.count
        if openParens > 0 { return views + values }  // an argument: a value, or a view (`.background(text …)`)
        if let previous, Self.startsAValue(previous, line: line) { return values }
        return views  // where a view goes: never a colour or a state
    }

    /// Whether the word before the cursor makes it a value's place: an operand (`text`, `if`,
    /// `foreach`, `image`), after an operator, or after `=` except in `view Name =` and `root =`.
    static func startsAValue(_ previous: Substring, line: String) -> Bool {
        if ["text", "if", "foreach", "image"].contains(previous) { return true }
        if previous == "=" {
            let first = line.split(whereSeparator: \.isWhitespace).first
            return first != "view" && first != "root"
        }
        let operators: Set<Substring> = ["==", "!=", "~=", "<=", ">=", "+", "-", "*", "/", "%", "&&", "||", "??", "?", ":", "...", "..<", "!"]
        return operators.contains(previous)
    }

    /// The whitespace-separated word before `current` at the end of `line`.
    static func previousWord(of line: String, before current: String) -> Substring? {
        let head = line.dropLast(current.count)
        guard head.last?.isWhitespace == true else { return nil }
        return head.split(whereSeparator: \.isWhitespace).last
    }

    /// Every node path reachable from the root, and every `#id`.
    func addresses() -> [String] {
        let tree = document.tree
        var result: [String] = []
        for id in tree.nodes(reachableFrom: tree.root) {
            if let path = tree.path(of: id) { result.append(Address.format(path)) }
            if let name = tree[id].idName { result.append("#" + name) }
        }
        return result
    }

    /// Entries of the folder `current` names (relative to the working directory, absolute, or
    /// under `~/`), written with `current`'s folder part; folders end in `/`. Hidden entries
    /// only when `current`'s last part starts with a dot.
    func files(_ current: String) -> [String] {
        let directoryPart = current.contains("/") ? String(current[...current.lastIndex(of: "/")!]) : ""
        let directory: String
        if directoryPart.hasPrefix("/") {
            directory = directoryPart
        } else if directoryPart.hasPrefix("~/") {
            guard let home = ProcessInfo.processInfo.environment["HOME"] else { return [] }
            directory = home + directoryPart.dropFirst(1)
        } else {
            directory = (workingDirectory as NSString).appendingPathComponent(directoryPart)
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return entries.filter { !$0.hasPrefix(".") || current.hasPrefix(directoryPart + ".") }.map { entry in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (directory as NSString).appendingPathComponent(entry), isDirectory: &isDirectory)
            return directoryPart + entry + (isDirectory.boolValue ? "/" : "")
        }
    }
}

extension Session {
    /// Candidates for Tab at the end of `lineUpToCursor`, and how many characters they replace.
    /// `lineUpToCursor` may hold earlier lines of an unfinished statement (joined with `\n`), so
    /// that a continuation line is completed as part of its statement.
    public func completions(for lineUpToCursor: String) -> (candidates: [String], replacing: Int) {
        let result = Completer(document: document, workingDirectory: configuration.workingDirectory).complete(lineUpToCursor)
        return (result.candidates, result.replacing)
    }
}
