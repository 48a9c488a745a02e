import Synchronization
import ViewLayout

/// The custom layouts' methods that used up a layout pass's step budget in the command running,
/// with the error each reported: the rest of the command — more passes, more frames — fails at
/// once with that error instead of paying the budget again (UserLayoutRule). One per session,
/// held by its definitions (`Definitions.layoutExhaustions`); the shell clears it as each command
/// starts (Session.execute).
public final class LayoutExhaustions: Sendable, Equatable {
    private struct Entry: @unchecked Sendable {
        var layout: CompiledLayout  // held, so that its identity is not reused within the command
        var message: String?
    }

    private struct Key: Hashable {
        var layout: ObjectIdentifier
        var method: String
    }

    private let entries = Mutex<[Key: Entry]>([:])

    public init() {}

    /// A new command starts: nothing has used up its steps yet.
    public func clear() {
        entries.withLock { $0.removeAll() }
    }

    private static func key(_ layout: CompiledLayout, _ method: String) -> Key {
        Key(layout: ObjectIdentifier(layout), method: method)
    }

    /// Remembers that `method` of `layout` used up the pass's steps, having reported `message`
    /// (nil when a layout inside it had said so).
    func note(_ layout: CompiledLayout, _ method: String, message: String?) {
        entries.withLock { $0[Self.key(layout, method)] = Entry(layout: layout, message: message) }
        layout.exhaustions.add(1, ordering: .relaxed)
    }

    /// If `method` of `layout` used up the steps earlier in this command: reports the same error
    /// again for this node, leaves the pass no steps (as running it again would) and says so.
    func failsAtOnce(_ layout: CompiledLayout, _ method: String, _ subviews: Subviews) -> Bool {
        guard let entry = entries.withLock({ $0[Self.key(layout, method)] }) else { return false }
        if let message = entry.message { subviews.report(message, isError: true) }
        subviews.stepsLeft = 0
        return true
    }

    /// What was used up is not part of a session's value.
    public static func == (lhs: LayoutExhaustions, rhs: LayoutExhaustions) -> Bool { true }
}
