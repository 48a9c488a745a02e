import Testing
@testable import ViewEngine

/// Dictionaries as values (Docs/Language.md, "Dictionaries"): the rules Swift code relies on.
@Suite struct DictionaryTests {
    func eval(_ e: Expression, locals: [String: Value] = [:], work: EvaluationWork = EvaluationWork()) throws -> Value {
        try Evaluator.evaluate(e, in: EvaluationScope(locals: locals, work: work))
    }

    static let ab = Value.dictionary([.init(.string("a"), .number(1)), .init(.string("b"), .number(2))])

    func lookup(_ key: Value, default fallback: Value? = nil) throws -> Value {
        var arguments = [LabeledExpression(nil, .literal(key))]
        if let fallback { arguments.append(LabeledExpression("default", .literal(fallback))) }
        return try eval(.subscriptAccess(.literal(Self.ab), arguments))
    }

    @Test func aMissingKeyReadsAsNilOrTheDefault() throws {
        #expect(try lookup(.string("b")) == .number(2))
        #expect(try lookup(.string("z")) == .none)
        #expect(try lookup(.string("z"), default: .number(7)) == .number(7))
        #expect(try lookup(.string("a"), default: .number(7)) == .number(1))
        #expect(try lookup(.number(1)) == .none)  // a key of another kind is simply absent
    }

    @Test func aLiteralWithAKeyTwiceIsAnError() {
        let literal = Expression.dictionary([.init(.literal(.number(1)), .literal(.string("x"))),
                                             .init(.literal(.number(1)), .literal(.string("y")))])
        #expect(throws: EvaluationError("the dictionary literal has the key 1 twice")) { try eval(literal) }
    }

    @Test func settingAKeyReplacesInPlaceAppendsOrRemoves() throws {
        let entries: [Value.Entry] = [.init(.string("a"), .number(1)), .init(.string("b"), .number(2))]
        #expect(try Value.setting(.string("a"), to: .number(5), in: entries, work: EvaluationWork())
            == .dictionary([.init(.string("a"), .number(5)), .init(.string("b"), .number(2))]))
        #expect(try Value.setting(.string("c"), to: .number(3), in: entries, work: EvaluationWork())
            == .dictionary(entries + [.init(.string("c"), .number(3))]))
        #expect(try Value.setting(.string("a"), to: .none, in: entries, work: EvaluationWork()) == .dictionary([.init(.string("b"), .number(2))]))
        #expect(try Value.setting(.string("z"), to: .none, in: entries, work: EvaluationWork()) == .dictionary(entries))
    }

    @Test func mergingKeepsTheBaseOrderAndAsksTheClosureOnlyForSharedKeys() throws {
        var asked: [(Value, Value)] = []
        let merged = try Value.merging(
            [.init(.string("b"), .number(2)), .init(.string("a"), .number(1))],
            [.init(.string("c"), .number(7)), .init(.string("a"), .number(5))], work: EvaluationWork()
        ) { (old, new) throws(EvaluationError) in
            asked.append((old, new))
            return new
        }
        #expect(merged == .dictionary([.init(.string("b"), .number(2)), .init(.string("a"), .number(5)), .init(.string("c"), .number(7))]))
        #expect(asked.count == 1 && asked[0].0 == .number(1) && asked[0].1 == .number(5))
    }

    @Test func membersGiveKeysValuesCountAndTheFirstEntry() throws {
        #expect(try eval(.member(.literal(Self.ab), "keys")) == .list([.string("a"), .string("b")]))
        #expect(try eval(.member(.literal(Self.ab), "values")) == .list([.number(1), .number(2)]))
        #expect(try eval(.member(.literal(Self.ab), "count")) == .number(2))
        #expect(try eval(.member(.literal(.dictionary([])), "isEmpty")) == .bool(true))
        #expect(try eval(.member(.literal(Self.ab), "first"))
            == .tuple([.init("key", .string("a")), .init("value", .number(1))]))
    }

    @Test func aLookupIsChargedOneStepPerEntry() throws {
        let big = Value.dictionary((0..<1000).map { .init(.number(Double($0)), .number(0)) })
        let work = EvaluationWork()
        _ = try eval(.subscriptAccess(.literal(big), [.init(nil, .literal(.number(5)))]), work: work)
        #expect(work.spent >= 1000)
        // So a loop of lookups into a large dictionary ends at the meter, not minutes later.
        let small = EvaluationWork(limit: 10_000)
        #expect(throws: EvaluationError.self) {
            for _ in 0..<100 { _ = try eval(.subscriptAccess(.literal(big), [.init(nil, .literal(.number(5)))]), work: small) }
        }
    }

    @Test func writesAreChargedPerEntrySoFillingOneInALoopEndsAtTheMeter() throws {
        let big = (0..<1000).map { Value.Entry(.number(Double($0)), .number(0)) }
        let work = EvaluationWork()
        _ = try Value.setting(.number(5000), to: .number(1), in: big, work: work)
        #expect(work.spent >= 1000)
        let small = EvaluationWork(limit: 10_000)
        #expect(throws: EvaluationError.self) {
            var entries = big
            for i in 0..<100 {
                guard case .dictionary(let next) = try Value.setting(.number(Double(2000 + i)), to: .number(1), in: entries, work: small) else { return }
                entries = next
            }
        }
    }

    @Test func keysAreScalarsAndNeverNaN() {
        #expect(throws: EvaluationError("a dictionary key cannot be NaN (it equals nothing, not even itself)")) {
            try Value.dictionary(literal: [.init(.number(.nan), .number(1))], work: EvaluationWork())
        }
        #expect(throws: EvaluationError("a dictionary key is a number, a string, a boolean or a member such as .leading, not a list")) {
            try Value.setting(.list([.number(1)]), to: .number(1), in: [], work: EvaluationWork())
        }
        // A merge of NaN keys would double on every call; it is refused at the first.
        #expect(throws: EvaluationError.self) {
            try Value.merging([.init(.number(.nan), .number(1))], [], work: EvaluationWork()) { (a, _) throws(EvaluationError) in a }
        }
        #expect(Value.keyProblem(.symbol("leading")) == nil && Value.keyProblem(.string("a")) == nil && Value.keyProblem(.bool(true)) == nil)
    }

    @Test func sortedByAClosureIsStable() throws {
        // Sorting pairs by their first number only: equal firsts keep their order.
        let items: [Value] = [3, 1, 3, 2, 1].enumerated().map { .tuple([.init(nil, .number(Double($0.element))), .init(nil, .number(Double($0.offset)))]) }
        let sorted = try Evaluator.mergeSorted(items) { (a, b) throws(EvaluationError) in
            guard case .tuple(let x) = a, case .tuple(let y) = b else { return false }
            return x[0].value.number! < y[0].value.number!
        }
        let order = sorted.map { value -> Double in
            guard case .tuple(let fields) = value else { return -1 }
            return fields[1].value.number!
        }
        #expect(order == [1, 4, 3, 0, 2])
    }

    @Test func declaredDictionaryTypesCheckKeysAndValues() {
        #expect(DeclaredType.problem(Self.ab, against: "[String: CGFloat]") == nil)
        #expect(DeclaredType.problem(Self.ab, against: "Dictionary<String, CGFloat>") == nil)
        #expect(DeclaredType.problem(Self.ab, against: "[Int: CGFloat]") != nil)
        #expect(DeclaredType.problem(Self.ab, against: "[String: String]") != nil)
        #expect(DeclaredType.problem(Self.ab, against: "[String]") != nil)
        #expect(DeclaredType.problem(.dictionary([.init(.number(0), Anchor.rect(x: 0, y: 0, width: 1, height: 1))]),
                                     against: "[Int: Anchor<CGRect>]") == nil)
    }
}

extension DictionaryTests {
    @Test func equalityIgnoresTheOrderKeysWereInsertedIn() throws {
        let ab = Value.dictionary([.init(.number(1), .string("a")), .init(.number(2), .string("b"))])
        let ba = Value.dictionary([.init(.number(2), .string("b")), .init(.number(1), .string("a"))])
        #expect(try eval(.binary(.equal, .literal(ab), .literal(ba))) == .bool(true))
        #expect(try eval(.binary(.equal, .literal(.list([ab])), .literal(.list([ba])))) == .bool(true))
        #expect(try eval(.binary(.notEqual, .literal(ab), .literal(.dictionary([.init(.number(1), .string("a"))])))) == .bool(true))
    }
}
