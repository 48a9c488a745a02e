/// Indented lines of Swift, four spaces a level.
struct SwiftLines {
    private(set) var rawLines: [String] = []
    private var depth = 0

    var text: String { rawLines.joined(separator: "\n") + "\n" }

    /// A line at the current depth; text over several lines (a closure inside an expression)
    /// keeps its own indentation below that depth.
    mutating func line(_ text: String) {
        let indentation = String(repeating: "    ", count: depth)
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            rawLines.append(part.isEmpty ? "" : indentation + part)
        }
    }

    mutating func blank() { rawLines.append("") }

    /// A line ending in `{`, and one level deeper after it.
    mutating func open(_ text: String) {
        line(text)
        depth += 1
    }

    mutating func close(_ text: String = "}") {
        depth = max(0, depth - 1)
        line(text)
    }

    /// One level deeper, without a line.
    mutating func indent() { depth += 1 }

    mutating func removeLastLine() {
        if !rawLines.isEmpty { rawLines.removeLast() }
    }

    /// Appends to the last line (`} else {`, a modifier after a closing brace).
    mutating func append(_ text: String) {
        if rawLines.isEmpty { rawLines.append("") }
        rawLines[rawLines.count - 1] += text
    }
}
