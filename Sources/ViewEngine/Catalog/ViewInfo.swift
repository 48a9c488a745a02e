import ViewLayout

/// One built-in view: everything the shell derives from it — how it is written (its operand,
/// children and closure, which the parser's grammar follows), its arguments (checked,
/// completed and suggested from the signatures), its help, and how body evaluation turns it
/// into a layout node. A new view is one of these plus, when its layout is new, one layout
/// rule in `ViewLayout`.
public struct ViewInfo: Sendable {
    /// The word in viewsh (`vstack`, `circle`).
    public var keyword: String
    /// The SwiftUI name (`VStack`, `Circle`), for the Swift front end and help.
    public var swiftName: String
    /// Tried in order; the first that fits the written arguments wins. An operand (`text "x"`)
    /// binds to the first unlabelled parameter.
    public var overloads: [Signature]
    public var operand: OperandUse
    /// `< children >`.
    public var takesChildren: Bool
    public var closure: ClosureUse
    /// A keyword everywhere (the original view words); other words are views only where a
    /// view is expected, so `label` can still name a parameter.
    public var isReserved: Bool
    /// The view it must be written directly in (`grid` for `gridrow`): checked where the
    /// nesting is written, and, for a user view whose body it is, when laid out.
    public var container: String?
    /// Whether the children (and parts) are wrapped in an implicit VStack.
    public var stacking: ChildStacking
    /// Environment values its children see (a List's rows know they are rows: a Picker there is
    /// a labelled row, §16.6). Keys starting with `_` are viewsh's own: `env` does not list them.
    public var childEnvironment: [String: Value]
    /// At least one child must be written (a ViewThatFits without any shows nothing).
    public var requiresChildren: Bool
    public var summary: String
    public var example: String
    /// The `Docs/Semantics.md` section of its behaviour (`§1.6`).
    public var section: String
    public var build: ViewBuild
    /// A `Shape` (`.fill`, `.stroke` and `.strokeBorder` may follow it, §15).
    public var isShape: Bool
    /// A control whose label is a title operand (`button "Save" { … }`) or one child view
    /// (`button < label … > { … }`): the shell asks for exactly one of the two.
    public var isLabelled: Bool

    public init(
        _ keyword: String, swift swiftName: String, _ overloads: [Signature] = [Signature([])],
        operand: OperandUse = .none, children: Bool = false, closure: ClosureUse = .none, reserved: Bool = false,
        shape: Bool = false, labelled: Bool = false, container: String? = nil, stacking: ChildStacking = .none,
        childEnvironment: [String: Value] = [:],
        requiresChildren: Bool = false, section: String, summary: String, example: String, build: ViewBuild
    ) {
        self.isShape = shape
        self.isLabelled = labelled
        self.keyword = keyword
        self.swiftName = swiftName
        self.overloads = overloads
        self.operand = operand
        self.takesChildren = children
        self.closure = closure
        self.isReserved = reserved
        self.container = container
        self.stacking = stacking
        self.childEnvironment = childEnvironment
        self.requiresChildren = requiresChildren
        self.section = section
        self.summary = summary
        self.example = example
        self.build = build
    }

    /// The first signature (what help shows).
    public var signature: Signature { overloads[0] }

    /// Views a container stacks itself, as the SwiftUI view's body does with a VStack.
    public enum ChildStacking: Sendable, Equatable {
        case none
        /// Several children are one implicit VStack (a ScrollView's content, §13.1).
        case severalChildren
        /// Its parts (a title built from its arguments) then its children, always one implicit
        /// VStack with this alignment, at `<view>.stack` (a GroupBox's label and content, §16.9).
        case partsAndChildren(AlignmentGuide)
    }

    public enum OperandUse: Sendable, Equatable {
        case none
        /// Always written; the text says what was expected.
        case required(String)
        /// Written unless `( … )` arguments are.
        case unlessArguments(String)
        /// A string literal, when no `( … )` arguments are written.
        case string
        /// A string, name, number or binding on the same line, if one follows.
        case optional
    }

    public enum ClosureUse: Sendable, Equatable {
        case none
        case required(String)
        case optional
    }
}

/// How body evaluation builds a built-in view.
public enum ViewBuild: Sendable {
    /// One layout node from the evaluated arguments; the view's children (if it takes any)
    /// become the node's children.
    case node(@Sendable (inout EvaluatedArguments) -> LayoutNode.Kind)
    /// Built by the resolver itself: `foreach` expands into its container, `geometry` builds
    /// its content once its size is known (§2.10).
    case structural
}
