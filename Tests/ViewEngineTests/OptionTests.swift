import Testing
@testable import ViewEngine

@Suite struct OptionTests {
    @Test func defaultsComeFromTheSemanticsTable() {
        let options = OptionValues()
        #expect(options["zstackSize"] == "union")
        #expect(options["lag"] == "sameFrame")
        #expect(options.number("charWidth") == 8)
    }

    @Test func valuesAreChecked() {
        var options = OptionValues()
        #expect(options.set("zstackSize", to: "max") == nil)
        #expect(options["zstackSize"] == "max")
        #expect(options.set("zstackSize", to: "maxWH") == "option 'zstackSize' takes 'union' or 'max'")
        #expect(options.set("charWidth", to: "-3") == "option 'charWidth' takes a number from 0 to 10000")
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
