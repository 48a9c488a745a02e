import Diagnostics

/// One top-level statement of the language (commands are recognised by the shell before
/// the parser sees a line).
public struct Item: Sendable, Equatable {
    public var kind: ItemKind
    public var range: SourceRange
    public init(_ kind: ItemKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

public enum ItemKind: Sendable, Equatable {
    case definition(Definition)
    /// `root = view` (explicit) or a bare view expression.
    case root(Expr, explicit: Bool)
}

/// A written type: `CGFloat`, `String?`, `[ToolbarEntry]`. Informational except that an
/// optional type lets a definition leave out its default (`nil`).
public struct TypeSyntax: Sendable, Equatable {
    public var text: String
    public var range: SourceRange
    public var isOptional: Bool { text.hasSuffix("?") }
    public init(text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
}

public struct Name: Sendable, Equatable {
    public var text: String
    public var range: SourceRange
    public init(_ text: String, _ range: SourceRange) {
        self.text = text
        self.range = range
    }
}

/// `name: Type = default` in a `view`/`modifier` parameter list.
public struct ParameterSyntax: Sendable, Equatable {
    public var name: Name
    public var type: TypeSyntax?
    public var defaultValue: Expr?
    public init(name: Name, type: TypeSyntax?, defaultValue: Expr?) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
    }

    /// Whether the type is `Environment` or `Environment<T>`: a view's parameter that reads
    /// the environment where the view sits (SwiftUI's `@Environment(\.colorScheme) var scheme`).
    public var isEnvironment: Bool {
        guard let text = type?.text else { return false }
        return text == "Environment" || text.hasPrefix("Environment<")
    }

    /// `scheme: Environment<ColorScheme> = \.colorScheme`: the key it reads (`colorScheme`); nil
    /// for another parameter, or an Environment one whose default is not a one-name key path.
    public var environmentKey: String? {
        guard isEnvironment, case .keyPath(let path)? = defaultValue?.kind, path.count == 1 else { return nil }
        return path[0]
    }

    /// `ColorScheme` of `Environment<ColorScheme>`; nil for `Environment` alone or another type.
    public var environmentValueType: String? {
        guard isEnvironment, let text = type?.text, text.hasPrefix("Environment<"), text.hasSuffix(">") else { return nil }
        return String(text.dropFirst("Environment<".count).dropLast())
    }
}

public enum ReducerSyntax: Sendable, Equatable {
    /// `reduce max` (max, min, sum, first, last, append, or, and).
    case named(Name)
    /// `{ value in value = max(value, nextValue()) }`
    case body(Closure)
}

public enum Definition: Sendable, Equatable {
    /// `key HeightKey: CGFloat = 0 reduce max`, `key Total = 0 { value in … }`
    case key(name: Name, type: TypeSyntax?, defaultValue: Expr?, reducer: ReducerSyntax?)
    /// `state tallestChild: CGFloat = 0`
    case state(name: Name, type: TypeSyntax?, initialValue: Expr?)
    /// `envkey accent = "blue"`
    case envkey(name: Name, type: TypeSyntax?, defaultValue: Expr?)
    /// `alignment valueColumn: horizontal { d in d[.leading] }`
    case alignment(name: Name, axis: Name, defaultValue: Closure?)
    /// `modifier readHeight = .background(…)`, `modifier card(pad: CGFloat = 8) = .padding(pad) .background(color white)`
    case modifier(name: Name, parameters: [ParameterSyntax], body: [ModifierSyntax])
    /// `view BrewSummaryRow = hstack < … >`, `view Row(height: Binding) = …`
    case view(name: Name, parameters: [ParameterSyntax], body: Expr)
    /// `layout FlowLayout(spacing: CGFloat = 8) { sizeThatFits { … } placeSubviews { … } }`
    case layout(name: Name, parameters: [ParameterSyntax], members: [LayoutMember])

    public var name: Name {
        switch self {
        case .key(let name, _, _, _), .state(let name, _, _), .envkey(let name, _, _),
             .alignment(let name, _, _), .modifier(let name, _, _), .view(let name, _, _), .layout(let name, _, _):
            return name
        }
    }
}

/// One member of a `layout` definition: `sizeThatFits { proposal, subviews in … }`,
/// `placeSubviews { bounds, proposal, subviews in … }`, or a `func` (a helper, or either
/// method written the Swift way).
public enum LayoutMember: Sendable, Equatable {
    case method(Name, Closure)
    case function(FunctionSyntax)

    public var name: Name {
        switch self {
        case .method(let name, _): return name
        case .function(let function): return function.name
        }
    }
}

/// `func name(label name: Type, _ other: Type) -> Result { statements }`.
public struct FunctionSyntax: Sendable, Equatable {
    public var name: Name
    public var parameters: [FunctionParameter]
    public var result: TypeSyntax?
    public var body: [Statement]
    public var range: SourceRange

    /// `label name: Type`; the label is the name unless written (`_` for none, nil here).
    public struct FunctionParameter: Sendable, Equatable {
        public var label: String?
        public var name: Name
        public var type: TypeSyntax?
        public init(label: String?, name: Name, type: TypeSyntax?) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    public init(name: Name, parameters: [FunctionParameter], result: TypeSyntax?, body: [Statement], range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.result = result
        self.body = body
        self.range = range
    }
}

/// The module shares its name with the `ViewSyntax` struct, so `ViewSyntax.Definition`
/// cannot be spelt from other modules; they use this name instead.
public typealias SyntaxDefinition = Definition
