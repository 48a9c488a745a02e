import Foundation
import Testing
@testable import Shell

/// Issue 10, "values lost or changed by save/load": each reproducer saved, loaded into a fresh
/// session, and compared — the file's text, and what the reloaded session shows.
@Suite struct SaveFidelityTests {
    /// Runs `lines`, saves, loads the file into a fresh session; returns the saved text and both sessions.
    static func roundTrip(_ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> (String, Session, Session) {
        try withTemporaryDirectory { directory in
            let session = makeSession(in: directory)
            run(session, lines, sourceLocation: sourceLocation)
            run(session, ["save s.vsh"], sourceLocation: sourceLocation)
            let text = try readFile(directory + "/s.vsh")
            let fresh = makeSession(in: directory)
            let loaded = fresh.execute("load s.vsh")
            #expect(loaded.succeeded, "\(loaded.text)\n--- saved:\n\(text)", sourceLocation: sourceLocation)
            run(fresh, ["save t.vsh"], sourceLocation: sourceLocation)
            #expect(try readFile(directory + "/t.vsh") == text, "save → load → save differs", sourceLocation: sourceLocation)
            return (text, session, fresh)
        }
    }

    static func body(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
    }

    @Test(arguments: [
        ("320.125x568", "propose 320.125x568"), ("1.5e20x100", "propose 1.5e+20x100"), ("1e308x1e308", "propose 1e+308x1e+308"),
        ("0.001x5", "propose 0.001x5"), ("nilxinf", "propose nilxinf"),
    ])
    func proposalsKeepEveryDigit(_ typed: String, _ saved: String) throws {
        let (text, session, fresh) = try Self.roundTrip(["text \"a\"", "propose \(typed)"])
        #expect(Self.body(text) == saved + "\nroot = text \"a\"\n")
        #expect(fresh.document.proposal == session.document.proposal)
    }

    /// Found by the structured fuzzer once it wrote dictionaries: a definition's value ends
    /// before a `{`, so a value with a trailing closure must keep the parentheses it was
    /// written with (`envkey e = ([2, 3].map { $0 + 1 }[0] ?? 0)` was saved without them and
    /// did not load). Dictionaries save as literals.
    @Test func definitionValuesWithTrailingClosuresKeepTheirParentheses() throws {
        let (text, session, fresh) = try Self.roundTrip([
            "envkey e: CGFloat = ([2, 3].map { $0 + 1 }[0] ?? 0)", "state s = ([1].map { $0 }.count)",
            "key K = ([1: 2].merging([1: 3]) { $1 }[1] ?? 0) reduce max", "state d: [String: CGFloat] = [:]", "set d = [\"b\": 2, \"a\": 1]",
        ])
        #expect(Self.body(text) == """
            envkey e: CGFloat = ([2, 3].map { $0 + 1 }[0] ?? 0)
            state s = ([1].map { $0 }.count)
            key K = ([1: 2].merging([1: 3]) { $1 }[1] ?? 0) reduce max
            state d: [String: CGFloat] = [:]
            set d = ["b": 2, "a": 1]

            """)
        #expect(fresh.execute("state").text == session.execute("state").text)
    }

    /// Found by the session fuzzer (examples/adaptive-buttons.vsh as its seed): the prelude's
    /// `.reportWidth` reads `proxy.size.width`, which `save` took for the state `width`, so
    /// `state width` was written before `state pets` and `state` listed them the other way round.
    @Test func definitionsKeepTheirOrderWhenAMemberSharesAName() throws {
        let (text, session, fresh) = try Self.roundTrip([
            "state pets = [1]", "state width: CGFloat = 390", "view Card = text \"a\" .frame(width: width) .padding(.leading)",
            "state leading = 2",
        ])
        #expect(Self.body(text) == """
            state pets = [1]
            state width: CGFloat = 390
            view Card = text "a" .frame(width: width) .padding(.leading)
            state leading = 2

            """)
        #expect(fresh.execute("state").text == session.execute("state").text)
    }

    /// Found by the session fuzzer: a state redefined to read a state defined after it was written
    /// after that one, so `state` listed them in another order once reloaded. A state keeps its
    /// place and is written with its live value; a view waits for what it names.
    @Test func aStateKeepsItsPlaceWhenItReadsALaterOne() throws {
        let (text, session, fresh) = try Self.roundTrip([
            "state tallest: CGFloat = 0", "view Row = text \"x\"", "state brew = \"Brew\"",
            "state tallest: CGFloat = CGFloat(brew.count)", "view Row = text brew", "root = Row",
        ])
        #expect(Self.body(text) == """
            state tallest: CGFloat = 4
            state brew = "Brew"
            view Row = text brew
            root = Row

            """)
        #expect(fresh.execute("state").text == session.execute("state").text)
    }

    /// A view redefined to use a modifier defined after it is written after that modifier: a word
    /// after a `.` counts when it names a modifier (found in review of the fix above).
    @Test func aModifierUsedByAnEarlierViewIsWrittenFirst() throws {
        let (text, _, _) = try Self.roundTrip([
            "view Row = text \"x\"", "modifier m2 = .padding(3)", "view Row = text \"x\" .m2", "root = Row",
        ])
        #expect(Self.body(text) == "modifier m2 = .padding(3)\nview Row = text \"x\" .m2\nroot = Row\n")
    }

    /// Found by the session fuzzer (a transcript's inputs as its seed): `save` wrote the window's
    /// size, not its device, so a reload lost the safe area.
    @Test func aDeviceWindowIsSavedAsTheDevice() throws {
        let (text, session, fresh) = try Self.roundTrip(["device iPhone 15 Pro", "text \"Hello\""])
        #expect(Self.body(text) == "device iPhone 15 Pro\nroot = text \"Hello\"\n")
        #expect(fresh.document.window == session.document.window)
        #expect(fresh.execute("layout --json").text == session.execute("layout --json").text)
    }

    @Test func optionsKeepEveryDigit() throws {
        let (text, _, fresh) = try Self.roundTrip(["option charWidth 0.001", "option lineHeight 12.345678"])
        #expect(Self.body(text) == "option charWidth 0.001\noption lineHeight 12.345678\n")
        #expect(fresh.document.options.layout.charWidth == 0.001)
    }

    @Test func aStateComputedFromAnotherKeepsItsValue() throws {
        // t was defined after n moved to 2: a fresh load must not compute it from n = 1.
        let (text, _, fresh) = try Self.roundTrip(["state n: CGFloat = 1", "set n = 2", "state t = \"\\(n)\"", "text t"])
        #expect(Self.body(text) == "state n: CGFloat = 1\nset n = 2\nstate t = \"\\(n)\"\nroot = text t\n")
        #expect(fresh.execute("state").text == "n = 2  (initially 1)\nt = \"2\"\n")
    }

    @Test func whenNoSetCanRebuildAValueItIsWrittenAsALiteral() throws {
        let (text, session, fresh) = try Self.roundTrip([
            "state n: CGFloat = 1", "set n = 2", "state t = \"\\(n)\"", "envkey e = n * 3", "set n = 5", "text t",
        ])
        #expect(Self.body(text) == "state n: CGFloat = 1\nstate t = \"2\"\nenvkey e = 6\nroot = text t\nset n = 5\n")
        #expect(fresh.execute("state").text == session.execute("state").text)
        #expect(fresh.execute("env").text == session.execute("env").text)
    }

    @Test func numbersInStatesReadBackExactly() throws {
        let (text, session, fresh) = try Self.roundTrip([
            "state a: CGFloat = 0", "set a = 0.1 + 0.2", "state b: [CGFloat] = []", "set b = [1e-300, -.infinity, 1.5e20, 1 / -.infinity]",
        ])
        #expect(Self.body(text).hasSuffix("set a = 0.30000000000000004\nset b = [1e-300, -.infinity, 1.5e+20, 0]\n"))  // states hold no −0
        #expect(fresh.document.stateValues == session.document.stateValues)
    }

    /// Found by the property test at 10,000 sessions (seed 6464): `set s = -0.0` was kept as −0,
    /// saved as `set s = -0.0`, and on load `set` saw no change (−0 == 0) and left 0.
    @Test func aStateHoldsNoNegativeZero() throws {
        let (text, _, fresh) = try Self.roundTrip(["state s: CGFloat = 0", "set s = 20", "set s = -0.0", "text \"\\(1 / s)\""])
        #expect(Self.body(text) == "state s: CGFloat = 0\nroot = text \"\\(1 / s)\"\n")
        #expect(fresh.execute("layout").text.contains("text \"inf\""))  // not "-inf": the state is +0, and Swift interpolates ∞ as inf
    }

    @Test func anOptionalStateEndsItsLine() throws {
        let (text, _, fresh) = try Self.roundTrip(["state maybe: String?", "text \"a\""])
        #expect(Self.body(text) == "state maybe: String?\nroot = text \"a\"\n")
        #expect(fresh.execute("tree").text == "0  text \"a\"\n")
    }

    @Test func parenthesesThatMatterAreWritten() throws {
        // Found by the session fuzzer: `(l + []).count` was written `l + [].count`.
        let (text, _, _) = try Self.roundTrip(["state l: [CGFloat] = [1]", "text \"\\((l + []).count) \\((true ? 1 : 2) == 1 ? 3 : 4)\""])
        #expect(text.contains("text \"\\((l + []).count) \\((true ? 1 : 2) == 1 ? 3 : 4)\""))
    }

    @Test func aRedefinitionThatBreaksAUseIsRefused() {
        let session = makeSession()
        run(session, ["view Row(label: String) = text label", "vstack < Row(label: \"a\") >"])
        let output = session.execute("view Row(title: String) = text title")
        #expect(!output.succeeded)
        #expect(output.text.hasPrefix("error: view 'Row' is used at 0.0 as 'Row(label: \"a\")', which the new parameters do not take"))
        run(session, ["view Row(label: String, size: CGFloat = 1) = text label"])  // still fits
    }
}
