/// A run as JUnit XML, the format CI servers read (`viewsh test --junit FILE`): one
/// `<testsuite>` whose `<testcase>`s are the transcripts, in the report's order. A transcript
/// whose output differed has a `<failure>` holding the diff; a malformed one an `<error>`.
/// Class names are the transcript's folder with `/` read as `.` (`Tests.Transcripts.layout`),
/// names its file name; times are in seconds.
public enum JUnitReport {
    public static func xml(for report: TranscriptReport, suite: String = "viewsh test") -> String {
        let total = report.results.reduce(Duration.zero) { $0 + $1.duration }
        let errors = report.malformed
        let failures = report.failed - errors
        let counts = "tests=\"\(report.results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLText.escape(suite))\" \(counts)>\n"
        out += "  <testsuite name=\"\(XMLText.escape(suite))\" \(counts) skipped=\"0\">\n"
        for result in report.results {
            let folder = TranscriptFiles.directory(of: result.path)
            let name = folder == "." ? result.path : String(result.path.dropFirst(folder.count + (folder.hasSuffix("/") ? 0 : 1)))
            let className = folder.split(separator: "/").filter { $0 != "." && $0 != ".." }.joined(separator: ".")
            out += "    <testcase classname=\"\(XMLText.escape(className))\" name=\"\(XMLText.escape(name))\""
                + " file=\"\(XMLText.escape(result.path))\" time=\"\(seconds(result.duration))\""
            switch result.status {
            case .passed, .updated:
                out += "/>\n"
            case .reviewed(let accepted, let rejected):
                if rejected == 0 {
                    out += "/>\n"
                } else {
                    out += ">\n      <failure message=\"\(rejected) of \(accepted + rejected) changes rejected\" type=\"mismatch\"/>\n"
                    out += "    </testcase>\n"
                }
            case .mismatched(let diff):
                let lines = result.mismatchedInputLines.map(String.init).joined(separator: ", ")
                out += ">\n      <failure message=\"output differs at input line\(result.mismatchedInputLines.count == 1 ? "" : "s") \(lines)\""
                    + " type=\"mismatch\">" + XMLText.escape(diff.text) + "</failure>\n"
                out += "    </testcase>\n"
            case .malformed(let error):
                out += ">\n      <error message=\"\(XMLText.escape(error.description))\" type=\"malformed\"/>\n"
                out += "    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// Writes the report to `path` atomically (a temporary file renamed over it).
    public static func write(_ report: TranscriptReport, to path: String) throws(TranscriptError) {
        try TranscriptFiles.replace(path, with: xml(for: report), what: "JUnit report")
    }

    /// Seconds with millisecond precision: `0.012`.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = TranscriptReport.milliseconds(duration)
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
