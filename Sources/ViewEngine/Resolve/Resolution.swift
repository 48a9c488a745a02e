import ViewLayout

/// The live tree after body evaluation and layout: the engine's layout arena plus, for
/// each of its nodes (by tag), where it came from, so the shell can show and address it.
public struct Resolution: Sendable {
    public var layout: LayoutTree
    /// Indexed by the layout node's tag.
    public var entries: [ResolvedEntry]
    /// Body-evaluation problems (a text whose value cannot be computed, a foreach over a
    /// number …), as `address: message`. The shell refuses to show a layout that has any.
    public var problems: [String]
    public var size: Size
    /// Notes for the user that are not problems (an unconfirmed metric and the option that
    /// sets it, §16), each once; `layout` and `why` print them.
    public var notes: [String] = []
    /// The notes that describe the model of a catalogue view (an unconfirmed metric and its
    /// option): the same every time the same views are laid out, so the shell prints them when
    /// they change rather than after every command. The others (a custom layout's print, a
    /// squeezed text) belong to this layout and are always printed.
    public var modelNotes: Set<String> = []
    /// The tag of each layout node, as the resolver kept it (`tag(of:)`); empty for a resolution
    /// made otherwise, which asks the engine.
    @usableFromInline var tagByNode: [Int32] = []

    public init(layout: LayoutTree, entries: [ResolvedEntry], problems: [String], size: Size, tagByNode: [Int32] = []) {
        self.layout = layout
        self.entries = entries
        self.problems = problems
        self.size = size
        self.tagByNode = tagByNode
    }

    /// The entry index of a layout node. From the resolver's table: asking the engine copies its
    /// whole tree struct (some 800 bytes) per call, and tables ask several times per row. Inlinable:
    /// called from another module, a function of a struct this size copies it too.
    @inlinable public func tag(of id: LayoutNodeID) -> Int {
        let raw = Int(id.rawValue)
        // A node the table does not know (past its end, or a gap the resolver filled with -1)
        // is asked of the engine rather than read as entry -1.
        if raw < tagByNode.count, tagByNode[raw] >= 0 { return Int(tagByNode[raw]) }
        return Int(layout.tag(of: id))
    }

    @inlinable public func entry(_ id: LayoutNodeID) -> ResolvedEntry { entries[tag(of: id)] }

    /// The tag of each layout node by its number, -1 where `tag(of:)` asks the engine (for
    /// printers that keep it beside the entries rather than read it through the resolution).
    public var tagTable: [Int32] { tagByNode }

    /// The layout nodes of one address, outermost modifier first, the view itself last.
    public func nodes(at address: String) -> [LayoutNodeID] {
        // A node's descendants have addresses that extend its own (`0.1` → `0.1.0`, `0.1.bg`,
        // `0.1[2]`), so only the subtrees on the way to the address are searched.
        var result: [LayoutNodeID] = []
        // Only nodes on the way are pushed: a foreach's 100,000 rows are each looked at, not stacked.
        let target = Array(address.utf8)
        let length = target.count
        func isOnTheWay(_ id: LayoutNodeID) -> Bool {
            // The address read in place: `entry(_:)` copies the whole entry (its label, its boxes).
            let own = entries[tag(of: id)].address.utf8
            let count = own.count
            guard count < length else { return count == length && own.elementsEqual(target) }
            // It goes on past `own` at a component boundary (`.` or `[`), and starts with it: compared
            // from the end, where the 100,000 siblings of a foreach differ.
            guard target[count] == UInt8(ascii: ".") || target[count] == UInt8(ascii: "[") else { return false }
            return own.withContiguousStorageIfAvailable { bytes in
                var k = count - 1
                while k >= 0 {
                    if bytes[k] != target[k] { return false }
                    k -= 1
                }
                return true
            } ?? own.elementsEqual(target[..<count])
        }
        var pending = layout.root.map { isOnTheWay($0) ? [$0] : [] } ?? []
        while let id = pending.popLast() {
            if entries[tag(of: id)].address == address { result.append(id) }
            let children = layout.children(of: id)
            // A foreach's elements are found by their index instead of read one by one: the child
            // found and those beside it on the way too (an element of several views, each under the
            // element's address: its views are side by side, as the foreach handed them over).
            if children.count >= Self.guessedChildren, let k = element(on: target, among: children) {
                var low = k
                while low > 0 && isOnTheWay(children[low - 1]) { low -= 1 }
                var high = k
                while high + 1 < children.count && isOnTheWay(children[high + 1]) { high += 1 }
                for position in stride(from: high, through: low, by: -1) { pending.append(children[position]) }
                continue
            }
            var k = children.count - 1
            while k >= 0 {
                if isOnTheWay(children[k]) { pending.append(children[k]) }
                k -= 1
            }
        }
        // A container that names its own place (a scroll view's implicit stack, `0.stack`) holds
        // children that do not extend its address: when the short way finds nothing, look everywhere.
        if result.isEmpty { return preorder().filter { entry($0).address == address } }
        return result
    }

    /// From how many children `nodes(at:)` looks for the element an address names by its index.
    static let guessedChildren = 64

    /// The index among `children` of the child whose address is `target` up to one of its `[k]`
    /// components — element k of a foreach —, or nil (the caller then reads every child). Looked
    /// for at index k; when views before the foreach shift its elements, k plus the shift the
    /// child at k shows (element j of the same foreach: k − j further); when views before it are
    /// of another kind, from the last child back, if that is an element of the same foreach; when
    /// each element is several views, from how many there are, read off the child at k and the
    /// last child. The caller takes the children beside the one found under the same address too:
    /// a foreach with modifiers whose element is several views wraps each, side by side under the
    /// element's one address (`foreach { if c < a b > } .padding()`).
    func element(on target: [UInt8], among children: [LayoutNodeID]) -> Int? {
        var open = 0
        while open < target.count {
            guard target[open] == UInt8(ascii: "[") else {
                open += 1
                continue
            }
            var close = open + 1
            var index = 0
            while close < target.count, target[close] >= UInt8(ascii: "0"), target[close] <= UInt8(ascii: "9"), index < children.count {
                index = index * 10 + Int(target[close] - UInt8(ascii: "0"))
                close += 1
            }
            guard close < target.count, target[close] == UInt8(ascii: "]"), close > open + 1 else {
                open = close
                continue
            }
            let prefix = target[...close]
            let stem = target[..<open]
            // The foreach's address and a dot (`0.0.`), and the template view the stem names (`1` of
            // `0.0.1`): its elements' views are `0.0.c[j]` for each template view c.
            let dot = stem.lastIndex(of: UInt8(ascii: ".")) ?? -1
            let foreachPrefix = stem[..<(dot + 1)]
            let view = Int(String(decoding: stem[(dot + 1)...], as: UTF8.self))
            /// The template view and element number of the child at `position` when it is a view of
            /// an element of the same foreach.
            func elementView(at position: Int) -> (view: Int, element: Int)? {
                let own = entries[tag(of: children[position])].address.utf8
                guard own.count > stem.count + 2, own.starts(with: foreachPrefix), own.last == UInt8(ascii: "]"),
                      let bracket = own.dropFirst(foreachPrefix.count).firstIndex(of: UInt8(ascii: "[")),
                      let element = Int(String(decoding: own[own.index(after: bracket)...].dropLast(), as: UTF8.self)) else { return nil }
                let name = own[own.index(own.startIndex, offsetBy: foreachPrefix.count)..<bracket]
                if let view, let c = Int(String(decoding: name, as: UTF8.self)) { return (c, element) }
                return name.elementsEqual(stem[(dot + 1)...]) ? (0, element) : nil
            }
            /// The element number of the child at `position` when it is the same template view's.
            func elementNumber(at position: Int) -> Int? {
                guard let found = elementView(at: position), found.view == (view ?? 0) else { return nil }
                return found.element
            }
            func isSought(_ position: Int) -> Bool {
                position >= 0 && position < children.count && entries[tag(of: children[position])].address.utf8.elementsEqual(prefix)
            }
            if index < children.count {
                if isSought(index) { return index }
                if let j = elementNumber(at: index), isSought(index + (index - j)) { return index + (index - j) }
                // Several views an element: the child at k is view c′ of element j, the last child
                // view c″ of element e; with v views an element and b views before the first,
                // k = b + v·j + c′ and last = b + v·e + c″ give v and b, and the view sought is at
                // b + v·k + c.
                // (Views wrapped under the element's one address all read as view 0: v is then
                // rounded and the positions around the estimate looked at.)
                if let here = elementView(at: index), let end = elementView(at: children.count - 1), end.element > here.element {
                    let span = (children.count - 1 - end.view) - (index - here.view)
                    let v = Int((Double(span) / Double(end.element - here.element)).rounded())
                    if v >= 1, v <= 16, index <= children.count / v {
                        let estimate = index - here.view - v * here.element + v * index + (view ?? 0)
                        for position in (estimate - v + 1)..<(estimate + v) where isSought(position) { return position }
                    }
                }
            }
            if let last = elementNumber(at: children.count - 1), last >= index, isSought(children.count - 1 - (last - index)) {
                return children.count - 1 - (last - index)
            }
            open = close + 1
        }
        return nil
    }

    /// Nodes in tree order (pre-order) from `start`, or from the root.
    public func preorder(from start: LayoutNodeID? = nil) -> [LayoutNodeID] {
        var result: [LayoutNodeID] = []
        var pending = (start ?? layout.root).map { [$0] } ?? []
        while let id = pending.popLast() {
            result.append(id)
            pending += layout.children(of: id).reversed()
        }
        return result
    }

    /// The entries of the nodes in the tree, in tree order (`entries` also holds those of nodes
    /// an incremental run dropped).
    public var liveEntries: [ResolvedEntry] { preorder().map { entry($0) } }

    /// Every address that has layout nodes, in tree order (for "did you mean").
    public var addresses: [String] {
        var seen = Set<String>()
        return preorder().map { entry($0).address }.filter { seen.insert($0).inserted }
    }
}

/// Where a layout node came from.
public struct ResolvedEntry: Sendable, Equatable {
    /// `0.1`, `0.1.bg` (a background's content), `0.0.0[2]` (element 2 of a foreach),
    /// `0.1.0` (the body of the user view at 0.1).
    public var address: String
    /// `text "Brew"` (evaluated), `vstack(spacing: 4)`, `.padding(8)`.
    public var label: String {
        get { labelIsText ? Self.textLabel(storedLabel) : storedLabel }
        set {
            storedLabel = newValue
            labelIsText = false
        }
    }
    /// The label as written, or — for a Text — the string it shows (`labelIsText`): `text "…"` is
    /// made when the label is read, not for each of 100,000 rows as they are evaluated.
    private var storedLabel: String
    private var labelIsText: Bool {
        get { bits & Self.textBit != 0 }
        set { bits = newValue ? bits | Self.textBit : bits & ~Self.textBit }
    }
    public var isModifier: Bool {
        get { bits & Self.modifierBit != 0 }
        set { bits = newValue ? bits | Self.modifierBit : bits & ~Self.modifierBit }
    }
    /// The top node of a `foreach` element or an `if` branch: contributes the key's default
    /// when its content writes nothing (§4.2, option dynamicSlotsInjectDefault).
    public var isDynamicSlot: Bool {
        get { bits & Self.slotBit != 0 }
        set { bits = newValue ? bits | Self.slotBit : bits & ~Self.slotBit }
    }
    /// Nesting of views (modifiers share their view's depth).
    public var depth: Int {
        get { Int(bits & Self.depthMask) }
        set { bits = (bits & ~Self.depthMask) | UInt32(clamping: max(0, min(newValue, Int(Self.depthMask)))) }
    }
    /// The declared node it was built from.
    public var declared: NodeID? {
        get { declaredRaw < 0 ? nil : NodeID(declaredRaw) }
        set { declaredRaw = newValue?.raw ?? -1 }
    }
    // The depth and the three flags in one word, the declared node's number beside it (-1: none):
    // eight bytes where they took sixteen, for each of a 100,000-row list's 400,000 nodes.
    private var bits: UInt32 = 0
    private var declaredRaw: Int32 = -1
    private static let depthMask: UInt32 = (1 << 29) - 1
    private static let modifierBit: UInt32 = 1 << 29
    private static let slotBit: UInt32 = 1 << 30
    private static let textBit: UInt32 = 1 << 31
    /// What the node does for data flow (writers, readers, actions).
    public var role: NodeRole {
        get { roleBox?.value ?? .none }
        set { roleBox = newValue == .none ? nil : Box(newValue) }
    }
    /// The environment the view sees (views only; modifiers share their view's).
    public var environment: EnvironmentValues?
    /// How pictures draw it (views only).
    public var drawing: Drawing? {
        get { drawingBox?.value }
        set { drawingBox = newValue.map(Box.init) }
    }
    // Most nodes have no role and no drawing: boxed, an entry stays small (FootprintTests).
    private var roleBox: Box<NodeRole>?
    private var drawingBox: Box<Drawing>?

    public init(address: String, label: String, isModifier: Bool, depth: Int, declared: NodeID?, role: NodeRole = .none,
                environment: EnvironmentValues? = nil, drawing: Drawing? = nil) {
        self.address = address
        self.storedLabel = label
        self.isModifier = isModifier
        self.depth = depth
        self.declared = declared
        self.environment = environment
        self.role = role
        self.drawing = drawing
    }

    /// The entry the resolver adds: a Text's label kept as its string (`textLabel`), the drawing
    /// in the box the resolver shares among equal drawings.
    init(address: String, label: String, textLabel: String?, isModifier: Bool, depth: Int, declared: NodeID?, role: NodeRole,
         environment: EnvironmentValues?, drawingBox: Box<Drawing>?) {
        self.address = address
        storedLabel = textLabel ?? label
        self.environment = environment
        declaredRaw = declared?.raw ?? -1
        roleBox = role == .none ? nil : Box(role)
        self.drawingBox = drawingBox
        self.isModifier = isModifier
        self.depth = depth
        labelIsText = textLabel != nil
    }

    /// A Text's label: `text` and its string quoted.
    public static func textLabel(_ string: String) -> String { "text " + Value.quote(string) }

    /// A Text's string when the label is `textLabel(string)` (printers that write bytes make the
    /// label in place); nil for any other label.
    public var textLabelString: String? { labelIsText ? storedLabel : nil }

    /// The label is `textLabel(string)`, made when read.
    mutating func setTextLabel(_ string: String) {
        storedLabel = string
        labelIsText = true
    }

    /// Feeds the label to `hasher` as it is stored (the same label stored the same way hashes the
    /// same: a Text's string, not the label made from it).
    public func hashLabel(into hasher: inout Hasher) {
        hasher.combine(labelIsText)
        hasher.combine(storedLabel)
    }

    /// Its drawing held by `box` (the resolver shares one box among the
    /// equal drawings of consecutive views: every text's is the same).
    mutating func shareDrawing(_ box: Box<Drawing>?) {
        drawingBox = box
    }

    public static func == (a: ResolvedEntry, b: ResolvedEntry) -> Bool {
        a.address == b.address && (a.labelIsText == b.labelIsText ? a.storedLabel == b.storedLabel : a.label == b.label)
            && a.bits | textBit == b.bits | textBit && a.declaredRaw == b.declaredRaw && a.role == b.role && a.environment == b.environment
            && a.drawing == b.drawing
    }
}

/// An immutable value on the heap, shared by copies.
final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A layout node's part in data flow (§4, §6, §8.7, §8.8).
public enum NodeRole: Sendable, Equatable {
    case none
    /// `.preference(key:value:)`: outputs only this value for the key (§4.3).
    case preferenceWriter(key: String, value: Value)
    /// `.transformPreference(K) { value in … }`: the subtree's value, or the default (§4.3).
    case preferenceTransform(key: String, closure: ClosureNode, scope: [String: Value])
    /// `.onPreferenceChange(K) { v in … }`: an action run after the update (§4.4).
    case preferenceAction(key: String, closure: ClosureNode, scope: [String: Value])
    /// `.overlayPreferenceValue` / `.backgroundPreferenceValue`: content built from the value.
    case preferenceValueReader(key: String)
    /// `.onGeometryChange(for:) { proxy in … } action: { … }` (§2.11).
    case geometryAction(transform: Expression, parameter: String?, action: ClosureNode, scope: [String: Value])
    /// `.onChange(of: value) { old, new in … }`: the value as this body evaluation saw it.
    /// `typeName` is the watched state's declared type (`Int`), for SwiftUI's warning text.
    case changeAction(value: Value, typeName: String?, action: ClosureNode, initial: Bool, scope: [String: Value])
    /// `.anchorPreference(key:value:transform:)` before layout: becomes a `preferenceWriter` of
    /// `transform(anchor)` once the node's frame is known (§10.1 rule 9).
    case anchorWriter(key: String, source: Value, transform: ClosureNode?, scope: [String: Value])
    /// `.transformAnchorPreference(key:value:transform:)` before layout: becomes a
    /// `preferenceTransform` with the anchor bound to the closure's second parameter.
    case anchorTransform(key: String, source: Value, transform: ClosureNode, scope: [String: Value])
    /// `.coordinateSpace(name:)`: a named space for the geometry readers below (§10.2).
    case coordinateSpace(name: Value)
    /// `.onAppear { … }` / `.onDisappear { … }`: run by the frame loop after the update in
    /// which the view first exists / no longer exists (§18.4).
    case appearAction(closure: ClosureNode, scope: [String: Value])
    case disappearAction(closure: ClosureNode, scope: [String: Value])
    /// A Button: `tap` runs its action (§16.1).
    case tapAction(closure: ClosureNode, scope: [String: Value])
    /// A Toggle: `tap` flips the state behind its binding (§16.2).
    case tapToggle(state: String)
    /// A Stepper: `tap … increment` / `tap … decrement` steps the state behind its binding (`state`) by `step`
    /// within `range` (both evaluated at the tap), or runs `onIncrement` / `onDecrement` (§16.5).
    case tapStep(StepperRole)
    /// A Picker: `tap` on one of its options sets the state behind its selection binding to the
    /// option's tag (§16.6). `state`: the binding's path (nil: not a binding to a state);
    /// `style`: the picker style it was built with (`segmented`, `wheel`, `menu`, `inline` …).
    case tapPick(state: String?, style: String)
    /// `.tag(value)`: the value, for a Picker's tap to write (§16.6); the layout reads the trait.
    case optionTag(Value)
}

/// What a Stepper's two buttons do (§16.5): the binding's state stepped within a closed range,
/// or the closures it was given.
public struct StepperRole: Sendable, Equatable {
    public var state: String?
    public var range: Expression?
    public var step: Expression?
    public var onIncrement: ClosureNode?
    public var onDecrement: ClosureNode?
    public var scope: [String: Value]
}
