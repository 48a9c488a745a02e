/// `Image(systemName:)` (§16.4), viewsh's model: a square whose side follows the font (its
/// line height, `option symbolSize`), not the proposal, with text baselines at 0.8 of its
/// height so it lines up with neighbouring text. `.resizable()` makes it take the proposal,
/// nil dimensions becoming the side.
public struct SymbolImageLayout: LayoutRule, Equatable {
    public var symbol: String
    public var side: Double
    public var resizable: Bool

    public init(symbol: String, side: Double, resizable: Bool) {
        self.symbol = symbol
        self.side = side
        self.resizable = resizable
    }

    public var name: String { "Image(systemName: \"\(symbol)\")" }
    public var description: String { name + " \(formatLength(side))" + (resizable ? " resizable" : "") }
    public var isLeaf: Bool { true }
    public var isRigid: Bool { !resizable }
    public var explicitGuides: [AlignmentGuide] { [.firstTextBaseline, .lastTextBaseline] }

    public func explicitGuide(_ guide: AlignmentGuide, in size: Size, options: LayoutOptions) -> Double? {
        guide == .firstTextBaseline || guide == .lastTextBaseline ? 0.8 * size.height : nil
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        if resizable {
            if subviews.isTraced {
                subviews.note("resizable: takes the proposal, nil dimensions become the symbol's \(formatLength(side)) (§16.4, §1.8)")
            }
            return Size(width: proposal.width ?? side, height: proposal.height ?? side)
        }
        if subviews.isTraced {
            subviews.note("a \(formatLength(side))-point square from the font, whatever it is proposed; baselines at 0.8 of it "
                          + "(§16.4, a model; option symbolSize)")
        }
        return Size(width: side, height: side)
    }
}
