/// A control part whose size never depends on the proposal: a Toggle's switch (51 × 31, as
/// UISwitch, §16.2), a Stepper's buttons (94 × 32, as UIStepper, §16.5), the ProgressView
/// spinner (`option spinnerSize`, §16.5).
public struct FixedControlLayout: LayoutRule, Equatable {
    public var name: String
    public var size: Size
    /// Where the size comes from, for `why` (`UISwitch's fixed size, §16.2`).
    public var source: String

    public init(name: String, size: Size, source: String) {
        self.name = name
        self.size = size
        self.source = source
    }

    public var isLeaf: Bool { true }
    public var isRigid: Bool { true }
    public var description: String { "\(name) \(formatLength(size.width))×\(formatLength(size.height))" }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        if subviews.isTraced {
            subviews.note("always \(formatLength(size.width))×\(formatLength(size.height)), whatever it is proposed (\(source))")
        }
        return size
    }
}
