import Foundation
import Testing
@testable import Shell

/// Hostile Swift loaded into a session: a located error, and the session exactly as it was.
/// (Times on the release binary are in the report; here a generous bound guards against
/// anything quadratic.)
@Suite struct SwiftHostileTests {
    static func hostile(_ name: String) -> String {
        let open = "struct A: View {\n  var body: some View {\n    "
        switch name {
        case "unbalanced braces at the end": return open + "VStack {\n      Text(\"a\")\n"
        case "100,000 nested closures": return open + String(repeating: "{ ", count: 100_000)
        case "10 MB string literal, unterminated": return open + "Text(\"" + String(repeating: "brew ", count: 2_000_000)
        case "unknown property wrapper": return "struct A: View {\n  @Stat var x = 1\n  var body: some View { EmptyView() }\n}\n#Preview { A() }\n"
        case "else-if chain of 60 bindings":
            // Each `if let a = x, a > k` writes its else twice (after the binding, after the
            // condition): 2^60 copies unless the budget stops it.
            let chain = (0..<60).map { " else if let a\($0) = x, a\($0) > \($0) { y = \($0) }" }.joined()
            return "struct A: View {\n  @State var x: Int? = 1\n  @State var y = 0\n  var body: some View {\n    Button(\"go\") {\n"
                + "      if let a = x, let b = x { y = a + b }" + chain + " else { y = -1 }\n    }\n  }\n}\n#Preview { A() }\n"
        case "recursion between views": return "struct A: View {\n  var body: some View { B() }\n}\nstruct B: View {\n  var body: some View { A() }\n}\n#Preview { A() }\n"
        default: return ""
        }
    }

    @Test(arguments: [
        ("unbalanced braces at the end", "Hostile.swift:4:16: error: expected '}' to close the closure"),
        ("100,000 nested closures", "Hostile.swift:3:259: error: nesting is too deep (limit 256)"),
        ("10 MB string literal, unterminated", "Hostile.swift:3:10: error: unterminated string literal"),
        ("unknown property wrapper", "Hostile.swift:2:3: error: unknown property wrapper '@Stat'"),
        ("recursion between views", "Hostile.swift:1:8: error: 'A' would contain itself: A → B → A"),
        ("else-if chain of 60 bindings", "Hostile.swift:6:1732: error: the translation is too large (inlined constants and views expand to more than 2 million nodes)"),
    ])
    func hostileSwiftLeavesTheSessionAlone(name: String, firstError: String) throws {
        try withTemporaryDirectory { folder in
            try writeFile(Self.hostile(name), to: folder + "/Hostile.swift")
            let session = makeSession(in: folder)
            run(session, ["state kept = 1", "vstack < text \"before\" >"])
            let before = session.document
            let clock = ContinuousClock()
            let start = clock.now
            let output = session.execute("load Hostile.swift")
            let elapsed = clock.now - start
            #expect(!output.succeeded)
            let lines = output.text.split(separator: "\n").map(String.init)
            #expect(lines.first == firstError, "\(lines.prefix(3))")
            #expect(lines.contains { $0.hasPrefix("error: nothing from 'Hostile.swift' was kept") })
            #expect(session.document == before)
            #expect(elapsed < .seconds(20), "\(name) took \(elapsed)")
        }
    }

    @Test func aTenMegabyteStringLiteralLoads() throws {
        try withTemporaryDirectory { folder in
            let literal = String(repeating: "brew ", count: 2_000_000)
            try writeFile("struct A: View {\n  var body: some View { Color.clear.id(\"" + literal + "\") }\n}\n#Preview { A() }\n", to: folder + "/Big.swift")
            let session = makeSession(in: folder)
            let output = session.execute("load Big.swift")
            #expect(output.succeeded, "\(output.text.prefix(300))")
            #expect(session.document.tree.root != nil)
        }
    }
}
