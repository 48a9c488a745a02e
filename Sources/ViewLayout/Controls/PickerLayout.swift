/// `Picker(title, selection:) { options }` on iOS (Docs/Semantics.md §16.6). The options are the
/// written children; the one shown is the first whose `.tag` is the selection's value.
/// - `.menu` (the default outside lists): a borderless button showing the selected option and a
///   small up-and-down chevron, `HStack { option; chevron }` with the default spacing; the
///   chevron is the last subview (a part the catalogue adds). No option tagged with the
///   selection: the chevron alone.
/// - `.segmented`: as wide as it is offered (nil: every segment as wide as the widest option,
///   plus `padding` on each side), `height` high; the options side by side in equal segments,
///   each centred in its own.
/// - `.wheel`: as wide as it is offered (nil: the widest option), `height` high; the selected
///   option centred in it (the others are rows of the wheel, not laid out).
/// The title is the control's accessibility label on iOS: it is not laid out — except in a List
/// or Form row (`inRow`), where a menu picker is `HStack { title; Spacer(); option; chevron }`
/// across the row's width, the title a part before the chevron.
public struct PickerRule: LayoutRule, Equatable {
    public enum Style: String, Sendable {
        case menu, segmented, wheel
    }

    public var style: Style
    /// The selection's value as the shell prints it.
    public var selection: String
    /// A segmented control's or a wheel's height; a segment's padding on each side.
    public var height: Double
    public var padding: Double
    /// A menu picker in a List or Form row: its title leading, its option and chevron trailing.
    public var inRow: Bool

    public init(style: Style, selection: String, height: Double = 0, padding: Double = 0, inRow: Bool = false) {
        self.style = style
        self.selection = selection
        self.height = height
        self.padding = padding
        self.inRow = inRow
    }

    public var name: String { "Picker" }
    public var description: String { "Picker(.\(style.rawValue), selection: \(selection))" }
    public var showsUnplacedSubviews: Bool { false }

    /// The options: every subview but a menu's chevron (and a row's title, just before it).
    func optionCount(_ subviews: Subviews) -> Int {
        style == .menu ? Swift.max(0, subviews.count - (inRow ? 2 : 1)) : subviews.count
    }

    /// The chosen option (a menu's chevron has no tag).
    func selected(_ subviews: Subviews) -> Int? { subviews.tagged(selection) }

    func selectionNote(_ chosen: Int?) -> String {
        chosen.map { "option \($0) is tagged \(selection), the selection" } ?? "no option is tagged \(selection)"
    }

    // MARK: .menu

    func menuParts(_ proposal: ProposedSize, _ subviews: Subviews) -> (option: Int?, label: Size, labelProposal: ProposedSize, chevron: Size) {
        guard subviews.count > 0 else { return (nil, .zero, proposal, .zero) }
        let chevron = subviews.sizeThatFits(subviews.count - 1, .unspecified)
        let gap = subviews.options.defaultSpacing
        let labelProposal = ProposedSize(width: proposal.width.map { Swift.max(0, $0 - gap - chevron.width) }, height: proposal.height)
        guard let option = selected(subviews) else { return (nil, .zero, labelProposal, chevron) }
        return (option, subviews.sizeThatFits(option, labelProposal), labelProposal, chevron)
    }

    // MARK: .segmented and .wheel

    func widestOption(_ subviews: Subviews) -> Double {
        (0..<optionCount(subviews)).reduce(0) { Swift.max($0, subviews.sizeThatFits($1, .unspecified).width) }
    }

    /// A row: the option and chevron at their ideal sizes trailing, the title proposed what is
    /// left beside the Spacer (as a Toggle's label is, §16.2); the row takes the proposed width.
    func rowParts(_ proposal: ProposedSize, _ subviews: Subviews)
        -> (menu: (option: Int?, label: Size, labelProposal: ProposedSize, chevron: Size), trailing: Size, title: Size,
            titleProposal: ProposedSize, size: Size) {
        let menu = menuParts(.unspecified, subviews)
        let spacing = subviews.options.defaultSpacing
        let trailing = Size(width: menu.label.width + (menu.option == nil ? 0 : spacing) + menu.chevron.width,
                            height: Swift.max(menu.label.height, menu.chevron.height))
        let gap = TrailingControlLayout(name: "Picker", control: "selection").gap(subviews.options)
        let titleProposal = ProposedSize(width: proposal.width.map { Swift.max(0, $0 - gap - trailing.width) }, height: proposal.height)
        let title = subviews.count >= 2 ? subviews.sizeThatFits(subviews.count - 2, titleProposal) : .zero
        let natural = title.width + gap + trailing.width
        let size = Size(width: proposal.width.map { Swift.max($0, natural) } ?? natural, height: Swift.max(title.height, trailing.height))
        return (menu, trailing, title, titleProposal, size)
    }

    public func sizeThatFits(proposal: ProposedSize, subviews: Subviews) -> Size {
        switch style {
        case .menu where inRow:
            let row = rowParts(proposal, subviews)
            if subviews.isTraced {
                subviews.note("in a List or Form row: HStack { title; Spacer(); option; chevron } (§16.6): "
                    + "\(selectionNote(selected(subviews))); the option and chevron take \(formatLength(row.trailing.width)), the title is "
                    + "proposed \(row.titleProposal): \(formatLength(row.size.width))×\(formatLength(row.size.height))")
            }
            return row.size
        case .menu:
            let parts = menuParts(proposal, subviews)
            let gap = parts.option == nil ? 0 : subviews.options.defaultSpacing
            let size = Size(width: parts.label.width + gap + parts.chevron.width, height: Swift.max(parts.label.height, parts.chevron.height))
            if subviews.isTraced {
                let chevron = "the chevron \(formatLength(parts.chevron.width))×\(formatLength(parts.chevron.height))"
                let stack = parts.option == nil ? "HStack { chevron }, " + chevron
                    : "HStack { option; chevron }, the option proposed \(parts.labelProposal) answering "
                        + "\(formatLength(parts.label.width))×\(formatLength(parts.label.height)), " + chevron
                subviews.note(".menu style: \(selectionNote(parts.option)); \(stack): \(formatLength(size.width))×\(formatLength(size.height)) (§16.6)")
            }
            return size
        case .segmented, .wheel:
            let count = optionCount(subviews)
            let ideal = style == .segmented ? Double(count) * (widestOption(subviews) + 2 * padding) : widestOption(subviews)
            let size = Size(width: proposal.width ?? ideal, height: height)
            if subviews.isTraced {
                let nilWidth = style == .segmented
                    ? "\(count) segments as wide as the widest option plus \(formatLength(padding)) on each side" : "the widest option"
                subviews.note(".\(style.rawValue) style: as wide as it is offered (nil: \(nilWidth)), \(formatLength(height)) high: "
                    + "\(formatLength(size.width))×\(formatLength(size.height)) (§16.6)")
            }
            return size
        }
    }

    public func placeSubviews(in bounds: Size, proposal: ProposedSize, subviews: Subviews) {
        switch style {
        case .menu where inRow:
            guard subviews.count >= 2 else { return }
            let row = rowParts(ProposedSize(bounds), subviews)
            subviews.place(subviews.count - 2, at: Point(x: 0, y: (bounds.height - row.title.height) / 2), proposal: row.titleProposal)
            let parts = row.menu
            var x = bounds.width - row.trailing.width
            if let option = parts.option {
                subviews.place(option, at: Point(x: x, y: (bounds.height - parts.label.height) / 2), proposal: .unspecified)
                x += parts.label.width + subviews.options.defaultSpacing
            }
            subviews.place(subviews.count - 1, at: Point(x: x, y: (bounds.height - parts.chevron.height) / 2), proposal: .unspecified)
        case .menu:
            let parts = menuParts(proposal, subviews)
            guard subviews.count > 0 else { return }
            var x = 0.0
            if let option = parts.option {
                subviews.place(option, at: Point(x: 0, y: (bounds.height - parts.label.height) / 2), proposal: parts.labelProposal)
                x = parts.label.width + subviews.options.defaultSpacing
            }
            subviews.place(subviews.count - 1, at: Point(x: x, y: (bounds.height - parts.chevron.height) / 2), proposal: .unspecified)
        case .segmented:
            let count = optionCount(subviews)
            guard count > 0 else { return }
            let segment = bounds.width / Double(count)
            let p = ProposedSize(width: Swift.max(0, segment - 2 * padding), height: bounds.height)
            for i in 0..<count {
                let size = subviews.sizeThatFits(i, p)
                subviews.place(i, at: Point(x: Double(i) * segment + (segment - size.width) / 2, y: (bounds.height - size.height) / 2), proposal: p)
            }
        case .wheel:
            guard let option = selected(subviews) else { return }
            let p = ProposedSize(bounds)
            let size = subviews.sizeThatFits(option, p)
            subviews.place(option, at: Point(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2), proposal: p)
        }
    }
}

extension Subviews {
    /// The first subview whose `.tag` is `selection` (§16.6, §17.7).
    func tagged(_ selection: String) -> Int? {
        indices.first { trait($0, .tag) == .text(selection) }
    }
}
