import ViewLayout

/// `why` shows each decision once. A stack asks a child for its size several times — its
/// minimum, its maximum, then its share, and again for each proposal its own parent tries — and
/// most of those answers repeat earlier ones. The trace is condensed so that:
///
/// - an answer from the cache (and the proposal it answers) is left out: it is a repeat by
///   definition;
/// - a decision line (a rule, a stack's ordering, a text's line count …) that was shown before
///   is left out;
/// - a *round* — one proposal to the outermost node and everything under it until it answers —
///   whose decisions were all shown before becomes one line, `→ X is proposed P: answers S,
///   decided as above`; consecutive such rounds with the same answer share one line;
///
/// and a last line counts what was left out. Proposals, answers that differ, and placements stay.
struct WhyCondenser {
    enum Item: Equatable {
        case proposed(LayoutNodeID, ProposedSize, String)
        case answered(LayoutNodeID, ProposedSize, Size, cached: Bool, String)
        case decision(String)
        case placed(String)

        var text: String {
            switch self {
            case .proposed(_, _, let text), .answered(_, _, _, _, let text), .decision(let text), .placed(let text): text
            }
        }
    }

    /// The outermost node of the view (its outermost modifier), whose rounds are collapsed.
    let outer: LayoutNodeID
    /// `12×20` for a size, `0×∞` for a proposal, as the trace prints them.
    let sizeText: (Size) -> String
    let proposalText: (ProposedSize) -> String
    let name: (LayoutNodeID) -> String

    func condense(_ items: [Item]) -> [String] {
        var cachedAnswers = 0
        var repeatedDecisions = 0
        // 1. Answers from the cache, with the proposal just before each.
        var kept: [Item] = []
        for item in items {
            if case .answered(let node, let proposal, _, true, _) = item {
                if case .proposed(node, proposal, _)? = kept.last { kept.removeLast() }
                cachedAnswers += 1
                continue
            }
            kept.append(item)
        }
        // 2. Rounds of the outermost node and repeated decisions.
        var shown = Set<String>()
        var lines: [String] = []
        /// The last line, when it is a collapsed round: its node, answer and proposals, so the next
        /// alike round joins it.
        var collapsed: (answer: Size, proposals: [ProposedSize], line: Int)?
        var index = 0
        while index < kept.count {
            let item = kept[index]
            if case .proposed(outer, let proposal, let text) = item, let end = roundEnd(kept, from: index) {
                let round = kept[index...end]
                let decisions = round.compactMap { item -> String? in
                    if case .decision(let text) = item { return text }
                    return nil
                }
                guard case .answered(_, _, let answer, _, _) = kept[end] else { preconditionFailure("a round ends with its answer") }
                if !decisions.isEmpty, decisions.allSatisfy(shown.contains) {
                    repeatedDecisions += decisions.count
                    if let previous = collapsed, previous.answer == answer, previous.line == lines.count - 1 {
                        let proposals = previous.proposals + [proposal]
                        lines[previous.line] = collapsedLine(proposals, answer)
                        collapsed = (answer, proposals, previous.line)
                    } else {
                        lines.append(collapsedLine([proposal], answer))
                        collapsed = (answer, [proposal], lines.count - 1)
                    }
                    index = end + 1
                    continue
                }
                lines.append(text)
                index += 1
                continue
            }
            switch item {
            case .decision(let text):
                if shown.contains(text) {
                    repeatedDecisions += 1
                } else {
                    shown.insert(text)
                    lines.append(text)
                }
            case .proposed(_, _, let text), .answered(_, _, _, _, let text), .placed(let text):
                lines.append(text)
            }
            index += 1
        }
        var left: [String] = []
        if cachedAnswers > 0 { left.append("\(cachedAnswers) answer\(cachedAnswers == 1 ? "" : "s") from the cache") }
        if repeatedDecisions > 0 {
            left.append("\(repeatedDecisions) decision\(repeatedDecisions == 1 ? "" : "s") made again the same way")
        }
        if !left.isEmpty { lines.append("(repeats not shown: " + left.joined(separator: ", ") + ")") }
        return lines
    }

    /// `→ X is proposed ∞×0: answers 40×20, decided as above`; several proposals with one answer
    /// read `… is proposed 0×∞, ∞×∞, 191×∞: answers 40×20 each time, decided as above`.
    func collapsedLine(_ proposals: [ProposedSize], _ answer: Size) -> String {
        "→ \(name(outer)) is proposed \(proposals.map(proposalText).joined(separator: ", ")): answers \(sizeText(answer))"
            + (proposals.count > 1 ? " each time" : "") + ", decided as above"
    }

    /// The index of the answer that closes the round opened at `start` (proposals to the outermost
    /// node nest only inside other nodes' rounds, so the first answer of the outermost node to
    /// the same proposal closes it).
    func roundEnd(_ items: [Item], from start: Int) -> Int? {
        guard case .proposed(let node, let proposal, _) = items[start] else { return nil }
        var depth = 0
        for index in (start + 1)..<items.count {
            switch items[index] {
            case .proposed(node, _, _):
                depth += 1
            case .answered(node, let answered, _, _, _):
                if depth == 0 { return answered == proposal ? index : nil }
                depth -= 1
            default:
                break
            }
        }
        return nil
    }
}
