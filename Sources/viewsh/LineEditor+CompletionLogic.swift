// Pure Tab-completion decisions and the column layout of a candidate list.
// No libedit here, so it can be exercised without a terminal.

/// What one Tab press does to the line.
enum CompletionAction: Equatable {
    /// Replace the last `replacing` characters before the cursor with `text`.
    case insert(replacing: Int, text: String)
    /// Show these candidates below the line and leave the line alone.
    case list([String])
    /// Nothing matches.
    case beep
}

enum CompletionLogic {
    /// `partial` is the word being completed (the text the candidates replace).
    /// One candidate: the whole word plus a space (none after a folder's `/`, so Tab can go on
    /// into it). Several: their longest common prefix when it is
    /// longer than `partial`, else the sorted list. None: a beep.
    static func action(candidates: [String], partial: String) -> CompletionAction {
        var unique: [String] = []
        var seen = Set<String>()
        for c in candidates where seen.insert(c).inserted { unique.append(c) }
        switch unique.count {
        case 0:
            return .beep
        case 1:
            return .insert(replacing: partial.count, text: unique[0] + (unique[0].hasSuffix("/") ? "" : " "))
        default:
            let common = longestCommonPrefix(unique)
            if common.count > partial.count {
                return .insert(replacing: partial.count, text: common)
            }
            return .list(unique.sorted())
        }
    }

    static func longestCommonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            var n = 0
            for (a, b) in zip(prefix, word) {
                if a != b { break }
                n += 1
            }
            prefix.removeLast(prefix.count - n)
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// Lays `items` out in columns filled top to bottom (like `ls`), two spaces between columns,
    /// no line wider than `terminalWidth` unless a single item is. `width` gives display columns.
    static func columns(_ items: [String], terminalWidth: Int, width: (String) -> Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let widths = items.map(width)
        let cell = (widths.max() ?? 0) + 2
        let perLine = max(1, (max(terminalWidth, 1) + 2) / cell)
        let rows = (items.count + perLine - 1) / perLine
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            var index = row
            while index < items.count {
                let next = index + rows
                line += items[index]
                if next < items.count {
                    line += String(repeating: " ", count: cell - widths[index])
                }
                index = next
            }
            lines.append(line)
        }
        return lines
    }
}
