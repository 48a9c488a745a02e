import Testing
@testable import ViewLayout

@Suite struct OptionsTests {
    @Test func tableDefaultsRoundTrip() throws {
        let defaults = LayoutOptions()
        #expect(Set(LayoutOptions.table.map(\.name)).count == LayoutOptions.table.count)
        for info in LayoutOptions.table {
            #expect(defaults.value(of: info.name) == info.defaultValue, "\(info.name)")
            var o = LayoutOptions()
            try o.set(info.name, to: info.defaultValue)
            #expect(o == defaults)
        }
    }

    @Test func parsing() throws {
        var o = LayoutOptions()
        try o.set("zstackSize", to: "max")
        try o.set("spacerPriority", to: "0")
        try o.set("textSpacing", to: "6.5")
        #expect(o.zstackSize == .max)
        #expect(o.spacerPriority == 0)
        #expect(o.value(of: "textSpacing") == "6.5")
        #expect(throws: LayoutOptions.ParseError.unknownOption("nope")) { try o.set("nope", to: "1") }
        #expect(throws: LayoutOptions.ParseError.invalidValue(option: "zstackSize", value: "min", allowed: ["union", "max"])) {
            try o.set("zstackSize", to: "min")
        }
        #expect(throws: (any Error).self) { try o.set("charWidth", to: "0") }
    }
}
