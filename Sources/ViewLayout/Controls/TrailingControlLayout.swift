/// Toggle (`.switch` style, §16.2) and Stepper (§16.5) on iOS, modelled as
/// `HStack { label; Spacer(); control }`: the label on the leading side, the control —
/// a fixed-size view, 51 × 31 for the switch, 94 × 32 for the stepper — on the trailing side,
/// and a Spacer between that takes what is left, so the view takes the whole proposed width.
/// LabeledContent (§16.5) is the same row with a value that can wrap (`flexibleControl`).
/// Subview 0 is the label, subview 1 the control. The Spacer follows §1.5 and the options
/// that shape it (`defaultSpacing` for its minimum, `spacerNeighborSpacing`); the label and
/// the control are centred vertically. Under `.labelsHidden()` (§16.13) the view is its control
/// alone: the label is not laid out, and there is no Spacer.
public struct TrailingControlLayout: LayoutRule, Equatable {
    /// `Toggle`, `Stepper`.
    public var name: String
    /// `switch`, `stepper`.
    public var control: String
    /// The control is subview 0 and the label subview 1 (a LabeledContent whose content is
    /// written as its children, which come before its title's part).
    public var controlFirst: Bool

    /// The control's width depends on its proposal (a LabeledContent's value): it shares the
    /// row with the label (§16.5). False: a fixed piece (a switch), proposed nil.
    public var flexibleControl: Bool

    /// `.labelsHidden()` is in effect (§16.13): the view is its control, sized and placed alone;
    /// the label stays a subview (SwiftUI keeps it for accessibility) but is not laid out.
    public var labelHidden: Bool

    public init(name: String, control: String, controlFirst: Bool = false, flexibleControl: Bool = false, labelHidden: Bool = false) {
        self.name = name
        self.control = control
        self.controlFirst = controlFirst
        self.flexibleControl = flexibleControl
        self.labelHidden = labelHidden
    }

    /// A hidden label is left out of the display rather than centred (§16.13).
    public var showsUnplacedSubviews: Bool { !labelHidden }

    var labelIndex: Int { controlFirst ? 1 : 0 }
    var controlIndex: Int { controlFirst ? 0 : 1 }

    public var description: String { labelHidden ? "\(name)(\(control); label hidden)" : "\(name)(label, Spacer, \(control))" }

    /// The control's proposal and size when the label is hidden: a fixed piece is proposed nil
    /// (its own size), a flexible one (a LabeledContent's value) the whole proposal.
    func hiddenLabelParts(_ proposal: ProposedSize, _ subviews: Subviews) -> (proposal: ProposedSize, size: Size) {
        guard subviews.count > controlIndex else { return (.unspecified, .zero) }
        let p = flexibleControl ? proposal : .unspecified
        return (p, subviews.sizeThatFits(controlIndex, p))
    }

    /// The Spacer's least length, with the stack's gaps beside it (§1.3, §1.5).
    func gap(_ options: LayoutOptions) -> Double {
        options.defaultSpacing + (options.spacerNeighborSpacing == .default ? 2 * options.defaultSpacing : 0)
    }

    /// The label (subview `label`) and the control (subview `control`) for a proposal; a
    /// DisclosureGroup's header uses its last two subviews (§16.8). A control whose width does
    /// not depend on its proposal (a switch, a stepper) is proposed nil and the label the rest;
    /// a flexible one (a LabeledContent's value text) shares the row with the label as an
    /// HStack's children do (§1.2 steps 2–5, the Spacer in the lowest group, §1.5): what the
    /// Spacer's least length leaves is offered half to the less flexible of the two, then the
    /// rest to the other — so a short title keeps its width and a long value wraps (§16.5).
    func parts(_ proposal: ProposedSize, _ subviews: Subviews, label labelIndex: Int = 0, control controlIndex: Int = 1)
        -> (label: Size, labelProposal: ProposedSize, control: Size, controlProposal: ProposedSize, shared: Bool, size: Size) {
        let gap = gap(subviews.options)
        let hasLabel = subviews.count > labelIndex, hasControl = subviews.count > controlIndex
        var controlProposal = ProposedSize.unspecified
        var control = hasControl ? subviews.sizeThatFits(controlIndex, .unspecified) : .zero
        var labelProposal = ProposedSize(width: proposal.width.map { max(0, $0 - gap - control.width) }, height: proposal.height)
        var shared = false
        if flexibleControl, let width = proposal.width, hasLabel, hasControl {
            let least = subviews.sizeThatFits(controlIndex, ProposedSize(width: 0, height: proposal.height)).width
            let most = subviews.sizeThatFits(controlIndex, ProposedSize(width: .infinity, height: proposal.height)).width
            if !sameLength(least, most) {
                shared = true
                let labelLeast = subviews.sizeThatFits(labelIndex, ProposedSize(width: 0, height: proposal.height)).width
                let labelMost = subviews.sizeThatFits(labelIndex, ProposedSize(width: .infinity, height: proposal.height)).width
                let available = max(0, width - gap)
                // Ties keep declaration order: the label first (§1.2 step 2.4).
                let controlFirst = (most - least) < (labelMost - labelLeast)
                let first = controlFirst ? controlIndex : labelIndex, second = controlFirst ? labelIndex : controlIndex
                let firstProposal = ProposedSize(width: available / 2, height: proposal.height)
                let firstWidth = subviews.sizeThatFits(first, firstProposal).width
                let secondProposal = ProposedSize(width: max(available - firstWidth, 0), height: proposal.height)
                labelProposal = controlFirst ? secondProposal : firstProposal
                controlProposal = controlFirst ? firstProposal : secondProposal
                control = subviews.sizeThatFits(controlIndex, controlProposal)
            }
        }
        let label = hasLabel ? subviews.sizeThatFits(labelIndex, labelProposal) : .zero
        let natural = label.width + gap + control.width
        let width = proposal.width.map { max($0, natural) } ?? natural
        return (label, labelProposal, control, controlProposal, shared, Size(width: width, height: max(label.height, control.height)))
    }

    /// Two lengths equal to the last bit (both infinite counts as equal).
    func sameLength(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        if labelHidden {
            let hidden = hiddenLabelParts(proposal, subviews)
            if subviews.isTraced {
                subviews.note("its label is hidden (.labelsHidden(), §16.13): it is its \(control) alone, proposed \(hidden.proposal): "
                              + "\(formatLength(hidden.size.width))×\(formatLength(hidden.size.height)); the label is not laid out")
            }
            return hidden.size
        }
        let p = parts(proposal, subviews, label: labelIndex, control: controlIndex)
        if subviews.isTraced {
            let gap = formatLength(gap(subviews.options))
            let fill = proposal.width == nil ? "proposed nil, so its ideal width: label + \(gap) + \(control)"
                : p.size.width > (proposal.width ?? 0) ? "the label, \(gap) and the \(control) do not fit: it overflows"
                : "the Spacer takes the rest, so it takes the proposed width"
            let share = p.shared ? " (the two share the row as an HStack's children do: the less flexible is offered half of what the "
                + "Spacer's \(gap) leaves, the other the rest, §1.2, §16.5)" : ""
            subviews.note("HStack { label; Spacer(); \(control) } (§16.2): the label is proposed \(p.labelProposal) and answers "
                          + "\(formatLength(p.label.width))×\(formatLength(p.label.height)); the \(control) is "
                          + (p.shared ? "proposed \(p.controlProposal) and answers " : "")
                          + "\(formatLength(p.control.width))×\(formatLength(p.control.height))\(share); \(fill): "
                          + "\(formatLength(p.size.width))×\(formatLength(p.size.height)), height max(label, \(control))")
        }
        return p.size
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        if labelHidden {
            let hidden = hiddenLabelParts(proposal, subviews)
            guard subviews.count > controlIndex else { return }
            subviews.place(controlIndex, at: Point(x: (bounds.width - hidden.size.width) / 2, y: (bounds.height - hidden.size.height) / 2),
                           proposal: hidden.proposal)
            return
        }
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
                           proposal: p.controlProposal)
        }
    }
}
