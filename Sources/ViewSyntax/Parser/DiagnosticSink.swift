import Diagnostics

/// Collects diagnostics up to a limit, so that pathological input (a megabyte of stray
/// brackets) yields a readable list and bounded memory; the rest are only counted.
public struct DiagnosticSink {
    public static let limit = 100

    public private(set) var diagnostics: [Diagnostic] = []
    private var dropped = 0

    public init() {}

    public var isEmpty: Bool { diagnostics.isEmpty }

    /// No more diagnostics will be kept: a caller may skip building one (and call `drop()`).
    public var isFull: Bool { diagnostics.count >= Self.limit }

    public mutating func drop() {
        dropped += 1
    }

    public mutating func add(_ diagnostic: Diagnostic) {
        if diagnostics.count < Self.limit {
            diagnostics.append(diagnostic)
        } else {
            dropped += 1
        }
    }

    /// In source order (stable, so a message and its follow-ups at one place keep their
    /// order), ending with a count of any that were left out.
    public func finished() -> [Diagnostic] {
        var sorted = diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.range?.start ?? Int.max
            let right = rhs.element.range?.start ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        if dropped > 0 {
            sorted.append(.error("too many errors; \(dropped) more not shown", at: nil))
        }
        return sorted
    }
}
