import ViewLayout

extension ViewCatalog {
    /// iOS controls as far as their layout is documented or measured (§16). A control's title
    /// is a Text part (`0.label`), its fixed-size piece another (`0.switch`); every metric that
    /// is not documented is an option, and each use of one is reported with a note.
    static let controls: [ViewInfo] = [
        ViewInfo("button", swift: "Button",
                 [Signature([P(nil, "title", .expression, optional: true), P("role", .choice("button role", ["destructive", "cancel", "close", "confirm"]), optional: true)],
                            closures: [C("action", .statements, maxParameters: 0)])],
                 operand: .optional, children: true, closure: .optional, labelled: true, section: "§16.1",
                 summary: "its label's size; .bordered styles pad it (§16.1); `tap` runs its action",
                 example: "button \"Save\" { saved = true }",
                 build: .node { arguments in
                     if arguments.has("title") { arguments.addTextPart("label", arguments.string("title") ?? "") }
                     arguments.tap = .runAction(argument: "action")
                     return arguments.buttonLayout()
                 }),
        buttonLike("navigationlink", swift: "NavigationLink", [P("value", .expression, optional: true)], section: "§17.6",
                   summary: "a button that pushes a view: its label's size, styled as a button (§17.6); the destination is not shown",
                   example: "navigationlink(\"Work Folder\")"),
        buttonLike("menu", swift: "Menu", [], section: "§17.6",
                   summary: "a button that opens a menu: its label's size, styled as a button (§17.6); the menu is not shown",
                   example: "menu(\"Options\")"),
        buttonLike("link", swift: "Link", [], section: "§17.6",
                   summary: "a button that opens a URL: its label's size, styled as a button (§17.6)",
                   example: "link(\"Apple\")"),
        ViewInfo("toggle", swift: "Toggle", [Signature([P(nil, "title", .expression, optional: true), P("isOn", .binding)])],
                 children: true, labelled: true, section: "§16.2",
                 summary: "the label leading, a 51×31 switch trailing, a Spacer between: the whole proposed width (§16.2)",
                 example: "toggle(\"Vibrate on Ring\", isOn: $vibrate)",
                 build: .node { arguments in
                     if arguments.has("title") { arguments.addTextPart("label", arguments.string("title") ?? "") }
                     let isOn = arguments.boundBool("isOn", of: "a toggle")
                     arguments.tap = .toggle(argument: "isOn")
                     if arguments.environmentSymbol("toggleStyle") == "button" {
                         // §16.2 rule 3: a button that stays pressed while on, drawn bordered.
                         let padding = arguments.borderedPadding()
                         arguments.note("a .button toggle is drawn as a .bordered button; its padding, \(padding.text)"
                                        + arguments.controlSizeWords + ", is unconfirmed: option borderedButtonPadding (§16.1)")
                         arguments.drawing = Drawing(.roundedRectangle(cornerRadius: 8), fill: isOn ? "accentColor" : "gray")
                         return .rule(ButtonLayout(style: "bordered", horizontal: padding.horizontal, vertical: padding.vertical))
                     }
                     arguments.addPart("switch", .rule(FixedControlLayout(name: "switch", size: Size(width: 51, height: 31),
                                                                          source: "UISwitch's fixed size, §16.2")),
                                       label: isOn ? "switch (on)" : "switch (off)", drawing: Drawing(.capsule, fill: isOn ? "green" : "gray"))
                     return .rule(TrailingControlLayout(name: "Toggle", control: "switch", labelHidden: arguments.labelsHidden))
                 }),
        ViewInfo("label", swift: "Label",
                 [Signature([P(nil, "title", .expression), P("systemImage", .expression)]),
                  Signature([P("title", .view), P("icon", .view)])],
                 section: "§16.3",
                 summary: "an icon and a title: HStack(spacing: 8) { icon; title } (§16.3); label(title: view, icon: view) too",
                 example: "label(\"Lightning\", systemImage: \"bolt.fill\")",
                 build: .node { arguments in
                     let style = arguments.environmentSymbol("labelStyle") ?? "automatic"
                     let views = arguments.has("icon")
                     if style != "titleOnly" {
                         if views {
                             arguments.addViewArgumentPart("icon")
                         } else {
                             let symbol = arguments.string("systemImage") ?? ""
                             arguments.addPart("icon", .rule(arguments.symbolImage(symbol)), label: "image(systemName: \(Value.quote(symbol)))",
                                               drawing: Drawing(.image))
                         }
                     }
                     if style != "iconOnly" {
                         if views { arguments.addViewArgumentPart("title") } else { arguments.addTextPart("title", arguments.string("title") ?? "") }
                     }
                     if style != "titleOnly" && style != "iconOnly" {
                         arguments.note("a Label's gap between icon and title, \(formatLength(arguments.options.labelSpacing)), is unconfirmed: "
                                        + "option labelSpacing (§16.3)")
                     }
                     return .stack(axis: .horizontal, alignment: .verticalCenter, spacing: arguments.options.labelSpacing)
                 }),
        textField("textfield", swift: "TextField", axis: true,
                  summary: "as wide as it is offered (nil: its text or prompt), one line high; axis: .vertical grows with its text's lines (§16.5, unconfirmed)",
                  example: "textfield(\"Name\", text: $name) .textFieldStyle(.roundedBorder)"),
        textField("securefield", swift: "SecureField",
                  summary: "a TextField whose text shows as dots, one per character: the same size (§16.5, unconfirmed)",
                  example: "securefield(\"Password\", text: $password)"),
        ViewInfo("datepicker", swift: "DatePicker",
                 [Signature([P(nil, "title", .expression, optional: true), P("selection", .binding), P("in", "range", .expression, optional: true),
                             P("displayedComponents", .expression, optional: true)])],
                 children: true, labelled: true, section: "§16.11",
                 summary: "like a toggle: the label leading, the compact date and time buttons trailing, the whole proposed width (§16.11, unconfirmed)",
                 example: "datepicker(\"Due\", selection: $due)",
                 build: .node { arguments in
                     if arguments.has("title") { arguments.addTextPart("label", arguments.string("title") ?? "") }
                     _ = arguments.boundValue("selection")
                     // `.date`, `.hourAndMinute`, or both (`[.date, .hourAndMinute]`, the default).
                     var components: Set<String> = ["date", "hourAndMinute"]
                     switch arguments.value("displayedComponents") {
                     case .symbol(let one)?: components = [one]
                     case .list(let many)?: components = Set(many.compactMap { if case .symbol(let s) = $0 { s } else { nil } })
                     default: break
                     }
                     let shown = [components.contains("date") ? "Dec 2, 2026" : nil, components.contains("hourAndMinute") ? "9:41 AM" : nil]
                         .compactMap { $0 }
                     let (charWidth, _) = TextMetrics.metrics(of: arguments.textStyle, options: arguments.options)
                     let padding = 11.0, height = 34.0, gap = 8.0
                     let width = shown.reduce(0) { $0 + Double($1.count) * charWidth + 2 * padding } + Double(max(0, shown.count - 1)) * gap
                     if let style = arguments.environmentSymbol("datePickerStyle"), style != "compact", style != "automatic" {
                         arguments.note("the .\(style) date picker style is not modelled: the date picker is laid out as .compact (§16.11)")
                     }
                     arguments.note("a DatePicker is modelled as HStack { label; Spacer(); compact buttons }, each button its text "
                                    + "(as \"Dec 2, 2026\", \"9:41 AM\") padded \(formatLength(padding)) at each side, \(formatLength(height)) high, "
                                    + "\(formatLength(gap)) apart: unconfirmed (§16.11)")
                     arguments.addPart("date", .rule(FixedControlLayout(name: "date", size: Size(width: width, height: height),
                                                                       source: "§16.11: compact buttons, unconfirmed")),
                                       label: "date buttons " + shown.map { Value.quote($0) }.joined(separator: " "),
                                       drawing: Drawing(.roundedRectangle(cornerRadius: 6), fill: "gray"))
                     return .rule(TrailingControlLayout(name: "DatePicker", control: "date", labelHidden: arguments.labelsHidden))
                 }),
        ViewInfo("texteditor", swift: "TextEditor", [Signature([P("text", .binding)])],
                 section: "§16.10",
                 summary: "a scrolling text view: the size it is offered; a nil side is its text's plus UITextView's insets (§16.10)",
                 example: "texteditor(text: $notes) .frame(height: 120)",
                 build: .node { arguments in
                     var text = ""
                     switch arguments.boundValue("text") {
                     case .string(let value)?: text = value
                     case let value?: arguments.problem("a text editor's text must be bound to a String state, got \(value.kindName)")
                     case nil: break
                     }
                     arguments.addTextPart("text", text)
                     arguments.note("a TextEditor's text is inset as a UITextView's (5 each side, 8 above and below) and its size "
                                    + "for a nil proposal is its text's: unconfirmed for SwiftUI (§16.10)")
                     let lineHeight = TextMetrics.metrics(of: arguments.textStyle, options: arguments.options).lineHeight
                     return .rule(TextEditorLayout(horizontal: 5, vertical: 8, lineHeight: lineHeight))
                 }),
        ViewInfo("progressview", swift: "ProgressView",
                 [Signature([]), Signature([P(nil, "title", .expression)]),
                  Signature([P("value", .expression), P("total", .expression, optional: true)]),
                  Signature([P(nil, "title", .expression), P("value", .expression), P("total", .expression, optional: true)])],
                 section: "§16.5",
                 summary: "a spinner (20×20), or with a value a bar as wide as it is offered, 4 high; a title below the spinner, above the bar (§16.5, unconfirmed)",
                 example: "progressview(value: 0.75) .frame(width: 100)",
                 build: .node { arguments in
                     // §16.5: with a title, a VStack of the spinner over its title (centred), or of the
                     // title over the bar (leading), default spacing.
                     let title = arguments.has("title") ? arguments.string("title") ?? "" : nil
                     if title != nil {
                         arguments.note("a titled ProgressView is a VStack of its title and indicator at the default spacing: unconfirmed (§16.5)")
                     }
                     guard arguments.has("value") else {
                         let side = arguments.options.spinnerSize
                         arguments.note("the ProgressView spinner's size, \(formatLength(side)), is unconfirmed: option spinnerSize (§16.5)")
                         let drawing = Drawing(.circle, stroke: Drawing.Stroke(colour: "gray", lineWidth: 2, inside: true))
                         let spinner = LayoutNode.Kind.rule(FixedControlLayout(name: "spinner", size: Size(width: side, height: side),
                                                                               source: "§16.5, as UIActivityIndicatorView; option spinnerSize"))
                         guard let title else {
                             arguments.drawing = drawing
                             return spinner
                         }
                         arguments.addPart("spinner", spinner, label: "(spinner)", drawing: drawing)
                         arguments.addTextPart("title", title)
                         return .stack(axis: .vertical, alignment: .horizontalCenter)
                     }
                     _ = arguments.number("value")
                     _ = arguments.number("total")
                     let height = arguments.options.progressBarHeight
                     arguments.note("a linear ProgressView's height, \(formatLength(height)), is unconfirmed: option progressBarHeight (§16.5)")
                     let drawing = Drawing(.capsule, fill: "gray")
                     let bar = LayoutNode.Kind.rule(BarControlLayout(name: "ProgressView", idealWidth: 10, height: height,
                                                                     source: "§16.5; option progressBarHeight"))
                     guard let title else {
                         arguments.drawing = drawing
                         return bar
                     }
                     arguments.addTextPart("title", title)
                     arguments.addPart("bar", bar, label: "(bar)", drawing: drawing)
                     return .stack(axis: .vertical, alignment: .leading)
                 }),
        ViewInfo("slider", swift: "Slider",
                 [Signature([P("value", .binding), P("in", "range", .expression, optional: true), P("step", .expression, optional: true)])],
                 section: "§16.5",
                 summary: "as wide as it is offered (nil → 10), 31 high (§16.5, unconfirmed)",
                 example: "slider(value: $volume, in: 0...10)",
                 build: .node { arguments in
                     _ = arguments.boundValue("value")
                     let height = arguments.options.sliderHeight
                     arguments.note("a Slider's height, \(formatLength(height)), is unconfirmed: option sliderHeight (§16.5)")
                     arguments.drawing = Drawing(.capsule, fill: "gray")
                     return .rule(BarControlLayout(name: "Slider", idealWidth: 10, height: height, source: "§16.5; option sliderHeight"))
                 }),
        ViewInfo("stepper", swift: "Stepper",
                 [Signature([P(nil, "title", .expression, optional: true), P("value", .binding),
                             P("in", "range", .expression, optional: true), P("step", .expression, optional: true)]),
                  Signature([P(nil, "title", .expression, optional: true)],
                            closures: [C("onIncrement", .statements, maxParameters: 0, optional: true),
                                       C("onDecrement", .statements, maxParameters: 0, optional: true)])],
                 children: true, closure: .optional, labelled: true, section: "§16.5",
                 summary: "like a toggle: the label leading, a 94×32 stepper trailing, the whole proposed width; `tap … increment` / `decrement` (§16.5)",
                 example: "stepper(\"Guests\", value: $guests, in: 1...8)",
                 build: .node { arguments in
                     if arguments.has("title") { arguments.addTextPart("label", arguments.string("title") ?? "") }
                     if arguments.has("value") { _ = arguments.boundValue("value") }
                     arguments.tap = .stepper
                     arguments.note("a Stepper's 94×32 buttons are UIStepper's size, unconfirmed for SwiftUI (§16.5)")
                     arguments.addPart("stepper", .rule(FixedControlLayout(name: "stepper", size: Size(width: 94, height: 32),
                                                                           source: "UIStepper's size, §16.5, unconfirmed")),
                                       label: "stepper −|+", drawing: Drawing(.roundedRectangle(cornerRadius: 8), fill: "gray"))
                     return .rule(TrailingControlLayout(name: "Stepper", control: "stepper", labelHidden: arguments.labelsHidden))
                 }),
        ViewInfo("picker", swift: "Picker", [Signature([P(nil, "title", .expression, optional: true), P("selection", .binding)])],
                 children: true, section: "§16.6",
                 summary: "the option tagged with the selection and a chevron (.menu); .segmented and .wheel bars as wide as offered (§16.6)",
                 example: "picker(\"Flavor\", selection: $flavor) < text \"Chocolate\" .tag(0) text \"Vanilla\" .tag(1) >",
                 build: .node { arguments in
                     let selection = (arguments.boundValue("selection") ?? .none).description
                     let options = arguments.options
                     let style = arguments.environmentSymbol("pickerStyle") ?? "automatic"
                     arguments.tap = .picker(style: style)
                     switch style {
                     case "segmented":
                         arguments.note("a segmented Picker's height, \(formatLength(options.segmentedPickerHeight)), and its segments' padding, "
                                        + "\(formatLength(options.segmentPadding)), are unconfirmed: options segmentedPickerHeight, segmentPadding (§16.6)")
                         arguments.drawing = Drawing(.roundedRectangle(cornerRadius: 8), fill: "gray")
                         return .rule(PickerRule(style: .segmented, selection: selection, height: options.segmentedPickerHeight,
                                                 padding: options.segmentPadding))
                     case "wheel":
                         arguments.note("a wheel Picker's height, \(formatLength(options.wheelPickerHeight)), is unconfirmed: option wheelPickerHeight (§16.6)")
                         return .rule(PickerRule(style: .wheel, selection: selection, height: options.wheelPickerHeight))
                     case let style:
                         if style != "automatic" && style != "menu" {
                             arguments.note("the .\(style) picker style is not modelled: the picker is laid out as .menu (§16.6)")
                         }
                         var chevron = arguments.symbolImage("chevron.up.chevron.down")
                         chevron.side *= 0.8
                         // Under .labelsHidden() a row's title is hidden too: the picker is its menu (§16.13).
                         let inRow = arguments.environment["_listRow"] == .bool(true) && !arguments.labelsHidden
                         if inRow {
                             // §16.6: in a List or Form row the title shows, leading.
                             arguments.addTextPart("label", arguments.string("title") ?? "")
                             arguments.note("a menu Picker in a List or Form row is modelled as HStack { title; Spacer(); the selected option; "
                                            + "a small chevron }, unconfirmed (§16.6)")
                         } else {
                             arguments.note("a menu Picker is modelled as HStack { the selected option; a small chevron }, unconfirmed (§16.6)")
                         }
                         arguments.addPart("chevron", .rule(chevron), label: "image(systemName: \"chevron.up.chevron.down\") .imageScale(.small)",
                                           drawing: Drawing(.image))
                         return .rule(PickerRule(style: .menu, selection: selection, inRow: inRow))
                     }
                 }),
        ViewInfo("contentunavailableview", swift: "ContentUnavailableView",
                 [Signature([P(nil, "title", .expression), P("systemImage", .expression, optional: true),
                             P("description", .view, optional: true)])],
                 section: "§16.7",
                 summary: "an empty state: its symbol, title and description centred in all the space it is offered; "
                     + "contentunavailableview(.search(text: q)) (or .search) is SwiftUI's ready-made one for a search without results (§16.7)",
                 example: "contentunavailableview(\"No Mail\", systemImage: \"tray\", description: text \"New mail appears here.\")",
                 build: .node { arguments in
                     // The symbol at .largeTitle's size, the title at .title2's (§8.1 sizes), the description as written.
                     var large = arguments.textStyle
                     large.fontScale *= 34.0 / 17.0
                     // `ContentUnavailableView.search(text: q)` / `.search` (§16.7 rule 3): a magnifying glass,
                     // "No Results for “q”" (or "No Results"), and Apple's description.
                     var search: (title: String, description: String)?
                     switch arguments.value("title") {
                     case .symbol("search")?:
                         search = ("No Results", ContentUnavailableRule.searchDescription)
                     case .record(".search", let fields)?:
                         guard fields.count == 1, fields[0].label == "text", case .string(let query) = fields[0].value else {
                             arguments.problem("'.search' takes the search text: .search(text: \"…\"), got \(Value.record(type: ".search", fields: fields))")
                             return .rule(ContentUnavailableRule(spacing: arguments.options.defaultSpacing))
                         }
                         search = ("No Results for \u{201C}\(query)\u{201D}", ContentUnavailableRule.searchDescription)
                     default:
                         break
                     }
                     if let search {
                         let side = TextMetrics.metrics(of: large, options: arguments.options).lineHeight
                         arguments.addPart("icon", .rule(SymbolImageLayout(symbol: "magnifyingglass", side: side, resizable: false)),
                                           label: "image(systemName: \"magnifyingglass\") .font(.largeTitle)", drawing: Drawing(.image))
                         var title = arguments.textStyle
                         title.fontScale *= 22.0 / 17.0
                         // The title and the description are Texts: both in the environment's text case (§13.3 rule 6).
                         let shownTitle = arguments.environment.textCased(search.title)
                         arguments.addPart("title", .text(shownTitle, title), label: "text \(Value.quote(shownTitle)) .font(.title2)",
                                           drawing: Drawing(.text))
                         arguments.addTextPart("description", search.description)
                         let spacing = arguments.options.defaultSpacing
                         arguments.note("ContentUnavailableView.search is modelled as a VStack(spacing: \(formatLength(spacing))) of a magnifying "
                                        + "glass (.largeTitle), \"No Results\" or \"No Results for “…”\" (.title2) and \"\(ContentUnavailableRule.searchDescription)\", "
                                        + "centred in the space offered; a .search without text shows no query (viewsh does not read .searchable's): unconfirmed (§16.7)")
                         return .rule(ContentUnavailableRule(spacing: spacing))
                     }
                     if let symbol = arguments.string("systemImage") {
                         let side = TextMetrics.metrics(of: large, options: arguments.options).lineHeight
                         arguments.addPart("icon", .rule(SymbolImageLayout(symbol: symbol, side: side, resizable: false)),
                                           label: "image(systemName: \(Value.quote(symbol))) .font(.largeTitle)", drawing: Drawing(.image))
                     }
                     var title = arguments.textStyle
                     title.fontScale *= 22.0 / 17.0
                     let text = arguments.environment.textCased(arguments.string("title") ?? "")
                     arguments.addPart("title", .text(text, title), label: "text \(Value.quote(text)) .font(.title2)", drawing: Drawing(.text))
                     if arguments.has("description") { arguments.addViewArgumentPart("description") }
                     let spacing = arguments.options.defaultSpacing
                     arguments.note("a ContentUnavailableView is modelled as a VStack(spacing: \(formatLength(spacing))) of its symbol "
                                    + "(.largeTitle), title (.title2) and description, centred in the space offered: unconfirmed (§16.7)")
                     return .rule(ContentUnavailableRule(spacing: spacing))
                 }),
        ViewInfo("disclosuregroup", swift: "DisclosureGroup",
                 [Signature([P(nil, "title", .expression, optional: true), P("isExpanded", .binding, optional: true),
                             P("label", .view, optional: true)])],
                 children: true, stacking: .severalChildren, section: "§16.8",
                 summary: "a row with its label and a chevron, the whole proposed width; expanded, its content below (§16.8)",
                 example: "disclosuregroup(\"Advanced\", isExpanded: $open) < toggle(\"Debug\", isOn: $debug) >",
                 build: .node { arguments in
                     let isExpanded = arguments.boundBool("isExpanded", of: "a disclosure group")
                     if arguments.has("label") {
                         arguments.addViewArgumentPart("label")
                     } else {
                         arguments.addTextPart("label", arguments.string("title") ?? "")
                     }
                     arguments.addPart("chevron", .rule(arguments.symbolImage("chevron.right")),
                                       label: isExpanded ? "chevron (expanded)" : "chevron (collapsed)", drawing: Drawing(.image))
                     arguments.tap = .toggle(argument: "isExpanded")
                     let spacing = arguments.options.defaultSpacing
                     arguments.note("a DisclosureGroup outside a List is modelled as HStack { label; Spacer(); chevron } with its content "
                                    + "\(formatLength(spacing)) below, leading: unconfirmed (§16.8)")
                     return .rule(DisclosureGroupRule(isExpanded: isExpanded, spacing: spacing))
                 }),
        ViewInfo("groupbox", swift: "GroupBox",
                 [Signature([P(nil, "title", .expression, optional: true), P("label", .view, optional: true)])],
                 children: true, stacking: .partsAndChildren(.leading), section: "§16.9",
                 summary: "a card: VStack(alignment: .leading) { label; content } padded 16 on a rounded background; it hugs its content (§16.9)",
                 example: "groupbox(\"Today\") < text \"8,432 steps\" >",
                 build: .node { arguments in
                     if arguments.has("label") {
                         arguments.addViewArgumentPart("label")
                     } else if arguments.has("title") {
                         arguments.addTextPart("label", arguments.string("title") ?? "")
                     }
                     let padding = arguments.options.groupBoxPadding
                     arguments.note("a GroupBox is modelled as VStack(alignment: .leading) { label; content } .padding(\(formatLength(padding))) "
                                    + "on a rounded background; the padding is unconfirmed: option groupBoxPadding (§16.9)")
                     arguments.drawing = Drawing(.roundedRectangle(cornerRadius: 8), fill: "secondarySystemBackground")
                     return .padding(EdgeInsets(all: padding))
                 }),
        ViewInfo("labeledcontent", swift: "LabeledContent",
                 [Signature([P(nil, "title", .expression), P("value", .expression, optional: true)])],
                 children: true, stacking: .severalChildren, section: "§16.5",
                 summary: "like a toggle: the title leading, the value (its text, or the content written) trailing; the two share the row as an HStack's texts do, the whole proposed width (§16.5)",
                 example: "labeledcontent(\"Version\", value: \"1.0\")",
                 build: .node { arguments in
                     arguments.addTextPart("label", arguments.string("title") ?? "")
                     guard arguments.has("value") else {
                         // `LabeledContent("Plan") { Text("Pro") }`: the content (child 0) is the value.
                         return .rule(TrailingControlLayout(name: "LabeledContent", control: "value", controlFirst: true, flexibleControl: true,
                                                           labelHidden: arguments.labelsHidden))
                     }
                     arguments.addTextPart("value", arguments.string("value") ?? "")
                     return .rule(TrailingControlLayout(name: "LabeledContent", control: "value", flexibleControl: true,
                                                       labelHidden: arguments.labelsHidden))
                 }),
    ]

    typealias C = Signature.ClosureParameter

    /// TextField and SecureField (§16.5): a bar as wide as it is offered, one line high; its
    /// ideal width is its text's (a secure field shows one dot per character). A TextField with
    /// `axis: .vertical` (`axis` true: the parameter exists) is as high as its text's lines.
    static func textField(_ keyword: String, swift: String, axis: Bool = false, summary: String, example: String) -> ViewInfo {
        ViewInfo(keyword, swift: swift,
                 [Signature([P(nil, "title", .expression), P("text", .binding), P("prompt", .expression, optional: true)]
                            + (axis ? [P("axis", .choice("axis", ["horizontal", "vertical"]), optional: true)] : []))],
                 section: "§16.5", summary: summary, example: example,
                 build: .node { arguments in
                     let title = arguments.string("title") ?? ""
                     let prompt = arguments.string("prompt")
                     var text = ""
                     switch arguments.boundValue("text") {
                     case .string(let value)?: text = value
                     case let value?: arguments.problem("a text field's text must be bound to a String state, got \(value.kindName)")
                     case nil: break
                     }
                     let shown = text.isEmpty ? prompt ?? title : text
                     let rounded = arguments.environmentSymbol("textFieldStyle") == "roundedBorder"
                     let padding = rounded ? arguments.options.roundedBorderPadding : LayoutOptions.PaddingPair(horizontal: 0, vertical: 0)
                     let (charWidth, lineHeight) = TextMetrics.metrics(of: arguments.textStyle, options: arguments.options)
                     if rounded {
                         arguments.drawing = Drawing(.roundedRectangle(cornerRadius: 5), fill: "white",
                                                     stroke: Drawing.Stroke(colour: "gray", lineWidth: 1, inside: true))
                     }
                     if arguments.value("axis") == .symbol("vertical") {
                         // §16.5: the text (or the placeholder) wraps as a Text does, capped by the
                         // environment's lineLimit; a lineLimit range's lower bound reserves lines.
                         arguments.addTextPart("text", shown)
                         let reserved = arguments.reservedLines
                         arguments.note("a vertical \(swift) is as high as its text's lines (or its placeholder's), \(formatLength(lineHeight)) each"
                                        + (rounded ? ", plus padding" : "") + ", and as wide as it is offered: unconfirmed"
                                        + (rounded ? ": option roundedBorderPadding" : "") + " (§16.5)")
                         return .rule(VerticalTextFieldLayout(name: swift, horizontal: padding.horizontal, vertical: padding.vertical,
                                                              lineHeight: lineHeight, reservedLines: reserved))
                     }
                     arguments.note("a \(swift)'s height (one line\(rounded ? " + padding" : "")) and its width when proposed nil "
                                    + "(its text) are unconfirmed" + (rounded ? ": option roundedBorderPadding" : "") + " (§16.5)")
                     return .rule(BarControlLayout(
                         name: swift, idealWidth: Double(shown.count) * charWidth + 2 * padding.horizontal,
                         height: lineHeight + 2 * padding.vertical,
                         source: "§16.5: one line of \(formatLength(lineHeight))" + (rounded ? " + 2 × \(formatLength(padding.vertical))" : "")
                             + ", ideal width \(shown.count) characters of \(Value.quote(shown))"
                             + (rounded ? " + 2 × \(formatLength(padding.horizontal)); option roundedBorderPadding" : "")))
                 })
    }

    /// A view laid out as a Button with its label (a title's Text or its children) in the
    /// `.buttonStyle` in effect, whose tap shows something viewsh does not (a pushed view, a
    /// menu, a web page): NavigationLink, Menu, Link (§17.6).
    static func buttonLike(_ keyword: String, swift: String, _ extra: [P], section: String, summary: String, example: String) -> ViewInfo {
        ViewInfo(keyword, swift: swift, [Signature([P(nil, "title", .expression, optional: true)] + extra)],
                 operand: .optional, children: true, labelled: true, section: section, summary: summary, example: example,
                 build: .node { arguments in
                     if arguments.has("title") { arguments.addTextPart("label", arguments.string("title") ?? "") }
                     for parameter in extra { _ = arguments.value(parameter.name) }
                     if keyword == "navigationlink", arguments.environment["_listRow"] == .bool(true) {
                         // §17.6 rule 3: in a List or Form row a link is the row, its chevron trailing.
                         arguments.addPart("chevron", .rule(arguments.symbolImage("chevron.right")), label: "chevron", drawing: Drawing(.image))
                         arguments.note("a NavigationLink in a List or Form row is modelled as HStack { label; Spacer(); chevron } "
                                        + "across the row, unconfirmed (§17.6)")
                         return .rule(TrailingControlLayout(name: "NavigationLink", control: "chevron"))
                     }
                     return arguments.buttonLayout()
                 })
    }
}

extension EvaluatedArguments {
    /// The true/false state behind binding argument `name` (false when unbound); another
    /// kind of value is a problem (`a toggle's isOn must be bound to a true/false state`).
    mutating func boundBool(_ name: String, of what: String) -> Bool {
        switch boundValue(name) {
        case .bool(let value)?: return value
        case let value?: problem("\(what)'s \(name) must be bound to a true/false state, got \(value.kindName)")
        case nil: break
        }
        return false
    }

    /// A Button's or NavigationLink's layout in the `.buttonStyle` in effect (§16.1): its label's
    /// size, padded and drawn on a background for the bordered styles.
    mutating func buttonLayout() -> LayoutNode.Kind {
        if case .record(let name, let fields) = environment["buttonStyle"] {
            // A ButtonStyle of the file: the button is its styled label (§16.1 rule 6).
            labelModifier = (name, fields)
            return .rule(ButtonLayout(style: name + "()"))
        }
        let style = environmentSymbol("buttonStyle") ?? "automatic"
        guard style == "bordered" || style == "borderedProminent" else { return .rule(ButtonLayout(style: style)) }
        let padding = borderedPadding()
        note("a .\(style) button's padding, \(padding.text) (horizontal,vertical)\(controlSizeWords), is unconfirmed: "
             + "option borderedButtonPadding (§16.1)")
        drawing = Drawing(.roundedRectangle(cornerRadius: 8), fill: style == "borderedProminent" ? "accentColor" : "gray")
        return .rule(ButtonLayout(style: style, horizontal: padding.horizontal, vertical: padding.vertical))
    }

    /// The `.controlSize` in effect (§16.1 rule 3): `regular` unless set; `mini` is `small` and
    /// `extraLarge` is `large` on iOS.
    var controlSize: String {
        switch environmentSymbol("controlSize") {
        case "mini"?, "small"?: "small"
        case "large"?, "extraLarge"?: "large"
        default: "regular"
        }
    }

    /// Words for a note: the control size when it is not regular (` at .controlSize(.small)`).
    var controlSizeWords: String {
        guard let size = environmentSymbol("controlSize"), controlSize != "regular" else { return "" }
        return " at .controlSize(.\(size))"
    }

    /// A bordered button's padding at the control size in effect (§16.1 rule 3): `option
    /// borderedButtonPadding` at `.regular`; 2 less on each axis at `.small` (10,5 by default),
    /// 8 and 7 more at `.large` (20,14) — never below 0.
    func borderedPadding() -> LayoutOptions.PaddingPair {
        let regular = options.borderedButtonPadding
        let (dh, dv): (Double, Double) = switch controlSize {
        case "small": (-2, -2)
        case "large": (8, 7)
        default: (0, 0)
        }
        return LayoutOptions.PaddingPair(horizontal: Swift.max(0, regular.horizontal + dh), vertical: Swift.max(0, regular.vertical + dv))
    }

    /// The lines a vertical TextField keeps however short its text (§16.5): a `.lineLimit(a...b)`
    /// range's lower bound (a range is a list of its numbers), else 1.
    var reservedLines: Int {
        guard case .list(let bounds) = environment["lineLimit"], case .number(let lower)? = bounds.first, lower >= 1 else { return 1 }
        return CheckedInt.clamped(lower, to: 1...1_000_000, nan: 1)
    }

    /// `.labelsHidden()` or `.labelsVisibility(.hidden)` is in effect (§16.13): a control whose
    /// label sits beside it (a switch toggle, a stepper, a date picker, a picker's row title,
    /// a LabeledContent's title) is laid out without it.
    var labelsHidden: Bool { environmentSymbol("labelsVisibility") == "hidden" }

    /// A control style set by an environment modifier (`.buttonStyle(.bordered)`).
    func environmentSymbol(_ key: String) -> String? {
        if case .symbol(let name) = environment[key] { return name }
        return nil
    }

    /// `Image(systemName:)` in this environment (§16.4): the font's line height, or
    /// `option symbolSize` scaled by the font, times `.imageScale` (small 0.8, large 1.2).
    mutating func symbolImage(_ symbol: String, asset: Bool = false) -> SymbolImageLayout {
        let scale: Double = switch environmentSymbol("imageScale") {
        case "small": 0.8
        case "large": 1.2
        default: 1
        }
        let base = options.symbolSize.map { $0 * environment.fontScale }
            ?? TextMetrics.metrics(of: textStyle, options: options).lineHeight
        if asset {
            note("an Image(\"name\") from an asset catalogue, which viewsh does not have, is modelled as an Image(systemName:) is: "
                 + "a square as high as the font's line (option symbolSize); .resizable() with a .frame gives it its size (§16.4)")
        } else {
            note("an Image(systemName:) is modelled as a square as high as the font's line: option symbolSize (§16.4)")
        }
        return SymbolImageLayout(symbol: symbol, side: base * scale, resizable: modifierNames.contains("resizable"))
    }
}
