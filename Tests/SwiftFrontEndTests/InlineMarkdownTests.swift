import Testing
@testable import SwiftFrontEnd

/// A Text literal's inline Markdown (Docs/Semantics.md §18.14): the text it styles, as shown.
struct InlineMarkdownTests {
    @Test(arguments: [
        ("**Total:** 3 items", "Total: 3 items"),
        ("__strong__ and _em_ and *em*", "strong and em and em"),
        ("***both*** ~~gone~~ ~one~", "both gone one"),
        ("a `code *x*` b", "a code *x* b"),
        ("see [the **terms**](https://example.com).", "see the terms."),
        ("\\*literal\\* 5\\_000", "*literal* 5_000"),
    ])
    func markersAreRead(text: String, shown: String) {
        #expect(InlineMarkdown.plain(text) == shown)
    }

    @Test(arguments: ["plain text", "2 * 3 * 4", "snake_case_name", "a*", "** not closed", "[no link]", "x ~ y", "ends with \\"])
    func textWithoutMarkdownIsKept(text: String) {
        #expect(InlineMarkdown.plain(text) == nil)
    }

    @Test func aLiteralPastTheLimitIsShownAsWritten() {
        let long = String(repeating: "_a ", count: InlineMarkdown.lengthLimit / 3 + 1) + "**b**"
        #expect(InlineMarkdown.plain(long) == nil)
        let short = String(repeating: "_a ", count: 100) + "**b**"
        #expect(InlineMarkdown.plain(short) == String(repeating: "_a ", count: 100) + "b")
    }
}
