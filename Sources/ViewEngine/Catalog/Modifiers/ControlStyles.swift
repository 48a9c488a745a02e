extension ModifierCatalog {
    /// Control styles: environment values for the subtree, as SwiftUI keeps them (§16). They
    /// are not listed by `env` until set.
    static let controls: [ModifierInfo] = [
        ModifierInfo(name: "buttonStyle",
                     overloads: [Signature([P(nil, "style", .choice("button style", ["bordered", "borderedProminent", "borderless",
                                                                                      "plain", "automatic"]))])],
                     summary: "the style of the buttons in the subtree: .bordered pads the label (§16.1)",
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
        ModifierInfo(name: "imageScale",
                     overloads: [Signature([P(nil, "scale", .choice("image scale", ["large", "medium", "small"]))])],
                     summary: "scales the SF Symbols in the subtree: small 0.8, large 1.2 (§16.4)",
                     example: ".imageScale(.large)", effect: .environment(key: "imageScale", argument: "scale")),
    ]
}
