import Testing
@testable import ViewEngine

/// The resolver's reader list: a body's readers are taken back by owner, the others keep
/// their order and positions (Resolve/ReaderList.swift).
@Suite struct ReaderListTests {
    struct Reader: OwnedReader, Equatable {
        var owner: Int32?
        var name: String
    }

    @Test func takesBackOneOwnersReadersInOrder() {
        var list = ReaderList<Reader>()
        for (owner, name) in [(1, "a"), (2, "b"), (1, "c"), (3, "d")] { list.append(Reader(owner: Int32(owner), name: name)) }
        #expect(list.removeAll(ownedBy: 1).map(\.name) == ["a", "c"])
        #expect(list.removeAll(ownedBy: 1).isEmpty)
        #expect(list.all.map(\.name) == ["b", "d"])
        #expect(list.count == 2)
        // Positions stay: a hole where a reader was, new readers after the last.
        #expect(list[0] == nil)
        #expect(list[1]?.name == "b")
        list.append(Reader(owner: 1, name: "e"))
        #expect(list.endPosition == 5)
        list.update(at: 4) { $0.name = "e2" }
        #expect(list.all.map(\.name) == ["b", "d", "e2"])
        #expect(list.firstPosition { $0.name == "d" } == 3)
    }

    @Test func compactingKeepsOrderAndOwners() {
        var list = ReaderList<Reader>()
        for (owner, name) in [(1, "a"), (2, "b"), (1, "c"), (2, "d")] { list.append(Reader(owner: Int32(owner), name: name)) }
        _ = list.removeAll(ownedBy: 1)
        list.removeAll { $0.name == "b" }
        #expect(list.endPosition == 1)
        #expect(list.all.map(\.name) == ["d"])
        #expect(list.removeAll(ownedBy: 2).map(\.name) == ["d"])
        #expect(list.isEmpty)
    }
}
