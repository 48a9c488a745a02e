import Diagnostics
import Foundation
import Synchronization
import Testing
import ViewEngine
import ViewLayout
@testable import Shell

/// What a streaming front end receives: each piece as it was handed over.
final class Received: Sendable {
    let pieces = Mutex<[(SessionOutput.Stream, String)]>([])
    var count: Int { pieces.withLock { $0.count } }
    var standard: String { pieces.withLock { $0.filter { $0.0 == .standard }.map(\.1).joined() } }
    var errors: String { pieces.withLock { $0.filter { $0.0 == .error }.map(\.1).joined() } }
    var sink: SessionOutput.Sink { { stream, text in self.pieces.withLock { $0.append((stream, text)) } } }
}

@Suite struct OutputThatScalesTests {
    /// 300 rows of hstack < text spacer text >: 1 + 300 × 4 = 1,201 table rows.
    static let rows = "vstack < foreach(1...300) { n in hstack < text \"Row \\(n)\" spacer text \"\\(n)\" > } >"

    @Test func aLayoutOfMoreThanAThousandRowsIsSummarisedUnlessAll() {
        let session = makeSession()
        run(session, [Self.rows])
        let summary = session.execute("layout").text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(summary.count == 1 + 40 + 1 + 10)
        #expect(summary[41] == "… 1,151 of 1,201 rows left out: `layout --all` prints every row, `layout ADDRESS` one view's subtree")
        #expect(summary[40].hasPrefix("0.0.0[9].1 "))
        #expect(summary.last!.hasPrefix("0.0.0[299].2 "))
        let all = session.execute("layout --all").text.split(separator: "\n")
        #expect(all.count == 1 + 1_201)
        // A subtree of the same table is small enough to print whole.
        #expect(session.execute("layout 0.0.0[7]").text.split(separator: "\n").count == 1 + 4)
    }


    /// The summary's rows are `layout --all`'s first 40 and last 10 cell for cell (the padding
    /// differs: each table pads to its own rows), also when the rows left out start and end
    /// inside subtrees, under modifier chains with views of their own, in a nested foreach —
    /// the walks step over whole subtrees that lie inside the rows left out.
    @Test(arguments: [
        rows,
        "vstack < foreach(1...60) { n in vstack < text \"Title \\(n)\" .padding(2) .background(color red .frame(height: 3)) "
            + "foreach(1...3) { k in hstack < text \"\\(n).\\(k)\" .bold spacer > .overlay(text \"o\") } > .padding(n) } >",
        "zstack < foreach(1...600) { n in text \"\\(n)\" .padding(1) } > .background(vstack < text \"bg\" text \"bg2\" >)",
    ])
    func aSummaryShowsTheSameRowsAsAll(tree: String) {
        let session = makeSession()
        run(session, [tree])
        func cells(_ text: String) -> [[Substring]] {
            text.split(separator: "\n").map { line in
                line.split(separator: "  ", omittingEmptySubsequences: true).map { $0.drop { $0 == " " } }
            }
        }
        let all = cells(session.execute("layout --all").text)
        let summary = cells(session.execute("layout").text)
        #expect(all.count > 1_001)
        #expect(summary.count == 1 + 40 + 1 + 10)
        #expect(Array(summary[1...40]) == Array(all[1...40]))
        #expect(Array(summary[42...]) == Array(all[(all.count - 10)...]))
        #expect(summary[41].first?.hasPrefix("… \(LayoutTable.grouped(all.count - 1 - 50)) of ") == true)
    }
    @Test func aThousandRowsPrintWhole() {
        let session = makeSession()
        run(session, ["vstack < foreach(1...999) { n in text \"\\(n)\" } >"])
        #expect(session.execute("layout").text.split(separator: "\n").count == 1 + 1_000)
    }

    /// With a sink, the table reaches it a batch of rows at a time while it is produced, and the
    /// statement's own output keeps none of it.
    @Test func aStreamedTableArrivesInBatches() {
        let session = makeSession()
        run(session, [Self.rows])
        let whole = session.execute("layout --all").text
        let received = Received()
        let output = session.execute("layout --all", streamingTo: received.sink)
        #expect(output.chunks.isEmpty)
        #expect(output.transcriptText.isEmpty, "a streamed table is not kept twice")
        #expect(received.count >= 1_201 / LayoutTable.batchRows)
        #expect(received.standard == whole)
    }

    @Test func aStreamedJSONIsTheSameDocument() {
        let session = makeSession()
        run(session, [Self.rows])
        let whole = session.execute("layout --json").text
        let received = Received()
        _ = session.execute("layout --json", streamingTo: received.sink)
        #expect(received.count > 2)
        #expect(received.standard == whole)
        #expect(whole.hasPrefix("{\n  \"schema\": \"viewsh/layout@1\",\n  \"proposal\": {\n    \"width\": 390,\n    \"height\": 844\n  },\n  \"nodes\": [\n    {\n      \"address\": \"0\","))
        #expect(whole.hasSuffix("    }\n  ]\n}\n"))
    }

    /// A session holding `rows` in which Ctrl-C is "pressed" as soon as `received` has a piece of output.
    static func interruptedOnceOutputArrives(_ received: Received) -> Session {
        let session = Session(configuration: SessionConfiguration(
            diagnosticStyle: .interactive, workingDirectory: FileManager.default.temporaryDirectory.path,
            interruptRequested: { received.count >= 1 }))
        run(session, [Self.rows])
        return session
    }

    /// Ctrl-C while a table prints stops it at the next batch, says how far it got, and leaves the
    /// session as it was.
    @Test func ctrlCStopsATableBetweenBatches() {
        let received = Received()
        let session = Self.interruptedOnceOutputArrives(received)
        let before = session.document
        // Ctrl-C is "pressed" when the first rows arrive; the statement returns well within 0.2 s.
        let pressed = Mutex<ContinuousClock.Instant?>(nil)
        let output = session.execute("layout --all") { stream, text in
            pressed.withLock { $0 = $0 ?? .now }
            received.sink(stream, text)
        }
        let latency = ContinuousClock.now - pressed.withLock { $0! }
        #expect(latency < .milliseconds(200), "stopped \(latency) after Ctrl-C")
        #expect(output.chunks.isEmpty)
        #expect(received.standard.split(separator: "\n").count == LayoutTable.batchRows + 1)
        #expect(received.errors == "interrupted: 256 of 1,201 rows printed\n")
        #expect(session.document == before)
    }

    @Test func ctrlCStopsAStreamedJSON() {
        let received = Received()
        let session = Self.interruptedOnceOutputArrives(received)
        _ = session.execute("layout --json", streamingTo: received.sink)
        #expect(received.standard.utf8.count >= LayoutJSON.flushBytes)
        #expect(received.standard.utf8.count < 2 * LayoutJSON.flushBytes)
        #expect(received.errors == "\ninterrupted: the JSON above is incomplete\n")
    }

    /// A loaded file's statements are not streamed: a file that fails shows only its errors.
    @Test func aLoadIsNotStreamedUntilItsVerdict() throws {
        try withTemporaryDirectory { directory in
            try writeFile("state n = 1\nstate\nvstack < text \"a\" .readHight >\n", to: directory + "/bad.vsh")
            let session = makeSession(in: directory)
            let received = Received()
            _ = session.execute("load bad.vsh", streamingTo: received.sink)
            #expect(received.standard.isEmpty)
            #expect(received.errors.contains("error: nothing from 'bad.vsh' was kept (1 error)"))
        }
    }

    @Test(arguments: ["", "abc", "text \"Brew\"", "日本語", "a☕b", "e\u{301}", "✅ done", "│  ├─ x", "390×20 ∞ …", "a\r\nb",
                      "×\u{301}", "↔\u{FE0F}", "Zoë 1+1", "🇫🇷", "👩\u{200D}💻", "1\u{FE0F}\u{20E3}"])
    func displayWidthAgreesWithCountingCharacters(_ text: String) {
        #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        #expect(DisplayWidth.of(text[...]) == DisplayWidth.of(text))
    }

    /// A table's cells (ASCII, box drawing, ×, ∞) are measured without breaking the text into
    /// characters: several times faster than the character walk on the same text.
    @Test func displayWidthOfASCIIIsFast() {
        let text = String(repeating: "0.0.0[12]  ├─ text \"Row 12\"  390×20  ", count: 20_000)
        let clock = ContinuousClock()
        var fast = 0, slow = 0
        let fastTime = clock.measure { fast = DisplayWidth.of(text) }
        let slowTime = clock.measure { slow = text.reduce(0) { $0 + DisplayWidth.of($1) } }
        #expect(fast == slow)
        #expect(fastTime * 5 < slowTime, "ASCII fast path \(fastTime), character walk \(slowTime)")
    }

    /// `layout --json` writes each node's fixed fields straight to bytes: the same bytes as the
    /// value tree the HTML page and `render` use, for every kind of node (texts with lines,
    /// shapes with drawings, modifiers, nil and infinite proposals, quotes, fractions).
    @Test func layoutJSONNodesWrittenDirectlyMatchTheValueTree() throws {
        let session = Session(configuration: .transcript(directory: NSTemporaryDirectory()))
        for line in [
            "propose nil x 500",
            "vstack(spacing: 3.25) < text \"say \\\"hi\\\"\" .padding(0.5) rect .fill(.red) .frame(width: 10.125, height: 7) "
                + "circle .stroke(.blue, lineWidth: 2) scrollview < text \"a long line that wraps in a narrow frame\" .frame(width: 40) > "
                + "roundedrect(cornerRadius: 4) .frame(maxWidth: .infinity) .background(color green) >",
        ] { _ = session.execute(line) }
        var output = SessionOutput()
        var resolution = try session.resolved(output: &output)
        var count = 0
        var texts = 0
        // One cache of drawing bytes across the nodes, as `layout --json` writes them (each node twice,
        // at two indents, so an equal drawing at another indent is written again, not copied).
        var shared = LayoutJSON.NodeBytes()
        for laidOut in resolution.layout.laidOutNodes() {
            let node = LayoutSnapshot.Node(laidOut, in: &resolution)
            for indent in [0, 4, 4] {
                var direct: [UInt8] = []
                LayoutJSON.writeNode(node, to: &direct, indent: indent)
                var cached: [UInt8] = []
                LayoutJSON.writeNode(node, to: &cached, indent: indent, shared: &shared)
                // A Text's label written from its string, as `layout --json` writes it.
                if let string = resolution.entries[resolution.tag(of: laidOut.id)].textLabelString {
                    var fromString: [UInt8] = []
                    var unlabelled = node
                    unlabelled.label = ""
                    LayoutJSON.writeNode(unlabelled, labelText: string, to: &fromString, indent: indent, shared: &shared)
                    #expect(String(decoding: fromString, as: UTF8.self) == String(decoding: cached, as: UTF8.self))
                    texts += 1
                }
                var tree: [UInt8] = []
                LayoutJSON.node(node).write(to: &tree, indent: indent)
                #expect(String(decoding: direct, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
                #expect(String(decoding: cached, as: UTF8.self) == String(decoding: tree, as: UTF8.self))
            }
            count += 1
        }
        #expect(count > 12)
        #expect(texts >= 2 * 3, "both texts, one with quotes (written through the label), at each indent")
    }

    /// Numbers written as bytes (`appendNumber`) read as `JSONValue.number` spells them, and lengths
    /// (`LayoutTable.appendLength`) as `formatLength` does: integral
    /// values digit by digit, fractions, huge values, infinities and NaN through `number`.
    @Test func jsonNumbersAndLengthsWrittenAsBytesMatchTheirStrings() {
        var values: [Double] = [0, -0.0, 1, -1, 7, 10, 99, 100, 12345, -1399574, 2799992, 0.5, -0.25, 20.125, 1e-5, 1e14 + 1,
                                999_999_999_999_999, -999_999_999_999_999, 1e15, -1e15, 1e20, .infinity, -.infinity, .nan,
                                .leastNonzeroMagnitude, .greatestFiniteMagnitude, Double(Int32.max), Double(Int32.min)]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double(Int.random(in: -10_000_000...10_000_000, using: &generator)) / [1, 2, 4, 100][Int.random(in: 0...3, using: &generator)])
        }
        for value in values {
            var bytes: [UInt8] = []
            JSONValue.appendNumber(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONValue.number(value), "\(value)")
        }
        // Lengths as the table writes them read as `formatLength` spells them (two decimals, ∞, nan).
        for value in values + [0.004, 0.005, -0.005, 1.999, 2.675, 1e13, 1e13 + 0.5, 9_999_999_999_999.99, -1e14 - 0.25] {
            var bytes: [UInt8] = []
            LayoutTable.appendLength(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == formatLength(value), "\(value)")
        }
        // Integers as `String(n)` spells them, at the edges of the eight digits gathered in one word.
        for n in [0, 1, -1, 9, 10, 99, 100, 12_345_678, 99_999_999, 100_000_000, -99_999_999, -100_000_000, 2_799_992,
                  Int.max, Int.min, Int(Int32.max), Int(Int32.min)] + (0..<500).map({ _ in Int.random(in: -10_000_000_000...10_000_000_000) }) {
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            JSONValue.appendInteger(n, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + String(n), "\(n)")
        }
        var quoted: [UInt8] = []
        for text in ["", "plain", "say \"hi\"", "tab\tnew\nline", "ünïcode ×", String(repeating: "long ", count: 40)] {
            quoted.removeAll()
            JSONValue.appendQuoted(text, to: &quoted)
            #expect(String(decoding: quoted, as: UTF8.self) == JSONValue.quote(text))
        }
    }
}
