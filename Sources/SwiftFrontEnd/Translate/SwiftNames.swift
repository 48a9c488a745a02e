/// The one table between SwiftUI's names and viewsh's: which views and modifiers a Swift file
/// may use, what each becomes, what is ignored (no layout or data-flow effect) and what viewsh
/// does not model yet. A view lights up by itself when viewsh's vocabulary gains its keyword
/// (`ViewKeywords.isModelled`), so the not-modelled list is driven by this table too.
///
/// The lead plans to fold this table into the view/modifier catalogue (each entry gaining its
/// Swift name); nothing else in the front end spells a SwiftUI name.
public enum SwiftNames {
    /// How a SwiftUI view's arguments map onto the viewsh view.
    public enum ViewShape: Sendable, Equatable {
        /// `VStack(alignment:spacing:) { … }` → `vstack(…) < … >`
        case stack
        /// `Text("…")` → `text "…"`
        case text
        /// `Color.red`, `Color(.systemGray6)` → `color red`
        case color
        /// `Rectangle()`, `Divider()`, `EmptyView()`: no arguments.
        case plain
        /// `Spacer(minLength:)`
        case spacer
        /// `GeometryReader { proxy in … }`
        case geometry
        /// `ForEach(data, id: \.x) { item in … }`
        case forEach
        /// `Group { … }`: its views join the parent's (modifiers apply to each).
        case group
        /// A view viewsh has no keyword for yet; the shape it will take is unknown.
        case other
    }

    public struct View: Sendable {
        public var swiftName: String
        /// The viewsh keyword it becomes (nil: none planned, e.g. `Group` dissolves).
        public var keyword: String?
        public var shape: ViewShape
        /// Said after "'X' is not modelled by viewsh" when there is something to add.
        public var hint: String?
    }

    public static let views: [View] = [
        View(swiftName: "VStack", keyword: "vstack", shape: .stack),
        View(swiftName: "HStack", keyword: "hstack", shape: .stack),
        View(swiftName: "ZStack", keyword: "zstack", shape: .stack),
        View(swiftName: "Text", keyword: "text", shape: .text),
        View(swiftName: "Color", keyword: "color", shape: .color),
        View(swiftName: "Rectangle", keyword: "rect", shape: .plain),
        View(swiftName: "Spacer", keyword: "spacer", shape: .spacer),
        View(swiftName: "Divider", keyword: "divider", shape: .plain),
        View(swiftName: "EmptyView", keyword: "empty", shape: .plain),
        View(swiftName: "GeometryReader", keyword: "geometry", shape: .geometry),
        View(swiftName: "ForEach", keyword: "foreach", shape: .forEach),
        View(swiftName: "Group", keyword: nil, shape: .group),
        // Not in viewsh's vocabulary yet: errors now, views once the catalogue has the keyword.
        View(swiftName: "Image", keyword: "image", shape: .other,
             hint: "there are no image assets; a fixed-size stand-in is Color.clear.frame(width:height:)"),
        View(swiftName: "Circle", keyword: "circle", shape: .plain),
        View(swiftName: "Ellipse", keyword: "ellipse", shape: .plain),
        View(swiftName: "Capsule", keyword: "capsule", shape: .plain),
        View(swiftName: "RoundedRectangle", keyword: "roundedRect", shape: .other),
        View(swiftName: "UnevenRoundedRectangle", keyword: nil, shape: .other),
        View(swiftName: "Path", keyword: nil, shape: .other),
        View(swiftName: "Canvas", keyword: nil, shape: .other),
        View(swiftName: "Grid", keyword: "grid", shape: .other),
        View(swiftName: "GridRow", keyword: "gridRow", shape: .other),
        View(swiftName: "LazyVGrid", keyword: nil, shape: .other),
        View(swiftName: "LazyHGrid", keyword: nil, shape: .other),
        View(swiftName: "LazyVStack", keyword: "lazyVStack", shape: .other),
        View(swiftName: "LazyHStack", keyword: "lazyHStack", shape: .other),
        View(swiftName: "ScrollView", keyword: "scroll", shape: .other),
        View(swiftName: "ScrollViewReader", keyword: nil, shape: .other),
        View(swiftName: "ViewThatFits", keyword: "viewThatFits", shape: .other),
        View(swiftName: "AnyLayout", keyword: nil, shape: .other),
        View(swiftName: "AnyView", keyword: nil, shape: .other),
        View(swiftName: "List", keyword: nil, shape: .other),
        View(swiftName: "Form", keyword: nil, shape: .other),
        View(swiftName: "Section", keyword: nil, shape: .other),
        View(swiftName: "NavigationStack", keyword: nil, shape: .other),
        View(swiftName: "NavigationView", keyword: nil, shape: .other),
        View(swiftName: "NavigationSplitView", keyword: nil, shape: .other),
        View(swiftName: "NavigationLink", keyword: nil, shape: .other),
        View(swiftName: "TabView", keyword: nil, shape: .other),
        View(swiftName: "Button", keyword: nil, shape: .other),
        View(swiftName: "Toggle", keyword: nil, shape: .other),
        View(swiftName: "TextField", keyword: nil, shape: .other),
        View(swiftName: "SecureField", keyword: nil, shape: .other),
        View(swiftName: "TextEditor", keyword: nil, shape: .other),
        View(swiftName: "Slider", keyword: nil, shape: .other),
        View(swiftName: "Stepper", keyword: nil, shape: .other),
        View(swiftName: "Picker", keyword: nil, shape: .other),
        View(swiftName: "DatePicker", keyword: nil, shape: .other),
        View(swiftName: "ProgressView", keyword: nil, shape: .other),
        View(swiftName: "Label", keyword: nil, shape: .other),
        View(swiftName: "Link", keyword: nil, shape: .other),
        View(swiftName: "Menu", keyword: nil, shape: .other),
        View(swiftName: "DisclosureGroup", keyword: nil, shape: .other),
        View(swiftName: "GroupBox", keyword: nil, shape: .other),
        View(swiftName: "ControlGroup", keyword: nil, shape: .other),
        View(swiftName: "Gauge", keyword: nil, shape: .other),
        View(swiftName: "Table", keyword: nil, shape: .other),
        View(swiftName: "AsyncImage", keyword: nil, shape: .other),
        View(swiftName: "TimelineView", keyword: nil, shape: .other),
        View(swiftName: "ContentUnavailableView", keyword: nil, shape: .other),
        View(swiftName: "LabeledContent", keyword: nil, shape: .other),
        View(swiftName: "ShareLink", keyword: nil, shape: .other),
        View(swiftName: "EditButton", keyword: nil, shape: .other),
    ]

    static let viewsByName: [String: View] = Dictionary(uniqueKeysWithValues: views.map { ($0.swiftName, $0) })

    public static func view(_ swiftName: String) -> View? { viewsByName[swiftName] }

    /// The Swift name of a viewsh keyword (`vstack` → `VStack`), for writing Swift back.
    public static func swiftName(ofKeyword keyword: String) -> String? {
        views.first { $0.keyword == keyword && ViewKeywords.isModelled($0.keyword) }?.swiftName
    }

    // MARK: Modifiers

    public enum ModifierRule: Sendable, Equatable {
        /// Accepted and dropped; listed once per file as "ignored (no layout effect)".
        case ignored
        /// An error naming it; `hint` says why or what to write instead.
        case notModelled(hint: String?)
    }

    /// Modifiers with no layout or data-flow effect in viewsh's model. Prefixes end with `*`.
    static let ignoredModifiers: [String] = [
        "animation", "transition", "accessibility*", "onTapGesture", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "contentShape", "help", "tint", "accentColor", "fontWeight",
        "fontDesign", "fontWidth", "monospacedDigit", "monospaced", "shadow", "border", "clipShape", "mask", "fill",
        "stroke", "strokeBorder", "blur", "rotationEffect", "rotation3DEffect", "scaleEffect", "zIndex",
        "allowsHitTesting", "buttonStyle", "toggleStyle", "pickerStyle", "textFieldStyle", "labelStyle",
        "listRowBackground", "listRowSeparator", "redacted", "unredacted", "privacySensitive", "drawingGroup",
        "compositingGroup", "saturation", "brightness", "contrast", "hueRotation", "colorMultiply", "blendMode",
        "grayscale", "colorInvert", "luminanceToAlpha", "symbolRenderingMode", "symbolVariant",
        "textSelection", "onHover", "hoverEffect", "keyboardShortcut", "focusable", "contextMenu", "preferredColorScheme",
        "sensoryFeedback", "textCase", "underline", "strikethrough", "labelsHidden", "controlSize",
        "headerProminence", "badge", "interactiveDismissDisabled", "statusBarHidden", "persistentSystemOverlays",
        "contentTransition", "matchedGeometryEffect", "geometryGroup",
    ]

    /// Modifiers that would change layout or data flow in a way viewsh does not simulate.
    static let notModelledModifiers: [String: String?] = [
        "onAppear": "it runs an action; viewsh runs actions from onPreferenceChange, onChange and onGeometryChange",
        "onDisappear": nil, "task": nil, "onReceive": nil, "onSubmit": nil, "refreshable": nil,
        "navigationTitle": "it is a preference read by a navigation container viewsh does not model",
        "navigationBarTitleDisplayMode": nil, "navigationDestination": nil, "toolbar": nil, "toolbarBackground": nil,
        "sheet": nil, "fullScreenCover": nil, "popover": nil, "alert": nil, "confirmationDialog": nil,
        "safeAreaInset": nil, "safeAreaPadding": nil, "ignoresSafeArea": nil, "edgesIgnoringSafeArea": nil,
        "scrollTargetBehavior": nil, "scrollTargetLayout": nil, "scrollIndicators": nil, "scrollContentBackground": nil,
        "containerRelativeFrame": nil, "coordinateSpace": nil, "anchorPreference": "anchors are not modelled yet",
        "transformAnchorPreference": "anchors are not modelled yet", "kerning": "it changes text width",
        "tracking": "it changes text width", "imageScale": nil, "minimumScaleFactor": "it changes text size",
        "allowsTightening": nil, "lineSpacing": "it changes text height", "listStyle": nil,
        "baselineOffset": "it moves text baselines", "environmentObject": nil, "focused": nil, "searchable": nil, "tabItem": nil, "tag": nil,
        "onDrag": nil, "onDrop": nil, "layoutValue": "custom Layout is not modelled yet",
        "visualEffect": nil,
    ]

    public static func modifierRule(_ name: String) -> ModifierRule? {
        if let hint = notModelledModifiers[name] { return .notModelled(hint: hint) }
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
    ]

    // MARK: Values

    /// Types whose static members are plain symbols in viewsh (`Color.red` → `.red`,
    /// `CGFloat.infinity` → `.infinity`, `HorizontalAlignment.leading` → `.leading`).
    public static let symbolTypes: Set<String> = [
        "Color", "CGFloat", "Double", "Float", "Font", "HorizontalAlignment", "VerticalAlignment", "Alignment", "Edge",
        "ContentMode", "TextAlignment", "LayoutDirection", "ColorScheme", "DynamicTypeSize", "ShapeStyle", "Text",
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
        case "StateObject", "ObservedObject", "EnvironmentObject", "Bindable":
            return .notModelled(hint: "observable objects are not modelled; use @State with a value")
        case "FocusState", "AppStorage", "SceneStorage", "Namespace", "GestureState", "ScaledMetric", "Query",
             "FetchRequest", "AccessibilityFocusState", "UIApplicationDelegateAdaptor":
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
