/// What a rule that runs the user's code (a custom layout, Docs/Semantics.md §14) reports
/// beyond its answers: errors (a loop that never ends, a NaN origin, a value of the wrong type)
/// and notes (a subview placed twice or never). Kept on the tree for the pass's reader, in the
/// order they happened, each once; the shell shows errors as located errors and notes as
/// `note:` lines.
public struct RuleReport: Sendable, Equatable {
    public var node: LayoutNodeID
    public var message: String
    public var isError: Bool

    public init(node: LayoutNodeID, message: String, isError: Bool) {
        self.node = node
        self.message = message
        self.isError = isError
    }
}

extension LayoutTree {
    /// The work all code-running rules may do in one layout pass (statements and loop
    /// iterations of the interpreter): a layout that never returns is stopped well within a
    /// second, and so is a pass whose layouts each loop a little.
    public static let ruleStepLimit = 1_000_000 / FuzzingBuild.boundsDivisor

    /// The reports of nodes still under the root (a rebuilt body's old nodes stay in the arena).
    public var liveRuleReports: [RuleReport] { ruleReports.filter { isAttached($0.node.rawValue) } }

    mutating func addRuleReport(_ report: RuleReport) {
        if !ruleReports.contains(report) { ruleReports.append(report) }
    }
}

extension Subviews {
    /// The node whose rule is running.
    public var nodeID: LayoutNodeID { LayoutNodeID(rawValue: node) }

    /// Records an error or a note about this node (always, traced or not).
    public func report(_ message: String, isError: Bool) {
        tree.pointee.addRuleReport(RuleReport(node: LayoutNodeID(rawValue: node), message: message, isError: isError))
    }

    /// The steps the pass's code-running rules have left (`LayoutTree.ruleStepLimit`). A rule
    /// takes what it spends and hands the rest back before asking a subview anything, since the
    /// subview may be a custom layout too.
    public var stepsLeft: Int {
        get { tree.pointee.ruleStepsLeft }
        nonmutating set { tree.pointee.ruleStepsLeft = newValue }
    }

    /// Ctrl-C, as the layout pass asks it (a custom layout's code asks it too).
    public var interruption: (@Sendable () -> Bool)? { tree.pointee.interruption }

    /// Whether `place` is allowed (during `placeSubviews`).
    public var isPlacing: Bool { placing }
}

extension Subviews {
    /// Runs `body` leaving nothing in the trace (a rule's second look that SwiftUI would not make).
    public func quietly<T>(_ body: () -> T) -> T {
        let mark = tree.pointee.traceEvents.count
        tree.pointee.quietDepth += 1
        defer {
            tree.pointee.quietDepth -= 1
            tree.pointee.traceEvents.removeSubrange(mark...)
        }
        return body()
    }
}
