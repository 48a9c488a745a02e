import Foundation
import Testing
@testable import Shell

@Suite("LayoutJSON")
struct LayoutJSONTests {
    typealias F = RenderingFixtures

    @Test func smallSnapshotInFull() {
        let snapshot = LayoutSnapshot(proposalWidth: 390, proposalHeight: nil, nodes: [
            F.node("0", ".padding(8)", depth: 0, modifier: true, proposal: (390, nil), 0, 0, 48.5, 36),
            F.node("0", "text \"Brew\"", depth: 0, proposal: (374, .infinity), 8, 8, 32.5, 20, lines: ["Brew"]),
        ])
        #expect(LayoutJSON.render(snapshot) == """
            {
              "schema": "viewsh/layout@1",
              "proposal": {
                "width": 390,
                "height": null
              },
              "nodes": [
                {
                  "address": "0",
                  "label": ".padding(8)",
                  "depth": 0,
                  "modifier": true,
                  "proposal": {
                    "width": 390,
                    "height": null
                  },
                  "frame": {
                    "x": 0,
                    "y": 0,
                    "width": 48.5,
                    "height": 36
                  }
                },
                {
                  "address": "0",
                  "label": "text \\"Brew\\"",
                  "depth": 0,
                  "modifier": false,
                  "proposal": {
                    "width": 374,
                    "height": "infinity"
                  },
                  "frame": {
                    "x": 8,
                    "y": 8,
                    "width": 32.5,
                    "height": 20
                  },
                  "textLines": [
                    "Brew"
                  ]
                }
              ]
            }

            """)
    }

    @Test func emptyTree() {
        #expect(LayoutJSON.render(LayoutSnapshot(proposalWidth: nil, proposalHeight: .infinity, nodes: [])) == """
            {
              "schema": "viewsh/layout@1",
              "proposal": {
                "width": null,
                "height": "infinity"
              },
              "nodes": []
            }

            """)
    }

    @Test(arguments: [
        (20.0, "20"), (20.5, "20.5"), (0.1, "0.1"), (-0.0, "0"), (-3, "-3"), (1e-5, "1e-05"), (1e20, "1e+20"),
        (.infinity, "\"infinity\""), (-.infinity, "\"-infinity\""), (.nan, "null"),
    ])
    func numbers(_ value: Double, _ expected: String) {
        #expect(JSONValue.number(value) == expected)
    }

    @Test(arguments: [
        ("text \"Brew\"", #""text \"Brew\"""#), (#"a\b"#, #""a\\b""#), ("line\nnext\ttab", #""line\nnext\ttab""#),
        ("\u{01}\u{1F}", #""\u0001\u001f""#), ("café ☕︎ …", "\"café ☕︎ …\""), ("</script>", "\"</script>\""),
    ])
    func strings(_ text: String, _ expected: String) {
        #expect(JSONValue.quote(text) == expected)
    }

    @Test(arguments: F.names)
    func parsesBackToTheSnapshot(_ name: String) throws {
        let snapshot = F.named(name)
        let object = try JSONSerialization.jsonObject(with: Data(LayoutJSON.render(snapshot).utf8)) as? [String: Any]
        let nodes = try #require(object?["nodes"] as? [[String: Any]])
        #expect(nodes.count == snapshot.nodes.count)
        for (node, json) in zip(snapshot.nodes, nodes) {
            #expect(json["address"] as? String == node.address)
            #expect(json["label"] as? String == node.label)
            #expect(json["modifier"] as? Bool == node.isModifier)
            let frame = try #require(json["frame"] as? [String: Double])
            #expect(frame == ["x": node.x, "y": node.y, "width": node.width, "height": node.height])
            #expect(json["textLines"] as? [String] == node.textLines)
        }
    }
}
