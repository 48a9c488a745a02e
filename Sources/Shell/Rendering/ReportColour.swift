import Diagnostics

/// Colour for the lines of a report that carry a severity — `warning:` and `error:` in a frame
/// trace, `warning:` and `note:` after a layout or a `why` — painted as diagnostics are, so a
/// loop warning stands out on a terminal like any other. Without colour the text is unchanged.
enum ReportColour {
    static let severities = ["error", "warning", "note"]

    /// Notes as report lines, `note: …` each.
    static func notes(_ notes: [String]) -> String {
        notes.map { "note: \($0)\n" }.joined()
    }

    static func paint(_ text: String, style: DiagnosticStyle) -> String {
        guard style.usesColor else { return text }
        let renderer = DiagnosticRenderer(style: style)
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0) {
            let body = line.drop { $0 == " " }
            let indent = line[..<body.startIndex]
            if let severity = severities.first(where: { body.hasPrefix($0 + ": ") }) {
                result += indent + renderer.labelled(severity, String(body.dropFirst(severity.count + 2)))
            } else {
                result += line
            }
            result += "\n"
        }
        if !text.hasSuffix("\n"), result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}

extension Session {
    /// Writes a report whose severity lines are coloured on a terminal; `record` and transcripts
    /// get the plain text.
    /// The notes after a command's output. Those describing a catalogue view's model (an
    /// unconfirmed metric and its option, `modelNotes`) are printed when they differ from those
    /// the last such command printed, not after every `layout`, `tap` or `why` on the same views;
    /// the others (a custom layout's print, a squeezed text) every time. JSON carries them all.
    func notesText(_ notes: [String], model: Set<String>) -> String {
        let shown = model == lastModelNotes ? notes.filter { !model.contains($0) } : notes
        lastModelNotes = model
        return ReportColour.notes(shown)
    }

    /// Forgets which model notes were printed, so the next command prints its notes whole (two
    /// sessions whose outputs are compared, one of which has shown them).
    public func forgetShownNotes() { lastModelNotes = nil }

    func writeReport(_ text: String, into output: inout SessionOutput) {
        output.write(ReportColour.paint(text, style: scriptStyle ?? configuration.diagnosticStyle), transcriptText: text)
    }
}
