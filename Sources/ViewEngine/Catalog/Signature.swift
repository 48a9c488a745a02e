/// The shape of a built-in view's or modifier's arguments. One table (`ModifierCatalog`,
/// `ViewCatalog`) drives argument checking, "did you mean" for labels, completion and help.
public struct Signature: Sendable {
    public var parameters: [Parameter]
    public var closures: [ClosureParameter]

    public init(_ parameters: [Parameter], closures: [ClosureParameter] = []) {
        self.parameters = parameters
        self.closures = closures
    }

    public struct Parameter: Sendable {
        /// The label written at the call (nil: written without a label, like Swift's `_`).
        public var label: String?
        /// The name the argument is stored under (the label, or a name for `_` parameters).
        public var name: String
        public var kind: ArgumentKind
        public var isOptional: Bool
        /// What a value must satisfy beyond its kind (`ArgumentCheck`): a constant argument is
        /// checked when the statement is lowered (a located error; the statement is refused),
        /// one that depends on state when the body is evaluated.
        public var check: ArgumentCheck?

        public init(_ label: String?, _ name: String? = nil, _ kind: ArgumentKind, optional: Bool = false,
                    check: ArgumentCheck? = nil) {
            self.label = label
            self.name = name ?? label ?? "value"
            self.kind = kind
            self.isOptional = optional
            self.check = check
        }

        /// A labelled parameter stored under its label.
        public init(_ label: String, _ kind: ArgumentKind, optional: Bool = false, check: ArgumentCheck? = nil) {
            self.init(label, label, kind, optional: optional, check: check)
        }
    }

    /// A closure argument, written in parentheses with its label or as a trailing closure.
    public struct ClosureParameter: Sendable {
        /// Label for a labelled trailing closure / parenthesised argument (`action`); the
        /// first trailing closure needs none.
        public var label: String
        public var body: ClosureBody
        /// How many parameters the closure may declare.
        public var maxParameters: Int
        public var isOptional: Bool

        public init(_ label: String, _ body: ClosureBody, maxParameters: Int = 1, optional: Bool = false) {
            self.label = label
            self.body = body
            self.maxParameters = maxParameters
            self.isOptional = optional
        }
    }

    public enum ClosureBody: Sendable {
        /// Statements run as an action (`{ tallest = $0 }`).
        case statements
        /// One expression giving a value (`{ d in d[.leading] }`).
        case expression
        /// Views (`{ proxy in color clear }`).
        case view
        /// Kept as written and never run: parsed, not checked (`.transaction { $0.animation = nil }`,
        /// which changes only animations, §18.5).
        case opaque
    }

    /// All labels a call may use, for "did you mean".
    public var labels: [String] {
        parameters.compactMap(\.label) + closures.map(\.label)
    }
}

/// A check of an argument's value: nil when it is acceptable, else what is wrong with it
/// (`"a grid's spacing must be a finite number"`).
public typealias ArgumentCheck = @Sendable (Value) -> String?

/// What an argument must be; checked when it can be known without running anything.
public enum ArgumentKind: Sendable, Equatable {
    case number, bool, string, expression, view
    /// A colour name (`red`, `.blue`) or an expression giving one.
    case color
    /// A preference key name (`HeightKey` or `HeightKey.self`).
    case key
    /// `.top`, `.horizontal`, `[.top, .leading]`, `.all`
    case edges
    /// `.horizontal`, `.vertical`, `[.horizontal, .vertical]`
    case axes
    /// `.center`, `.topLeading`, … (frame, overlay, zstack alignment)
    case alignment
    /// `.leading`, `.firstTextBaseline`, `.valueColumn` (an alignment guide)
    case guide
    /// `\.font`
    case keyPath
    /// `.fit` / `.fill`
    case contentMode
    /// A type written for `onGeometryChange(for: CGFloat.self)`.
    case type
    /// `.id(title)`: a bare name (or a string).
    case name
    /// A length: a number that must be finite and 0 or more (a corner radius, a line width);
    /// a constant is checked where it is written, a computed one when it is evaluated.
    case length
    /// A binding to a state (`$isOn`), or a binding parameter passed on.
    case binding
    /// One of a fixed set of members (`.bordered`, `.plain`): the noun for messages and the
    /// names allowed.
    case choice(String, [String])
    /// A `choice`, or a style of the user's: a user modifier made like a type, `Pill()` or
    /// `Pill(tint: .red)`, stored as that record (`.buttonStyle`, §16.1 rule 6).
    case styleChoice(String, [String])
}
