import Testing
@testable import ViewEngine

@Suite struct OptionTests {
    @Test func defaultsComeFromTheSemanticsTable() {
        let options = OptionValues()
        #expect(options["zstackSize"] == "union")
        #expect(options["lag"] == "sameFrame")
        #expect(options["charWidth"] == "8")
        #expect(options.layout.charWidth == 8)
    }

    @Test func valuesAreChecked() {
        var options = OptionValues()
        #expect(options.set("zstackSize", to: "max") == nil)
        #expect(options["zstackSize"] == "max")
        #expect(options.set("zstackSize", to: "maxWH") == "option 'zstackSize' takes 'union' or 'max'")
        #expect(options.set("charWidth", to: "-3") == "option 'charWidth' takes a number greater than 0 (not -3)")
        #expect(options.set("textSpacing", to: "-3") == "option 'textSpacing' takes a number of 0 or more (not -3)")
        #expect(options.set("charWidth", to: "0") == "option 'charWidth' takes a number greater than 0 (not 0)")
        #expect(options.set("charWidth", to: "1e308") == "option 'charWidth' takes a number up to 1000000 (not 1e308)")
        #expect(options.set("charWidth", to: "0.001") == nil)
        #expect(options["charWidth"] == "0.001")
        #expect(options.layout.charWidth == 0.001)
        #expect(options.set("charWidth", to: "7.5") == nil)
        #expect(options.layout.charWidth == 7.5)
        #expect(options.set("nope", to: "1") == "unknown option 'nope'")
        #expect(options["zstackSize"] == "max")
    }

    @Test func settingTheDefaultForgetsTheChange() {
        var options = OptionValues()
        _ = options.set("lag", to: "nextFrame")
        _ = options.set("lag", to: "sameFrame")
        #expect(options == OptionValues())
    }
}
