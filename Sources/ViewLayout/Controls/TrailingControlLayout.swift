/// Toggle (`.switch` style, §16.2) and Stepper (§16.5) on iOS, modelled as
/// `HStack { label; Spacer(); control }`: the label on the leading side, the control —
/// a fixed-size view, 51 × 31 for the switch, 94 × 32 for the stepper — on the trailing side,
/// and a Spacer between that takes what is left, so the view takes the whole proposed width.
/// Subview 0 is the label, subview 1 the control. The Spacer follows §1.5 and the options
/// that shape it (`defaultSpacing` for its minimum, `spacerNeighborSpacing`); the label and
/// the control are centred vertically.
public struct TrailingControlLayout: LayoutRule, Equatable {
    /// `Toggle`, `Stepper`.
    public var name: String
    /// `switch`, `stepper`.
    public var control: String
    /// The control is subview 0 and the label subview 1 (a LabeledContent whose content is
    /// written as its children, which come before its title's part).
    public var controlFirst: Bool

    public init(name: String, control: String, controlFirst: Bool = false) {
        self.name = name
        self.control = control
        self.controlFirst = controlFirst
    }

    var labelIndex: Int { controlFirst ? 1 : 0 }
    var controlIndex: Int { controlFirst ? 0 : 1 }

    public var description: String { "\(name)(label, Spacer, \(control))" }

    /// The Spacer's least length, with the stack's gaps beside it (§1.3, §1.5).
    func gap(_ options: LayoutOptions) -> Double {
        options.defaultSpacing + (options.spacerNeighborSpacing == .default ? 2 * options.defaultSpacing : 0)
    }

    /// The label (subview `label`) and the control (subview `control`) for a proposal; a
    /// DisclosureGroup's header uses its last two subviews (§16.8).
    func parts(_ proposal: ProposedSize, _ subviews: Subviews, label labelIndex: Int = 0, control controlIndex: Int = 1)
        -> (label: Size, labelProposal: ProposedSize, control: Size, size: Size) {
        let control = subviews.count > controlIndex ? subviews.sizeThatFits(controlIndex, .unspecified) : .zero
        let gap = gap(subviews.options)
        let labelProposal = ProposedSize(width: proposal.width.map { max(0, $0 - gap - control.width) }, height: proposal.height)
        let label = subviews.count > labelIndex ? subviews.sizeThatFits(labelIndex, labelProposal) : .zero
        let natural = label.width + gap + control.width
        let width = proposal.width.map { max($0, natural) } ?? natural
        return (label, labelProposal, control, Size(width: width, height: max(label.height, control.height)))
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        let p = parts(proposal, subviews, label: labelIndex, control: controlIndex)
        if subviews.isTraced {
            let gap = formatLength(gap(subviews.options))
            let fill = proposal.width == nil ? "proposed nil, so its ideal width: label + \(gap) + \(control)"
                : p.size.width > (proposal.width ?? 0) ? "the label, \(gap) and the \(control) do not fit: it overflows"
                : "the Spacer takes the rest, so it takes the proposed width"
            subviews.note("HStack { label; Spacer(); \(control) } (§16.2): the label is proposed \(p.labelProposal) and answers "
                          + "\(formatLength(p.label.width))×\(formatLength(p.label.height)); the \(control) is "
                          + "\(formatLength(p.control.width))×\(formatLength(p.control.height)); \(fill): "
                          + "\(formatLength(p.size.width))×\(formatLength(p.size.height)), height max(label, \(control))")
        }
        return p.size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        place(in: bounds, proposal, subviews, label: labelIndex, control: controlIndex)
    }

    /// Places the label leading and the control trailing in `bounds`, both centred vertically.
    func place(in bounds: Size, _ proposal: ProposedSize, _ subviews: Subviews, label: Int = 0, control: Int = 1) {
        let p = parts(proposal, subviews, label: label, control: control)
        if subviews.count > label {
            subviews.place(label, at: Point(x: 0, y: (bounds.height - p.label.height) / 2), proposal: p.labelProposal)
        }
        if subviews.count > control {
            subviews.place(control, at: Point(x: bounds.width - p.control.width, y: (bounds.height - p.control.height) / 2),
                           proposal: .unspecified)
        }
    }
}
