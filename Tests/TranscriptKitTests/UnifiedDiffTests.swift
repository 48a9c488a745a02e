import Testing
import SeededRandom
@testable import TranscriptKit

@Suite struct UnifiedDiffTests {
    @Test func equalInputsHaveNoDiff() {
        #expect(UnifiedDiff.make(old: ["a", "b"], new: ["a", "b"], oldHeader: "x", newHeader: "y") == "")
        #expect(UnifiedDiff.make(old: [], new: [], oldHeader: "x", newHeader: "y") == "")
    }

    @Test func oneChangeWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)" }
        var new = old
        new[4] = "changed"
        #expect(UnifiedDiff.make(old: old, new: new, oldHeader: "old", newHeader: "new") == """
            --- old
            +++ new
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +changed
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunksAndNearOnesMerge() {
        let old = (1...20).map(String.init)
        var new = old
        new[1] = "two"     // line 2
        new[8] = "nine"    // line 9: gap of 6 unchanged lines from line 2, merged
        new[17] = "18!"    // line 18: gap of 8, separate
        #expect(UnifiedDiff.make(old: old, new: new, oldHeader: "a", newHeader: "b") == """
            --- a
            +++ b
            @@ -1,12 +1,12 @@
             1
            -2
            +two
             3
             4
             5
             6
             7
             8
            -9
            +nine
             10
             11
             12
            @@ -15,6 +15,6 @@
             15
             16
             17
            -18
            +18!
             19
             20

            """)
    }

    @Test func insertionsAndDeletionsAtTheEdges() {
        #expect(UnifiedDiff.make(old: [], new: ["a"], oldHeader: "a", newHeader: "b")
                == "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(UnifiedDiff.make(old: ["a", "b", "c", "d", "e"], new: ["a", "b", "c", "d", "e", "f"],
                                 oldHeader: "a", newHeader: "b")
                == "--- a\n+++ b\n@@ -3,3 +3,4 @@\n c\n d\n e\n+f\n")
        #expect(UnifiedDiff.make(old: ["x", "a", "b", "c", "d"], new: ["a", "b", "c", "d"],
                                 oldHeader: "a", newHeader: "b")
                == "--- a\n+++ b\n@@ -1,4 +1,3 @@\n-x\n a\n b\n c\n")
        #expect(UnifiedDiff.make(old: ["a", "b", "c", "d", "e"], new: ["a", "b", "c", "X", "d", "e"],
                                 oldHeader: "a", newHeader: "b")
                == "--- a\n+++ b\n@@ -1,5 +1,6 @@\n a\n b\n c\n+X\n d\n e\n")
    }

    @Test func deletionsComeBeforeInsertions() {
        let operations = UnifiedDiff.operations(from: ["k", "a", "b", "k"], to: ["k", "x", "y", "z", "k"])
        #expect(operations == [.keep, .delete, .delete, .insert, .insert, .insert, .keep])
    }

    /// The script turns old into new and is as short as the longest common subsequence allows.
    @Test(arguments: 0..<200)
    func editScriptsAreCorrectAndMinimal(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c"].randomElement(using: &generator)! }
        let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in ["a", "b", "c"].randomElement(using: &generator)! }
        let operations = UnifiedDiff.operations(from: old, to: new)

        var rebuilt: [String] = [], fromOld: [String] = []
        var oldIndex = 0, newIndex = 0
        for operation in operations {
            switch operation {
            case .keep:
                #expect(old[oldIndex] == new[newIndex])
                rebuilt.append(old[oldIndex]); fromOld.append(old[oldIndex])
                oldIndex += 1; newIndex += 1
            case .delete:
                fromOld.append(old[oldIndex]); oldIndex += 1
            case .insert:
                rebuilt.append(new[newIndex]); newIndex += 1
            }
        }
        #expect(rebuilt == new)
        #expect(fromOld == old)
        let changes = operations.filter { $0 != .keep }.count
        #expect(changes == old.count + new.count - 2 * longestCommonSubsequence(old, new))
    }

    private func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// A small deterministic generator so property tests repeat exactly.
typealias SplitMix = SplitMix64

@Suite struct LargeDiffTests {
    @Test func oneChangeInALargeFileIsOneSmallHunk() {
        let old = (1...50_000).map { "line \($0)" }
        var new = old
        new[30_000] = "changed"
        let diff = UnifiedDiff.make(old: old, new: new, oldHeader: "a", newHeader: "b")
        #expect(diff.hasPrefix("--- a\n+++ b\n@@ -29998,7 +29998,7 @@\n line 29998\n"))
        #expect(diff.split(separator: "\n").count == 3 + 8)
    }

    @Test func wholesaleRewriteBeyondTheEditLimitStaysCorrect() {
        let old = (0..<3_000).map { "old \($0)" }
        let new = (0..<3_000).map { "new \($0)" }
        let operations = UnifiedDiff.operations(from: old, to: new)
        #expect(operations == Array(repeating: .delete, count: 3_000) + Array(repeating: .insert, count: 3_000))
    }
}
