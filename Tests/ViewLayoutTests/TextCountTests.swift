import Testing
@testable import ViewLayout
import SeededRandom

/// Docs/Layout.md step 2.10: sizing counts lines on word lengths instead of building them;
/// every answer must equal the measurement that builds the lines (`TextMetrics.measure`).
@Suite struct TextCountTests {
    /// SplitMix64: the same random cases every run.
    typealias Generator = SplitMix64

    func expectSame(_ string: String, _ style: TextStyle, _ proposal: ProposedSize,
                    _ options: LayoutOptions = LayoutOptions()) {
        let text = PreparedText(string: string)
        let built = TextMetrics.measure(text, style: style, proposal: proposal, options: options)
        let counted = text.summary(for: proposal, style: style, options: TextMetrics.Options(options))
        #expect(counted.size == built.size, "\(string.debugDescription) \(style) \(proposal)")
        #expect(counted.lines == built.lines.count, "\(string.debugDescription) \(style) \(proposal)")
        #expect(counted.isTruncated == built.isTruncated, "\(string.debugDescription) \(style) \(proposal)")
    }

    @Test func asciiTextsAreCounted() {
        #expect(PreparedText(string: "a b\nc").wordLengths == [1, 1, -1, 1, -1])
        #expect(PreparedText(string: "a\r\nb c").wordLengths == [3, 1, -1])
        #expect(PreparedText(string: "é").wordLengths == nil)
    }

    @Test func examplesAgreeWithBuiltLines() {
        let strings = ["Hello World", "abcdefghij", "one two three four five", "a b c d", "", " ", "  a  ",
                       "a\n\nb", "Hello\n", "x  y   z", "\r\n", "ab\r\ncd ef", "a" + String(repeating: " b", count: 40)]
        let widths: [Double?] = [nil, 0, 3, 8, 9, 16, 31, 32, 40, 50, 72, 100, .infinity]
        let heights: [Double?] = [nil, 0, 5, 20, 39, 40, 45, 60, 1000]
        for s in strings {
            for w in widths {
                for h in heights {
                    for mode in [TruncationMode.tail, .head, .middle] {
                        for limit in [nil, 1, 2] as [Int?] {
                            expectSame(s, TextStyle(lineLimit: limit, truncationMode: mode), ProposedSize(width: w, height: h))
                        }
                    }
                }
            }
        }
    }

    @Test func randomTextsAgreeWithBuiltLines() {
        var g = Generator(seed: 9)
        let alphabet: [Character] = ["a", "b", " ", " ", "\n", "c", "\r"]
        var options = LayoutOptions()
        for round in 0..<3000 {
            let length = Int.random(in: 0..<30, using: &g)
            let s = String((0..<length).map { _ in alphabet.randomElement(using: &g)! })
            let w: Double? = Bool.random(using: &g) ? Double(Int.random(in: 0..<120, using: &g)) : nil
            let h: Double? = Int.random(in: 0..<3, using: &g) == 0 ? nil : Double(Int.random(in: 0..<100, using: &g))
            let mode = [TruncationMode.tail, .head, .middle].randomElement(using: &g)!
            let limit: Int? = Bool.random(using: &g) ? Int.random(in: 0..<4, using: &g) : nil
            options.textMinWidth = round % 2 == 0 ? .ellipsis : .zero
            expectSame(s, TextStyle(charWidth: round % 3 == 0 ? 5 : nil, lineLimit: limit, truncationMode: mode),
                       ProposedSize(width: w, height: h), options)
        }
    }
}
