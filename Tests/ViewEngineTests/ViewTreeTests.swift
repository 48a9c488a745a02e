import Testing
@testable import ViewEngine

@Suite struct ViewTreeTests {
    /// vstack < text "a" text "b" >
    func makeTree() -> (ViewTree, NodeID, NodeID, NodeID) {
        var tree = ViewTree()
        let a = tree.add(ViewNode(kind: .builtin("text", arguments: ["content": .expression(.literal(.string("a")))]), head: "text \"a\""))
        let b = tree.add(ViewNode(kind: .builtin("text", arguments: ["content": .expression(.literal(.string("b")))]), head: "text \"b\""))
        let root = tree.add(ViewNode(kind: .builtin("vstack", arguments: [:]), children: [a, b], head: "vstack"))
        tree.setRoot(root)
        return (tree, root, a, b)
    }

    @Test func pathsAddressChildren() throws {
        let (tree, root, a, b) = makeTree()
        #expect(try tree.node(at: [0]).get() == root)
        #expect(try tree.node(at: [0, 1]).get() == b)
        #expect(tree.path(of: a) == [0, 0])
        #expect(tree.node(at: [0, 2]) == .failure(.noChild(parent: "0", index: 2, count: 2)))
    }

    @Test func idsStayStableAcrossEdits() throws {
        var (tree, root, a, b) = makeTree()
        let c = tree.add(ViewNode(kind: .builtin("rect", arguments: [:]), head: "rect"))
        tree.insert(c, into: root, at: 0)
        #expect(tree.path(of: a) == [0, 1])
        #expect(tree.path(of: b) == [0, 2])
        tree.remove(childAt: 1, of: root)
        #expect(!tree.contains(a))
        #expect(tree.contains(b))
        #expect(tree.path(of: b) == [0, 1])
    }

    @Test func removingFreesTheWholeSubtree() {
        var (tree, _, a, b) = makeTree()
        #expect(tree.liveCount == 3)
        tree.setRoot(nil)
        #expect(tree.liveCount == 0)
        #expect(!tree.contains(a) && !tree.contains(b))
    }

    @Test func idAddressesResolve() throws {
        var (tree, _, _, b) = makeTree()
        tree[b].modifiers = [ModifierNode(name: "id", isCustom: false, arguments: [("id", .name("second"))], source: ".id(second)")]
        #expect(try tree.resolve(Address("#second")!).get() == b)
        #expect(tree.resolve(Address("#nope")!) == .failure(.unknownID("nope", known: ["second"])))
    }

    @Test(arguments: [
        ("0", Address.path([0])), ("0.1.2", .path([0, 1, 2])), ("#title", .id("title", rest: [])),
        ("#list.3", .id("list", rest: [3])),
    ])
    func addressesParse(_ text: String, _ address: Address) {
        #expect(Address(text) == address)
        #expect(Address(text)?.description == text)
    }

    @Test(arguments: ["1", "0.", "0..1", "#", "0.-1", "x", "0.a", ""])
    func nonAddressesAreRejected(_ text: String) {
        #expect(Address(text) == nil)
    }
}
