import Testing
@testable import ViewLayout

/// §15 Circle, §16 control rules: the numbers the transcripts cite, checked on the engine alone.
@Suite struct ShapeAndControlRuleTests {
    @Test func circleIsASquareOfTheSmallerSide() {
        let b = Builder()
        let circle = b.add(.rule(CircleShape()))
        #expect(b.layout(b.frame(circle, width: 300, height: 100), nil, nil) == size(300, 100))
        #expect(b.frameOf(circle) == rect(100, 0, 100, 100))
        let alone = b.add(.rule(CircleShape()))
        #expect(b.layout(alone, 393, nil) == size(10, 10))  // nil counts as 10 (§15 example 2)
        #expect(b.layout(alone, .infinity, 100) == size(100, 100))
    }

    @Test func circleSizingFillTakesTheProposal() {
        var options = LayoutOptions()
        options.circleSizing = .fill
        let b = Builder(options: options)
        let circle = b.add(.rule(CircleShape()))
        #expect(b.layout(circle, 300, 100) == size(300, 100))
    }

    @Test func circleIsLessFlexibleThanARectangleInAStack() {
        let b = Builder()
        let circle = b.add(.rule(CircleShape()))
        let rectangle = b.color()
        b.layout(b.frame(b.hstack([circle, rectangle], spacing: 0), width: 300, height: 100), nil, nil)
        #expect(b.sizeOf(circle) == size(100, 100))
        #expect(b.sizeOf(rectangle) == size(200, 100))
    }

    @Test func toggleTakesTheProposedWidth() {
        let b = Builder()
        let label = b.text("Vibrate on Ring")
        let toggle = b.add(.rule(TrailingControlLayout(name: "Toggle", control: "switch")),
                           [label, b.add(.rule(FixedControlLayout(name: "switch", size: size(51, 31), source: "")))])
        #expect(b.layout(toggle, 393, 759) == size(393, 31))
        #expect(b.frameOf(label) == rect(0, 5.5, 120, 20))
        #expect(b.proposalOf(label) == ProposedSize(width: 334, height: 759))
        #expect(b.layout(toggle, nil, nil) == size(179, 31))
    }

    @Test func toggleLabelWrapsBeforeTheSwitchShrinks() {
        let b = Builder()
        let label = b.text("Wi-Fi")
        let control = b.add(.rule(FixedControlLayout(name: "switch", size: size(51, 31), source: "")))
        let toggle = b.add(.rule(TrailingControlLayout(name: "Toggle", control: "switch")), [label, control])
        #expect(b.layout(toggle, 90, nil) == size(90, 40))
        #expect(b.frameOf(control) == rect(39, 4.5, 51, 31))
    }

    @Test func borderedButtonPadsItsLabel() {
        let b = Builder()
        let label = b.text("Save")
        let button = b.add(.rule(ButtonLayout(style: "bordered", horizontal: 12, vertical: 7)), [label])
        #expect(b.layout(button, 390, 844) == size(56, 34))
        #expect(b.frameOf(label) == rect(12, 7, 32, 20))
        let plain = b.add(.rule(ButtonLayout(style: "plain")), [b.text("Save")])
        #expect(b.layout(plain, 390, 844) == size(32, 20))
    }

    @Test func barControlsAreGreedyAcrossAndFixedDown() {
        let b = Builder()
        let slider = b.add(.rule(BarControlLayout(name: "Slider", idealWidth: 10, height: 31, source: "")))
        #expect(b.layout(slider, 393, 759) == size(393, 31))
        #expect(b.layout(slider, nil, nil) == size(10, 31))
    }

    @Test func symbolBaselinesLineUpWithText() {
        let b = Builder()
        let symbol = b.add(.rule(SymbolImageLayout(symbol: "star", side: 40, resizable: false)))
        let text = b.text("Hi")
        b.layout(b.hstack([symbol, text], alignment: .firstTextBaseline), nil, nil)
        // Symbol baseline 0.8 × 40 = 32, text baseline 16: the text sits 16 lower.
        #expect(b.frameOf(text).minY == 16)
        #expect(b.frameOf(symbol).minY == 0)
    }

    @Test func ruleParametersChangeTheCacheKey() {
        // A rule whose parameters changed is a different rule (LayoutMemo replaces it).
        let a: any LayoutRule = ResizableImage(width: 20, height: 10)
        let b: any LayoutRule = ResizableImage(width: 50, height: 10)
        #expect(!a.isSame(as: b))
        #expect(a.description != b.description)
    }

    @Test func paddingPairOptionParses() throws {
        var options = LayoutOptions()
        try options.set("borderedButtonPadding", to: "10,5")
        #expect(options.borderedButtonPadding == LayoutOptions.PaddingPair(horizontal: 10, vertical: 5))
        #expect(options.value(of: "borderedButtonPadding") == "10,5")
        #expect(throws: LayoutOptions.ParseError.self) { try options.set("borderedButtonPadding", to: "10") }
        #expect(throws: LayoutOptions.ParseError.self) { try options.set("roundedBorderPadding", to: "-1,2") }
        try options.set("symbolSize", to: "17")
        #expect(options.symbolSize == 17)
        try options.set("symbolSize", to: "lineHeight")
        #expect(options.symbolSize == nil)
        #expect(throws: LayoutOptions.ParseError.self) { try options.set("symbolSize", to: "0") }
    }
}
