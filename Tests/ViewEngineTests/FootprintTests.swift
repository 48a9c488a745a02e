import Testing
@testable import ViewEngine

/// What one laid-out node costs the resolver (the layout engine's own footprint is the
/// bench's): entries are kept small, their rare parts boxed.
@Suite struct FootprintTests {
    @Test func entriesStaySmall() {
        #expect(MemoryLayout<ResolvedEntry>.stride <= 80)
    }
}
