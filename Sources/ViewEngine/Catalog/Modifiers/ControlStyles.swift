extension ModifierCatalog {
    /// Control styles: environment values for the subtree, as SwiftUI keeps them (§16). They
    /// are not listed by `env` until set.
    static let controls: [ModifierInfo] = [
        ModifierInfo(name: "buttonStyle",
                     overloads: [Signature([P(nil, "style", .styleChoice("button style", ["bordered", "borderedProminent", "borderless",
                                                                                           "plain", "automatic"]))])],
                     summary: "the style of the buttons in the subtree: .bordered pads the label; Pill() applies your modifier Pill to it (§16.1)",
                     example: ".buttonStyle(.bordered)", effect: .environment(key: "buttonStyle", argument: "style")),
        ModifierInfo(name: "toggleStyle",
                     overloads: [Signature([P(nil, "style", .choice("toggle style", ["switch", "button", "automatic"]))])],
                     summary: "the style of the toggles in the subtree: .switch (the iOS default) or .button (§16.2)",
                     example: ".toggleStyle(.button)", effect: .environment(key: "toggleStyle", argument: "style")),
        ModifierInfo(name: "labelStyle",
                     overloads: [Signature([P(nil, "style", .choice("label style", ["titleAndIcon", "titleOnly", "iconOnly",
                                                                                    "automatic"]))])],
                     summary: "which parts of the labels in the subtree show (§16.3)",
                     example: ".labelStyle(.iconOnly)", effect: .environment(key: "labelStyle", argument: "style")),
        ModifierInfo(name: "textFieldStyle",
                     overloads: [Signature([P(nil, "style", .choice("text field style", ["roundedBorder", "plain", "automatic"]))])],
                     summary: "the style of the text fields in the subtree: .roundedBorder pads them (§16.5)",
                     example: ".textFieldStyle(.roundedBorder)", effect: .environment(key: "textFieldStyle", argument: "style")),
        ModifierInfo(name: "pickerStyle",
                     overloads: [Signature([P(nil, "style", .choice("picker style", ["menu", "segmented", "wheel", "inline",
                                                                                     "navigationLink", "palette", "automatic"]))])],
                     summary: "the style of the pickers in the subtree: .menu (the iOS default), .segmented or .wheel (§16.6)",
                     example: ".pickerStyle(.segmented)", effect: .environment(key: "pickerStyle", argument: "style")),
        ModifierInfo(name: "datePickerStyle",
                     overloads: [Signature([P(nil, "style", .choice("date picker style", ["automatic", "compact", "graphical", "wheel",
                                                                                           "field", "stepperField"]))])],
                     summary: "the style of the date pickers in the subtree: .compact (the iOS default) is modelled (§16.11)",
                     example: ".datePickerStyle(.compact)", effect: .environment(key: "datePickerStyle", argument: "style")),
        ModifierInfo(name: "controlSize",
                     overloads: [Signature([P(nil, "size", .choice("control size", ["mini", "small", "regular", "large", "extraLarge"]))])],
                     summary: "the size of the controls in the subtree: a bordered button's padding (§16.1 rule 3)",
                     example: ".controlSize(.small)", effect: .environment(key: "controlSize", argument: "size")),
        // §16.13: `.labelsHidden()` is `.labelsVisibility(.hidden)`, SwiftUI's environment value,
        // read by each control whose label sits beside it.
        ModifierInfo(name: "labelsHidden", overloads: [Signature([])],
                     summary: "hides the labels of the controls in the subtree: a toggle is its switch, a stepper its buttons (§16.13)",
                     example: ".labelsHidden()",
                     effect: .transformsEnvironment(key: "labelsVisibility") { _, _ in .symbol("hidden") }),
        ModifierInfo(name: "labelsVisibility",
                     overloads: [Signature([P(nil, "visibility", .choice("visibility", ["hidden", "visible", "automatic"]))])],
                     summary: "whether the controls in the subtree show their labels: .hidden is .labelsHidden() (§16.13)",
                     example: ".labelsVisibility(.hidden)", effect: .environment(key: "labelsVisibility", argument: "visibility")),
        ModifierInfo(name: "tabViewStyle",
                     overloads: [Signature([P(nil, "style", .expression, check: ArgumentChecks.tabViewStyle)])],
                     summary: "the style of the tab views in the subtree: .page (or .page(indexDisplayMode:)) pages without a tab bar (§17.7)",
                     example: ".tabViewStyle(.page)",
                     effect: .transformsEnvironment(key: "tabViewStyle") { arguments, inherited in
                         // `.page(indexDisplayMode: .never)` is `.page`: the index dots are drawn over the page,
                         // not laid out (§17.7), so the mode changes nothing viewsh shows.
                         guard let style = arguments.checked("style", ArgumentChecks.tabViewStyle) else { return inherited }
                         return ArgumentChecks.tabViewStyleName(style).map(Value.symbol) ?? inherited
                     }),
        ModifierInfo(name: "listStyle",
                     overloads: [Signature([P(nil, "style", .choice("list style", ["automatic", "insetGrouped", "grouped", "plain",
                                                                                    "inset", "sidebar"]))])],
                     summary: "the style of the lists in the subtree: .plain rows edge to edge, .grouped sections edge to edge (§13.3 rule 5)",
                     example: ".listStyle(.plain)", effect: .environment(key: "listStyle", argument: "style")),
        ModifierInfo(name: "imageScale",
                     overloads: [Signature([P(nil, "scale", .choice("image scale", ["large", "medium", "small"]))])],
                     summary: "scales the SF Symbols in the subtree: small 0.8, large 1.2 (§16.4)",
                     example: ".imageScale(.large)", effect: .environment(key: "imageScale", argument: "scale")),
    ]
}

extension ArgumentChecks {
    /// A `TabViewStyle` of iOS (§17.7): `.automatic`, `.tabBarOnly`, `.sidebarAdaptable` (a tab
    /// bar on an iPhone), `.page`, or `.page(indexDisplayMode: .always / .automatic / .never)`;
    /// iOS 14's spellings `PageTabViewStyle(…)` and `DefaultTabViewStyle()` too.
    static let tabViewStyle: ArgumentCheck = { value in
        tabViewStyleName(value) == nil
            ? "expected a tab view style: .automatic, .page, .page(indexDisplayMode: .never), .tabBarOnly or .sidebarAdaptable" : nil
    }

    /// The style's name (`page`, `automatic` …), the page index's display mode dropped; nil when
    /// `value` is not a tab view style.
    static func tabViewStyleName(_ value: Value) -> String? {
        switch value {
        case .symbol(let name):
            return ["automatic", "page", "tabBarOnly", "sidebarAdaptable"].contains(name) ? name : nil
        case .record(".page", let fields), .record("PageTabViewStyle", let fields):
            guard fields.count <= 1 else { return nil }
            if let field = fields.first {
                guard field.label == "indexDisplayMode", case .symbol(let mode) = field.value,
                      ["always", "automatic", "never"].contains(mode) else { return nil }
            }
            return "page"
        case .record("DefaultTabViewStyle", let fields) where fields.isEmpty:
            return "automatic"
        default:
            return nil
        }
    }
}
