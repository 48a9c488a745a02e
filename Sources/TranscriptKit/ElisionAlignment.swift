/// Lines up a block's expected lines with what was printed when the block has elisions (`…`,
/// `LineMatcher.anyLines`, in Markdown sessions): each elision takes any run of printed lines,
/// every other expected line one printed line it matches. The alignment with the fewest lines
/// dropped, added or replaced wins, so a mismatch shows only what really differs, and `--update`
/// keeps the elisions and every line that still matches; between equal alignments an elision
/// takes as little as it can, so a changed line after it is shown, not swallowed.
enum ElisionAlignment {
    enum Step: Equatable {
        /// The expected line matches the printed one.
        case keep
        /// The elision takes one more printed line.
        case absorb
        /// The elision ends (it has taken what it takes; possibly nothing).
        case endElision
        /// An expected line that nothing printed matches.
        case delete
        /// A printed line no expected line matches.
        case insert
        /// An expected line that does not match the printed line in its place: the printed one
        /// takes its place.
        case replace
    }

    /// The steps, in order, over `matchers` (old) and `printed` (new).
    static func align(_ matchers: [LineMatcher], _ printed: [String]) -> [Step] {
        let m = matchers.count, n = printed.count
        let width = n + 1
        // cost[i][j]: fewest deletes, inserts and replacements to align matchers[i...] with printed[j...].
        var cost = [Int](repeating: 0, count: (m + 1) * width)
        for j in stride(from: n, through: 0, by: -1) { cost[m * width + j] = n - j }
        for i in stride(from: m - 1, through: 0, by: -1) {
            for j in stride(from: n, through: 0, by: -1) {
                let here = i * width + j
                if matchers[i] == .anyLines {
                    var best = cost[(i + 1) * width + j]
                    if j < n { best = min(best, cost[here + 1]) }
                    cost[here] = best
                } else {
                    var best = 1 + cost[(i + 1) * width + j]
                    if j < n {
                        best = min(best, 1 + cost[here + 1], 1 + cost[(i + 1) * width + j + 1])
                        if matchers[i].matches(printed[j]) { best = min(best, cost[(i + 1) * width + j + 1]) }
                    }
                    cost[here] = best
                }
            }
        }
        var steps: [Step] = []
        var i = 0, j = 0
        while i < m || j < n {
            let here = i * width + j
            if i == m {
                steps.append(.insert)
                j += 1
            } else if matchers[i] == .anyLines {
                if cost[here] == cost[(i + 1) * width + j] {
                    steps.append(.endElision)
                    i += 1
                } else {
                    steps.append(.absorb)
                    j += 1
                }
            } else if j < n, matchers[i].matches(printed[j]), cost[here] == cost[(i + 1) * width + j + 1] {
                steps.append(.keep)
                i += 1
                j += 1
            } else if j < n, cost[here] == 1 + cost[(i + 1) * width + j + 1] {
                steps.append(.replace)
                i += 1
                j += 1
            } else if cost[here] == 1 + cost[(i + 1) * width + j] {
                steps.append(.delete)
                i += 1
            } else {
                steps.append(.insert)
                j += 1
            }
        }
        return steps
    }
}
