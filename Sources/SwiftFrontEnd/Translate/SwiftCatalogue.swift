import ViewSyntax

/// What the front end needs to know of viewsh's vocabulary, handed in by the shell (which owns
/// the catalogue): each built-in view by its SwiftUI name, each modifier by name, with what
/// their closures and view arguments are. A view or modifier the catalogue gains is read from
/// Swift without touching the front end.
public struct SwiftCatalogue: Sendable {
    public enum ClosureRole: Sendable, Equatable { case views, value, statements, opaque }

    public struct View: Sendable {
        /// The viewsh word (`circle`, `button`).
        public var keyword: String
        public var takesChildren: Bool
        /// Its closures by label (`action` → statements).
        public var closures: [(label: String, role: ClosureRole)]
        /// Labels of its view arguments (`description: Text("…")`).
        public var viewArguments: [String]
        /// Labels of its bindings (`isOn: $flag`).
        public var bindingArguments: [String]
        public init(keyword: String, takesChildren: Bool, closures: [(label: String, role: ClosureRole)], viewArguments: [String] = [],
                    bindingArguments: [String] = []) {
            self.keyword = keyword
            self.takesChildren = takesChildren
            self.closures = closures
            self.viewArguments = viewArguments
            self.bindingArguments = bindingArguments
        }
    }

    public struct Modifier: Sendable {
        /// Its closures by label, in order (the first is the unlabelled trailing one).
        public var closures: [(label: String, role: ClosureRole)]
        /// Labels of its view arguments (`nil` for an unlabelled one: `.background(view)`).
        public var viewArguments: [String?]
        /// Labels of its colour arguments (`nil` for an unlabelled one: `.fill(style)`): a shape
        /// style there — a material, a system colour — is read as a colour (§18.12).
        public var colorArguments: [String?]
        public init(closures: [(label: String, role: ClosureRole)], viewArguments: [String?], colorArguments: [String?] = []) {
            self.closures = closures
            self.viewArguments = viewArguments
            self.colorArguments = colorArguments
        }
    }

    public var views: [String: View]
    public var modifiers: [String: Modifier]
    /// The view words (a parse grammar knows their shapes).
    public var grammar: ViewGrammar
    /// SwiftUI's layout values viewsh knows (`HStackLayout`, `GridLayout` …): called with
    /// content, one is a container (`HStackLayout(spacing: 4) { … }`).
    public var layoutValues: Set<String>

    public init(views: [String: View], modifiers: [String: Modifier], grammar: ViewGrammar, layoutValues: Set<String> = []) {
        self.views = views
        self.modifiers = modifiers
        self.grammar = grammar
        self.layoutValues = layoutValues
    }

    /// No vocabulary (tests of the parser, a front end used alone).
    public static let empty = SwiftCatalogue(views: [:], modifiers: [:], grammar: ViewGrammar([:]))

    /// The SwiftUI name of a viewsh word (`vstack` → `VStack`).
    public func swiftName(ofKeyword keyword: String) -> String? {
        views.first { $0.value.keyword == keyword }?.key
    }
}
