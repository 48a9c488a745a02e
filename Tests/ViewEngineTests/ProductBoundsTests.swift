import Testing
import ViewLayout
@testable import ViewEngine

/// The bounds on one command's work and size are the product's in every build but the fuzzer's
/// (FuzzingBuild): a `-D VIEWSH_FUZZING` that leaked into the product or test build would shrink
/// them tenfold, and the transcripts that show them would be the only other thing to notice.
@Suite struct ProductBoundsTests {
    @Test func theProductKeepsItsBounds() {
        #expect(FuzzingBuild.boundsDivisor == 1)
        #expect(EvaluationLimits.maximumListCount == 100_000)
        #expect(EvaluationLimits.maximumStringBytes == 16 << 20)
        #expect(EvaluationWork.defaultLimit == 20_000_000)
        #expect(InterpreterContext.defaultLimit == 1_000_000)
        #expect(ExpansionSize.limit == 1_000_000)
        #expect(LayoutTree.ruleStepLimit == 1_000_000)
    }

    @Test func theStringBoundIsNamedInMegabytes() {
        #expect(throws: EvaluationError("a string may hold at most 16 MB (this one would hold 16777217 bytes)")) {
            try EvaluationLimits.checkString((16 << 20) + 1)
        }
    }
}
