import Testing
@testable import ViewEngine

/// The compiler (Compiler.swift): names resolved to slots with Swift's block scope, closures
/// that see their enclosing locals and keep their writes to themselves, the same work and steps
/// charged as the evaluator's, lists and strings changed in place, and the budgets that still
/// stop every loop.
@Suite struct CompilerTests {
    private func n(_ value: Double) -> Expression { .literal(.number(value)) }
    private func local(_ name: String) -> Expression { .local(name) }
    private func set(_ name: String, _ value: Expression, _ op: StatementNode.AssignOp = .assign) -> StatementNode {
        .assign(target: .local(name), op: op, value: value)
    }

    private func run(_ body: [StatementNode], locals: [String: Value] = [:], limit: Int = InterpreterContext.defaultLimit,
                     work: EvaluationWork? = nil) throws -> StatementRunner {
        var runner = StatementRunner(states: [:], locals: locals, context: InterpreterContext(limit: limit, work: work))
        try runner.run(body)
        return runner
    }

    @Test func aShadowingDeclarationGetsASlotOfItsOwn() {
        // x (given); { let x; { let x } ; let y }: four slots; the body starts with x only.
        let compiled = Compiler.compile([
            .conditional(.literal(.bool(true)), then: [
                .declare(.name("x"), value: n(2)),
                .conditional(.literal(.bool(true)), then: [.declare(.name("x"), value: n(3))], otherwise: []),
                .declare(.name("y"), value: local("x")),
            ], otherwise: []),
        ], names: ["x"])
        #expect(compiled.slotCount == 4)
        #expect(compiled.names == ["x": 0])
    }

    @Test func shadowingInLoopsAndClosuresSeesTheInnermostName() throws {
        // var s = 0; for x in [10, 20] { let x = x + 1; s += x }; let t = [1, 2].map { x in x * s }
        let body: [StatementNode] = [
            .declare(.name("s"), value: n(0)),
            .forIn(.name("x"), sequence: .literal(.list([.number(10), .number(20)])), body: [
                .declare(.name("x"), value: .binary(.add, local("x"), n(1))),
                set("s", local("x"), .add),
            ], head: "for x in [10, 20]"),
            .declare(.name("t"), value: .closureMethod(.literal(.list([.number(1), .number(2)])), "map", [],
                                                       ClosureNode(parameters: ["x"], body: [.evaluate(.binary(.multiply, local("x"), local("s")))]))),
            .returnValue(.tuple([.init(nil, local("s")), .init(nil, local("t")), .init(nil, local("x"))])),
        ]
        let runner = try run(body, locals: ["x": .string("outer")])
        #expect(runner.returnedValue == .tuple([.init(nil, .number(32)), .init(nil, .list([.number(32), .number(64)])),
                                                .init(nil, .string("outer"))]))
        #expect(runner.locals == ["x": .string("outer")], "the loop's and the closure's x end with them")
    }

    @Test func aClosureSeesItsEnclosingLocalsButKeepsItsWritesToItself() throws {
        // var total = 1; [1, 2].forEach { total += $0 }; a closure writing only its own locals runs on the same machine.
        let writesOuter = ClosureNode(parameters: [], body: [set("total", .shorthand(0), .add), .evaluate(n(0))])
        let ownLocals = ClosureNode(parameters: ["v"], body: [.declare(.name("w"), value: .binary(.add, local("v"), local("total"))),
                                                              set("w", n(1), .add), .returnValue(local("w"))])
        let body: [StatementNode] = [
            .declare(.name("total"), value: n(1)),
            .evaluate(.closureMethod(.literal(.list([.number(1), .number(2)])), "forEach", [], writesOuter)),
            .returnValue(.closureMethod(.literal(.list([.number(1), .number(2)])), "map", [], ownLocals)),
        ]
        // As in the interpreter, each call has a copy of the scope: total stays 1.
        #expect(try run(body).returnedValue == .list([.number(3), .number(4)]))
        var compiler = Compiler(names: [])
        _ = compiler.declare("total")
        #expect(compiler.closure(writesOuter).writesOutside)
        #expect(!compiler.closure(ownLocals).writesOutside)
        // A state written inside a closure is written on the copy only.
        let stateWriter = ClosureNode(parameters: [], body: [.assign(target: .state("s"), op: .assign, value: .shorthand(0)), .evaluate(n(0))])
        var runner = StatementRunner(states: ["s": .number(0)])
        try runner.run([.evaluate(.closureMethod(.literal(.list([.number(5)])), "forEach", [], stateWriter))])
        #expect(runner.states["s"] == .number(0))
        #expect(runner.stateWrites.isEmpty)
    }

    @Test func aNameWrittenWithoutADeclarationLivesOn() throws {
        // y = 1 (y never declared); if true { y += 1 }; return y — and reading an unset name is an error.
        let runner = try run([set("y", n(1)), .conditional(.literal(.bool(true)), then: [set("y", n(1), .add)], otherwise: []),
                              .returnValue(local("y"))])
        #expect(runner.returnedValue == .number(2))
        #expect(runner.locals["y"] == .number(2))
        #expect(throws: EvaluationError("'z' has no value here")) { try run([.returnValue(local("z"))]) }
        #expect(throws: EvaluationError("'w' has no value here")) {
            try run([.declare(.name("w"), value: nil), .returnValue(local("w"))])
        }
    }

    @Test func compiledCodeChargesTheSameWorkAsTheEvaluator() throws {
        // Every node, an interpolation's string, a list's items, `indices`, a compound assignment's two literals.
        let expression = Expression.interpolation([
            .literal("n = "), .expression(.binary(.add, n(1), .member(.list([n(1), n(2), n(3)]), "count"))),
            .expression(.ternary(.binary(.and, .literal(.bool(true)), .literal(.bool(false))), n(1), .member(.list([n(4)]), "indices"))),
        ])
        let interpreted = EvaluationWork()
        let value = try Evaluator.evaluate(expression, in: EvaluationScope(work: interpreted))
        let compiled = EvaluationWork()
        let runner = try run([.returnValue(expression)], work: compiled)
        #expect(runner.returnedValue == value)
        #expect(compiled.spent == interpreted.spent)
        #expect(compiled.spent > 10)
        // x += 1 evaluates 1 and then both sides again as literals: 3 units.
        let compound = EvaluationWork()
        _ = try run([set("x", n(1), .add)], locals: ["x": .number(0)], work: compound)
        #expect(compound.spent == 3)
    }

    /// Formatting a value in an interpolation is charged for what it holds before it is written
    /// (four steps a number): 30 interpolations of a 10,000-number list are 1.2M steps, over a
    /// 1M budget. Charged by the bytes of the string alone they were about 25,000 steps.
    @Test func formattingAListIsChargedPerValueBeforeItIsWritten() {
        let list = Value.list((0..<10_000).map { .number(Double($0)) })
        let expression = Expression.interpolation(Array(repeating: .expression(.literal(list)), count: 30))
        let interpreted = EvaluationWork(limit: 1_000_000)
        #expect(throws: EvaluationError.self) { try Evaluator.evaluate(expression, in: EvaluationScope(work: interpreted)) }
        let compiled = EvaluationWork(limit: 1_000_000)
        #expect(throws: EvaluationError.self) { try run([.returnValue(expression)], work: compiled) }
        let small = EvaluationWork(limit: 1_000_000)
        _ = try? Evaluator.evaluate(.interpolation([.expression(.literal(list))]), in: EvaluationScope(work: small))
        #expect(small.spent >= 40_000 && small.spent < 60_000)
    }

    @Test func listsAndStringsInALocalAreChangedInPlace() throws {
        // var xs: [Int] = []; var s = ""; for i in 0..<20000 { xs.append(i); xs[i] = i * 2; s += "a" }
        // Copied each time this would be 4·10⁸ item copies; in place it is linear.
        let body: [StatementNode] = [
            .declare(.name("xs"), value: .literal(.list([]))),
            .declare(.name("s"), value: .literal(.string(""))),
            .forIn(.name("i"), sequence: .binary(.halfOpenRange, n(0), n(20000)), body: [
                .append(target: .local("xs"), value: local("i"), contentsOf: false),
                .assign(target: .element(.local("xs"), local("i")), op: .assign, value: .binary(.multiply, local("i"), n(2))),
                set("s", .literal(.string("a")), .add),
            ], head: "for i in 0..<20000"),
            .returnValue(.tuple([.init(nil, .member(local("xs"), "count")), .init(nil, .subscriptAccess(local("xs"), [.init(nil, n(19999))])),
                                 .init(nil, .member(local("s"), "count"))])),
        ]
        #expect(try run(body).returnedValue == .tuple([.init(nil, .number(20000)), .init(nil, .number(39998)), .init(nil, .number(20000))]))
        // Errors leave the value as it was.
        let bad: [StatementNode] = [.declare(.name("xs"), value: .literal(.list([.number(1)]))),
                                    .assign(target: .element(.local("xs"), n(5)), op: .assign, value: n(0))]
        #expect(throws: EvaluationError("index 5 is out of range (the list has 1 items)")) { try run(bad) }
        #expect(throws: EvaluationError("append needs a list to append to, got a number")) {
            try run([.declare(.name("a"), value: n(1)), .append(target: .local("a"), value: n(2), contentsOf: false)])
        }
        #expect(throws: EvaluationError("cannot assign to a string[a number]")) {
            try run([.declare(.name("a"), value: .literal(.string("x"))), .assign(target: .element(.local("a"), n(0)), op: .assign, value: n(2))])
        }
    }

    @Test func theBudgetStillStopsEveryLoop() {
        // Over a string's characters, over `.indices`, in a closure, and a while that never ends.
        let long = Expression.literal(.string(String(repeating: "x", count: 5000)))
        let list = Expression.literal(.list(Array(repeating: .number(1), count: 5000)))
        let loops: [(StatementNode, String)] = [
            (.forIn(.name("c"), sequence: long, body: [], head: "for c in text"), "for c in text"),
            (.forIn(.name("i"), sequence: .member(list, "indices"), body: [], head: "for i in xs.indices"), "for i in xs.indices"),
            (.whileLoop(.literal(.bool(true)), body: [], head: "while true"), "while true"),
        ]
        for (loop, head) in loops {
            #expect(throws: EvaluationError("stopped after 1000 steps in '\(head)': a loop that never ends?")) {
                try run([loop], limit: 1000)
            }
        }
        let closure = ClosureNode(parameters: [], body: [.evaluate(n(0))])
        #expect(throws: EvaluationError("stopped after 1000 steps: a loop that never ends?")) {
            try run([.evaluate(.closureMethod(list, "map", [], closure))], limit: 1000)
        }
        // The work meter stops what builds too much, compiled or not.
        let meter = EvaluationWork(limit: 100)
        #expect(throws: EvaluationError("evaluation stopped after 100 steps (building long lists or strings over and over?)")) {
            try run([.forIn(.name("i"), sequence: .binary(.halfOpenRange, n(0), n(1000)), body: [.evaluate(n(1))], head: "for")], work: meter)
        }
    }
}
