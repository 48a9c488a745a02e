/// "did you mean" by edit distance, the way swift-argument-parser does it.
public enum Suggestions {
    /// The closest candidate within a small edit distance, or nil when none is close
    /// enough to be a plausible typo. Ties keep the candidates' order.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        guard !target.isEmpty else { return nil }
        let limit = max(1, min(3, target.count / 3 + 1))
        var best: (String, Int)?
        for candidate in candidates where candidate != name {
            // The distance is at least the difference in length: most candidates are ruled out by it.
            let lower = candidate.lowercased()
            guard abs(lower.count - target.count) <= limit else { continue }
            let distance = editDistance(target, Array(lower))
            if distance <= limit, distance < (best?.1 ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost one.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > 8 { return abs(a.count - b.count) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
