/// `Docs/Semantics.md`, built into the binary, by section: what `help §2.3` prints and what
/// every `§` in help and `why` refers to.
enum SemanticsSections {
    static let text = String(decoding: PackageResources.Semantics_md, as: UTF8.self)

    /// `§2.3` (or `2.3`): the section with that number, from its heading to the next heading
    /// of the same or a higher level; nil when there is none.
    static func section(_ topic: String) -> String? {
        let number = topic.hasPrefix("§") ? String(topic.dropFirst()) : topic
        guard !number.isEmpty, number.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { heading($0)?.number == number }), let level = heading(lines[start])?.level else {
            return nil
        }
        var end = start + 1
        while end < lines.count, (heading(lines[end])?.level).map({ $0 > level }) ?? true { end += 1 }
        var section = lines[start..<end].map(String.init)
        while section.last?.allSatisfy({ $0.isWhitespace || $0 == "-" }) == true { section.removeLast() }
        return section.joined(separator: "\n") + "\n"
    }

    /// `## §2 Modifiers` → (2, "2"); `### §2.3 frame…` → (3, "2.3").
    static func heading(_ line: Substring) -> (level: Int, number: String)? {
        guard line.hasPrefix("#") else { return nil }
        let level = line.prefix { $0 == "#" }.count
        let rest = line.dropFirst(level).drop { $0 == " " }
        guard rest.hasPrefix("§") else { return nil }
        let number = rest.dropFirst().prefix { $0.isNumber || $0 == "." }
        return number.isEmpty ? nil : (level, String(number))
    }

    /// Every section number, in order (for "did you mean" and completion).
    static let numbers: [String] = text.split(separator: "\n").compactMap { heading($0).map { "§" + $0.number } }
}
