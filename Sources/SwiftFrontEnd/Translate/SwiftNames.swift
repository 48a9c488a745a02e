/// The front end's table of SwiftUI names beside viewsh's catalogue (`SwiftCatalogue`, handed
/// in by the shell, which knows each built-in view's SwiftUI name): the views whose Swift form
/// differs from a plain call (`VStack { … }` → `vstack < … >`, `Text("a")` → `text "a"`,
/// `Group` dissolving), SwiftUI views and modifiers viewsh does not model (an error that names
/// them, never a silent drop), and what is ignored because it has no layout effect. Anything
/// the catalogue gains is read from Swift as it is, and overrides these lists.
public enum SwiftNames {
    /// How a SwiftUI view's arguments map onto the viewsh view.
    public enum ViewShape: Sendable, Equatable {
        /// `VStack(alignment:spacing:) { … }` → `vstack(…) < … >`
        case stack
        /// `Text("…")` → `text "…"`
        case text
        /// `Color.red`, `Color(.systemGray6)` → `color red`
        case color
        /// `GeometryReader { proxy in … }`
        case geometry
        /// `ForEach(data, id: \.x) { item in … }`
        case forEach
        /// `Group { … }`: its views join the parent's (modifiers apply to each).
        case group
    }

    public struct View: Sendable {
        public var swiftName: String
        /// The viewsh word it becomes (nil: `Group` dissolves).
        public var keyword: String?
        public var shape: ViewShape
    }

    /// The views translated by shape rather than as a plain call.
    public static let views: [View] = [
        View(swiftName: "VStack", keyword: "vstack", shape: .stack),
        View(swiftName: "HStack", keyword: "hstack", shape: .stack),
        View(swiftName: "ZStack", keyword: "zstack", shape: .stack),
        View(swiftName: "Text", keyword: "text", shape: .text),
        View(swiftName: "Color", keyword: "color", shape: .color),
        View(swiftName: "GeometryReader", keyword: "geometry", shape: .geometry),
        View(swiftName: "ForEach", keyword: "foreach", shape: .forEach),
        View(swiftName: "Group", keyword: nil, shape: .group),
    ]

    static let viewsByName: [String: View] = Dictionary(uniqueKeysWithValues: views.map { ($0.swiftName, $0) })

    public static func view(_ swiftName: String) -> View? { viewsByName[swiftName] }

    /// SwiftUI views viewsh's catalogue does not have (yet), with what to say about them. (The
    /// catalogue is asked first: a view it gains is read from Swift the same day.)
    public static let viewsNotModelled: [String: String?] = [
        "TabSection": nil,
        "ControlGroup": nil, "Gauge": nil, "Table": nil, "TimelineView": nil,
        "ShareLink": nil, "EditButton": nil, "OutlineGroup": nil,
    ]

    // MARK: Modifiers

    public enum ModifierRule: Sendable, Equatable {
        /// Accepted and dropped; listed once per file as "ignored (no layout effect)".
        case ignored
        /// Accepted and dropped: it configures a bar's contents, a toolbar or a presentation, which
        /// viewsh does not draw; the view it modifies lays out the same without it. Listed in a
        /// note of its own.
        case hostConfiguration
        /// An error naming it; `hint` says why or what to write instead.
        case notModelled(hint: String?)
        /// Accepted and dropped with a located note saying how viewsh's layout differs, where it
        /// can only differ for some values (text that does not fit): the file still loads.
        case approximated(note: String)
    }

    /// Modifiers dropped with a note: SwiftUI shrinks a text that does not fit before it
    /// truncates it; viewsh truncates (§8.5).
    static let approximatedModifiers: [String: String] = [
        "minimumScaleFactor": "a text that does not fit is truncated, where SwiftUI first shrinks it down to this factor",
        "allowsTightening": "a text that does not fit is truncated, where SwiftUI first tightens its letter spacing",
    ]

    /// Modifiers with no layout or data-flow effect in viewsh's model. Prefixes end with `*`.
    static let ignoredModifiers: [String] = [
        "animation", "transition", "accessibility*", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "contentShape", "help", "tint", "accentColor", "fontWeight",
        "fontDesign", "fontWidth", "monospacedDigit", "monospaced", "shadow", "clipShape", "mask", "blur",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "zIndex", "allowsHitTesting",
        // A shape's trimmed outline is drawn, not laid out: the shape keeps its size.
        "trim",
        "listRowBackground", "listRowSeparator", "redacted", "unredacted", "privacySensitive", "drawingGroup",
        "compositingGroup", "saturation", "brightness", "contrast", "hueRotation", "colorMultiply", "blendMode",
        "grayscale", "colorInvert", "luminanceToAlpha", "symbolRenderingMode", "symbolVariant", "symbolEffect",
        "symbolEffectsRemoved", "textSelection",
        // The shape a ContainerRelativeShape inside is drawn as (viewsh has none): drawing only.
        "containerShape",
        "onHover", "hoverEffect", "keyboardShortcut", "focusable", "contextMenu", "preferredColorScheme",
        "sensoryFeedback", "underline", "strikethrough", "headerProminence",
        // The page index dots of a `.page` TabView are drawn over the page (§17.7): drawing only.
        "indexViewStyle",
        "badge", "interactiveDismissDisabled", "statusBarHidden", "persistentSystemOverlays", "contentTransition",
        "matchedGeometryEffect", "geometryGroup", "isDetailLink", "menuStyle", "menuOrder", "menuIndicator",
        // A bordered button's shape (capsule, rounded rectangle) is drawing only (§16.1 rule 3).
        "buttonBorderShape",
        // The keyboard's configuration, and actions only the keyboard or a pull triggers (viewsh
        // types and pulls nothing, so they never run): no layout effect.
        "textContentType", "keyboardType", "textInputAutocapitalization", "autocapitalization", "autocorrectionDisabled",
        "disableAutocorrection", "submitLabel", "scrollDismissesKeyboard", "onSubmit", "refreshable",
        "navigationSplitViewStyle", "navigationSplitViewColumnWidth",
        // Focus (viewsh focuses nothing) and events that never arrive (a publisher, §18.10).
        "focused", "defaultFocus", "onReceive",
        // How a scroll view scrolls and shows its indicators: viewsh keeps every scroll view at
        // its top and lays out the same without them (§13.1, §18.9).
        "scrollIndicators", "scrollContentBackground", "scrollTargetBehavior", "scrollTargetLayout", "scrollBounceBehavior",
        "scrollClipDisabled", "scrollPosition", "scrollDisabled",
        // A List row's actions (swipe, delete, move): nothing swipes in viewsh (§13.3).
        "onDelete", "onMove", "swipeActions", "deleteDisabled", "moveDisabled",
    ]

    /// Modifiers that would change layout or data flow in a way viewsh does not simulate.
    static let notModelledModifiers: [String: String?] = [
        "kerning": "it changes text width",
        "defaultScrollAnchor": "it aligns content smaller than the scroll view; viewsh keeps content at the top",
        "listRowSpacing": "it changes the gaps between List rows", "listSectionSpacing": "it changes the gaps between List sections",
        "tracking": "it changes text width",
        "lineSpacing": "it changes text height", "baselineOffset": "it moves text baselines",
        "onDrag": nil,
        "onDrop": nil, "layoutValue": "LayoutValueKey is not modelled: a custom layout reads layoutPriority as subview.priority",
        "visualEffect": nil,
    ]

    /// Modifiers that configure what hosts a view — a navigation stack's bar and title, toolbars,
    /// search fields, tab items, presented sheets and alerts (Docs/Semantics.md §4.4 rule 3):
    /// they change nothing in the view's own layout. A NavigationStack's bar height is read from
    /// its root's title modifiers before they are dropped (NavigationBarScan, §17.5).
    static let hostConfigurationModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitleDisplayMode", "navigationDestination", "navigationBarBackButtonHidden",
        "toolbar", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "searchable", "tabItem",
        "navigationBarItems",
        // iOS 13's spellings: `.navigationBarTitle("About", displayMode: .inline)` is a title and
        // its display mode; `.navigationViewStyle(.stack)` the one style an iPhone shows.
        "navigationBarTitle", "navigationViewStyle",
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog",
        // How a presented sheet sits (its detents, grabber, corners): written inside the sheet's
        // content, or on a view made to be presented.
        "presentationDetents", "presentationDragIndicator", "presentationCornerRadius", "presentationBackground",
        "presentationBackgroundInteraction", "presentationCompactAdaptation", "presentationContentInteraction",
        "presentationSizing",
        // Asynchronous work: its results arrive after the frames viewsh shows (§18.10).
        "task",
    ]

    public static func modifierRule(_ name: String) -> ModifierRule? {
        if let hint = notModelledModifiers[name] { return .notModelled(hint: hint) }
        if let note = approximatedModifiers[name] { return .approximated(note: note) }
        if hostConfigurationModifiers.contains(name) { return .hostConfiguration }
        for entry in ignoredModifiers {
            if entry.hasSuffix("*") {
                if name.hasPrefix(entry.dropLast()) { return .ignored }
            } else if entry == name {
                return .ignored
            }
        }
        return nil
    }

    /// The modifiers whose closures are views, values or actions, by closure label
    /// (nil: the first, unlabelled trailing closure).
    public enum ClosureRole: Sendable { case views, value, statements }

    public static func closureRole(modifier: String, label: String?) -> ClosureRole {
        switch (modifier, label) {
        case ("background", _), ("overlay", _), ("overlayPreferenceValue", _), ("backgroundPreferenceValue", _): return .views
        case ("alignmentGuide", _), ("onGeometryChange", nil), ("onGeometryChange", "of"): return .value
        default: return .statements
        }
    }

    /// Modifiers whose first unlabelled argument (or `content:`) is a view.
    public static func takesViewArgument(_ modifier: String, label: String?) -> Bool {
        (modifier == "background" || modifier == "overlay") && (label == nil || label == "content")
    }

    /// Modifiers whose first argument names a preference key (`HeightKey.self` → `HeightKey`).
    public static let keyModifiers: Set<String> = [
        "preference", "onPreferenceChange", "transformPreference", "overlayPreferenceValue", "backgroundPreferenceValue",
        "anchorPreference", "transformAnchorPreference",
    ]

    // MARK: Values

    /// Types whose static members are plain symbols in viewsh (`Color.red` → `.red`,
    /// `CGFloat.infinity` → `.infinity`, `HorizontalAlignment.leading` → `.leading`).
    public static let symbolTypes: Set<String> = [
        "Color", "CGFloat", "Double", "Float", "Font", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Edge",
        "ContentMode", "TextAlignment", "LayoutDirection", "ColorScheme", "DynamicTypeSize", "ShapeStyle", "Text",
        // `Date.now`: viewsh has no dates; a date is the symbol `.now` (a DatePicker shows a fixed one, §16.11).
        "Date",
    ]

    /// Environment values that are actions of the window (dismissing a sheet, opening a URL):
    /// calling one in an action does nothing viewsh shows (§18.10).
    public static let hostActions: Set<String> = ["dismiss", "openURL", "presentationMode", "dismissSearch", "openWindow", "requestReview"]

    /// Gradients: views (greedy, like a Color) and shape styles whose colours viewsh does not
    /// draw: a gray colour, listed once as ignored.
    public static let gradients: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]

    /// SwiftUI's and CoreGraphics' value types a session builds by name: `save --swift` declares
    /// the others (`ToolbarEntry(title:)`) as structs.
    public static let valueTypes: Set<String> = [
        "CGSize", "CGPoint", "CGRect", "CGAffineTransform", "Color", "String", "Binding", "AnyLayout", "GridItem",
        "ProposedViewSize", "UnitPoint", "EdgeInsets", "Alignment", "StrokeStyle", "Angle", "Font",
        // Foundation's: `Date(timeIntervalSinceNow:)` (§18.16), `UUID(uuidString:)` (§18.17).
        "Date", "UUID",
    ]

    /// SwiftUI's standard colours, written `color red` in viewsh (others stay `color .name`).
    public static let standardColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]

    /// Free functions viewsh's expressions know.
    public static let functions: Set<String> = ["max", "min", "abs", "round", "floor", "ceil", "sqrt", "String"]

    /// Conversions that leave a number as it is (viewsh numbers are all Double).
    public static let numberConversions: Set<String> = ["CGFloat", "Double", "Float"]

    /// Property wrappers: what each one is to viewsh.
    public enum WrapperRule: Sendable, Equatable {
        case state, binding, environment, viewBuilder, entry, previewable
        /// `@Namespace var id`: dropped; the name stays a plain name, so `.id(id)` names the node
        /// (#id) and `matchedGeometryEffect(…, in: id)` and `proxy.scrollTo(id)` are ignored.
        case namespace
        /// A value the view reads and writes like a `@State`, whose outside source viewsh does not
        /// have (`@AppStorage`'s stored value, the focus, a gesture, Dynamic Type): a state
        /// starting at its written value (§18.10); `why` says what is not read.
        case stateLike(String)
        /// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Bindable`: holds one of the
        /// file's observable objects (§18.11).
        case object
        case notModelled(hint: String?)
    }

    public static func propertyWrapper(_ name: String) -> WrapperRule? {
        switch name {
        case "State": return .state
        case "Binding": return .binding
        case "Environment": return .environment
        case "ViewBuilder": return .viewBuilder
        case "Entry": return .entry
        case "Previewable": return .previewable
        case "Namespace": return .namespace
        case "AppStorage", "SceneStorage": return .stateLike("its stored value is not read: the default is shown")
        case "FocusState", "AccessibilityFocusState": return .stateLike("nothing has focus")
        case "GestureState": return .stateLike("no gesture is in progress")
        case "ScaledMetric": return .stateLike("the default Dynamic Type size")
        case "StateObject", "ObservedObject", "EnvironmentObject", "Bindable":
            return .object
        case "Query", "FetchRequest", "UIApplicationDelegateAdaptor":
            return .notModelled(hint: nil)
        default: return nil
        }
    }

    /// Known property wrappers, for "did you mean".
    public static let propertyWrapperNames = [
        "State", "Binding", "Environment", "ViewBuilder", "Entry", "Previewable", "StateObject", "ObservedObject",
        "EnvironmentObject", "Bindable", "FocusState", "AppStorage", "SceneStorage", "Namespace", "GestureState",
        "ScaledMetric",
    ]

    /// Attributes that change nothing viewsh models (concurrency, availability, …).
    public static let neutralAttributes: Set<String> = [
        "MainActor", "available", "preconcurrency", "frozen", "inlinable", "usableFromInline", "discardableResult",
        "Sendable", "objc", "nonobjc", "escaping", "autoclosure", "ViewBuilder", "resultBuilder", "warn_unqualified_access",
    ]
}
