@preconcurrency import Glibc
import Synchronization

/// SIGTERM and SIGHUP end viewsh, and must not leave a `save`'s temporary file behind: the session
/// tells this the path it is writing (`SessionConfiguration.temporaryFile`), and the handler
/// unlinks it, then lets the signal end the process as it would have. The handler only calls
/// async-signal-safe functions (`unlink`, `signal`, `raise`) and reads a buffer that is never
/// reallocated. (SIGINT only sets the Ctrl-C flag, `Interrupt`: a save runs to its end. SIGKILL
/// cannot be handled; the next save to the same name removes what it left, `FileIO`.)
enum SignalCleanup {
    private static let capacity = 4096
    /// A C string, allocated once before any handler is installed.
    nonisolated(unsafe) private static let buffer: UnsafeMutablePointer<CChar> = .allocate(capacity: capacity)
    private static let hasPath = Atomic<Bool>(false)

    static func install() {
        _ = buffer
        _ = hasPath.load(ordering: .relaxed)
        for number in [SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { received in
                if SignalCleanup.hasPath.load(ordering: .acquiring) { unlink(SignalCleanup.buffer) }
                signal(received, SIG_DFL)
                raise(received)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(number, &action, nil)
        }
    }

    /// The temporary file being written, or nil when there is none.
    @Sendable static func setTemporaryPath(_ path: String?) {
        hasPath.store(false, ordering: .releasing)
        guard let path, path.utf8.count < capacity else { return }
        path.withCString { strcpy(buffer, $0) }
        hasPath.store(true, ordering: .releasing)
    }
}
