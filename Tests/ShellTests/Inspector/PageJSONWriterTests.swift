import Testing
@testable import Shell

/// The page's JSON is written straight to bytes (`PageJSONWriter`): it must be the text
/// `JSONValue.compact(html: true)` writes, so the page holds what the `--json` commands print.
@Suite("PageJSONWriter")
struct PageJSONWriterTests {
    static let values: [JSONValue] = [
        .null, .bool(true), .bool(false),
        .number(0), .number(-0.0), .number(20), .number(-3), .number(20.5), .number(1e-05), .number(1e20),
        .number(.infinity), .number(-.infinity), .number(.nan),
        .string(""), .string("text \"row\""), .string("a\\b\nc\t\u{01}"), .string("</script><!-- & -->"),
        .string("é ☕️ 𝄞"),
        .array([]), .object([]),
        .object([("lines", .array([.object([("text", .string("§1.2 <x>")), ("sections", .array([.string("§1.2")]))])])),
                 ("k\"ey", .number(2.25))]),
    ]

    @Test(arguments: values)
    func writesWhatCompactWrites(_ value: JSONValue) {
        var writer = PageJSONWriter()
        writer.value(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == value.compact(html: true))
        // Its lower bound never exceeds what is written (a trace is refused on it unwritten).
        #expect(PageJSONWriter.minimumSize(value) <= writer.bytes.count)
    }

    @Test func stringsAreStoredOnce() {
        var strings = PageStrings()
        #expect(strings.id("text \"row\"") == 0)
        #expect(strings.id("0.0") == 1)
        #expect(strings.id("text \"row\"") == 0)
        var writer = PageJSONWriter()
        strings.write(into: &writer)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"["text \"row\"","0.0"]"#)
    }
}
