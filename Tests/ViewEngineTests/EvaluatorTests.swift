import Testing
@testable import ViewEngine

@Suite struct EvaluatorTests {
    func eval(_ e: Expression, states: [String: Value] = [:], locals: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(e, in: EvaluationScope(states: states, locals: locals))
    }

    @Test func arithmeticFollowsDoubles() throws {
        #expect(try eval(.binary(.add, .literal(.number(2)), .literal(.number(3)))) == .number(5))
        #expect(try eval(.binary(.divide, .literal(.number(1)), .literal(.number(0)))) == .number(.infinity))
        #expect(try eval(.call(.max, [.init(nil, .state("a")), .init(nil, .literal(.number(7)))]), states: ["a": .number(9)]) == .number(9))
    }

    @Test func stringsConcatenateAndInterpolate() throws {
        #expect(try eval(.binary(.add, .literal(.string("a")), .literal(.string("b")))) == .string("ab"))
        let interpolation = Expression.interpolation([.literal("h = "), .expression(.literal(.number(20)))])
        #expect(try eval(interpolation) == .string("h = 20"))
    }

    @Test func membersOfTuplesAndRecords() throws {
        let row = Value.tuple([.init(nil, .string("Name")), .init(nil, .string("Ada"))])
        #expect(try eval(.member(.local("row"), "1"), locals: ["row": row]) == .string("Ada"))
        let entry = Value.record(type: "ToolbarEntry", fields: [.init("title", .string("Share"))])
        #expect(try eval(.member(.local("e"), "title"), locals: ["e": entry]) == .string("Share"))
        #expect(try eval(.member(.literal(.list([.number(1), .number(2)])), "count")) == .number(2))
    }

    @Test func dimensionsSubscriptByGuide() throws {
        let d = Value.record(type: "ViewDimensions", fields: [.init("leading", .number(0)), .init("trailing", .number(40))])
        #expect(try eval(.subscriptAccess(.local("d"), [.init(nil, .literal(.symbol("trailing")))]), locals: ["d": d]) == .number(40))
        #expect(try eval(.subscriptAccess(.local("d"), [.init("explicit", .literal(.symbol("leading")))]), locals: ["d": d]) == .none)
    }

    @Test func shortCircuitAndNilCoalescing() throws {
        // The right side would fail (unknown state) if it were evaluated.
        #expect(try eval(.binary(.and, .literal(.bool(false)), .state("missing"))) == .bool(false))
        #expect(try eval(.binary(.nilCoalescing, .literal(.none), .literal(.string("x")))) == .string("x"))
    }

    @Test func errorsNameTheProblem() {
        #expect(throws: EvaluationError("cannot apply '+' to a number and a string")) {
            try eval(.binary(.add, .literal(.number(1)), .literal(.string("x"))))
        }
        #expect(throws: EvaluationError("'nextValue()' exists only in a reduce body")) {
            try eval(.call(.nextValue, []))
        }
        #expect(throws: EvaluationError("index 3 is out of range (the list has 1 item)")) {
            try eval(.subscriptAccess(.literal(.list([.number(1)])), [.init(nil, .literal(.number(3)))]))
        }
    }

    @Test func nextValueIsLazy() throws {
        var asked = 0
        let scope = EvaluationScope(locals: ["value": .number(1)], nextValue: { () throws(EvaluationError) -> Value in
            asked += 1
            return .number(5)
        })
        // `value ?? nextValue()` never asks when value is non-nil.
        _ = try Evaluator.evaluate(.binary(.nilCoalescing, .local("value"), .call(.nextValue, [])), in: scope)
        #expect(asked == 0)
        _ = try Evaluator.evaluate(.call(.max, [.init(nil, .local("value")), .init(nil, .call(.nextValue, []))]), in: scope)
        #expect(asked == 1)
    }

    @Test(arguments: [
        (Value.number(20), "20"), (.number(20.5), "20.5"), (.number(.infinity), ".infinity"),
        (.string("a\"b"), "\"a\\\"b\""), (.none, "nil"), (.symbol("leading"), ".leading"),
        (.list([.number(1), .string("x")]), "[1, \"x\"]"),
        (.record(type: "ToolbarEntry", fields: [.init("title", .string("Share"))]), "ToolbarEntry(title: \"Share\")"),
    ])
    func valuesPrintAsSwiftWritesThem(_ value: Value, _ text: String) {
        #expect(value.description == text)
    }
}
