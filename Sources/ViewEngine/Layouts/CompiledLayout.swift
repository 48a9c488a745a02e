import Synchronization

/// A custom layout's code compiled once, when it is defined (Compiler.swift): its two methods,
/// with the layout's properties and the method's parameters as their first locals, and its
/// functions, with their parameters and the properties. Shared by every use of the definition.
public final class CompiledLayout: Sendable, Equatable {
    let sizeThatFits: CompiledBody
    let placeSubviews: CompiledBody
    let functions: [String: CompiledBody]
    /// How many times its methods have used up a pass's steps (for tests).
    let exhaustions = Atomic<Int>(0)

    init(parameters: [ParameterDefinition], sizeThatFits: LayoutMethod, placeSubviews: LayoutMethod,
         functions: [String: FunctionNode]) {
        let properties = parameters.map(\.name)
        self.sizeThatFits = Self.compile(sizeThatFits, properties: properties)
        self.placeSubviews = Self.compile(placeSubviews, properties: properties)
        self.functions = functions.mapValues { Self.compile($0, properties: properties) }
    }

    static func compile(_ method: LayoutMethod, properties: [String]) -> CompiledBody {
        Compiler.compile(method.body, names: properties + method.parameters)
    }

    static func compile(_ function: FunctionNode, properties: [String]) -> CompiledBody {
        Compiler.compile(function.body, names: function.parameters.map(\.name) + properties)
    }

    /// Compiled code is derived from the definition: two definitions are equal by their source.
    public static func == (lhs: CompiledLayout, rhs: CompiledLayout) -> Bool { true }
}
