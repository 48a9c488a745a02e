/// Which transcripts to run: those whose path contains the pattern. A `*` in the pattern
/// matches any run of characters (`/` included), so `layout*pad` keeps
/// `Tests/Transcripts/layout/padding.transcript`. The pattern is not anchored and has no other
/// special characters; matching is byte for byte (case-sensitive).
public struct TranscriptFilter: Sendable, Equatable {
    public var pattern: String

    public init(_ pattern: String) {
        self.pattern = pattern
    }

    public func matches(_ path: String) -> Bool {
        let text = Array(path.utf8)
        var from = 0
        for piece in pattern.split(separator: "*", omittingEmptySubsequences: true) {
            guard let found = Self.find(Array(piece.utf8), in: text, from: from) else { return false }
            from = found
        }
        return true
    }

    /// The index just past the first occurrence of `needle` at or after `from`.
    private static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count <= haystack.count - from else { return nil }
        for start in from...(haystack.count - needle.count)
        where haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return start + needle.count
        }
        return nil
    }
}
