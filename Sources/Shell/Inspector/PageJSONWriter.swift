/// Compact JSON written straight into bytes: what `export html` embeds (page@2, Docs/JSON.md).
/// A 10,000-view page is a megabyte of JSON, so it is never built as a `JSONValue` tree or a
/// `String` appended a scalar at a time. Strings are safe inside a `<script>` element (`<`, `>`
/// and `&` escaped as `JSONValue.quote(html:)` does); numbers are spelled as `JSONValue.number`
/// spells them (exact, `"infinity"` for an infinite length, `null` for NaN).
struct PageJSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// JSON punctuation and literals (`{`, `":`, `null`): ASCII the caller knows is valid.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ other: PageJSONWriter) { bytes.append(contentsOf: other.bytes) }
    mutating func append(bytes other: [UInt8]) { bytes.append(contentsOf: other) }

    /// A comma before every element but the first (`index` counts from 0).
    mutating func separator(_ index: Int) { if index > 0 { bytes.append(0x2C) } }

    /// `"key":`
    mutating func key(_ name: StaticString) {
        bytes.append(0x22)
        raw(name)
        bytes.append(0x22)
        bytes.append(0x3A)
    }

    mutating func string(_ text: String) {
        // Most strings (addresses, labels) need no escape: copied as they are.
        for byte in text.utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x3C || byte == 0x3E || byte == 0x26 {
            JSONValue.appendQuoted(text, html: true, to: &bytes)
            return
        }
        bytes.append(0x22)
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x22)
    }

    mutating func int(_ value: Int) {
        if value >= 0, value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func number(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15 {
            int(Int(value))
        } else {
            bytes.append(contentsOf: JSONValue.number(value).utf8)
        }
    }

    /// A length that may be unspecified (`null`).
    mutating func number(_ value: Double?) {
        if let value { number(value) } else { raw("null") }
    }

    mutating func bool(_ value: Bool) { value ? raw("true") : raw("false") }

    /// A value built by the `--json` commands' builders (why@1, env@1, prefs@1, frames@1),
    /// written compact: the same text as `value.compact(html: true)`.
    mutating func value(_ value: JSONValue) {
        switch value {
        case .null: raw("null")
        case .bool(let flag): bool(flag)
        case .number(let number): self.number(number)
        case .string(let text): string(text)
        case .array(let values):
            bytes.append(0x5B)
            for (index, element) in values.enumerated() {
                separator(index)
                self.value(element)
            }
            bytes.append(0x5D)
        case .object(let fields):
            bytes.append(0x7B)
            for (index, (name, element)) in fields.enumerated() {
                separator(index)
                string(name)
                bytes.append(0x3A)
                self.value(element)
            }
            bytes.append(0x7D)
        }
    }

    /// At least how many bytes `value(_:)` writes (the text of its strings and keys): a trace
    /// too large to embed is refused without being written.
    static func minimumSize(_ value: JSONValue) -> Int {
        switch value {
        case .null, .bool, .number: return 1
        case .string(let text): return text.utf8.count + 2
        case .array(let values): return values.reduce(2) { $0 + minimumSize($1) + 1 }
        case .object(let fields): return fields.reduce(2) { $0 + $1.0.utf8.count + 4 + minimumSize($1.1) }
        }
    }
}

/// The page's string table (page@2 `strings`): each address, label and text line once, so
/// 10,000 rows of `text "row"` hold the label once and refer to it by index.
struct PageStrings {
    private(set) var list: [String] = []
    private var index: [String: Int] = [:]

    mutating func id(_ text: String) -> Int {
        if let known = index[text] { return known }
        index[text] = list.count
        list.append(text)
        return list.count - 1
    }

    func write(into writer: inout PageJSONWriter) {
        writer.raw("[")
        for (i, text) in list.enumerated() {
            writer.separator(i)
            writer.string(text)
        }
        writer.raw("]")
    }
}
