/// A custom layout defined in the language (Docs/Semantics.md §14):
///
///     layout FlowLayout(spacing: CGFloat = 8) {
///       sizeThatFits { proposal, subviews in … return CGSize(width: w, height: h) }
///       placeSubviews { bounds, proposal, subviews in … subview.place(at: p, proposal: .unspecified) }
///     }
///
/// Its parameters are the layout struct's properties; its two methods and its `func`s are
/// statements the interpreter runs (UserLayoutRule.swift) whenever the engine asks the layout
/// for a size or a placement.
public struct LayoutDefinition: Sendable, Equatable {
    public var common: DefinitionCommon
    public var parameters: [ParameterDefinition] { didSet { compile() } }
    /// `sizeThatFits(proposal:subviews:)`: parameters [proposal, subviews] (and a cache).
    public var sizeThatFits: LayoutMethod { didSet { compile() } }
    /// `placeSubviews(in:proposal:subviews:)`: parameters [bounds, proposal, subviews] (and a cache).
    public var placeSubviews: LayoutMethod { didSet { compile() } }
    /// The layout's helper `func`s, by name.
    public var functions: [String: FunctionNode] { didSet { compile() } }
    /// The methods and functions compiled (CompiledLayout.swift), kept in step with them.
    public private(set) var compiled: CompiledLayout
    /// The other layouts its code names (to refuse layouts that call each other in a loop).
    public var uses: [String]

    public init(
        common: DefinitionCommon, parameters: [ParameterDefinition], sizeThatFits: LayoutMethod, placeSubviews: LayoutMethod,
        functions: [String: FunctionNode], uses: [String]
    ) {
        self.common = common
        self.parameters = parameters
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
        self.functions = functions
        self.uses = uses
        compiled = CompiledLayout(parameters: parameters, sizeThatFits: sizeThatFits, placeSubviews: placeSubviews, functions: functions)
    }

    private mutating func compile() {
        compiled = CompiledLayout(parameters: parameters, sizeThatFits: sizeThatFits, placeSubviews: placeSubviews, functions: functions)
    }

    public var name: String { common.name }
}

/// One of a layout's two methods: the names its parameters take in its body, and the body.
/// A Swift `cache: inout ()` parameter is kept as a name bound to `()` (viewsh has no cache).
public struct LayoutMethod: Sendable, Equatable {
    public var parameters: [String]
    public var body: [StatementNode]
    public init(parameters: [String], body: [StatementNode]) {
        self.parameters = parameters
        self.body = body
    }
}

extension DefinitionCycles {
    /// The chain of layouts from `name` back to itself through the layouts their code calls
    /// (`A` delegating to `B` which delegates to `A` would never return), if there is one.
    public static func layoutCycle(through name: String, in definitions: Definitions) -> [String]? {
        var visited = Set<String>()
        var path: [String] = []
        func visit(_ current: String) -> Bool {
            path.append(current)
            for next in definitions.layout(current)?.uses ?? [] {
                if next == name {
                    path.append(next)
                    return true
                }
                if visited.insert(next).inserted, visit(next) { return true }
            }
            path.removeLast()
            return false
        }
        return visit(name) ? path : nil
    }
}
