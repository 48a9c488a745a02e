import Testing
@testable import ViewEngine

/// The interpreter's statements (StatementRunner+Control.swift): declarations with block scope,
/// loops, jumps, guard, if let, assignments to parts, closures given to list methods, and the
/// step budget that stops a loop that never ends.
@Suite struct StatementRunnerTests {
    private func n(_ value: Double) -> Expression { .literal(.number(value)) }
    private func local(_ name: String) -> Expression { .local(name) }

    /// Runs `body` and returns the runner (its locals, what it returned).
    private func run(_ body: [StatementNode], locals: [String: Value] = [:], limit: Int = InterpreterContext.defaultLimit) throws -> StatementRunner {
        var runner = StatementRunner(states: [:], locals: locals, context: InterpreterContext(limit: limit))
        try runner.run(body)
        return runner
    }

    @Test func aLetLivesToTheEndOfItsBlockAndShadowsOnlyThere() throws {
        // var x = 1; if true { let x = 2; y = x }; z = x
        let body: [StatementNode] = [
            .declare(.name("x"), value: n(1)),
            .conditional(.literal(.bool(true)), then: [
                .declare(.name("x"), value: n(2)),
                .assign(target: .local("y"), op: .assign, value: local("x")),
            ], otherwise: []),
            .assign(target: .local("z"), op: .assign, value: local("x")),
        ]
        let runner = try run(body, locals: ["y": .none, "z": .none])
        #expect(runner.locals["y"] == .number(2))
        #expect(runner.locals["z"] == .number(1))
        #expect(runner.locals["x"] == nil, "a declaration ends with its block")
    }

    @Test func forCountsARangeWithoutBuildingIt() throws {
        // var total = 0; for i in 0..<5 { total += i }; return total
        let body: [StatementNode] = [
            .declare(.name("total"), value: n(0)),
            .forIn(.name("i"), sequence: .binary(.halfOpenRange, n(0), n(5)), body: [
                .assign(target: .local("total"), op: .add, value: local("i")),
            ], head: "for i in 0..<5"),
            .returnValue(local("total")),
        ]
        #expect(try run(body).returnedValue == .number(10))
        // A closed range includes its end; an empty half-open range runs nothing.
        let closed: [StatementNode] = [
            .declare(.name("total"), value: n(0)),
            .forIn(.name("i"), sequence: .binary(.closedRange, n(1), n(3)), body: [
                .assign(target: .local("total"), op: .add, value: local("i")),
            ], head: "for i in 1...3"),
            .forIn(.name("i"), sequence: .binary(.halfOpenRange, n(2), n(2)), body: [
                .assign(target: .local("total"), op: .add, value: n(100)),
            ], head: "for i in 2..<2"),
            .returnValue(local("total")),
        ]
        #expect(try run(closed).returnedValue == .number(6))
    }

    @Test func forDestructuresEnumeratedPairs() throws {
        // var s = ""; for (i, x) in ["a", "b"].enumerated() { s = s + "\(i)\(x)" }
        let list = Expression.literal(.list([.string("a"), .string("b")]))
        let body: [StatementNode] = [
            .declare(.name("s"), value: .literal(.string(""))),
            .forIn(.tuple([.name("i"), .name("x")]), sequence: .method(list, "enumerated", []), body: [
                .assign(target: .local("s"), op: .add, value: .interpolation([.expression(local("i")), .expression(local("x"))])),
            ], head: "for (i, x) in …"),
            .returnValue(local("s")),
        ]
        #expect(try run(body).returnedValue == .string("0a1b"))
    }

    @Test func breakAndContinueLeaveTheInnermostLoop() throws {
        // var found = -1; var i = 0; while true { i += 1; if i == 2 { continue }; if i > 3 { break }; found = i }
        let body: [StatementNode] = [
            .declare(.name("found"), value: n(-1)),
            .declare(.name("i"), value: n(0)),
            .whileLoop(.literal(.bool(true)), body: [
                .assign(target: .local("i"), op: .add, value: n(1)),
                .conditional(.binary(.equal, local("i"), n(2)), then: [.continueLoop], otherwise: []),
                .conditional(.binary(.greater, local("i"), n(3)), then: [.breakLoop], otherwise: []),
                .assign(target: .local("found"), op: .assign, value: local("i")),
            ], head: "while true"),
            .returnValue(.list([local("found"), local("i")])),
        ]
        #expect(try run(body).returnedValue == .list([.number(3), .number(4)]))
    }

    @Test func returnLeavesNestedBlocksAndLoops() throws {
        let body: [StatementNode] = [
            .forIn(.name("i"), sequence: .binary(.halfOpenRange, n(0), n(10)), body: [
                .conditional(.binary(.equal, local("i"), n(4)), then: [.returnValue(local("i"))], otherwise: []),
            ], head: "for i in 0..<10"),
            .returnValue(n(-1)),
        ]
        let runner = try run(body)
        #expect(runner.returnedValue == .number(4))
        #expect(runner.hasReturned)
    }

    @Test func guardAndIfLetBindWhatIsNotNil() throws {
        // guard let v = maybe else { return 0 }; if let w = other { return w } else { return v }
        let body: [StatementNode] = [
            .guardCheck(local("maybe"), binding: "v", otherwise: [.returnValue(n(0))]),
            .ifLet("w", local("other"), then: [.returnValue(local("w"))], otherwise: [.returnValue(local("v"))]),
        ]
        #expect(try run(body, locals: ["maybe": .none, "other": .none]).returnedValue == .number(0))
        #expect(try run(body, locals: ["maybe": .number(7), "other": .none]).returnedValue == .number(7))
        #expect(try run(body, locals: ["maybe": .number(7), "other": .number(9)]).returnedValue == .number(9))
    }

    @Test func aGuardWhoseElseFallsThroughIsAnError() {
        #expect(throws: EvaluationError("the else of 'guard' must leave with return, break or continue")) {
            try run([.guardCheck(.literal(.bool(false)), binding: nil, otherwise: [])])
        }
    }

    @Test func partsOfVariablesAreAssigned() throws {
        // var p = CGPoint(x: 1, y: 2); p.x += 10; var ws = [1, 2]; ws[1] = 5
        let point = Value.record(type: "CGPoint", fields: [.init("x", .number(1)), .init("y", .number(2))])
        let body: [StatementNode] = [
            .declare(.name("p"), value: .literal(point)),
            .assign(target: .member(.local("p"), "x"), op: .add, value: n(10)),
            .declare(.name("ws"), value: .literal(.list([.number(1), .number(2)]))),
            .assign(target: .element(.local("ws"), n(1)), op: .assign, value: n(5)),
            .returnValue(.list([.member(local("p"), "x"), local("ws")])),
        ]
        #expect(try run(body).returnedValue == .list([.number(11), .list([.number(1), .number(5)])]))
        #expect(throws: EvaluationError("index 2 is out of range (the list has 2 items)")) {
            try run([.declare(.name("ws"), value: .literal(.list([.number(1), .number(2)]))),
                     .assign(target: .element(.local("ws"), n(2)), op: .assign, value: n(0))])
        }
    }

    @Test func closuresMapFilterAndReduce() throws {
        let xs = Expression.literal(.list([.number(1), .number(2), .number(3)]))
        let doubled = ClosureNode(parameters: [], body: [.evaluate(.binary(.multiply, .shorthand(0), n(2)))])
        let odd = ClosureNode(parameters: ["x"], body: [.evaluate(.binary(.equal, .binary(.remainder, local("x"), n(2)), n(1)))])
        let sum = ClosureNode(parameters: [], body: [.evaluate(.binary(.add, .shorthand(0), .shorthand(1)))])
        let scope = EvaluationScope()
        #expect(try Evaluator.evaluate(.closureMethod(xs, "map", [], doubled), in: scope) == .list([.number(2), .number(4), .number(6)]))
        #expect(try Evaluator.evaluate(.closureMethod(xs, "filter", [], odd), in: scope) == .list([.number(1), .number(3)]))
        #expect(try Evaluator.evaluate(.closureMethod(xs, "reduce", [.init(nil, n(10))], sum), in: scope) == .number(16))
        #expect(try Evaluator.evaluate(.closureMethod(xs, "contains", [], odd), in: scope) == .bool(true))
        // A closure of several statements gives what it returns.
        let guarded = ClosureNode(parameters: ["x"], body: [
            .guardCheck(.binary(.less, local("x"), n(3)), binding: nil, otherwise: [.returnValue(n(0))]),
            .returnValue(local("x")),
        ])
        #expect(try Evaluator.evaluate(.closureMethod(xs, "map", [], guarded), in: scope) == .list([.number(1), .number(2), .number(0)]))
    }

    @Test func conversionsAndTrigonometry() throws {
        let scope = EvaluationScope()
        #expect(try Evaluator.evaluate(.call(.CGFloat, [.init(nil, n(3))]), in: scope) == .number(3))
        #expect(try Evaluator.evaluate(.call(.Int, [.init(nil, n(-2.7))]), in: scope) == .number(-2))
        let cosine = try Evaluator.evaluate(.call(.cos, [.init(nil, n(.pi))]), in: scope)
        #expect(cosine == .number(-1))
        #expect(throws: EvaluationError("Int(nan) is not a whole number Swift can hold")) {
            try Evaluator.evaluate(.call(.Int, [.init(nil, .binary(.divide, n(0), n(0)))]), in: scope)
        }
    }

    @Test func aLoopThatNeverEndsStopsAtTheBudgetNamingTheLoop() {
        let body: [StatementNode] = [
            .declare(.name("i"), value: n(0)),
            .whileLoop(.literal(.bool(true)), body: [.assign(target: .local("i"), op: .add, value: n(1))], head: "while true"),
        ]
        #expect(throws: EvaluationError("stopped after 1000 steps in 'while true': a loop that never ends?")) {
            try run(body, limit: 1000)
        }
    }

    @Test func aLongRangeIsCountedNotBuilt() {
        // Built, the range would be refused at 100,000 numbers; counted, the budget stops the loop.
        let body: [StatementNode] = [
            .forIn(.name("i"), sequence: .binary(.halfOpenRange, n(0), n(1e9)), body: [], head: "for i in 0..<1e9"),
        ]
        #expect(throws: EvaluationError("stopped after 1000000 steps in 'for i in 0..<1e9': a loop that never ends?")) {
            try run(body)
        }
    }
}
