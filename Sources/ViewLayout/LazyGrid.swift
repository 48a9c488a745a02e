// LazyVGrid and LazyHGrid with GridItem (Docs/Semantics.md §11.4). One rule for both: the
// GridItems make *tracks* (columns of a LazyVGrid, rows of a LazyHGrid) across the axis the
// grid grows along; the children fill the tracks line by line. Track sizes follow §11.4
// rule 4 (fixed first, then equal shares in order, adaptive tracks expanded afterwards);
// the grid recomputes them from its own size when placed (rule 6, `lazyGridSecondPass`).
// viewsh lays out every item — the grid as it is once scrolled through (rule 8).

/// A length as printed, with the digits a small positive one needs (0.001, not 0).
func preciseLength(_ value: Double) -> String {
    let text = formatLength(value)
    return text == "0" && value != 0 ? String(value) : text
}

/// One `GridItem(_:spacing:alignment:)` (§11.4 rules 2–3).
public struct GridItemSpec: Hashable, Sendable, CustomStringConvertible {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// To the next track; nil: `defaultSpacing`.
    public var spacing: Double?
    /// How items sit in their cells; nil: the grid's alignment.
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// How `why` names it (`adaptive(40…∞)`).
    public var description: String {
        switch size {
        case .fixed(let w): "fixed(\(formatLength(w)))"
        case .flexible(let lo, let hi): "flexible(\(preciseLength(lo))…\(formatLength(hi)))"
        case .adaptive(let lo, let hi): "adaptive(\(preciseLength(lo))…\(formatLength(hi)))"
        }
    }

    /// Every parameter, exactly (a rule's description is how an incremental layout tells
    /// whether it changed).
    var signature: String {
        "\(size) \(spacing.map { String($0) } ?? "nil") \(alignment.map { "\($0.horizontal)/\($0.vertical)" } ?? "nil")"
    }
}

/// `LazyVGrid(columns:alignment:spacing:)` (`grows: .vertical`) or
/// `LazyHGrid(rows:alignment:spacing:)` (`grows: .horizontal`).
public struct LazyGridRule: LayoutRule, Equatable {
    /// The axis the grid grows along; its tracks lie across it.
    public var grows: Axis
    public var items: [GridItemSpec]
    /// The grid's alignment of items in their cells: a guide on the track axis.
    public var alignment: AlignmentGuide
    /// Between lines (rows of a LazyVGrid); nil: `defaultSpacing`.
    public var spacing: Double?

    /// The most tracks adaptive items expand into (viewsh's bound; §11.4 rule 4).
    public static let trackLimit = 10_000

    public init(grows: Axis, items: [GridItemSpec], alignment: AlignmentGuide, spacing: Double?) {
        self.grows = grows
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }

    public var name: String { grows == .vertical ? "LazyVGrid" : "LazyHGrid" }
    public var description: String {
        "\(name)(\(items.map(\.signature).joined(separator: ", ")), alignment: \(alignment), spacing: "
            + "\(spacing.map { String($0) } ?? "nil"))"
    }

    var trackAxis: Axis { grows.other }

    /// One track: its length across the growth axis, the spacing after it, its item's alignment.
    struct Track {
        var length: Double
        var spacingAfter: Double
        var alignment: Alignment?
    }

    /// §11.4 rule 4 for a proposed length `length` across the growth axis.
    func tracks(_ length: Double?, _ subviews: Subviews, notes: Bool) -> [Track] {
        let defaultSpacing = subviews.options.defaultSpacing
        let spacings = items.map { $0.spacing ?? defaultSpacing }
        var taken = Array(repeating: 0.0, count: items.count)
        if let length {
            var remaining = length - spacings.dropLast().reduce(0, +)
            let order = items.indices.filter { if case .fixed = items[$0].size { true } else { false } }
                + items.indices.filter { if case .fixed = items[$0].size { false } else { true } }
            var left = Double(items.count)
            var steps: [String] = []
            for i in order {
                let offer = remaining / left
                switch items[i].size {
                case .fixed(let w): taken[i] = w
                case .adaptive: taken[i] = max(offer, 0)
                case .flexible(let lo, let hi): taken[i] = min(max(offer, lo), hi)
                }
                if notes { steps.append("\(i): offered \(formatLength(offer)), \(items[i]) takes \(formatLength(taken[i]))") }
                remaining -= taken[i]
                left -= 1
            }
            if notes {
                subviews.note("\(trackNoun)s share \(formatLength(length)) − \(formatLength(spacings.dropLast().reduce(0, +))) "
                              + "spacing, fixed first, then equal shares of what is left in order (§11.4 rule 4): "
                              + steps.joined(separator: "; "))
            }
        } else {
            for (i, item) in items.enumerated() {
                switch item.size {
                case .fixed(let w): taken[i] = w
                case .flexible(let lo, _), .adaptive(let lo, _): taken[i] = lo
                }
            }
            if notes { subviews.note("proposed nil across: each \(trackNoun) takes its fixed size or its minimum (viewsh's reading, §11.4)") }
        }
        var result: [Track] = []
        for (i, item) in items.enumerated() {
            guard case .adaptive(let lo, let hi) = item.size else {
                result.append(Track(length: taken[i], spacingAfter: spacings[i], alignment: item.alignment))
                continue
            }
            let s = spacings[i]
            let fit = ((taken[i] + s) / (lo + s)).rounded(.down)
            let room = Self.trackLimit - result.count - (items.count - i - 1)
            let count = Int(min(max(fit.isFinite ? fit : 1, 1), Double(max(room, 1))))
            let each = min((taken[i] - Double(count - 1) * s) / Double(count), hi)
            if notes {
                subviews.note("adaptive \(trackNoun) \(i) (\(formatLength(taken[i])) across) holds \(count) item\(count == 1 ? "" : "s") of "
                              + "minimum \(preciseLength(lo)): each (\(formatLength(taken[i])) − \(count - 1) × \(formatLength(s))) / \(count) = "
                              + "\(formatLength(each))\(fit > Double(count) ? " (viewsh stops at \(Self.trackLimit) tracks)" : "") (§11.4 rule 4)")
            }
            for _ in 0..<count { result.append(Track(length: each, spacingAfter: s, alignment: item.alignment)) }
        }
        return result
    }

    var trackNoun: String { grows == .vertical ? "column" : "row" }

    /// The lines' lengths along the growth axis: each the longest of its items, proposed
    /// (track, nil) (§11.4 rule 7).
    func lines(_ tracks: [Track], _ subviews: Subviews) -> [Double] {
        guard !tracks.isEmpty else { return [] }
        var result: [Double] = []
        for k in subviews.indices {
            let track = k % tracks.count
            let s = subviews.sizeThatFits(k, ProposedSize(tracks[track].length, along: trackAxis, cross: nil))
            if track == 0 { result.append(0) }
            result[result.count - 1] = max(result[result.count - 1], s[grows])
        }
        return result
    }

    func across(_ tracks: [Track]) -> Double {
        tracks.enumerated().reduce(0) { $0 + $1.element.length + ($1.offset < tracks.count - 1 ? $1.element.spacingAfter : 0) }
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let notes = subviews.isTraced
        let tracks = tracks(proposal[trackAxis], subviews, notes: notes)
        let lines = lines(tracks, subviews)
        let gap = spacing ?? subviews.options.defaultSpacing
        let along = lines.reduce(0, +) + Double(max(lines.count - 1, 0)) * gap
        let size = Size(along, along: grows, cross: across(tracks))
        if notes {
            subviews.note("\(subviews.count) item\(subviews.count == 1 ? " fills" : "s fill") \(tracks.count) \(trackNoun)\(tracks.count == 1 ? "" : "s") "
                          + "line by line: \(lines.count) line\(lines.count == 1 ? "" : "s") \(GridSolver.list(lines)), "
                          + "\(formatLength(gap)) apart; size \(size) (§11.4 rules 5, 7); every item is laid out, as once scrolled through (§11.4 rule 8)")
            let second = self.tracks(size[trackAxis], subviews, notes: false)
            if subviews.options.lazyGridSecondPass, abs(across(second) - size[trackAxis]) > 1e-9 {
                subviews.note("placed, it recomputes its \(trackNoun)s from its own \(formatLength(size[trackAxis])): "
                              + "\(second.map { formatLength($0.length) }.joined(separator: ", ")), \(formatLength(across(second))) across, "
                              + "drawn from its leading edge past its bounds (§11.4 rule 6, option lazyGridSecondPass)")
            }
        }
        return size
    }

    /// Where item `k` starts in its cell along `guide`'s axis: as a frame of the cell's size aligns
    /// its content (§2.2) — a custom guide puts the item's own value of it (its
    /// `.alignmentGuide`) where the guide's default falls in the cell; the built-in guides at their
    /// usual places (baselines as the bottom, §11.4).
    func offset(_ k: Int, _ guide: AlignmentGuide, in cell: Size, length: Double, size: Double, _ p: ProposedSize,
                _ subviews: Subviews) -> Double {
        guard guide.isCustom else { return GridSolver.position(of: guide, in: length, group: size) }
        return subviews.defaultValue(of: guide, in: cell) - subviews.dimensions(k, p)[guide]
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        let secondPass = subviews.options.lazyGridSecondPass
        let tracks = tracks(secondPass ? bounds[trackAxis] : proposal[trackAxis], subviews, notes: false)
        guard !tracks.isEmpty else { return }
        let lines = lines(tracks, subviews)
        let gap = spacing ?? subviews.options.defaultSpacing
        var trackStart: [Double] = []
        var position = 0.0
        for track in tracks {
            trackStart.append(position)
            position += track.length + track.spacingAfter
        }
        var lineStart = 0.0
        for k in subviews.indices {
            let t = k % tracks.count
            let line = k / tracks.count
            if t == 0 && line > 0 { lineStart += lines[line - 1] + gap }
            let track = tracks[t]
            let p = ProposedSize(track.length, along: trackAxis, cross: nil)
            let s = subviews.sizeThatFits(k, p)
            let guide = track.alignment.map { trackAxis == .horizontal ? $0.horizontal : $0.vertical } ?? alignment
            let growthGuide = track.alignment.map { grows == .vertical ? $0.vertical : $0.horizontal }
            let cell = Size(track.length, along: trackAxis, cross: lines[line])
            let acrossOffset = offset(k, guide, in: cell, length: track.length, size: s[trackAxis], p, subviews)
            let alongOffset = growthGuide.map { offset(k, $0, in: cell, length: lines[line], size: s[grows], p, subviews) }
                ?? (lines[line] - s[grows]) / 2
            subviews.place(k, at: Point(lineStart + alongOffset, along: grows, cross: trackStart[t] + acrossOffset), proposal: p)
        }
    }
}
