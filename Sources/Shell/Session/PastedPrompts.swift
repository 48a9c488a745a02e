import TranscriptKit

/// Sessions copied with their prompts — a README example, a transcript — run as typed.
///
/// A line whose first non-blank characters are the prompt `viewsh> ` (or a bare `viewsh>`) or
/// the continuation prompt `...> ` (or `...>`) runs without its prompt. Neither prompt can start
/// a statement, so nothing that was not pasted is ever changed. When a paste holds prompts,
/// its other lines are what the example printed, and are skipped:
///
/// - a script (a file, a pipe, `-c`, `load`) with a prompt line anywhere is such a paste: its
///   prompt lines run, every other line is left out (as if blank, so line numbers stay right);
/// - at the interactive prompt, a paste is a burst of lines that arrive together (`PasteFilter`).
public enum PastedPrompts {
    /// The text after a leading prompt (blanks before it allowed), or nil when the line has none.
    public static func strip(_ line: String) -> String? {
        strip(Array(line.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    static func strip(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var start = line.startIndex
        while start < line.endIndex, line[start] == UInt8(ascii: " ") || line[start] == UInt8(ascii: "\t") { start += 1 }
        let rest = line[start...]
        var end = rest.endIndex
        if end > rest.startIndex, rest[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        for (prompt, bare) in [(TranscriptFormat.prompt, TranscriptFormat.barePrompt),
                               (TranscriptFormat.continuation, TranscriptFormat.bareContinuation)] {
            if rest[..<end].elementsEqual(bare.utf8) { return [] }
            if rest.starts(with: prompt.utf8) { return rest.dropFirst(prompt.utf8.count) }
        }
        return nil
    }

    static func strip(_ line: [UInt8]) -> ArraySlice<UInt8>? { strip(line[...]) }

    /// A script that holds prompt lines, with the prompts taken off and every other line
    /// emptied; nil when no line has a prompt (the script runs as written).
    static func script(_ bytes: [UInt8]) -> [UInt8]? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let stripped = lines.map(strip)
        guard stripped.contains(where: { $0 != nil }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for (index, line) in stripped.enumerated() {
            if index > 0 { out.append(UInt8(ascii: "\n")) }
            if let line { out += line }
        }
        return out
    }
}

/// Prompts in a paste at the interactive prompt. The terminal delivers a paste as lines that
/// arrive together, so the front end says, for each line, whether more input was already
/// waiting behind it. A burst is a run of lines each read while more was waiting, plus the
/// line after them (the last line of a paste, often finished by the user's Enter). Prompt lines
/// run without their prompts; in a burst that has shown a prompt, other lines are output
/// copied with the example and are skipped. Typed lines always run as typed.
public struct PasteFilter: Sendable {
    private var inBurst = false
    private var burstHasPrompts = false

    public init() {}

    /// What to run for `line` (nil: skip it). `morePending`: more input was waiting after it.
    public mutating func take(_ line: String, morePending: Bool) -> String? {
        let partOfBurst = inBurst || morePending
        if !inBurst { burstHasPrompts = false }
        inBurst = morePending
        if let text = PastedPrompts.strip(line) {
            if partOfBurst { burstHasPrompts = true }
            return text
        }
        return partOfBurst && burstHasPrompts ? nil : line
    }
}
