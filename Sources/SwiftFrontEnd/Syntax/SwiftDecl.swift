import Diagnostics
import ViewSyntax

/// A Swift file: its top-level statements, which are declarations in the subset (an
/// expression at the top level is reported by the translator).
public struct SwiftFile: Sendable, Equatable {
    public var statements: [SwiftStmt]
    public init(statements: [SwiftStmt]) {
        self.statements = statements
    }
}

/// A declaration with its attributes (`@State`, `@ViewBuilder`) and modifiers (`private`,
/// `static`, `mutating`).
public struct SwiftDecl: Sendable, Equatable {
    public var kind: SwiftDeclKind
    public var attributes: [SwiftAttribute]
    public var modifiers: [Name]
    /// The introducing keyword (`struct`, `var`, `func`, `#Preview`), for messages.
    public var keyword: Name
    public var range: SourceRange

    public init(_ kind: SwiftDeclKind, attributes: [SwiftAttribute], modifiers: [Name], keyword: Name, range: SourceRange) {
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.keyword = keyword
        self.range = range
    }

    public var isStatic: Bool { modifiers.contains { $0.text == "static" || $0.text == "class" } }

    public func attribute(_ name: String) -> SwiftAttribute? { attributes.first { $0.name.text == name } }
}

public indirect enum SwiftDeclKind: Sendable, Equatable {
    case importDeclaration(path: String)
    /// `struct`, `enum`, `class`, `actor`, `protocol` and `extension`.
    case type(SwiftTypeDecl)
    case typeAlias(name: Name, type: SwiftType)
    case variable(SwiftVariableDecl)
    case function(SwiftFunctionDecl)
    /// `init(…) { … }` (the function's name is `init`).
    case initializer(SwiftFunctionDecl)
    /// `case a, b = 2, c(Int)` in an enum.
    case enumCase([SwiftEnumCaseElement])
    /// `associatedtype Value`
    case associatedType(Name)
    /// `#Preview { … }`, `#Preview("Name") { … }`
    case macro(name: Name, arguments: [SwiftArgument], trailingClosures: [SwiftTrailingClosure])
    /// `subscript`, `deinit`, `operator`, `precedencegroup`, `#if`: parsed past, reported by name.
    case unsupported
}

public struct SwiftAttribute: Sendable, Equatable {
    /// Without the `@`.
    public var name: Name
    /// `@Environment(\.font)`: arguments of a property wrapper (nil when none were written;
    /// lowercase attributes such as `@available(…)` keep none).
    public var arguments: [SwiftArgument]?
    public var range: SourceRange
    public init(name: Name, arguments: [SwiftArgument]?, range: SourceRange) {
        self.name = name
        self.arguments = arguments
        self.range = range
    }
}

public struct SwiftGenericParameter: Sendable, Equatable {
    public var name: Name
    public var constraint: SwiftType?
    public init(name: Name, constraint: SwiftType?) {
        self.name = name
        self.constraint = constraint
    }
}

public struct SwiftTypeDecl: Sendable, Equatable {
    /// For an extension, the extended type's text.
    public var name: Name
    public var generics: [SwiftGenericParameter]
    public var inherited: [SwiftType]
    public var members: [SwiftDecl]
    public var isExtension: Bool { kindWord == "extension" }
    /// `struct`, `enum`, `class`, `actor`, `protocol`, `extension`.
    public var kindWord: String

    public init(kindWord: String, name: Name, generics: [SwiftGenericParameter], inherited: [SwiftType], members: [SwiftDecl]) {
        self.kindWord = kindWord
        self.name = name
        self.generics = generics
        self.inherited = inherited
        self.members = members
    }

    public func conforms(to name: String) -> Bool { inherited.contains { $0.simpleName == name } }
}

public struct SwiftVariableDecl: Sendable, Equatable {
    public var isLet: Bool
    public var name: Name
    public var type: SwiftType?
    public var initializer: SwiftExpr?
    public var accessors: SwiftAccessors?
    public init(isLet: Bool, name: Name, type: SwiftType?, initializer: SwiftExpr?, accessors: SwiftAccessors?) {
        self.isLet = isLet
        self.name = name
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
    }
}

/// `var body: some View { … }` (a getter), `{ get { … } set { … } }`, `{ didSet { … } }`.
public enum SwiftAccessors: Sendable, Equatable {
    case getter([SwiftStmt])
    case getSet(get: [SwiftStmt], set: [SwiftStmt]?)
    /// `willSet`/`didSet` (the stored property keeps its initializer).
    case observers(SourceRange)
}

public struct SwiftFunctionDecl: Sendable, Equatable {
    public var name: Name
    public var generics: [SwiftGenericParameter]
    public var parameters: [SwiftParameter]
    public var result: SwiftType?
    /// nil for a requirement without a body (in a protocol).
    public var body: [SwiftStmt]?
    public init(name: Name, generics: [SwiftGenericParameter], parameters: [SwiftParameter], result: SwiftType?, body: [SwiftStmt]?) {
        self.name = name
        self.generics = generics
        self.parameters = parameters
        self.result = result
        self.body = body
    }
}

/// `label name: Type = default`, `_ name: Type`, `@ViewBuilder content: () -> Content`.
public struct SwiftParameter: Sendable, Equatable {
    /// The argument label; nil for `_`. Equal to `name` when only one name is written.
    public var label: String?
    public var name: Name
    public var type: SwiftType?
    public var attributes: [SwiftAttribute]
    public var defaultValue: SwiftExpr?
    public var range: SourceRange
    public init(label: String?, name: Name, type: SwiftType?, attributes: [SwiftAttribute], defaultValue: SwiftExpr?, range: SourceRange) {
        self.label = label
        self.name = name
        self.type = type
        self.attributes = attributes
        self.defaultValue = defaultValue
        self.range = range
    }
}

public struct SwiftEnumCaseElement: Sendable, Equatable {
    public var name: Name
    public var rawValue: SwiftExpr?
    public var associatedValues: [SwiftTupleTypeElement]?
    public init(name: Name, rawValue: SwiftExpr?, associatedValues: [SwiftTupleTypeElement]?) {
        self.name = name
        self.rawValue = rawValue
        self.associatedValues = associatedValues
    }
}
