import Synchronization
import ViewLayout

/// A custom layout's code compiled once, when it is defined (Compiler.swift): its two methods,
/// with the layout's properties and the method's parameters as their first locals, and its
/// functions, with their parameters and the properties. Shared by every use of the definition.
public final class CompiledLayout: Sendable, Equatable {
    let sizeThatFits: CompiledBody
    let placeSubviews: CompiledBody
    let functions: [String: CompiledBody]
    /// The methods that used up a pass's steps, by name: in which command, and the error they
    /// reported (nil when a layout inside them had already said so).
    private let exhaustion = Mutex<[String: (command: Int, message: String?)]>([:])
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

    /// Remembers that `method` used up the pass's steps in this command, having reported `message`.
    func noteExhausted(_ method: String, message: String?) {
        let command = CommandEpoch.current
        exhaustion.withLock { $0[method] = (command, message) }
        exhaustions.add(1, ordering: .relaxed)
    }

    /// If `method` used up the steps earlier in this command: reports the same error again for
    /// this node, leaves the pass no steps (as running it again would) and says so.
    func failsAtOnce(_ method: String, _ subviews: Subviews) -> Bool {
        let command = CommandEpoch.current
        guard let memory = exhaustion.withLock({ $0[method] }), memory.command == command else { return false }
        if let message = memory.message { subviews.report(message, isError: true) }
        subviews.stepsLeft = 0
        return true
    }

    /// Compiled code is derived from the definition: two definitions are equal by their source.
    public static func == (lhs: CompiledLayout, rhs: CompiledLayout) -> Bool { true }
}
