import Foundation
import Testing
@testable import Shell
@testable import ViewEngine
import ViewLayout

/// `Resolution.nodes(at:)` finds a foreach's element among its container's many children by
/// the index its address names (`element(on:among:)`) rather than reading every child: it must
/// find exactly the nodes a search of the whole tree finds, for every address in trees where
/// elements are shifted by views before them, nested, wrapped in modifiers, drawn behind, in
/// scroll views, lists, grids and lazy stacks, and for addresses that name nothing.
@Suite struct AddressLookupTests {
    static func rows(_ count: Int) -> String { "state rows = [" + (0..<count).map(String.init).joined(separator: ", ") + "]" }

    static let trees: [[String]] = [
        [rows(150), "vstack < foreach(rows, id: \\.self) { r in hstack < text \"Row \\(r)\" spacer text \"x\" > } >"],
        [rows(120), "vstack < text \"header\" color red .frame(height: 4) foreach(rows, id: \\.self) { r in text \"\\(r)\" .padding(2) } text \"footer\" >"],
        [rows(70), "vstack < foreach(rows, id: \\.self) { r in text \"a\\(r)\" } foreach(rows, id: \\.self) { r in text \"b\\(r)\" .background { color blue } } >"],
        [rows(80), "scrollview < lazyvstack < foreach(rows, id: \\.self) { r in hstack < foreach(0..<3, id: \\.self) { c in text \"\\(r).\\(c)\" } > .overlay { text \"o\" } } > >"],
        [rows(90), "state flag = true",
         "list < foreach(rows, id: \\.self) { r in if flag < text \"on \\(r)\" > else < text \"off\" > } >"],
        [rows(70), "grid < foreach(rows, id: \\.self) { r in gridrow < text \"\\(r)\" color green > } >"],
        [rows(100), "vstack < foreach(rows, id: \\.self) { r in text \"\\(r)\" } .padding(1) .background(color gray) >"],
        // A foreach with modifiers whose element is two views: each wrapped, side by side under one address.
        [rows(70), "vstack < foreach(rows, id: \\.self) { r in if true < text \"a\\(r)\" text \"b\" > } .padding(1) >"],
        [rows(65), "zstack < vstack < foreach(rows, id: \\.self) { r in vstack < foreach(0..<2, id: \\.self) { k in text \"\\(r)-\\(k)\" } > } > >"],
        // Two and three views an element, the first shifted by a view before it.
        [rows(90), "vstack < foreach(rows, id: \\.self) { r in text \"a\\(r)\" text \"b\" } >"],
        [rows(90), "vstack < text \"head\" foreach(rows, id: \\.self) { r in text \"a\\(r)\" color red text \"c\" } >"],
    ]

    func resolution(_ lines: [String]) throws -> Resolution {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in lines {
            let output = session.execute(line)
            #expect(output.succeeded, "\(line): \(output.text)")
        }
        var output = SessionOutput()
        return try session.resolved(output: &output)
    }

    @Test(arguments: trees.indices) func everyAddressIsFoundAsTheWholeTreeFindsIt(_ which: Int) throws {
        let resolution = try resolution(Self.trees[which])
        let all = resolution.preorder()
        var byAddress: [String: [LayoutNodeID]] = [:]
        for id in all { byAddress[resolution.entry(id).address, default: []].append(id) }
        #expect(byAddress.count > 64)
        var guessed = 0, qualifying = 0
        for (address, expected) in byAddress {
            #expect(resolution.nodes(at: address) == expected, "\(address)")
            // Where an element sits among 64 children or more, the guess finds it (or one of its
            // views or wrappers, when it is several) without reading the others.
            if address.hasSuffix("]"), let parent = resolution.layout.parent(of: expected[0]) {
                let children = resolution.layout.children(of: parent)
                guard children.count >= Resolution.guessedChildren else { continue }
                qualifying += 1
                if let k = resolution.element(on: Array(address.utf8), among: children) {
                    #expect(resolution.entry(children[k]).address == address)
                    guessed += 1
                }
            }
        }
        // Found for all but the few elements a view of another kind shifts (the first two of tree 1,
        // the first element's three views of tree 10).
        #expect(guessed + 3 >= qualifying, "found \(guessed) of \(qualifying)")
        // Addresses that name nothing: past the last element, a component no view has.
        for address in ["0.0[100000]", "0.0.0[999]", "0.0.0[12].7", "0.9[3]", "0.0[", "0.0.0[]", "0.0.0[x]"] {
            let expected = byAddress[address] ?? []
            #expect(resolution.nodes(at: address) == expected, "\(address)")
        }
    }

    @Test func theShortcutIsTakenForALongList() throws {
        // The element the address names is found by its index: the child at that index, or
        // shifted by the views before the foreach.
        let resolution = try resolution(Self.trees[1])
        let container = try #require(resolution.nodes(at: "0").last)
        let children = resolution.layout.children(of: container)
        #expect(children.count >= Resolution.guessedChildren)
        // Two views before the foreach's elements (the text, the framed color): element 57 is
        // child 59, not 57.
        let found = resolution.element(on: Array("0.2.0[57].0".utf8), among: children)
        #expect(found == 59)
        let pastTheEnd = resolution.element(on: Array("0.2.0[500]".utf8), among: children)
        #expect(pastTheEnd == nil)
        let notAnElement = resolution.element(on: Array("0.1".utf8), among: children)
        #expect(notAnElement == nil)
    }
}
