extension ModifierCatalog {
    static let environment: [ModifierInfo] = [
        ModifierInfo(
            name: "environment", overloads: [Signature([P(nil, "keyPath", .keyPath), P(nil, "value", .expression)])],
            summary: "sets an environment value for the view and its descendants (§5)",
            example: ".environment(\\.layoutDirection, .rightToLeft)", effect: .resolver),
        ModifierInfo(
            name: "transformEnvironment",
            overloads: [Signature([P(nil, "keyPath", .keyPath)], closures: [C("transform", .statements)])],
            summary: "changes the inherited environment value for the subtree (§5)",
            example: ".transformEnvironment(\\.lineLimit) { $0 = 1 }", effect: .resolver),
        ModifierInfo(name: "font", overloads: [Signature([P(nil, "font", .expression)])],
                     summary: "sets the environment's font: a text style or .system(size:) (§5, §8.1)", example: ".font(.title)", effect: .environment(key: "font", argument: "font")),
        ModifierInfo(name: "lineLimit",
                     overloads: [Signature([P(nil, "lines", .expression)]),
                                 Signature([P(nil, "lines", .expression), P("reservesSpace", .bool)])],
                     summary: "sets the environment's lineLimit: a number, or a range a...b (at most b lines; a vertical TextField keeps room for a) (§5, §16.5)",
                     example: ".lineLimit(2)",
                     effect: .transformsEnvironment(key: "lineLimit") { arguments, inherited in
                         guard let lines = arguments.value("lines") else { return inherited }
                         // `.lineLimit(3, reservesSpace: true)` is the range 3...3 (§16.5): at most 3, room for 3.
                         if case .number = lines, arguments.has("reservesSpace"), arguments.bool("reservesSpace") == true {
                             return .list([lines])
                         }
                         return lines
                     }),
        ModifierInfo(name: "disabled", overloads: [Signature([P(nil, "disabled", .bool)])],
                     summary: "isEnabled = isEnabled && !disabled: sticky (§5)", example: ".disabled(true)", effect: .resolver),
        ModifierInfo(name: "foregroundStyle", overloads: [Signature([P(nil, "style", .expression)])],
                     summary: "sets the environment's foregroundStyle (§5)", example: ".foregroundStyle(.secondary)", effect: .environment(key: "foregroundStyle", argument: "style")),
        ModifierInfo(name: "foregroundColor", overloads: [Signature([P(nil, "color", .expression)])],
                     summary: "sets the environment's foregroundStyle (§5)", example: ".foregroundColor(.red)", effect: .environment(key: "foregroundStyle", argument: "color")),
        ModifierInfo(name: "multilineTextAlignment", overloads: [Signature([P(nil, "alignment", .expression)])],
                     summary: "sets the environment's multilineTextAlignment (§5)", example: ".multilineTextAlignment(.center)", effect: .environment(key: "multilineTextAlignment", argument: "alignment")),
        ModifierInfo(name: "textCase", overloads: [Signature([P(nil, "textCase", .expression)])],
                     summary: "sets the environment's textCase: .uppercase, .lowercase or nil (as written) for the Texts below (§13.3 rule 6)",
                     example: ".textCase(nil)", effect: .environment(key: "textCase", argument: "textCase")),
        ModifierInfo(name: "truncationMode", overloads: [Signature([P(nil, "mode", .expression)])],
                     summary: "sets the environment's truncationMode (§5)", example: ".truncationMode(.middle)", effect: .environment(key: "truncationMode", argument: "mode")),
        ModifierInfo(name: "dynamicTypeSize", overloads: [Signature([P(nil, "size", .expression)])],
                     summary: "sets the environment's dynamicTypeSize (§5)", example: ".dynamicTypeSize(.xLarge)", effect: .environment(key: "dynamicTypeSize", argument: "size")),
    ]
}
