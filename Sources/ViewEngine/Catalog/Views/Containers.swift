import ViewLayout

extension ViewCatalog {
    /// Grid, lazy grids, ViewThatFits, scroll views, lazy stacks, List, Form, Section
    /// (§11–§13); their layouts are rules in ViewLayout (Grid.swift, LazyGrid.swift …).
    static let containers: [ViewInfo] = [
        ViewInfo("grid", swift: "Grid",
                 [Signature([P("alignment", .alignment, optional: true),
                             P("horizontalSpacing", .number, optional: true, check: ArgumentChecks.spacing),
                             P("verticalSpacing", .number, optional: true, check: ArgumentChecks.spacing)])],
                 children: true, childEnvironment: ["_sections": .string("grid")], section: "§11.1",
                 summary: "rows of cells in shared columns; a view outside a gridrow spans all columns (§11.1–§11.3)",
                 example: "grid < gridrow < text \"Name\" text \"Joe\" > divider gridrow < text \"Age\" text \"42\" > >",
                 build: .node { arguments in
                     .rule(GridRule(alignment: arguments.alignment("alignment") ?? .center,
                                    horizontalSpacing: arguments.checkedNumber("horizontalSpacing", ArgumentChecks.spacing),
                                    verticalSpacing: arguments.checkedNumber("verticalSpacing", ArgumentChecks.spacing)))
                 }),
        ViewInfo("gridrow", swift: "GridRow", [Signature([P("alignment", .guide, optional: true, check: ArgumentChecks.verticalGuide)])],
                 children: true, container: "grid", section: "§11.1",
                 summary: "a row of a grid: its children are cells in column order (§11.1)",
                 example: "grid < gridrow(alignment: .top) < text \"Name\" text \"Joe\" > >",
                 build: .node { arguments in
                     arguments.refuseLayoutModifiers("a gridrow's modifiers apply to each of its cells in SwiftUI (§11.1 rule 2)")
                     return .rule(GridRowRule(alignment: arguments.guide("alignment", axis: .vertical)))
                 }),
        ViewInfo("lazyvgrid", swift: "LazyVGrid",
                 [Signature([P("columns", .expression, check: ArgumentChecks.gridItems),
                             P("alignment", .guide, optional: true, check: ArgumentChecks.horizontalGuide),
                             P("spacing", .number, optional: true, check: ArgumentChecks.spacing),
                             P("pinnedViews", .expression, optional: true)])],
                 children: true, childEnvironment: ["_sections": .string("grid")], section: "§11.4",
                 summary: "items fill GridItem columns row by row (§11.4); every item is laid out",
                 example: "lazyvgrid(columns: [GridItem(.adaptive(minimum: 80))]) < foreach(1...6) { n in text \"\\(n)\" } >",
                 build: .node { arguments in lazyGrid(&arguments, grows: .vertical, itemsName: "columns") }),
        ViewInfo("lazyhgrid", swift: "LazyHGrid",
                 [Signature([P("rows", .expression, check: ArgumentChecks.gridItems),
                             P("alignment", .guide, optional: true, check: ArgumentChecks.verticalGuide),
                             P("spacing", .number, optional: true, check: ArgumentChecks.spacing),
                             P("pinnedViews", .expression, optional: true)])],
                 children: true, childEnvironment: ["_sections": .string("grid")], section: "§11.4",
                 summary: "items fill GridItem rows column by column (§11.4); every item is laid out",
                 example: "lazyhgrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) < foreach(1...6) { n in text \"\\(n)\" } >",
                 build: .node { arguments in lazyGrid(&arguments, grows: .horizontal, itemsName: "rows") }),
        ViewInfo("viewthatfits", swift: "ViewThatFits", [Signature([P("in", "axes", .axes, optional: true)])],
                 children: true, requiresChildren: true, section: "§12",
                 summary: "shows its first child whose ideal size fits, else its last (§12)",
                 example: "viewthatfits(in: .horizontal) < text \"Add to favourites\" text \"Add\" >",
                 build: .node { arguments in
                     let axes = arguments.axes("axes") ?? [.horizontal, .vertical]
                     return .rule(ViewThatFitsRule(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical)))
                 }),
        ViewInfo("scrollview", swift: "ScrollView",
                 [Signature([P(nil, "axes", .axes, optional: true),
                             P("showsIndicators", .bool, optional: true)])],
                 children: true, stacking: .severalChildren, section: "§13.1",
                 summary: "proposes nil along its scrolled axes; takes the proposal there, its content's size across (§13.1)",
                 example: "scrollview(.horizontal) < hstack < color red .frame(width: 200) color blue .frame(width: 200) > >",
                 build: .node { arguments in
                     let axes = arguments.axes("axes") ?? [.vertical]
                     return .rule(ScrollViewRule(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                                 margins: arguments.environment.contentMargins))
                 }),
        ViewInfo("lazyvstack", swift: "LazyVStack",
                 [Signature([P("alignment", .guide, optional: true, check: ArgumentChecks.horizontalGuide),
                             P("spacing", .number, optional: true, check: ArgumentChecks.spacing),
                             P("pinnedViews", .expression, optional: true)])],
                 children: true, childEnvironment: ["_sections": .string("lazy")], section: "§13.2",
                 summary: "a VStack that does not share its height: each child at its ideal height; takes the proposed width (§13.2)",
                 example: "lazyvstack(alignment: .leading) < foreach(1...3) { n in text \"Row \\(n)\" } >",
                 build: .node { arguments in
                     pinnedViewsNote(&arguments)
                     return .rule(LazyStackRule(axis: .vertical, alignment: arguments.guide("alignment", axis: .horizontal) ?? .horizontalCenter,
                                         spacing: arguments.checkedNumber("spacing", ArgumentChecks.spacing)))
                 }),
        ViewInfo("lazyhstack", swift: "LazyHStack",
                 [Signature([P("alignment", .guide, optional: true, check: ArgumentChecks.verticalGuide),
                             P("spacing", .number, optional: true, check: ArgumentChecks.spacing),
                             P("pinnedViews", .expression, optional: true)])],
                 children: true, childEnvironment: ["_sections": .string("lazy")], section: "§13.2",
                 summary: "an HStack that does not share its width: each child at its ideal width; takes the proposed height (§13.2)",
                 example: "lazyhstack < foreach(1...3) { n in text \"\\(n)\" } >",
                 build: .node { arguments in
                     pinnedViewsNote(&arguments)
                     return .rule(LazyStackRule(axis: .horizontal, alignment: arguments.guide("alignment", axis: .vertical) ?? .verticalCenter,
                                         spacing: arguments.checkedNumber("spacing", ArgumentChecks.spacing)))
                 }),
        ViewInfo("list", swift: "List", children: true, childEnvironment: ["_listRow": .bool(true), "_sections": .string("list")], section: "§13.3",
                 summary: "takes the proposal; its rows in inset-grouped cards, 44 high at least (§13.3, unconfirmed)",
                 example: "list < text \"Inbox\" text \"Sent\" >",
                 build: .node { arguments in listBuild(&arguments, kind: "List") }),
        ViewInfo("form", swift: "Form", children: true, childEnvironment: ["_listRow": .bool(true), "_sections": .string("form")], section: "§13.3",
                 summary: "a grouped list on iOS: its rows in inset-grouped cards, 44 high at least (§13.3, unconfirmed)",
                 example: "form < section < text \"Name\" > >",
                 build: .node { arguments in listBuild(&arguments, kind: "Form") }),
        ViewInfo("navigationstack", swift: "NavigationStack",
                 [Signature([P("bar", .choice("navigation bar", ["large", "inline", "hidden"]), optional: true)])],
                 children: true, stacking: .severalChildren, section: "§17.5",
                 summary: "its bar (large 96, inline 44, hidden 0) is part of its content's safe area; takes the proposal, content centred below the bar (§17.5)",
                 example: "navigationstack(bar: .large) < text \"Inbox\" >",
                 build: .node { arguments in
                     .rule(NavigationStackRule(bar: arguments.symbol("bar").flatMap(NavigationStackRule.Bar.init(rawValue:)) ?? .inline))
                 }),
        ViewInfo("tabview", swift: "TabView", [Signature([P("selection", .binding, optional: true)])],
                 children: true, section: "§17.7",
                 summary: "the tab tagged with the selection (else the first) above a 49-pt tab bar, part of the tab's safe area; takes the proposal; .tabViewStyle(.page): the page fills it, no bar (§17.7)",
                 example: "tabview(selection: $tab) < text \"Inbox\" .tag(0) text \"Settings\" .tag(1) >",
                 build: .node { arguments in
                     // `.tabViewStyle` in effect (§17.7): `.page` has no bar; the others are a tab bar on an iPhone.
                     let paged = arguments.environment["tabViewStyle"] == .symbol("page")
                     return .rule(TabViewRule(selection: arguments.has("selection") ? (arguments.boundValue("selection") ?? .none).description : nil,
                                              paged: paged))
                 }),
        ViewInfo("section", swift: "Section",
                 [Signature([P(nil, "title", .expression, optional: true), P("header", .view, optional: true),
                             P("footer", .view, optional: true)])],
                 children: true, section: "§13.3",
                 summary: "rows of a list or form in a card, its title (upper-cased, footnote) or header above it and its footer below (§13.3); elsewhere its header, rows and footer, in order, are its container's subviews (§13.2)",
                 example: "list < section(\"Mail\") < text \"Inbox\" > >",
                 build: .node { arguments in
                     arguments.refuseLayoutModifiers("a section's modifiers apply to each of its rows in SwiftUI (§13.3)")
                     // The nearest container that lays sections out decides (`_sections`, set by List and
                     // Form, lazy stacks, grids): in a lazy stack the header and footer are laid out.
                     if arguments.environment["_sections"] != .string("lazy") {
                         // In a List or Form (§13.3 rule 6): a title or header view is shown above the
                         // card in the footnote style, upper-cased — the environment's textCase is
                         // .uppercase for the whole header unless a modifier set it (`.textCase(nil)`
                         // on the header, the Section or the List) or the List is .plain; a footer
                         // in the footnote style, as written.
                         let plain = arguments.environment["_sections"] == .string("list") && arguments.environmentSymbol("listStyle") == "plain"
                         let upperCases = !plain && !arguments.environment.isSet("textCase")
                         if plain, arguments.has("header") || arguments.has("title") {
                             arguments.note("a .plain list's section headers are shown as written, not upper-cased as a grouped list's "
                                            + "and a form's are: unconfirmed (§13.3 rule 6)")
                         }
                         if arguments.has("header") {
                             arguments.addViewArgumentPart("header", font: "footnote", textCase: upperCases ? "uppercase" : nil)
                         } else if arguments.has("title"), let title = arguments.string("title") {
                             var style = arguments.textStyle
                             style.fontScale = ListRule.sectionTitleFontScale
                             let shown = upperCases ? title.uppercased() : arguments.environment.textCased(title)
                             arguments.addPart("header", .text(shown, style), label: "text " + Value.quote(shown), drawing: Drawing(.text))
                         }
                         if arguments.has("footer") { arguments.addViewArgumentPart("footer", font: "footnote") }
                         return .rule(SectionRule(hasHeader: arguments.parts.contains { $0.name == "header" },
                                                  hasFooter: arguments.parts.contains { $0.name == "footer" }))
                     }
                     // Outside a List (a lazy stack): `Section("Mail")` is `Section { } header: { Text("Mail") }` (§13.2 rule 5).
                     if arguments.has("header") {
                         arguments.addViewArgumentPart("header")
                     } else if arguments.has("title"), let title = arguments.string("title") {
                         arguments.addTextPart("header", title)
                     }
                     if arguments.has("footer") { arguments.addViewArgumentPart("footer") }
                     return .rule(SectionRule(hasHeader: arguments.parts.contains { $0.name == "header" },
                                              hasFooter: arguments.parts.contains { $0.name == "footer" }))
                 }),
    ]

    /// A lazy stack's `pinnedViews:` (§13.2 rule 5): pinning shows only when scrolled, and viewsh
    /// lays scroll content out at offset 0, where a pinned header or footer is where it would be
    /// unpinned — so the layout is exact and the note says what it does not show.
    static func pinnedViewsNote(_ arguments: inout EvaluatedArguments) {
        guard arguments.has("pinnedViews"), let value = arguments.value("pinnedViews") else { return }
        if case .list(let items) = value, items.isEmpty { return }
        arguments.note("pinnedViews: a pinned section header (or footer) stays at the scroll view's edge while its section scrolls "
                       + "past; viewsh lays out at scroll offset 0, where each is at its own place (§13.2 rule 5)")
    }

    /// LazyVGrid / LazyHGrid from their arguments (§11.4).
    static func lazyGrid(_ arguments: inout EvaluatedArguments, grows: Axis, itemsName: String) -> LayoutNode.Kind {
        var items = [GridItemSpec(.flexible(minimum: 10, maximum: .infinity))]
        if let value = arguments.value(itemsName) {
            switch GridItemSpec.parse(value) {
            case .success(let parsed): items = parsed
            case .failure(let problem): arguments.problem(problem.message)
            }
        }
        let guide = arguments.guide("alignment", axis: grows.other) ?? (grows == .vertical ? .horizontalCenter : .verticalCenter)
        return .rule(LazyGridRule(grows: grows, items: items, alignment: guide,
                                  spacing: arguments.checkedNumber("spacing", ArgumentChecks.spacing)))
    }

    /// List and Form (§13.3): their rows' metrics are unconfirmed, and each use says so.
    static func listBuild(_ arguments: inout EvaluatedArguments, kind: String) -> LayoutNode.Kind {
        // `.listStyle` in effect (§13.3 rule 5); a Form is a grouped list whatever it says.
        let style = kind == "List" ? ListStyleMetrics.named(arguments.environmentSymbol("listStyle") ?? "automatic") : .insetGrouped
        if arguments.options.listRows == .approximate {
            let name = style.name == "insetGrouped" ? "inset-grouped" : style.name
            let cards = style.cardMargin == 0 ? "each section edge to edge" : "each section a card \(formatLength(style.cardMargin)) in from the sides"
            let gaps = style.sectionTop == 0 && style.sectionBottom == 0 ? "one after another"
                : "\(formatLength(style.sectionTop)) above it and \(formatLength(style.sectionBottom)) below"
            arguments.note("\(kind) rows are laid out as iOS's \(name) style: \(cards), \(gaps), "
                           + "its content \(formatLength(ListRule.rowInset)) in, rows at least \(formatLength(ListRule.minimumRowHeight)) high; "
                           + "a section's title or header \(formatLength(style.headerTop)) below what is above it and \(formatLength(style.headerGap)) "
                           + "above its card, its footer \(formatLength(style.footerGap)) below it — unconfirmed: option listRows (§13.3)")
        }
        return .rule(ListRule(kind: kind, style: style))
    }
}

extension EvaluatedArguments {
    /// Containers whose modifiers SwiftUI applies to each child (GridRow, Section) refuse the
    /// modifiers that would change layout: viewsh does not model that yet.
    mutating func refuseLayoutModifiers(_ why: String) {
        for name in modifierNames {
            switch ModifierCatalog.info(name)?.effect {
            case .none?, .environment?, .transformsEnvironment?: continue
            case .resolver? where ["environment", "transformEnvironment", "disabled"].contains(name): continue
            default: problem("'.\(name)' on this view is not modelled: \(why); write it on the cells")
            }
        }
    }
}
