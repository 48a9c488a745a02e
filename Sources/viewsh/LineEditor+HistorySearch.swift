// Pure history logic for the line editor: what gets stored, and the Up/Down prefix search.
// No libedit here, so it can be exercised without a terminal.

/// The rules for what enters history.
enum HistoryEntry {
    /// The entry as stored: trailing whitespace (spaces, tabs, newlines) trimmed; nil when
    /// nothing is left. Inner newlines of a multi-line statement are kept.
    static func normalized(_ text: String) -> String? {
        var scalars = Substring(text).unicodeScalars
        while let last = scalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            scalars.removeLast()
        }
        let trimmed = String(scalars)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// History entries (oldest first) plus an Up/Down walk that only visits entries starting with the
/// text the line held when the walk began. An empty line matches every entry.
///
/// A walk starts on the first `older` call, or whenever the line no longer holds the text the
/// walk last showed (the user edited it). `newer` retraces the walk and ends on the original text.
/// Entries already shown in the walk (and the original text) are skipped, so duplicates are
/// visited once.
struct HistoryPrefixSearch {
    private(set) var entries: [String]
    let capacity: Int
    private var walk: Walk?

    private struct Walk {
        var prefix: String
        var original: String
        /// Indexes into `entries` shown so far, oldest step last.
        var visited: [Int] = []
        var seen: Set<String>
        var shown: String
    }

    init(entries: [String] = [], capacity: Int = 1000) {
        self.capacity = max(1, capacity)
        self.entries = Array(entries.suffix(self.capacity))
    }

    /// Adds an entry unless it repeats the newest one; returns whether it was added.
    @discardableResult
    mutating func append(_ entry: String) -> Bool {
        walk = nil
        if entries.last == entry { return false }
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        return true
    }

    /// Forgets any walk in progress (call at the start of each line).
    mutating func reset() { walk = nil }

    /// The next older matching entry, or nil when there is none (the line stays as it is).
    mutating func older(current: String) -> String? {
        if walk == nil || walk?.shown != current {
            walk = Walk(prefix: current, original: current, seen: [current], shown: current)
        }
        guard var w = walk else { return nil }
        var i = (w.visited.last ?? entries.count) - 1
        while i >= 0 {
            let entry = entries[i]
            if entry.hasPrefix(w.prefix) && !w.seen.contains(entry) {
                w.visited.append(i)
                w.seen.insert(entry)
                w.shown = entry
                walk = w
                return entry
            }
            i -= 1
        }
        return nil
    }

    /// The entry shown before the current one in this walk (or the original text), or nil when
    /// no walk is in progress or the line was edited since.
    mutating func newer(current: String) -> String? {
        guard var w = walk, w.shown == current, let last = w.visited.popLast() else { return nil }
        w.seen.remove(entries[last])
        w.shown = w.visited.last.map { entries[$0] } ?? w.original
        walk = w
        return w.shown
    }
}
