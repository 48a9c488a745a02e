@testable import Shell

/// Small hand-built snapshots, laid out as the engine would (frames in points, root coordinates).
enum RenderingFixtures {
    typealias Node = LayoutSnapshot.Node

    static func node(
        _ address: String, _ label: String, depth: Int, modifier: Bool = false,
        proposal: (Double?, Double?) = (nil, nil),
        _ x: Double, _ y: Double, _ width: Double, _ height: Double, lines: [String]? = nil
    ) -> Node {
        Node(address: address, label: label, depth: depth, isModifier: modifier,
             proposalWidth: proposal.0, proposalHeight: proposal.1,
             x: x, y: y, width: width, height: height, textLines: lines)
    }

    /// `vstack < text "Hello" text "Hi" >` proposed 390×844: 40×48, spacing 8.
    static let vstackOfTwoTexts = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
        node("0", "vstack", depth: 0, proposal: (390, 844), 0, 0, 40, 48),
        node("0.0", "text \"Hello\"", depth: 1, proposal: (390, 844), 0, 0, 40, 20, lines: ["Hello"]),
        node("0.1", "text \"Hi\"", depth: 1, proposal: (390, 816), 12, 28, 16, 20, lines: ["Hi"]),
    ])

    /// `hstack < text "a" spacer text "b" >` proposed 120×nil: the spacer is 104×0.
    static let hstackWithSpacer = LayoutSnapshot(proposalWidth: 120, proposalHeight: nil, nodes: [
        node("0", "hstack", depth: 0, proposal: (120, nil), 0, 0, 120, 20),
        node("0.0", "text \"a\"", depth: 1, proposal: (120, nil), 0, 0, 8, 20, lines: ["a"]),
        node("0.1", "spacer", depth: 1, proposal: (104, nil), 8, 10, 104, 0),
        node("0.2", "text \"b\"", depth: 1, proposal: (8, nil), 112, 0, 8, 20, lines: ["b"]),
    ])

    /// `text "Brew" .padding(8) .background(color red)`.
    static let background = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
        node("0", ".background(color red)", depth: 0, modifier: true, proposal: (390, 844), 0, 0, 48, 36),
        node("0", ".padding(8)", depth: 0, modifier: true, proposal: (390, 844), 0, 0, 48, 36),
        node("0", "text \"Brew\"", depth: 0, proposal: (374, 828), 8, 8, 32, 20, lines: ["Brew"]),
        node("0.bg", "color red", depth: 1, proposal: (48, 36), 0, 0, 48, 36),
    ])

    /// `vstack(spacing: 0) < hstack(spacing: 0) < text "ab" text "cd" > text "efgh" >`.
    static let nestedStacks = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
        node("0", "vstack(spacing: 0)", depth: 0, proposal: (390, 844), 0, 0, 32, 40),
        node("0.0", "hstack(spacing: 0)", depth: 1, proposal: (390, 844), 0, 0, 32, 20),
        node("0.0.0", "text \"ab\"", depth: 2, proposal: (390, 844), 0, 0, 16, 20, lines: ["ab"]),
        node("0.0.1", "text \"cd\"", depth: 2, proposal: (374, 844), 16, 0, 16, 20, lines: ["cd"]),
        node("0.1", "text \"efgh\"", depth: 1, proposal: (390, 824), 0, 20, 32, 20, lines: ["efgh"]),
    ])

    /// `zstack < text "overflowing" text "away" .offset(x: 200) > .frame(width: 48)`:
    /// the first text hangs 20 pt out on each side, the second is entirely outside.
    static let overflowing = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
        node("0", ".frame(width: 48)", depth: 0, modifier: true, proposal: (390, 844), 0, 0, 48, 20),
        node("0", "zstack", depth: 0, proposal: (48, 844), -20, 0, 88, 20),
        node("0.0", "text \"overflowing\"", depth: 1, proposal: (48, 844), -20, 0, 88, 20, lines: ["overflowing"]),
        node("0.1", ".offset(x: 200)", depth: 1, modifier: true, proposal: (48, 844), 200, 0, 32, 20),
        node("0.1", "text \"away\"", depth: 1, proposal: (48, 844), 200, 0, 32, 20, lines: ["away"]),
    ])

    /// `hstack(spacing: 0) < color red color green > .frame(width: 800, height: 110)`: wider than 80 columns.
    static let wide = LayoutSnapshot(proposalWidth: 1024, proposalHeight: 768, nodes: [
        node("0", ".frame(width: 800, height: 110)", depth: 0, modifier: true, proposal: (1024, 768), 0, 0, 800, 110),
        node("0", "hstack(spacing: 0)", depth: 0, proposal: (800, 110), 0, 0, 800, 110),
        node("0.0", "color red", depth: 1, proposal: (800, 110), 0, 0, 400, 110),
        node("0.1", "color green", depth: 1, proposal: (400, 110), 400, 0, 400, 110),
    ])

    /// `text "a long label that cannot fit" .frame(width: 48, height: 40)`, its one line truncated.
    static let longLabel = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
        node("0", ".frame(width: 48, height: 40)", depth: 0, modifier: true, proposal: (390, 844), 0, 0, 48, 40),
        node("0", "text \"a long label that cannot fit\"", depth: 0, proposal: (48, 40), 0, 10, 48, 20, lines: ["a lon…"]),
    ])
}

extension RenderingFixtures {
    /// `text "one two"` proposed 24×nil: two lines, 24×40.
    static let twoLineText = LayoutSnapshot(proposalWidth: 24, proposalHeight: nil, nodes: [
        node("0", "text \"one two\"", depth: 0, proposal: (24, nil), 0, 0, 24, 40, lines: ["one", "two"]),
    ])

    /// `text "xxxxxx" .overlay(text "yy")`: the overlay's edges cross the text beneath.
    static let overlay = LayoutSnapshot(proposalWidth: 390, proposalHeight: 844, nodes: [
        node("0", ".overlay(text \"yy\")", depth: 0, modifier: true, proposal: (390, 844), 0, 0, 48, 20),
        node("0", "text \"xxxxxx\"", depth: 0, proposal: (390, 844), 0, 0, 48, 20, lines: ["xxxxxx"]),
        node("0.ov", "text \"yy\"", depth: 1, proposal: (48, 20), 16, 0, 16, 20, lines: ["yy"]),
    ])

    static let all: [(name: String, snapshot: LayoutSnapshot)] = [
        ("vstackOfTwoTexts", vstackOfTwoTexts), ("hstackWithSpacer", hstackWithSpacer), ("background", background),
        ("nestedStacks", nestedStacks), ("overflowing", overflowing), ("wide", wide), ("longLabel", longLabel),
        ("twoLineText", twoLineText), ("overlay", overlay),
    ]
    static var names: [String] { all.map(\.name) }
    static func named(_ name: String) -> LayoutSnapshot { all.first { $0.name == name }!.snapshot }
}
