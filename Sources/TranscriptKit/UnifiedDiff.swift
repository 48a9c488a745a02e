/// Line diffs in the unified format (`diff -u`): `---`/`+++` headers, then hunks headed
/// `@@ -a,b +c,d @@` with `context` unchanged lines around each change. A count is always
/// written; a side with no lines in a hunk gives the line number just before the hunk (`-4,0`).
public enum UnifiedDiff {
    /// What happens to one line on the way from old to new.
    public enum Operation: Sendable, Equatable {
        case keep, delete, insert
    }

    /// The unified diff of two line lists as text ("" when they are equal).
    public static func make(
        old: [String], new: [String],
        oldHeader: String, newHeader: String,
        context: Int = 3
    ) -> String {
        lines(old: old, new: new, oldHeader: oldHeader, newHeader: newHeader, context: context).text
    }

    /// The unified diff of two line lists, line by line with what each line is ([] when they
    /// are equal). `label` names the hunk after its `@@ … @@` header, as `diff -p` names the
    /// function: it is given the index (in `old`) of the line the first change follows or
    /// replaces (-1 for an insertion at the top).
    public static func lines(
        old: [String], new: [String],
        oldHeader: String, newHeader: String,
        context: Int = 3,
        label: (Int) -> String? = { _ in nil }
    ) -> [DiffLine] {
        let operations = self.operations(from: old, to: new)
        guard operations.contains(where: { $0 != .keep }) else { return [] }

        // Lines of each side consumed before operation i.
        var oldBefore = [0], newBefore = [0]
        for operation in operations {
            oldBefore.append(oldBefore.last! + (operation == .insert ? 0 : 1))
            newBefore.append(newBefore.last! + (operation == .delete ? 0 : 1))
        }

        var out = [DiffLine(.oldHeader, "--- \(oldHeader)"), DiffLine(.newHeader, "+++ \(newHeader)")]
        for hunk in hunks(of: operations, context: context) {
            let oldCount = oldBefore[hunk.upperBound] - oldBefore[hunk.lowerBound]
            let newCount = newBefore[hunk.upperBound] - newBefore[hunk.lowerBound]
            let oldStart = oldBefore[hunk.lowerBound] + (oldCount > 0 ? 1 : 0)
            let newStart = newBefore[hunk.lowerBound] + (newCount > 0 ? 1 : 0)
            let firstChange = hunk.first { operations[$0] != .keep }!
            let changedLine = operations[firstChange] == .delete ? oldBefore[firstChange] : oldBefore[firstChange] - 1
            let name = label(changedLine).map { " " + $0 } ?? ""
            out.append(DiffLine(.hunk, "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\(name)"))
            var oldIndex = oldBefore[hunk.lowerBound], newIndex = newBefore[hunk.lowerBound]
            for operation in operations[hunk] {
                switch operation {
                case .keep:
                    out.append(DiffLine(.context, " \(old[oldIndex])"))
                    oldIndex += 1
                    newIndex += 1
                case .delete:
                    out.append(DiffLine(.deleted, "-\(old[oldIndex])"))
                    oldIndex += 1
                case .insert:
                    out.append(DiffLine(.inserted, "+\(new[newIndex])"))
                    newIndex += 1
                }
            }
        }
        return out
    }

    /// Ranges of `operations` to show: each change with `context` kept lines either side,
    /// changes closer than twice the context merged into one hunk.
    static func hunks(of operations: [Operation], context: Int) -> [Range<Int>] {
        let changes = operations.indices.filter { operations[$0] != .keep }
        var hunks: [Range<Int>] = []
        var index = 0
        while index < changes.count {
            let first = changes[index]
            var last = first
            index += 1
            while index < changes.count, changes[index] - last - 1 <= 2 * context {
                last = changes[index]
                index += 1
            }
            hunks.append(max(0, first - context)..<min(operations.count, last + context + 1))
        }
        return hunks
    }

    /// A shortest edit script from `old` to `new` (Myers), deletions before insertions within
    /// a change.
    public static func operations(from old: [String], to new: [String]) -> [Operation] {
        operations(old: old.count, new: new.count) { old[$0] == new[$1] }
    }

    /// A shortest edit script from `old` lines to `new` lines where `same(i, j)` says whether old
    /// line i may stand for new line j (equality, or a `LineMatcher` that matches).
    public static func operations(old n: Int, new m: Int, same: (Int, Int) -> Bool) -> [Operation] {
        var prefix = 0
        while prefix < n, prefix < m, same(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < n - prefix, suffix < m - prefix, same(n - 1 - suffix, m - 1 - suffix) {
            suffix += 1
        }
        let middle = deletionsFirst(myers(n - prefix - suffix, m - prefix - suffix) { same($0 + prefix, $1 + prefix) })
        return Array(repeating: .keep, count: prefix) + middle + Array(repeating: .keep, count: suffix)
    }

    /// Within each run of changes, deletions before insertions (the run means the same edit).
    private static func deletionsFirst(_ operations: [Operation]) -> [Operation] {
        var result: [Operation] = []
        result.reserveCapacity(operations.count)
        var deletes = 0, inserts = 0
        func flush() {
            result += Array(repeating: .delete, count: deletes) + Array(repeating: .insert, count: inserts)
            deletes = 0
            inserts = 0
        }
        for operation in operations {
            switch operation {
            case .keep:
                flush()
                result.append(.keep)
            case .delete: deletes += 1
            case .insert: inserts += 1
            }
        }
        flush()
        return result
    }

    /// Above this many differences the trace would cost too much memory; the middle is then
    /// shown as deleted and re-inserted whole.
    static let maximumEditDistance = 2_000

    private static func myers(_ n: Int, _ m: Int, _ same: (Int, Int) -> Bool) -> [Operation] {
        let wholesale = Array(repeating: Operation.delete, count: n) + Array(repeating: .insert, count: m)
        if n == 0 || m == 0 { return wholesale }
        let limit = min(n + m, maximumEditDistance)
        let offset = limit + 1
        // v[offset + k]: furthest x reached on diagonal k (k = x - y).
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: v for diagonals -(d-1)...(d-1) before step d.
        var trace: [[Int]] = []
        var distance: Int?
        search: for d in 0...limit {
            trace.append(d == 0 ? [] : Array(v[(offset - d + 1)...(offset + d - 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1]
                    : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, same(x, y) {
                    x += 1
                    y += 1
                }
                v[offset + k] = x
                if x >= n, y >= m {
                    distance = d
                    break search
                }
            }
        }
        guard let distance else { return wholesale }

        var operations: [Operation] = []
        var x = n, y = m
        for d in stride(from: distance, to: 0, by: -1) {
            let previous = trace[d]
            func reached(_ k: Int) -> Int { previous[k + d - 1] }
            let k = x - y
            let down = k == -d || (k != d && reached(k - 1) < reached(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = reached(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                operations.append(.keep)
                x -= 1
                y -= 1
            }
            operations.append(down ? .insert : .delete)
            x = previousX
            y = previousY
        }
        while x > 0, y > 0 {
            operations.append(.keep)
            x -= 1
            y -= 1
        }
        return operations.reversed()
    }
}

/// One line of a unified diff, with what it is (so a front end can colour it).
public struct DiffLine: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// `--- old`, `+++ new`
        case oldHeader, newHeader
        /// `@@ -a,b +c,d @@ label`
        case hunk
        /// ` kept`, `-deleted`, `+inserted`
        case context, deleted, inserted
    }

    public var kind: Kind
    /// The line as printed, without "\n".
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

extension [DiffLine] {
    /// The diff as text, each line ending in "\n" ("" for no lines).
    public var text: String { map { $0.text + "\n" }.joined() }
}
