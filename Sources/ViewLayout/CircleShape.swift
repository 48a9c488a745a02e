/// Circle (§15 rule 2): the one shape that is not simply greedy. It answers a square whose
/// side is the smaller proposed length, nil dimensions counting as 10; its parent places the
/// square (a frame centres it). With `option circleSizing fill` it takes the proposal like
/// the other shapes, as before iOS 16, and draws the circle centred in it.
public struct CircleShape: LayoutRule, Equatable {
    public init() {}

    public var name: String { "Circle" }
    public var isLeaf: Bool { true }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let width = proposal.width ?? 10, height = proposal.height ?? 10
        if subviews.options.circleSizing == .fill {
            if subviews.isTraced {
                subviews.note("takes the proposal, nil → 10, like every shape (§15 rule 1; option circleSizing fill: before iOS 16)")
            }
            return Size(width: width, height: height)
        }
        let side = min(width, height)
        if subviews.isTraced {
            subviews.note("a square of the smaller side: min(\(formatLength(width)), \(formatLength(height))) = \(formatLength(side))"
                          + (proposal.width == nil || proposal.height == nil ? ", nil counting as 10" : "")
                          + " (§15 rule 2; option circleSizing)")
        }
        return Size(width: side, height: side)
    }
}
