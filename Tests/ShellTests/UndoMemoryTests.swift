import Testing
import ViewEngine
@testable import Shell

/// Issue 10: undo kept whole documents, 6 MB per `modify` of a 100,000-node tree (1.4 GB after
/// 200 edits). The tree now lives in shared chunks and the history is bounded in bytes.
@Suite struct UndoMemoryTests {
    @Test func anEditOfABigTreeKeepsAboutOneChunk() {
        let session = makeSession()
        let texts = (0..<20_000).map { "text \"\($0)\"" }.joined(separator: " ")
        run(session, ["vstack < \(texts) >"])
        for i in 0..<50 { run(session, ["modify 0.\(i * 300) .padding(1)"]) }
        let history = session.undoStack.dropFirst()  // the first entry is the empty document
        #expect(history.count == 50)
        // A copy of the tree is 20,000 nodes (> 2 MB); a changed chunk is 1,024 of them.
        #expect(history.allSatisfy { $0.bytes < 400_000 }, "\(history.map(\.bytes))")
        for _ in 0..<50 { _ = session.execute("undo") }
        #expect(session.document.tree[session.document.tree.root!].children.count == 20_000)
        #expect(session.execute("tree 0.0").text == "0.0  text \"0\"\n")
    }

    @Test func theHistoryIsBoundedInBytes() {
        let session = makeSession()
        run(session, ["state s = \"x\"", "set s = \"\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\"",
                      "set s = \"\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\"",
                      "set s = \"\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\"",
                      "set s = \"\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\"",
                      "set s = \"\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\""])  // 1 MB
        run(session, ["set s = \"\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\\(s)\""])  // 10 MB
        for i in 0..<40 { run(session, ["set s = \"\(i)\" + s"]) }
        let total = session.undoStack.reduce(0) { $0 + $1.bytes }
        #expect(total <= Session.undoByteLimit)
        #expect(session.undoStack.count < 30, "\(session.undoStack.count) steps kept")
        #expect(session.undoStack.count > 20, "\(session.undoStack.count) steps kept")
        #expect(session.execute("undo").succeeded)
    }
}
