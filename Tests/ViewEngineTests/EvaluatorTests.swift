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

    func bits(_ op: Expression.BinaryOp, _ a: Double, _ b: Double) throws -> Value {
        try eval(.binary(op, .literal(.number(a)), .literal(.number(b))))
    }

    @Test func bitOperatorsAreSwiftsOnInt() throws {
        #expect(try bits(.bitAnd, 0xFFF4, 0xff) == .number(0xF4))
        #expect(try bits(.shiftRight, 0xFFF4CC, 16) == .number(0xFF))
        #expect(try bits(.bitOr, 0b1010, 0b0101) == .number(15))
        #expect(try bits(.bitXor, 0b1100, 0b1010) == .number(6))
        #expect(try eval(.unary(.bitNot, .literal(.number(0)))) == .number(-1))
        #expect(try eval(.unary(.bitNot, .literal(.number(255)))) == .number(-256))
        #expect(try bits(.bitAnd, -1, 0xff) == .number(255))
    }

    /// Swift's smart shifts: no amount traps or wraps around.
    @Test(arguments: [
        (Expression.BinaryOp.shiftLeft, 1.0, 10_000.0, 0.0), (.shiftLeft, 1, 64, 0),
        (.shiftLeft, 3, -1, 1), (.shiftLeft, 1, -10_000, 0), (.shiftLeft, -1, -10_000, -1),
        (.shiftRight, 1, -3, 8), (.shiftRight, -8, 1, -4), (.shiftRight, -1, 100, -1), (.shiftRight, 5, 64, 0),
        (.shiftRight, 5, -9.2233720368547758e18, 0), (.shiftLeft, 5, -9.2233720368547758e18, 0), (.shiftRight, -5, 9.2233720368547758e18 / 2, -1),
    ])
    func shiftsBeyondTheWidth(op: Expression.BinaryOp, value: Double, amount: Double, expected: Double) throws {
        #expect(try bits(op, value, amount) == .number(expected))
    }

    /// Beyond ±2⁵³ a whole number is Swift's `Int`, exact (`Value.integer`); below, a `number`.
    @Test func integersBeyondDoublesAreExact() throws {
        let max = Expression.literal(.integer(.max)), beyond = 1 << 53 + 1
        #expect(try bits(.shiftLeft, 1, 63) == .integer(.min))
        #expect(try bits(.shiftLeft, 1, 53) == .number(0x1p53))
        #expect(try eval(.binary(.bitAnd, max, .literal(.number(1)))) == .number(1))
        #expect(try eval(.binary(.subtract, max, .literal(.number(1)))) == .integer(.max - 1))
        #expect(try eval(.binary(.add, .literal(.integer(beyond)), .literal(.number(-2)))) == .number(Double(beyond - 2)))
        #expect(try eval(.unary(.bitNot, max)) == .integer(.min))
        #expect(try eval(.unary(.negate, max)) == .integer(-.max))
        // `/` is exact when the quotient is whole, else a Double's; a fraction makes Doubles.
        #expect(try eval(.binary(.divide, .literal(.integer(.max - 1)), .literal(.number(2)))) == .integer(.max / 2))
        #expect(try eval(.binary(.divide, max, .literal(.number(2)))) == .number(Double(Int.max) / 2))
        #expect(try eval(.binary(.add, .literal(.integer(beyond)), .literal(.number(0.5)))) == .number(Double(beyond) + 0.5))
        #expect(try eval(.binary(.less, .literal(.integer(beyond)), .literal(.integer(beyond + 1)))) == .bool(true))
        #expect(try eval(.binary(.remainder, .literal(.integer(beyond)), .literal(.number(2)))) == .number(1))
        #expect(try eval(.call(.Int, [.init(nil, .literal(.string("9223372036854775807")))])) == .integer(.max))
        #expect(try eval(.call(.abs, [.init(nil, .literal(.integer(-beyond)))])) == .integer(beyond))
        #expect(try eval(.call(.max, [.init(nil, max), .init(nil, .literal(.number(1)))])) == .integer(.max))
        #expect(try eval(.call(.min, [.init(nil, .literal(.integer(beyond))), .init(nil, .literal(.integer(beyond + 1)))])) == .integer(beyond))
        // A Double can be a whole number beyond 2⁵³ too: equal when it is exactly the integer.
        #expect(Value.integer(1 << 60).equals(.number(0x1p60)) && !Value.integer(beyond).equals(.number(Double(beyond))))
    }

    /// What overflows `Int`, where Swift traps, is an error naming the operation.
    @Test(arguments: [
        (Expression.binary(.add, .literal(.integer(.max)), .literal(.number(1))), "9223372036854775807 + 1 overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps"),
        (.binary(.subtract, .literal(.integer(.min)), .literal(.number(1))), "-9223372036854775808 - 1 overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps"),
        (.binary(.multiply, .literal(.integer(1 << 62)), .literal(.number(2))), "4611686018427387904 * 2 overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps"),
        (.binary(.divide, .literal(.integer(.min)), .literal(.number(-1))), "-9223372036854775808 / -1 overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps"),
        (.binary(.remainder, .literal(.integer(.min)), .literal(.number(-1))), "-9223372036854775808 % -1 overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps"),
        (.binary(.remainder, .literal(.integer(1 << 60)), .literal(.number(0))), "1152921504606846976 % 0 divides by zero, where Swift traps"),
        (.unary(.negate, .literal(.integer(.min))), "-(-9223372036854775808) overflows Int (-9223372036854775808 … 9223372036854775807), where Swift traps"),
        (.call(.abs, [.init(nil, .literal(.integer(.min)))]), "abs(-9223372036854775808) overflows Int, where Swift traps"),
    ])
    func integerOverflowIsAnError(expression: Expression, message: String) {
        #expect(throws: EvaluationError(message)) { try eval(expression) }
    }

    @Test func bitOperatorsRefuseWhatIsNotAnInt() {
        #expect(throws: EvaluationError("'&' needs a whole number, got 1.5")) { try bits(.bitAnd, 1.5, 1) }
        #expect(throws: EvaluationError("'>>' needs a whole number, got NaN")) { try bits(.shiftRight, 1, .nan) }
        #expect(throws: EvaluationError("'<<' needs a whole number, got .infinity")) { try bits(.shiftLeft, .infinity, 1) }
        #expect(throws: EvaluationError("'|' works on whole numbers from -9223372036854775808 to 9223372036854775807 (Int), got 1e+300")) {
            try bits(.bitOr, 1e300, 1)
        }
        // 2⁶³ is one past Int.max: refused, not trapped.
        #expect(throws: EvaluationError("'^' works on whole numbers from -9223372036854775808 to 9223372036854775807 (Int), got 9.223372036854776e+18")) {
            try bits(.bitXor, 9.223372036854775808e18, 1)
        }
        #expect(throws: EvaluationError("'~' needs a whole number, got a string")) { try eval(.unary(.bitNot, .literal(.string("a")))) }
        #expect(throws: EvaluationError("cannot apply '&' to a number and a string")) {
            try eval(.binary(.bitAnd, .literal(.number(1)), .literal(.string("x"))))
        }
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
