import Testing
@testable import ViewEngine

/// Fonts of a fixed size (§8.1): `.system(size:)` sizes text by its points, clamped to 1…1000.
@Suite struct FixedFontSizeTests {
    func points(_ size: Double) -> Double {
        EnvironmentValues.points(of: .record(type: ".system", fields: [.init("size", .number(size))]))
    }

    @Test func aFixedSizeIsItsPointsAndTextStylesKeepTheTable() {
        #expect(points(12) == 12)
        #expect(EnvironmentValues.points(of: .symbol("title")) == 28)
        #expect(EnvironmentValues.points(of: .none) == 17)
    }

    @Test func sizesThatWouldBreakTextAreClamped() {
        #expect(points(0) == 1)
        #expect(points(-5) == 1)
        #expect(points(.infinity) == 1000)
        #expect(points(.nan) == 17)
    }
}
