import Foundation
import Testing
@testable import TranscriptKit

@Suite struct TranscriptUpdateRunTests {
    @Test func rewritesOnlyTheMismatchedBlockAtomically() throws {
        try withScratchDirectory { dir in
            let bad = """
                #!/usr/bin/env viewsh test
                # uppercase everything
                viewsh> keep me
                KEEP ME
                viewsh> fix me
                # what fix prints
                old line
                # between
                older line
                # about the next one
                viewsh> trailing\u{20}
                \\TRAILING\\s
                # end

                """
            let good = "# fine\nviewsh> a\nA\n"
            try write(["bad.transcript": bad, "good.transcript": good], in: dir)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir + "/bad.transcript")
            let goodInode = try inode(of: dir + "/good.transcript")

            let report = TranscriptRunner(factory: FakeSessions.uppercase, update: true).run(paths: [dir])

            // The report shows what changed, then that the file was updated.
            #expect(report.text == """
                --- \(dir)/bad.transcript (expected)
                +++ \(dir)/bad.transcript (actual)
                @@ -4,9 +4,8 @@ line 5: viewsh> fix me
                 KEEP ME
                 viewsh> fix me
                 # what fix prints
                -old line
                 # between
                -older line
                +FIX ME
                 # about the next one
                 viewsh> trailing\u{20}
                 \\TRAILING\\s
                updated \(dir)/bad.transcript
                2 passed, 0 failed

                """)
            #expect((report.passed, report.failed, report.updated, report.exitCode) == (2, 0, 1, 0))
            guard case .updated = report.results[0].status else {
                Issue.record("not updated: \(report.results[0].status)")
                return
            }
            #expect(report.results[0].mismatchedInputLines == [5])
            #expect(try contents(of: dir + "/bad.transcript") == """
                #!/usr/bin/env viewsh test
                # uppercase everything
                viewsh> keep me
                KEEP ME
                viewsh> fix me
                # what fix prints
                # between
                FIX ME
                # about the next one
                viewsh> trailing\u{20}
                \\TRAILING\\s
                # end

                """)
            let permissions = try FileManager.default.attributesOfItem(atPath: dir + "/bad.transcript")[.posixPermissions] as? Int
            #expect(permissions == 0o600)
            #expect(try contents(of: dir + "/good.transcript") == good)
            #expect(try inode(of: dir + "/good.transcript") == goodInode)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["bad.transcript", "good.transcript"])

            let again = TranscriptRunner(factory: FakeSessions.uppercase).run(paths: [dir])
            #expect(again.text == "2 passed, 0 failed\n")
        }
    }

    @Test func updateDoesNotHideMalformedTranscripts() throws {
        try withScratchDirectory { dir in
            let text = "viewsh> a\nwrong\n\\x\\bad escape\n"
            try write(["m.transcript": text], in: dir)
            let report = TranscriptRunner(factory: FakeSessions.uppercase, update: true).run(paths: [dir])
            #expect(report.exitCode == 2)
            #expect(report.text == "\(dir)/m.transcript:3: malformed escape '\\b' (expected '\\\\', '\\s' or '\\t')\n0 passed, 1 failed\n")
            #expect(try contents(of: dir + "/m.transcript") == text)
        }
    }

    @Test func unwritableDirectoryIsReportedAndLeavesTheFile() throws {
        guard getuid() != 0 else { return }  // root writes anywhere
        try withScratchDirectory { dir in
            try write(["ro/t.transcript": "viewsh> a\nwrong\n"], in: dir)
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: dir + "/ro")
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir + "/ro") }
            let report = TranscriptRunner(factory: FakeSessions.uppercase, update: true).run(paths: [dir])
            #expect(report.exitCode == 2)
            #expect(report.text.hasPrefix("\(dir)/ro/t.transcript: cannot write updated transcript: permission denied\n"))
            #expect(try contents(of: dir + "/ro/t.transcript") == "viewsh> a\nwrong\n")
        }
    }
}
