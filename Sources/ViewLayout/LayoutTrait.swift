// Layout traits (SwiftUI's view traits and `LayoutValueKey`): a value a modifier attaches to
// a view for the container that lays it out to read — `.gridCellColumns(2)`,
// `.gridColumnAlignment(.trailing)`. A trait node is a wrapper without layout effect; a rule
// reads its subviews' traits with `Subviews.trait(_:_:)`, which looks through single-child
// wrappers (padding, frames, other traits …) down to the view, the outermost value winning,
// as a modifier written later wins in SwiftUI. Multi-child containers and leaves end the
// search: a trait inside a stack belongs to the stack's own children.
// (`layoutPriority` predates this and stays in `NodeInfo`, since stacks read it in their hot loop.)

/// The name of a trait (`gridCellColumns`).
public struct LayoutTraitKey: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public var description: String { name }
}

/// A trait's value. Its description is exact: it is part of the node's signature, which an
/// incremental layout compares.
public enum LayoutTraitValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case point(UnitPoint)
    case guide(AlignmentGuide)
    case axes(horizontal: Bool, vertical: Bool)
    /// A value as the shell prints it (a `.tag`, compared with a selection's value).
    case text(String)
    /// Four edges (a List row's `.listRowInsets`).
    case insets(EdgeInsets)

    public var description: String {
        switch self {
        case .number(let n): String(n)
        case .point(let p): "(\(p.x), \(p.y))"
        case .guide(let g): g.description
        case .axes(let h, let v): [h ? "horizontal" : nil, v ? "vertical" : nil].compactMap { $0 }.joined(separator: ", ")
        case .text(let text): text
        case .insets(let e): "(" + [e.top, e.leading, e.bottom, e.trailing].map { formatLength($0 ?? 0) }.joined(separator: ", ") + ")"
        }
    }
}

/// One trait: what `LayoutNode.Kind.trait` carries.
public struct LayoutTrait: Hashable, Sendable, CustomStringConvertible {
    public var key: LayoutTraitKey
    public var value: LayoutTraitValue

    public init(_ key: LayoutTraitKey, _ value: LayoutTraitValue) {
        self.key = key
        self.value = value
    }

    public var description: String { "\(key): \(value)" }
}

extension LayoutTree {
    /// The value of `key` on node `c`, looking through single-child wrappers; nil when none
    /// of them carries it.
    func trait(_ c: Int32, _ key: LayoutTraitKey) -> LayoutTraitValue? {
        var n = c
        while n >= 0 {
            let op = ops[Int(n)]
            if case let .trait(i) = op, traits[Int(i)].key == key { return traits[Int(i)].value }
            if op.isLeaf || op.isContainer { return nil }
            n = firstChildren[Int(n)]  // a wrapper; background/overlay: the primary
        }
        return nil
    }
}
