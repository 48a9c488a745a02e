import Testing
@testable import ViewEngine

/// Bindings to parts of a state (`$settings.sounds`, `$chores[1].done`, `$scores["Ann"]`): read
/// through, written whole, spelt as Swift spells them.
struct BindingPathTests {
    let states: [String: Value] = [
        "settings": .record(type: "Settings", fields: [.init("sounds", .bool(true)), .init("volume", .number(0.5))]),
        "chores": .list([.record(type: "Chore", fields: [.init("done", .bool(false))]),
                         .record(type: "Chore", fields: [.init("done", .bool(true))])]),
        "scores": .dictionary([.init(.string("Ann"), .number(3))]),
    ]

    @Test func aPlainStateIsItsName() throws {
        #expect(BindingPath.root("settings") == "settings")
        #expect(BindingPath.read("settings", in: states) == states["settings"])
        let (state, whole) = try BindingPath.writing(.number(1), to: "volume", in: [:])
        #expect(state == "volume" && whole == .number(1))
    }

    @Test func partsAreReadThrough() throws {
        let sounds = BindingPath.member("sounds", of: "settings")
        let done = BindingPath.member("done", of: try #require(BindingPath.element(.number(1), of: "chores")))
        let ann = try #require(BindingPath.element(.string("Ann"), of: "scores"))
        #expect(BindingPath.read(sounds, in: states) == .bool(true))
        #expect(BindingPath.read(done, in: states) == .bool(true))
        #expect(BindingPath.read(ann, in: states) == .number(3))
        #expect(BindingPath.describe(done) == "chores[1].done")
        #expect(BindingPath.describe(ann) == "scores[\"Ann\"]")
        #expect(BindingPath.root(done) == "chores")
    }

    @Test func aWriteReplacesThePartInTheWholeState() throws {
        let done = BindingPath.member("done", of: try #require(BindingPath.element(.number(0), of: "chores")))
        let (state, whole) = try BindingPath.writing(.bool(true), to: done, in: states)
        #expect(state == "chores")
        #expect(whole == .list([.record(type: "Chore", fields: [.init("done", .bool(true))]),
                                .record(type: "Chore", fields: [.init("done", .bool(true))])]))
        let (_, settings) = try BindingPath.writing(.number(0.8), to: BindingPath.member("volume", of: "settings"), in: states)
        #expect(settings == .record(type: "Settings", fields: [.init("sounds", .bool(true)), .init("volume", .number(0.8))]))
    }

    @Test func aMissingPartIsAnErrorNamingIt() throws {
        let muted = BindingPath.member("muted", of: "settings")
        #expect(BindingPath.read(muted, in: states) == nil)
        #expect(throws: EvaluationError.self) { try BindingPath.reading(muted, in: states) }
        let ninth = try #require(BindingPath.element(.number(9), of: "chores"))
        #expect(throws: EvaluationError.self) { try BindingPath.writing(.bool(true), to: ninth, in: states) }
        #expect(BindingPath.element(.number(1.5), of: "chores") == nil)
        #expect(BindingPath.element(.bool(true), of: "chores") == nil)
    }
}
