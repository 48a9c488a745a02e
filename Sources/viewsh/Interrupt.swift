@preconcurrency import Glibc
import Synchronization

/// Ctrl-C as a flag. The SIGINT handler only sets it; the line editor turns it into
/// `.interrupted`, and long commands poll `isRequested()`.
enum Interrupt {
    /// The only global mutable state in the front end; safe to touch from a signal handler
    /// (a lock-free atomic, initialised by `install` before the handler can run).
    private static let flag = Atomic<Bool>(false)

    /// Installs the SIGINT handler with `sigaction` and `sa_flags = 0` (no SA_RESTART, so a
    /// blocked `read` in libedit returns EINTR). Installing again installs the same handler.
    static func install() {
        _ = flag.load(ordering: .relaxed)  // initialise the static before any signal can arrive
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            Interrupt.flag.store(true, ordering: .relaxed)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    static func isRequested() -> Bool { flag.load(ordering: .relaxed) }

    static func clear() { flag.store(false, ordering: .relaxed) }

    /// Stops the running command as Ctrl-C would (the pager it was printing to went away).
    static func request() { flag.store(true, ordering: .relaxed) }
}
