import Testing
@testable import TranscriptKit

@Suite struct JUnitReportTests {
    @Test func oneTestCasePerTranscriptWithFailuresAndErrors() {
        let report = TranscriptReport(results: [
            TranscriptResult(path: "Tests/Transcripts/layout/a.transcript", status: .passed, duration: .milliseconds(1_234)),
            TranscriptResult(path: "Tests/Transcripts/b.transcript",
                             status: .mismatched(diff: [DiffLine(.deleted, "-<\"x\" & 'y'>\u{1}")]),
                             mismatchedInputLines: [3, 9]),
            TranscriptResult(path: "c.transcript", status: .malformed(TranscriptError(path: "c.transcript", line: 2, message: "bad"))),
        ])
        #expect(JUnitReport.xml(for: report) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="viewsh test" tests="3" failures="1" errors="1" time="1.234">
              <testsuite name="viewsh test" tests="3" failures="1" errors="1" time="1.234" skipped="0">
                <testcase classname="Tests.Transcripts.layout" name="a.transcript" file="Tests/Transcripts/layout/a.transcript" time="1.234"/>
                <testcase classname="Tests.Transcripts" name="b.transcript" file="Tests/Transcripts/b.transcript" time="0.000">
                  <failure message="output differs at input lines 3, 9" type="mismatch">-&lt;&quot;x&quot; &amp; &apos;y&apos;&gt;\u{FFFD}
            </failure>
                </testcase>
                <testcase classname="" name="c.transcript" file="c.transcript" time="0.000">
                  <error message="c.transcript:2: bad" type="malformed"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
    }

    @Test func secondsHaveThreeDecimals() {
        #expect(JUnitReport.seconds(.milliseconds(5)) == "0.005")
        #expect(JUnitReport.seconds(.milliseconds(61_050)) == "61.050")
    }
}
