import Foundation
import ViewEngine

/// Tab completion as a pure function of the line up to the cursor and the session's
/// document: commands, view and modifier names, keys, states, node addresses, options and
/// file names. The line editor only inserts what this returns.
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
        let current = endsInSpace ? "" : currentWord(line)
        let position = endsInSpace ? words.count : words.count - 1
        let candidates: [String]
        if let command = words.first.flatMap(CommandTable.command), position > 0, !(command.name == "state" && position > 0) {
            let kind = position - 1 < command.completions.count ? command.completions[position - 1] : command.completions.last
            candidates = names(for: kind, current: current, words: words)
        } else if position == 0 {
            candidates = CommandTable.names + ViewCatalog.keywords + document.definitions.names(of: .view)
                + ["key", "state", "envkey", "alignment", "modifier", "view", "root"]
        } else {
            candidates = languageNames(current, line: line)
        }
        let matches = Array(Set(candidates.filter { $0.hasPrefix(current) && $0 != "" })).sorted()
        return Result(candidates: matches, replacing: current.count)
    }

    /// The word being typed: back to whitespace or punctuation that starts a new token.
    func currentWord(_ line: String) -> String {
        var word = ""
        for character in line.reversed() {
            if character.isWhitespace || "(<[{,:=!+*/?".contains(character) { break }
            word.insert(character, at: word.startIndex)
            if character == "." || character == "#" || character == "\\" {
                if word.count > 1, word.first == "." { break }
            }
        }
        // `proxy.size` completes nothing; `.pad` and `#ti` and `\.fo` do.
        if let dot = word.dropFirst().lastIndex(of: "."), word.first != "#", !word.hasPrefix("\\") {
            return String(word[dot...])
        }
        return word
    }

    func names(for kind: CompletionKind?, current: String, words: [String]) -> [String] {
        switch kind {
        case .node?: return addresses()
        case .file?: return files(current)
        case .option?: return OptionTable.all.map(\.name)
        case .optionValue?:
            return words.count > 1 ? OptionTable.spec(words[1])?.values ?? [] : []
        case .command?: return CommandTable.names
        case .state?: return document.definitions.names(of: .state)
        case .helpTopic?:
            return CommandTable.names + ["views", "modifiers", "language"] + ViewCatalog.keywords
                + ModifierCatalog.names.map { "." + $0 }
        case .definitionKind?: return Definition.Kind.allCases.map(\.rawValue) + document.definitions.order
        case .view?, .modifier?, nil: return languageNames(current, line: words.joined(separator: " "))
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
        return ViewCatalog.keywords + definitions.names(of: .view) + definitions.names(of: .state)
            + definitions.names(of: .key) + GeometryNames.colors
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

    func files(_ current: String) -> [String] {
        let directoryPart = current.contains("/") ? String(current[...current.lastIndex(of: "/")!]) : ""
        let directory = directoryPart.hasPrefix("/") ? directoryPart
            : (workingDirectory as NSString).appendingPathComponent(directoryPart)
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
    public func completions(for lineUpToCursor: String) -> (candidates: [String], replacing: Int) {
        let result = Completer(document: document, workingDirectory: configuration.workingDirectory).complete(lineUpToCursor)
        return (result.candidates, result.replacing)
    }
}
