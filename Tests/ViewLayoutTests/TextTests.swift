import Glibc
import Testing
@testable import ViewLayout

/// §1.7 / §8.5 the monospace text model.
@Suite struct TextTests {
    func measure(_ s: String, _ w: Double?, _ h: Double?, _ style: TextStyle = TextStyle(),
                 _ options: LayoutOptions = LayoutOptions()) -> TextMeasurement {
        TextMetrics.measure(s, style: style, proposal: ProposedSize(width: w, height: h), options: options)
    }

    @Test func idealIsOneLine() {
        let m = measure("Hello World", nil, nil)
        #expect(m.size == size(88, 20))
        #expect(m.lines == ["Hello World"])
    }

    @Test func wrapsAtWords() {
        let m = measure("Hello World", 50, nil)
        #expect(m.lines == ["Hello", "World"])
        #expect(m.size == size(40, 40))
    }

    @Test func breaksLongWords() {
        let m = measure("abcdefghij", 32, nil)
        #expect(m.lines == ["abcd", "efgh", "ij"])
        #expect(m.size == size(32, 60))
    }

    @Test func truncatesToTheHeight() {
        let m = measure("Hello World", 50, 20)
        #expect(m.lines == ["Hello…"])
        #expect(m.isTruncated)
        #expect(m.size == size(48, 20))
        let two = measure("one two three four five", 72, 45)
        #expect(two.lines == ["one two", "three fo…"])
    }

    @Test func lineLimitAndTruncationModes() {
        #expect(measure("Hello World", 50, nil, TextStyle(lineLimit: 1)).lines == ["Hello…"])
        #expect(measure("Hello World", 50, nil, TextStyle(lineLimit: 1, truncationMode: .head)).lines == ["…World"])
        #expect(measure("Hello World", 50, nil, TextStyle(lineLimit: 1, truncationMode: .middle)).lines == ["Hel…ld"])
        #expect(measure("a b c d", 8, nil, TextStyle(lineLimit: 2)).lines == ["a", "…"])
    }

    @Test func neverFewerThanOneLine() {
        #expect(measure("Hello", 100, 5).size == size(40, 20))
        #expect(measure("Hello", 100, 0).lines == ["Hello"])
    }

    @Test func minimumWidthOption() {
        #expect(measure("Hello", 0, 20).size == size(8, 20))
        var options = LayoutOptions()
        options.textMinWidth = .zero
        #expect(measure("Hello", 0, 20, TextStyle(), options).size == size(0, 20))
    }

    @Test func emptyAndMultiline() {
        #expect(measure("", nil, nil).size == .zero)
        #expect(measure("a\nbc", nil, nil).size == size(16, 40))
    }

    @Test func metricsScale() {
        let m = measure("Hi", nil, nil, TextStyle(fontScale: 2))
        #expect(m.size == size(32, 40))
        #expect(m.firstBaseline == 32)
        let absolute = measure("Hi", nil, nil, TextStyle(charWidth: 10, lineHeight: 30))
        #expect(absolute.size == size(20, 30))
        var options = LayoutOptions()
        options.charWidth = 1
        options.lineHeight = 1
        #expect(measure("Hi", nil, nil, TextStyle(), options).size == size(2, 1))
    }

    @Test func baselines() {
        let m = measure("Hello World", 50, nil)
        #expect(m.firstBaseline == 16)
        #expect(m.lastBaseline == 36)
    }

    @Test func textInATreeRecordsItsLines() {
        let b = Builder()
        let text = b.text("Hello World")
        b.layout(b.frame(text, width: 50), 300, 300)
        #expect(b.tree.textMeasurement(of: text)?.lines == ["Hello", "World"])
    }
}

/// Issue 10: wrapping recounted the rest of a long word for every line (1 MB took 78 s).
@Suite struct TextWrapCostTests {
    @Test(.timeLimit(.minutes(1)))
    func aMegabyteWordWrapsInLinearTime() {
        let word = String(repeating: "a", count: 1_000_000)
        let seconds = Self.cpuSeconds {
            let m = TextMetrics.measure(word, style: TextStyle(), proposal: ProposedSize(width: 390, height: nil))
            #expect(m.lines.count == 1_000_000 / 48 + 1)
            #expect(m.size.width == 384)
        }
        #expect(seconds < 5, "took \(seconds) s of CPU")  // quadratic, it took minutes
    }

    @Test func aLineLimitStopsTheWrapEarly() {
        let word = String(repeating: "a", count: 10_000_000)
        let seconds = Self.cpuSeconds {
            let m = TextMetrics.measure(word, style: TextStyle(lineLimit: 1), proposal: ProposedSize(width: 390, height: 844))
            #expect(m.lines == [String(repeating: "a", count: 47) + "…"])
        }
        #expect(seconds < 5, "took \(seconds) s of CPU")
    }

    /// CPU time of this thread, so a machine busy with other work does not fail the test.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        body()
        return now() - start
    }

    @Test func negativeAndHugeProposalsMeasure() {
        for h in [-1e300, -1e-30, -.infinity, .nan, 1e300] as [Double] {
            let m = TextMetrics.measure("a b", style: TextStyle(), proposal: ProposedSize(width: 390, height: h))
            #expect(m.lines.count >= 1)
        }
        for w in [-1e300, -5, .nan, 1e300] as [Double] {
            let m = TextMetrics.measure("ab", style: TextStyle(), proposal: ProposedSize(width: w, height: nil))
            #expect(m.lines.count >= 1)
        }
    }
}

@Suite struct PreparedTextWordsTests {
    @Test(arguments: ["", " ", "a", "a b", "  a  b  ", "a\nb", "\n\n", "a \n b", "a\r\nb c", "é b", "a\u{301} b", " \u{301}x", "x \n"])
    func theByteSplitIsTheCharacterSplit(_ text: String) {
        let reference = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.split(separator: " ", omittingEmptySubsequences: false) }
        #expect(PreparedText.words(of: text) == reference)
    }
}
