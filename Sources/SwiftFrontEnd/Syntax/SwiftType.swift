import Diagnostics
import ViewSyntax

/// A type as written: `CGFloat`, `[ToolbarEntry]`, `Binding<CGFloat>`, `some View`,
/// `() -> Content`. viewsh keeps types as text, so `text` is what the translator passes on.
public struct SwiftType: Sendable, Equatable {
    public var kind: SwiftTypeKind
    public var range: SourceRange

    public init(_ kind: SwiftTypeKind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// Canonical spelling: `Binding<CGFloat>`, `[String: Int]`, `(String, String)`, `CGFloat?`.
    public var text: String {
        switch kind {
        case .named(let components):
            return components.map { $0.arguments.isEmpty ? $0.name : $0.name + "<" + $0.arguments.map(\.text).joined(separator: ", ") + ">" }
                .joined(separator: ".")
        case .optional(let wrapped): return wrapped.text + "?"
        case .unwrapped(let wrapped): return wrapped.text + "!"
        case .array(let element): return "[" + element.text + "]"
        case .dictionary(let key, let value): return "[" + key.text + ": " + value.text + "]"
        case .tuple(let elements):
            return "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.type.text }.joined(separator: ", ") + ")"
        case .function(let parameters, let result):
            return "(" + parameters.map(\.text).joined(separator: ", ") + ") -> " + result.text
        case .some(let base): return "some " + base.text
        case .any(let base): return "any " + base.text
        case .composition(let parts): return parts.map(\.text).joined(separator: " & ")
        case .metatype(let base, let isProtocol): return base.text + (isProtocol ? ".Protocol" : ".Type")
        case .inout(let base): return "inout " + base.text
        case .missing: return "<missing>"
        }
    }

    /// The last name of a plain named type (`SwiftUI.View` → `View`), without arguments.
    public var simpleName: String? {
        if case .named(let components) = kind { return components.last?.name }
        return nil
    }
}

public indirect enum SwiftTypeKind: Sendable, Equatable {
    /// `A`, `A<B, C>`, `Swift.Array<Int>`, `Self`.
    case named([SwiftTypeComponent])
    case optional(SwiftType)
    case unwrapped(SwiftType)
    case array(SwiftType)
    case dictionary(SwiftType, SwiftType)
    /// `(String, String)`, `(title: String, icon: String)`, `()`.
    case tuple([SwiftTupleTypeElement])
    /// `() -> Content`, `(inout CGFloat, () -> CGFloat) -> Void` (attributes such as `@escaping` dropped).
    case function(parameters: [SwiftType], result: SwiftType)
    case some(SwiftType)
    case any(SwiftType)
    case composition([SwiftType])
    case metatype(SwiftType, isProtocol: Bool)
    case `inout`(SwiftType)
    case missing
}

public struct SwiftTypeComponent: Sendable, Equatable {
    public var name: String
    public var arguments: [SwiftType]
    public init(name: String, arguments: [SwiftType] = []) {
        self.name = name
        self.arguments = arguments
    }
}

public struct SwiftTupleTypeElement: Sendable, Equatable {
    public var label: String?
    public var type: SwiftType
    public init(label: String?, type: SwiftType) {
        self.label = label
        self.type = type
    }
}
