extension Lexer {
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39  // 0…9
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F  // a…z A…Z _
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// Unicode letters (XID_Start) start identifiers; U+FFFD, emoji and symbols do not.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isIdentifierStart(UInt8(scalar.value)) : scalar.properties.isXIDStart
    }

    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isIdentifierContinue(UInt8(scalar.value)) : scalar.properties.isXIDContinue
    }

    /// Decodes the scalar at `offset`; nil for an ill-formed sequence (which a Swift `String`
    /// never holds, but the bytes are checked anyway).
    func decodeScalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        Self.decodeScalar(bytes, at: offset, end: end)
    }

    static func decodeScalar(_ bytes: [UInt8], at offset: Int, end: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard offset + length <= end else { return nil }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// Consumes a run of characters the language has no use for, so that ten megabytes of
    /// NUL bytes make one diagnostic, not ten million.
    mutating func lexUnexpectedRun() -> TokenKind {
        position += unexpectedLength(at: position) ?? 1
        while position < end, let length = unexpectedLength(at: position) {
            position += length
        }
        return .unexpected
    }

    /// The byte length of the character at `offset` when it can start no token, else nil.
    private func unexpectedLength(at offset: Int) -> Int? {
        let byte = bytes[offset]
        let next: UInt8 = offset + 1 < end ? bytes[offset + 1] : 0
        switch byte {
        case UInt8(ascii: "$"):
            return Self.isDigit(next) || Self.isIdentifierStart(next) || next >= 0x80 ? nil : 1
        case UInt8(ascii: "#"): return offset == 0 || bytes[offset - 1] == UInt8(ascii: "\n") ? nil : 1
        case UInt8(ascii: "@"), UInt8(ascii: "'"), UInt8(ascii: "`"), 0x7F:
            return 1
        case 0x00...0x08, 0x0E...0x1F:
            return 1
        case 0x80...:
            guard let (scalar, length) = decodeScalar(at: offset) else { return 1 }
            return Self.isIdentifierStart(scalar) || scalar.properties.isWhitespace ? nil : length
        default:
            return nil
        }
    }

    /// `unexpected character '@'`, `unexpected character U+0000`, `unexpected characters '@@'`.
    static func unexpectedMessage(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
        var shown: [Unicode.Scalar] = []
        var count = 0
        var offset = start
        while offset < end {
            let decoded = decodeScalar(bytes, at: offset, end: end)
            count += 1
            if shown.count < 21 { shown.append(decoded?.0 ?? "\u{FFFD}") }
            offset += decoded?.1 ?? 1
        }
        guard let first = shown.first else { return "unexpected character" }
        if count == 1 { return "unexpected character \(describe(first))" }
        if count <= 20, shown.allSatisfy(isPrintable) {
            var text = ""
            text.unicodeScalars.append(contentsOf: shown)
            return "unexpected characters '\(text)'"
        }
        return "unexpected character \(describe(first)) and \(count - 1) more"
    }

    /// `'@'` for a visible character, `U+0000` for one that would not show.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if isPrintable(scalar) { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{FFFD}" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
             .spaceSeparator, .nonspacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }
}
