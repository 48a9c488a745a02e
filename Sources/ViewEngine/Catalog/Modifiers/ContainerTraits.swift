import ViewLayout

extension ModifierCatalog {
    /// Grid cell traits (§11.1), a selection's tag (§17.7) and scroll-view content margins (§13.1).
    static let containers: [ModifierInfo] = [
        ModifierInfo(
            name: "gridCellColumns", overloads: [Signature([P(nil, "count", .number, check: ArgumentChecks.columnCount)])],
            summary: "the grid cell spans this many columns (§11.1 rule 4)", example: ".gridCellColumns(2)",
            effect: .layout { arguments in
                .trait(LayoutTrait(.gridCellColumns, .number(arguments.checkedNumber("count", ArgumentChecks.columnCount) ?? 1)))
            }),
        ModifierInfo(
            name: "gridColumnAlignment", overloads: [Signature([P(nil, "guide", .guide, check: ArgumentChecks.horizontalGuide)])],
            summary: "the horizontal alignment of the cell's whole column (§11.1 rule 5)", example: ".gridColumnAlignment(.trailing)",
            effect: .layout { arguments in
                guard let guide = arguments.guide("guide", axis: .horizontal) else { return .passthrough }
                return .trait(LayoutTrait(.gridColumnAlignment, .guide(guide)))
            }),
        ModifierInfo(
            name: "gridCellAnchor", overloads: [Signature([P(nil, "anchor", .expression, check: ArgumentChecks.unitPoint)])],
            summary: "aligns the grid cell by this unit point of itself and of its cell (§11.1 rule 7)",
            example: ".gridCellAnchor(UnitPoint(x: 0.25, y: 0.75))",
            effect: .layout { arguments in
                guard let point = arguments.checked("anchor", ArgumentChecks.unitPoint).flatMap(ArgumentChecks.unitPointValue)
                else { return .passthrough }
                return .trait(LayoutTrait(.gridCellAnchor, .point(point)))
            }),
        ModifierInfo(
            name: "gridCellUnsizedAxes", overloads: [Signature([P(nil, "axes", .axes)])],
            summary: "the cell takes the size the other cells give its column or row on these axes (§11.1 rule 8)",
            example: ".gridCellUnsizedAxes(.horizontal)",
            effect: .layout { arguments in
                let axes = arguments.axes("axes") ?? []
                return .trait(LayoutTrait(.gridCellUnsizedAxes, .axes(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))))
            }),
        ModifierInfo(
            name: "listRowInsets", overloads: [Signature([P(nil, "insets", .expression)])],
            summary: "a List row's insets, EdgeInsets(top:leading:bottom:trailing:); nil: the list's own (§13.3 rule 4)",
            example: ".listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))",
            effect: .layout { arguments in
                guard case .record("EdgeInsets", let fields)? = arguments.value("insets") else {
                    if let value = arguments.value("insets"), value != .none {
                        arguments.problem("listRowInsets takes EdgeInsets(top:leading:bottom:trailing:) or nil, got \(value)")
                    }
                    return .passthrough
                }
                let insets = arguments.edgeInsets(fields)
                guard [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy({ ($0 ?? 0).isFinite }) else {
                    arguments.problem("listRowInsets takes finite insets")
                    return .passthrough
                }
                return .trait(LayoutTrait(.listRowInsets, .insets(insets)))
            }),
        ModifierInfo(
            name: "tag", overloads: [Signature([P(nil, "value", .expression)])],
            summary: "names the view for a selection: a tabview shows the tab tagged with its selection (§17.7)",
            example: ".tag(0)",
            effect: .layout { arguments in .trait(LayoutTrait(.tag, .text((arguments.value("value") ?? .none).description))) }),
        ModifierInfo(
            name: "contentMargins",
            overloads: [
                Signature([P(nil, "length", .length), P("for", "placement", .expression, optional: true, check: ArgumentChecks.marginPlacement)]),
                Signature([P(nil, "edges", .edges), P(nil, "length", .length),
                           P("for", "placement", .expression, optional: true, check: ArgumentChecks.marginPlacement)]),
            ],
            summary: "insets the content of scroll views inside; the scroll range grows by them (§13.1 rule 5)",
            example: ".contentMargins(.horizontal, 20)",
            effect: .transformsEnvironment(key: "contentMargins") { arguments, inherited in
                if case .symbol("scrollIndicators")? = arguments.checked("placement", ArgumentChecks.marginPlacement) {
                    return inherited  // only the indicators move: no layout effect (§13.1 rule 5)
                }
                guard let length = arguments.length("length") else { return inherited }
                var margins = inherited.contentMarginValues
                let insets = arguments.insets()
                for (k, edge) in [insets.top, insets.leading, insets.bottom, insets.trailing].enumerated() where edge != 0 {
                    margins[k] = length
                }
                return .list(margins.map(Value.number))
            }),
    ]
}

extension ArgumentChecks {
    /// `.automatic`, `.scrollContent` or `.scrollIndicators` (`ContentMarginPlacement`).
    static let marginPlacement: ArgumentCheck = { value in
        if case .symbol(let name) = value, ["automatic", "scrollContent", "scrollIndicators"].contains(name) { return nil }
        return "expected a placement: .automatic, .scrollContent or .scrollIndicators"
    }
}

extension Value {
    /// The four content margins stored by `.contentMargins` (top, leading, bottom, trailing).
    var contentMarginValues: [Double] {
        guard case .list(let values) = self, values.count == 4 else { return [0, 0, 0, 0] }
        return values.map { $0.number ?? 0 }
    }
}

extension EnvironmentValues {
    /// `.contentMargins` set above (§13.1 rule 5).
    public var contentMargins: [Double] { self["contentMargins"].contentMarginValues }
}
