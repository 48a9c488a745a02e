/// The undo history is bounded twice: 1,000 steps, and about 256 MB of what the kept documents
/// hold beyond their successors (`Document.estimatedBytes(notSharedWith:)`). The oldest steps go
/// first; the newest is always kept, however big. With the tree in shared chunks an edit of a
/// 100,000-node tree costs about 100 KB of history, so the byte bound matters only for whole new
/// trees (`load`, a root typed again) and big state values.
extension Session {
    static let undoStepLimit = 1_000
    static let undoByteLimit = 256 << 20

    func trimHistory() {
        var total = (undoStack + redoStack).reduce(0) { $0 + $1.bytes }
        while undoStack.count > 1, undoStack.count > Self.undoStepLimit || total > Self.undoByteLimit {
            total -= undoStack.removeFirst().bytes
        }
    }
}
