import Testing
@testable import SwiftFrontEnd

/// Where Swift typed among shell statements starts and ends.
@Suite struct SwiftChunksTests {
    @Test(arguments: [
        ("struct A: View {", true), ("  extension View {", true), ("@MainActor struct A {", true), ("#Preview {", true),
        ("import SwiftUI", true), ("typealias Row = (String, String)", true), ("private struct K: EnvironmentKey {", true),
        ("enum Tab { case a }", true), ("// a comment\nstruct A {}", true),
        ("vstack < text \"a\" >", false), ("state x = 1", false), ("structure", false), ("# comment", false), ("#Previews", false),
    ])
    func startsSwift(text: String, isSwift: Bool) {
        #expect(SwiftChunks.startsSwift(text) == isSwift)
    }

    @Test(arguments: [
        ("struct A: View {", false),
        ("struct A: View {\n  var body: some View { Text(\"}\") }", false),
        ("struct A: View {\n  var body: some View { Text(\"}\") }\n}", true),
        ("import SwiftUI", true),
        ("@MainActor", false),
        ("struct A\n", false),
        ("let s = \"\"\"\nx\n", false),
        ("struct A { func f() { if a < b { } } }", true),
    ])
    func completeness(text: String, complete: Bool) {
        #expect(SwiftChunks.isComplete(text) == complete)
    }

    @Test func aStatementEndsWhereItsBracesClose() {
        let bytes = Array("struct A {\n  let x = 1\n}\nvstack < text \"a\" >\n".utf8)
        #expect(SwiftChunks.end(bytes, from: 0).end == 24)  // after the `}`
    }
}
