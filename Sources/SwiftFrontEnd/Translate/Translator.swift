import Diagnostics
import ViewSyntax

/// Translates a parsed Swift file into viewsh items. One pass collects the declarations by
/// role (views, modifiers, preference keys, environment keys, alignments, constants,
/// previews); a second translates each into a definition; the last orders them so that each
/// follows what it uses, and adds the root from the chosen preview.
///
/// Reports, never throws: every problem is a located diagnostic, and a construct viewsh
/// cannot express yet says so by name ("… is not yet supported by viewsh").
struct Translator {
    let options: SwiftFrontEnd.Options
    var sink = DiagnosticSink()
    /// "ignored (no layout effect)": each name once, with its first place.
    var ignored: [(name: String, range: SourceRange)] = []
    /// Modifiers that configure a host viewsh does not model (SwiftNames.hostConfigurationModifiers).
    var ignoredHost: [(name: String, range: SourceRange)] = []
    /// Definition names renamed because viewsh reserves them (`offset` → `offset_`).
    var renames: [String: String] = [:]
    var renameNotes: [(String, SourceRange)] = []
    /// `extension View` functions spelt like an EnvironmentValues property (`cardPadding`):
    /// one namespace in viewsh, two in Swift, so the modifier takes a trailing `_`.
    var modifierRenames: [String: String] = [:]

    // Declarations by role.
    var structs: [String: SwiftTypeDecl] = [:]
    /// Member names a record's computed property must not be inlined for: the members of enums and
    /// classes, and the labels of tuple types the file declares (`recordComputedProperty`).
    var nonRecordMemberNames: Set<String> = []
    var structRanges: [String: SourceRange] = [:]
    /// Observable classes (`ObservableObject`, `@Observable`): their properties are states (§18.11).
    var observables: [String: SwiftTypeDecl] = [:]
    /// The names of the views' own states, which an object's property of the same name must not take.
    var viewStateNames: Set<String> = []
    var order: [SwiftDecl] = []
    var viewFunctions: [String: SwiftDecl] = [:]
    var environmentProperties: [SwiftDecl] = []
    var alignmentStatics: [(axis: String, decl: SwiftDecl)] = []
    var alignmentIDs: [String: SwiftTypeDecl] = [:]
    /// `Type.name` → its static declaration (constants such as `Color.brand`, `Self.spacing`).
    var staticMembers: [String: SwiftDecl] = [:]
    /// `Type.name` → a static function (`extension ButtonStyle where Self == Pill { static func
    /// pill(color:) -> Pill { … } }`, `static func make(…) -> Item`), inlined where called.
    var staticFunctions: [String: SwiftDecl] = [:]
    var globals: [String: SwiftDecl] = [:]
    var typeAliases: [String: SwiftType] = [:]
    var enums: Set<String> = []
    /// Types declared inside others, by qualified name (`ProfileScreen.Header`) → short name.
    var nestedTypes: [String: String] = [:]
    /// The types that declare nested types (`Outer` of `Outer.Inner`, by short name): a chain
    /// whose leftmost name is none of them names no nested type (`unqualified`).
    var nestedTypeOwners: Set<String> = []
    /// The cases of each CaseIterable enum without associated values (`Flavor.allCases`).
    var enumCases: [String: [String]] = [:]
    /// Cases declared with associated values (`case loaded([Item])`), by name: each enum declaring
    /// one, and its values. A case with values is a record named by the case (`.loaded(["a"])`),
    /// its values read by place (Translator+Conditions, casePattern).
    var enumCasesWithValues: [String: [(enumName: String, values: [SwiftTupleTypeElement])]] = [:]
    /// Enums whose raw values viewsh cannot work out (a `Double` raw type without explicit
    /// values, a value that is not a literal): reading a `rawValue` in such a file is refused.
    var enumsWithOtherRawValues: [String] = []
    /// Each enum's declaration (with what its extensions add).
    var enumTypes: [String: SwiftTypeDecl] = [:]
    /// Short names two enums of the file share (nested `enum Kind` in two structs): a declared type
    /// naming one does not say which (Translator+Enums, enumName(of:)).
    var ambiguousEnumNames: Set<String> = []
    /// The raw value of each case of an enum with a raw type (Translator+Enums).
    var enumRawValues: [String: [RawValue]] = [:]
    /// `rawValueTable`'s tables, built once: by enum, and "" for every enum of the file.
    var rawValueTables: [String: Result<[(name: String, raw: Expr)], RawValueClash>] = [:]
    var previews: [(name: String?, closure: SwiftClosure, range: SourceRange)] = []
    /// The errors reported so far (`error`).
    var reported = Set<Diagnostic>()
    /// Views expanded at each use (generic containers taking view content).
    var inlineViews: Set<String> = []
    /// Custom layouts (`struct FlowLayout: Layout`), used as containers.
    var layoutNames: Set<String> = []
    /// Types already reported as not modelled: their uses add no further errors.
    var rejected: Set<String> = []
    /// `extension View` functions taking closures (`readSize(_ onChange:)`), expanded at each use.
    var inlineModifiers: [String: SwiftFunctionDecl] = [:]
    /// State names defined by this file, and which struct declared each.
    var stateOwners: [String: String] = [:]
    /// States that hold an `Int` (`@State private var count = 0`).
    var integerStates: Set<String> = []
    /// States that hold a `Double`, `CGFloat` or `Float` (`@State private var price = 3.5`).
    var floatingStates: Set<String> = []

    // Output.
    var definitions: [(name: String, item: Item)] = []

    // Bounds on expansion (inlined views, functions, `let`s).
    var depth = 0
    static let depthLimit = 400
    var expansionStack: [String] = []
    var expansionKeys: [String] = []
    var budget = 2_000_000
    var abandoned = false

    /// The view words, and those the lexer reserves.
    let keywords: ViewKeywords
    let reservedWords: Set<String>
    var catalogue: SwiftCatalogue { options.catalogue }

    init(options: SwiftFrontEnd.Options) {
        self.options = options
        keywords = ViewKeywords(grammar: options.catalogue.grammar)
        reservedWords = keywords.reservedWords
    }

    mutating func translate(_ file: SwiftFile) -> SwiftTranslation {
        collect(file.statements, extending: nil)
        for property in environmentProperties {
            guard case .variable(let variable) = property.kind, let function = viewFunctions[variable.name.text],
                  case .function(let declared) = function.kind else { continue }
            modifierRenames[variable.name.text] = variable.name.text + "_"
            sink.add(Diagnostic(.note, "the modifier '\(variable.name.text)' shares its name with an environment value: the translation calls it '\(variable.name.text)_'",
                                at: declared.name.range))
        }
        for decl in order { translateDeclaration(decl) }
        let root = translateRoot()
        var items = orderedDefinitions()
        if let root { items.append(root.1) }
        let chosen = root?.0
        reportIgnored()
        let names = previews.enumerated().map { $0.element.name ?? "\($0.offset + 1)" }
        return SwiftTranslation(items: items, diagnostics: sink.finished(), previews: names, chosenPreview: chosen)
    }

    // MARK: Diagnostics

    /// Reports an error once: a view expanded at several uses would repeat it.
    mutating func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        let diagnostic = Diagnostic.error(message, at: range, notes: notes)
        // The same report at the same place (an inlined `let` translated at each use) is one.
        guard reported.insert(diagnostic).inserted else { return }
        sink.add(diagnostic)
    }

    mutating func notSupported(_ what: String, at range: SourceRange, hint: String? = nil) {
        error("\(what) is not yet supported by viewsh" + (hint.map { "; " + $0 } ?? ""), at: range)
    }

    mutating func notModelled(_ name: String, at range: SourceRange, hint: String? = nil) {
        error("'\(name)' is not modelled by viewsh" + (hint.map { " (" + $0 + ")" } ?? ""), at: range)
    }

    mutating func ignore(_ name: String, at range: SourceRange, host: Bool = false) {
        guard !ignored.contains(where: { $0.name == name }), !ignoredHost.contains(where: { $0.name == name }) else { return }
        if host { ignoredHost.append((name, range)) } else { ignored.append((name, range)) }
    }

    mutating func reportIgnored() {
        for (name, range) in renameNotes where modifierRenames[name] == nil {
            sink.add(Diagnostic(.note, "'\(name)' is a viewsh built-in name: the translation calls it '\(renames[name] ?? name)'", at: range))
        }
        if !ignored.isEmpty {
            sink.add(Diagnostic(.note, "ignored (no layout effect): " + ignored.map(\.name).joined(separator: ", "), at: nil))
        }
        if !ignoredHost.isEmpty {
            sink.add(Diagnostic(.note, "ignored (what viewsh does not draw or load: bar contents, toolbars, presentations, pushed "
                + "views, menus, images from URLs, asynchronous tasks; a NavigationStack's bar height comes from its root's title, §17.5): "
                + ignoredHost.map(\.name).joined(separator: ", "), at: nil))
        }
    }

    // MARK: Names

    /// A definition's viewsh name: renamed when viewsh reserves the Swift one.
    mutating func definitionName(_ name: Name) -> Name {
        if let renamed = renames[name.text] { return Name(renamed, name.range) }
        let renamed = viewshName(name.text)
        guard renamed != name.text else { return name }
        renames[name.text] = renamed
        renameNotes.append((name.text, name.range))
        return Name(renamed, name.range)
    }

    /// What `definitionName` calls a definition named `name` (the same before it is declared).
    func viewshName(_ name: String) -> String {
        if let renamed = renames[name] { return renamed }
        guard options.reservedNames.contains(name) || reservedWords.contains(name) else { return name }
        var renamed = name + "_"
        while options.reservedNames.contains(renamed) { renamed += "_" }
        return renamed
    }

    /// A local's (parameter's, closure parameter's) viewsh name: only the lexer's words change.
    func localName(_ name: String) -> String {
        reservedWords.contains(name) ? name + "_" : name
    }

    // MARK: Collection

    /// Sorts declarations by role; `extending` is the type an extension adds members to.
    mutating func collect(_ statements: [SwiftStmt], extending: String?) {
        for statement in statements {
            switch statement.kind {
            case .declaration(let decl):
                collect(decl)
            case .expression(let expr):
                if case .missing = expr.kind { continue }
                error("a view at the top level of a Swift file needs a home: put it in a view's 'body' or in a '#Preview'",
                      at: expr.range)
            default:
                error("statements at the top level of a Swift file are not part of the subset; put them in a function",
                      at: statement.range)
            }
        }
    }

    mutating func collect(_ decl: SwiftDecl) {
        switch decl.kind {
        case .importDeclaration:
            break
        case .type(let type):
            collectType(type, decl: decl)
        case .typeAlias(let name, let type):
            typeAliases[name.text] = type
        case .variable(let variable):
            globals[variable.name.text] = decl
            noteTupleLabels(variable.type)
            order.append(decl)
        case .function(let function):
            globals[function.name.text] = decl
        case .macro(let name, let arguments, let closures):
            guard name.text == "Preview" else {
                error("'#\(name.text)' is not part of the Swift subset", at: name.range)
                return
            }
            guard let closure = closures.first else { return }
            var previewName: String?
            if let first = arguments.first, first.label == nil, case .string(let parts) = first.value.kind {
                previewName = parts.map { if case .literal(let s) = $0 { s } else { "" } }.joined()
            }
            previews.append((previewName, closure.closure, decl.range))
        case .enumCase, .associatedType, .initializer:
            error("'\(decl.keyword.text)' belongs inside a type", at: decl.keyword.range)
        case .unsupported:
            notSupported("'\(decl.keyword.text)'", at: decl.keyword.range)
        }
    }

    mutating func collectType(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        let name = type.name.text
        noteMemberNames(of: type)
        switch type.kindWord {
        case "extension":
            collectExtension(type, decl: decl)
        case "struct":
            if structs[name] != nil {
                let qualified = nestedTypes.filter { $0.value == name }.keys.sorted()
                error("'\(name)' is declared twice", at: type.name.range, notes: qualified.isEmpty ? [] : [Diagnostic.Note(
                    "viewsh names a nested type by its short name (\(qualified.joined(separator: ", ")) are all '\(name)'): rename one")])
                return
            }
            structs[name] = type
            structRanges[name] = decl.range
            for member in type.members {
                guard case .variable(let variable) = member.kind, member.attributes.contains(where: { attribute in
                    switch SwiftNames.propertyWrapper(attribute.name.text) {
                    case .state?, .stateLike?: true
                    default: false
                    }
                }) else { continue }
                viewStateNames.insert(variable.name.text)
            }
            order.append(decl)
            if type.conforms(to: "View"), Self.isContainer(type) { inlineViews.insert(name) }
            if type.conforms(to: "Layout") { layoutNames.insert(name) }
            for member in type.members where member.isStatic {
                if case .variable(let variable) = member.kind { staticMembers[name + "." + variable.name.text] = member }
                if case .function(let function) = member.kind { staticFunctions[name + "." + function.name.text] = member }
            }
            for member in type.members {
                if case .type(let nested) = member.kind, nested.conforms(to: "AlignmentID") { alignmentIDs[nested.name.text] = nested }
            }
            if !type.conforms(to: "Layout") { collectNested(type.members, in: name) }  // a layout refuses its nested types
            if type.conforms(to: "AlignmentID") { alignmentIDs[name] = type }
        case "enum":
            collectEnum(type, name: name)
            collectNested(type.members, in: name)
            if type.conforms(to: "AlignmentID") { alignmentIDs[name] = type }
            for member in type.members where member.isStatic {
                if case .variable(let variable) = member.kind { staticMembers[name + "." + variable.name.text] = member }
                if case .function(let function) = member.kind { staticFunctions[name + "." + function.name.text] = member }
            }
        case "protocol":
            ignore("protocol \(name)", at: type.name.range)
        default:  // class, actor
            if observables[name] != nil {
                error("'\(name)' is declared twice", at: type.name.range)
                return
            }
            if Self.isObservable(type, decl: decl), structs[name] == nil {
                observables[name] = type
                order.append(decl)
                return
            }
            rejected.insert(name)
            notModelled(name, at: type.name.range, hint: "a \(type.kindWord): viewsh reads structs, and classes that are ObservableObject or @Observable")
        }
    }

    /// Types declared inside a struct or an enum (`struct ProfileScreen: View { struct Header: View
    /// { … } }`, a view's `enum Mode`, a model's `struct Item`): viewsh has one namespace, so each
    /// is declared as if at the top level, by its short name, which the enclosing type uses;
    /// `ProfileScreen.Header` elsewhere is read as `Header` (`unqualified`). Two types of one
    /// short name are "declared twice", as two top-level types are.
    mutating func collectNested(_ members: [SwiftDecl], in outer: String) {
        for member in members {
            guard case .type(let nested) = member.kind, ["struct", "enum", "class", "actor"].contains(nested.kindWord) else { continue }
            nestedTypes[outer + "." + nested.name.text] = nested.name.text
            nestedTypeOwners.insert(outer)
            collectType(nested, decl: member)
        }
    }

    mutating func collectExtension(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        let extended = type.name.text
        switch extended {
        case "View":
            for member in type.members {
                switch member.kind {
                case .function(let function):
                    viewFunctions[function.name.text] = member
                    order.append(member)
                    if function.parameters.contains(where: Self.takesClosure) { inlineModifiers[function.name.text] = function }
                default: notSupported("'\(member.keyword.text)' in 'extension View'", at: member.keyword.range, hint: "only functions returning some View are read")
                }
            }
        case "EnvironmentValues":
            for member in type.members {
                if case .variable = member.kind {
                    environmentProperties.append(member)
                    order.append(member)
                } else {
                    notSupported("'\(member.keyword.text)' in 'extension EnvironmentValues'", at: member.keyword.range)
                }
            }
        case "HorizontalAlignment", "VerticalAlignment":
            let axis = extended == "HorizontalAlignment" ? "horizontal" : "vertical"
            for member in type.members {
                switch member.kind {
                case .variable where member.isStatic:
                    alignmentStatics.append((axis, member))
                    order.append(member)
                case .type(let nested):
                    if nested.conforms(to: "AlignmentID") { alignmentIDs[nested.name.text] = nested }
                    else { notSupported("'\(nested.kindWord) \(nested.name.text)' in '\(extended)'", at: nested.name.range) }
                default:
                    notSupported("'\(member.keyword.text)' in 'extension \(extended)'", at: member.keyword.range)
                }
            }
        default:
            if enumTypes[extended] != nil {
                // `extension Filter { var title: String { … } }`: the enum's own members.
                enumTypes[extended]!.members += type.members
                collectNested(type.members, in: extended)
                for member in type.members where member.isStatic {
                    if case .variable(let variable) = member.kind { staticMembers[extended + "." + variable.name.text] = member }
                    if case .function(let function) = member.kind { staticFunctions[extended + "." + function.name.text] = member }
                }
                return
            }
            if structs[extended] != nil {
                structs[extended]!.members += type.members
                collectNested(type.members, in: extended)
                for member in type.members where member.isStatic {
                    if case .variable(let variable) = member.kind { staticMembers[extended + "." + variable.name.text] = member }
                    if case .function(let function) = member.kind { staticFunctions[extended + "." + function.name.text] = member }
                }
                return
            }
            // `extension Color { static let brand = … }`: constants reachable as `Color.brand`;
            // `extension ButtonStyle where Self == Pill { static var pill: Pill { Pill() } }`: a
            // style's static member, read where `.buttonStyle(.pill)` names it (styleMember).
            for member in type.members {
                if member.isStatic, case .variable(let variable) = member.kind {
                    staticMembers[extended + "." + variable.name.text] = member
                } else if member.isStatic, case .function(let function) = member.kind {
                    staticFunctions[extended + "." + function.name.text] = member
                } else if case .function = member.kind {
                    ignore("extension \(extended)", at: type.name.range)
                } else if case .initializer = member.kind, extended == "Color" {
                    // `init(hex: UInt) { self.init(red: …) }`: a `Color(hex: …)` is read as every
                    // `Color(…)` of components is (drawn as gray, listed as ignored).
                    ignore("extension \(extended)", at: type.name.range)
                } else {
                    notSupported("'\(member.keyword.text)' in 'extension \(extended)'", at: member.keyword.range)
                }
            }
        }
    }

    // MARK: Declarations

    mutating func translateDeclaration(_ decl: SwiftDecl) {
        guard !abandoned else { return }
        switch decl.kind {
        case .type(let type):
            translateStruct(type, decl: decl)
        case .function(let function) where viewFunctions[function.name.text] == decl:
            translateViewFunction(function, decl: decl)
        case .variable(let variable):
            if environmentProperties.contains(decl) {
                translateEnvironmentProperty(variable, decl: decl)
            } else if let entry = alignmentStatics.first(where: { $0.decl == decl }) {
                translateAlignment(variable, axis: entry.axis, decl: decl)
            } else {
                checkGlobal(variable, decl: decl)
            }
        default:
            break
        }
    }

    /// A top-level `let`/`var` is a constant, inlined where it is used; check it has a value.
    mutating func checkGlobal(_ variable: SwiftVariableDecl, decl: SwiftDecl) {
        if variable.initializer == nil, variable.accessors == nil {
            error("'\(variable.name.text)' needs a value: viewsh inlines top-level constants where they are used", at: variable.name.range)
        }
        for attribute in decl.attributes { checkNeutral(attribute) }
    }

    mutating func checkNeutral(_ attribute: SwiftAttribute) {
        guard !SwiftNames.neutralAttributes.contains(attribute.name.text) else { return }
        error("'@\(attribute.name.text)' is not modelled by viewsh here", at: attribute.range)
    }

    /// `struct Triangle: Shape` (or `InsettableShape`), not also a View.
    static func isShape(_ type: SwiftTypeDecl) -> Bool {
        !type.conforms(to: "View") && (type.conforms(to: "Shape") || type.conforms(to: "InsettableShape"))
    }

    mutating func translateStruct(_ type: SwiftTypeDecl, decl: SwiftDecl) {
        if observables[type.name.text] != nil, type.kindWord == "class" {
            translateObservable(type, decl: decl)
            return
        }
        let conformances = Set(type.inherited.compactMap(\.simpleName))
        for attribute in decl.attributes where attribute.name.text != "main" { checkNeutral(attribute) }
        if conformances.contains("View") {
            translateView(type, decl: decl)
        } else if conformances.contains("ViewModifier") {
            translateViewModifier(type, decl: decl)
        } else if conformances.contains("ButtonStyle") {
            translateButtonStyle(type, decl: decl)
        } else if conformances.contains("PreferenceKey") {
            translatePreferenceKey(type, decl: decl)
        } else if conformances.contains("EnvironmentKey") || conformances.contains("AlignmentID") {
            // Read through the EnvironmentValues property / the alignment constant that names it.
        } else if conformances.contains("Layout") {
            translateLayout(type, decl: decl)
        } else if conformances.contains("PreviewProvider") {
            translatePreviewProvider(type)
        } else if conformances.contains("App") || decl.attribute("main") != nil {
            ignore("the App '\(type.name.text)'", at: type.name.range)
        } else if Self.isShape(type), let custom = type.members.first(where: { if case .function(let f) = $0.kind { f.name.text == "sizeThatFits" } else { false } }) {
            // §15.1: a shape that sizes itself is not the greedy shape viewsh lays out.
            rejected.insert(type.name.text)
            notSupported("a Shape with its own 'sizeThatFits' ('\(type.name.text)')", at: custom.keyword.range,
                         hint: "viewsh lays a custom shape out as a greedy shape")
        } else if Self.isShape(type) {
            // §15.1: laid out as any shape; its outline (path(in:)) is drawn as its bounds.
            ignore("\(type.name.text).path(in:) (a custom shape is drawn as its bounds)", at: type.name.range)
        } else if let modelled = ["Animatable", "LabelStyle",
                                  "ToggleStyle", "PrimitiveButtonStyle", "ProgressViewStyle", "UIViewRepresentable",
                                  "DynamicProperty", "LayoutValueKey"].first(where: conformances.contains) {
            rejected.insert(type.name.text)
            notModelled(type.name.text, at: type.name.range,
                        hint: "a \(modelled)")
        }
        // Other structs are plain values (`ToolbarEntry(title: "Share")` builds one by name).
    }
}

extension Translator {
    /// Records what `recordComputedProperty` must leave alone: every member of an enum or a class,
    /// and the tuple labels of every declared type.
    mutating func noteMemberNames(of type: SwiftTypeDecl) {
        // A struct's members (a view's parameters included) are read on its values or as `self.x`:
        // only enums' and classes' members can be what `x.name` reads instead of a record's.
        // (An extension's members join its struct's: `extension Contact { var fullName: … }`.)
        let plain = type.kindWord == "struct" || (type.kindWord == "extension" && enumTypes[type.name.text] == nil)
        for member in type.members {
            switch member.kind {
            case .variable(let variable):
                if !plain { nonRecordMemberNames.insert(variable.name.text) }
                noteTupleLabels(variable.type)
            case .function(let function):
                if !plain { nonRecordMemberNames.insert(function.name.text) }
                noteTupleLabels(function.result)
            case .type(let nested):
                noteMemberNames(of: nested)
            default:
                break
            }
        }
    }

    /// A tuple type's labels name members no record's or enum's computed property is inlined for.
    mutating func noteTupleLabels(_ type: SwiftType?) {
        Self.collectTupleLabels(type, into: &nonRecordMemberNames)
    }

    static func collectTupleLabels(_ type: SwiftType?, into names: inout Set<String>) {
        guard let type else { return }
        switch type.kind {
        case .tuple(let elements):
            for element in elements {
                if let label = element.label { names.insert(label) }
                collectTupleLabels(element.type, into: &names)
            }
        case .optional(let inner), .unwrapped(let inner), .array(let inner), .some(let inner), .any(let inner), .inout(let inner):
            collectTupleLabels(inner, into: &names)
        case .dictionary(let key, let value):
            collectTupleLabels(key, into: &names)
            collectTupleLabels(value, into: &names)
        default:
            break
        }
    }
}
