import Testing
@testable import ViewEngine

/// The bit set of bodies an incremental run claims.
@Suite struct BodySetTests {
    @Test func holdsWhatWasInsertedAndNothingElse() {
        var set = BodySet()
        #expect(!set.contains(0))
        for id: Int32 in [0, 63, 64, 1000, 70_000] { set.insert(id) }
        for id: Int32 in [0, 63, 64, 1000, 70_000] { #expect(set.contains(id)) }
        for id: Int32 in [1, 62, 65, 999, 1001, 69_999, 70_001, 1_000_000] { #expect(!set.contains(id)) }
        set.insert(63)
        #expect(set.contains(63))
    }

    @Test func insertingARunMatchesInsertingOneByOne() {
        var many = BodySet(), single = BodySet()
        many.insert(5)
        single.insert(5)
        let ids: [Int32] = [7, 64, 200, 199, 130_000, 63, 0]
        many.insert(contentsOf: ids[1...])
        for id in ids[1...] { single.insert(id) }
        for id in Int32(0)..<130_100 { #expect(many.contains(id) == single.contains(id)) }
        many.insert(contentsOf: [])
        #expect(many.contains(130_000) && !many.contains(7))
    }
}
