import Shell
import ViewEngine

extension ScriptGenerator {
    /// A command from the command table, written from its usage line (`insert <node> <view>`,
    /// `layout [node] [--json]`): each placeholder filled with something of its kind, optional parts
    /// sometimes, one of the `|` alternatives. A command added to the table is fuzzed as it is.
    public mutating func command() -> String {
        var usages = Session.commandUsages
        if directory == nil { usages.removeAll { ["save", "load", "record", "export"].contains($0.name) } }
        usages.removeAll { $0.name == "quit" && !random.chance(0.05) }
        return command(named: random.pick(usages).name)
    }

    mutating func command(named name: String) -> String {
        guard let usage = Session.commandUsages.first(where: { $0.name == name })?.usage else { return name }
        if name == "set", let set = set() { return set }
        if name == "option" { return random.chance(0.8) ? option() : "option" }
        if name == "propose" { return propose() }
        if name == "device" { return random.chance(0.9) ? "device " + random.pick(DevicePreset.all).name : "device" }
        let alternatives = usage.components(separatedBy: " | ")
        return fill(random.pick(alternatives))
    }

    /// Fills a usage line's words: `<x>` placeholders, `[…]` optional groups, literal words.
    mutating func fill(_ usage: String) -> String {
        var out: [String] = []
        var index = usage.startIndex
        while index < usage.endIndex {
            let c = usage[index]
            if c == " " {
                index = usage.index(after: index)
            } else if c == "[" {
                let end = matching(usage, from: index, open: "[", close: "]")
                let inner = String(usage[usage.index(after: index)..<end])
                if random.chance(0.5) { out.append(fill(inner)) }
                index = usage.index(after: end)
            } else {
                let end = usage[index...].firstIndex(of: " ") ?? usage.endIndex
                out.append(word(String(usage[index..<end])))
                index = end
            }
        }
        return out.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func matching(_ text: String, from start: String.Index, open: Character, close: Character) -> String.Index {
        var depth = 0
        var index = start
        while index < text.endIndex {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
            index = text.index(after: index)
        }
        return text.index(before: text.endIndex)
    }

    /// One word of a usage line: a placeholder filled, or the literal word (`svg`, `drop`, `off`, `=`).
    mutating func word(_ word: String) -> String {
        guard word.hasPrefix("<") || word.contains("|") else { return word }
        if word.contains("|") { return self.word(random.pick(word.components(separatedBy: "|"))) }
        switch word.trimmingCharacters(in: CharacterSet(charactersIn: "<>")) {
        case "node": return address()
        case "view": return view()
        case "modifiers": return (0..<(1 + random.below(2))).map { _ in modifier(parameterNumber: nil) }.joined(separator: " ")
        case "file": return file()
        case "state": return states.isEmpty ? "s1" : random.pick(states).name
        case "value": return number()
        case "n": return random.pick(["1", "2", "3", "0", "-1", "1001", "9223372036854775808"])
        case "Key": return random.pick(keys + listKeys)
        case "topic", "kind": return random.pick(Session.commandUsages.map(\.name) + ["views", "modifiers", "state", "key"])
        case "name": return random.pick(keys + states.map(\.name) + ["zstackSize"])
        case ".name": return "." + random.pick(["padding", "frame", "background", "id"])
        default: return random.pick(["0", "x", "1"])
        }
    }

    mutating func address() -> String {
        if random.chance(0.1) { return random.pick(["#title", "#footer", "0.0.0[0]", "0.bg", "1", "0.9.9"]) }
        return (0..<random.below(3)).reduce("0") { path, _ in path + "." + String(random.below(3)) }
    }

    mutating func file() -> String {
        guard let directory else { return "x.vsh" }
        switch random.below(8) {
        case 0: return directory + "/out-"
        case 1: return directory + "/\"quoted name\".vsh"
        default: return directory + "/" + random.pick(["a.vsh", "b.vsh", "a.svg", "t.transcript"])
        }
    }
}

import Foundation
