/// Indented lines of Swift, four spaces a level.
struct SwiftLines {
    private(set) var rawLines: [String] = []
    private var depth = 0

    var text: String { rawLines.joined(separator: "\n") + "\n" }

    mutating func line(_ text: String) {
        rawLines.append(String(repeating: "    ", count: depth) + text)
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
