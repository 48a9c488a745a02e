import Synchronization

/// The number of the command running: the shell advances it as each command starts
/// (Session.execute). A custom layout's method that used up a layout pass's step budget is
/// remembered with it, so that the rest of that command — more passes, more frames, `why`'s
/// traced pass — fails at once with the same error instead of paying the budget again
/// (CompiledLayout.exhausted). A process-wide counter: a command of another session in between
/// only makes the memory miss, never match wrongly.
public enum CommandEpoch {
    private static let counter = Atomic<Int>(0)

    /// Starts a new command.
    public static func advance() { counter.add(1, ordering: .relaxed) }

    static var current: Int { counter.load(ordering: .relaxed) }
}
