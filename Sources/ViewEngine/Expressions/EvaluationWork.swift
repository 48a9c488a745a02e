import ViewLayout

/// Bounds on what evaluation may build and how long it may run, so that no expression takes the
/// shell's memory or minutes of its time: `set l = l + l` thirty times was a 4 GB list, and a
/// `foreach` over 100,000 elements that each build a 100,000-item list is 10¹⁰ steps.
///
/// - A list holds at most `maximumListCount` items (as a range always did); a string built by
///   `+` or interpolation at most `maximumStringBytes` of UTF-8. Past either, a located error.
/// - `EvaluationWork` counts steps: one per expression evaluated, one per list item built, one
///   per 64 bytes of string built. One command (a `set`, a layout's body evaluation, a frame)
///   shares one meter; past `limit` every evaluation fails at once with the same error.
public enum EvaluationLimits {
    public static let maximumListCount = 100_000 / FuzzingBuild.boundsDivisor
    public static let maximumStringBytes = (16 << 20) / FuzzingBuild.boundsDivisor

    static func checkList(_ count: Int) throws(EvaluationError) {
        guard count <= maximumListCount else {
            throw EvaluationError("a list may hold at most \(maximumListCount) items (this one would hold \(count))")
        }
    }

    static func checkString(_ bytes: Int) throws(EvaluationError) {
        guard bytes <= maximumStringBytes else {
            throw EvaluationError("a string may hold at most \(maximumStringBytes >> 20) MB (this one would hold \(bytes) bytes)")
        }
    }
}

/// The steps one command's evaluations have taken (see `EvaluationLimits`). A class so that every
/// copy of an `EvaluationScope` charges the same meter; used by one thread at a time.
public final class EvaluationWork: @unchecked Sendable {
    /// About 0.3–0.6 s of release-build evaluation when the steps are list items and formatted
    /// numbers (a budget used up must end in well under a second, issue 10); 50,000,000 took
    /// over 1 s a command and five such commands made one 6 s input for the session fuzzer.
    /// A 100,000-row `foreach` of a few expressions a row takes about 1,000,000.
    public static let defaultLimit = 20_000_000 / FuzzingBuild.boundsDivisor
    public let limit: Int
    /// Unchecked: charged on every expression, and only ever by one thread (see above).
    @exclusivity(unchecked) public private(set) var spent = 0

    /// How many `UUID()`s the session had made when the command began, and then made since:
    /// the command that keeps what it evaluated (an action's run, a state's initial value)
    /// stores it back in `Document.uuidsMade`; a body evaluation starts from it each time, so
    /// its identifiers are the same at every layout (§18.17).
    public var uuidsMade = 0

    /// How many dates were shown in a style whose strings are partly unconfirmed (`.relative`,
    /// `.offset`, `.timer`, a timer interval): a Text compares it before and after evaluating its
    /// content to note it (§18.16).
    public var unconfirmedDateStylesShown = 0

    public init(limit: Int = EvaluationWork.defaultLimit, uuidsMade: Int = 0) {
        self.limit = limit
        self.uuidsMade = uuidsMade
    }

    /// The next `UUID()`: the record `UUID(uuidString: "00000000-0000-0000-0000-000000000001")`,
    /// its count in the last twelve hexadecimal digits (upper case, as Foundation writes them).
    func makeUUID() -> Value {
        uuidsMade = uuidsMade < 0xFFFF_FFFF_FFFF ? uuidsMade + 1 : 1
        let hex = String(uuidsMade, radix: 16, uppercase: true)
        let text = "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex
        return .record(type: "UUID", fields: [.init("uuidString", .string(text))])
    }

    public func charge(_ units: Int) throws(EvaluationError) {
        spent &+= units
        if spent > limit {
            throw EvaluationError("evaluation stopped after \(limit) steps (building long lists or strings over and over?)")
        }
    }

    /// Charges for a list of `count` items (and checks its length).
    func chargeList(_ count: Int) throws(EvaluationError) {
        try EvaluationLimits.checkList(count)
        try charge(count)
    }

    /// Charges for a string of `bytes` bytes of UTF-8 (and checks its length).
    func chargeString(_ bytes: Int) throws(EvaluationError) {
        try EvaluationLimits.checkString(bytes)
        try charge(bytes / 64)
    }
}
