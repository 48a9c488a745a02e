import Foundation
import Testing
@testable import Shell

/// Tab completion: (line up to the cursor, the candidates offered, how many characters they replace).
@Suite struct CompletionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var candidates: [String]
        var replacing: Int
        var testDescription: String { "\(line.debugDescription) → \(candidates)" }

        init(_ line: String, _ candidates: [String], replacing: Int) {
            self.line = line
            self.candidates = candidates
            self.replacing = replacing
        }
    }

    /// A session with a user view, modifier, states, an envkey, an alignment and a tree with an `#id`,
    /// working in a folder with a few files.
    static func session(in directory: String) throws -> Session {
        let fm = FileManager.default
        try fm.createDirectory(atPath: directory + "/sub", withIntermediateDirectories: true)
        for file in ["a.vsh", "ab.vsh", "notes.txt", ".hidden", "sub/inner.vsh"] {
            try writeFile("", to: directory + "/" + file)
        }
        let session = makeSession(in: directory)
        run(session, [
            "state tallest: CGFloat = 0",
            "state other = 1",
            "envkey accent = \"blue\"",
            "alignment column: horizontal { d in d[.leading] }",
            "modifier card = .padding(8)",
            "view Row(height: Binding<CGFloat>) = text \"row\" .frame(height: height)",
            "vstack < Row(height: $tallest) hstack < rect text \"x\" .id(footer) > >",
        ])
        return session
    }

    static let cases: [Case] = [
        // commands and views at the start of a line
        Case("tr", ["translate", "tree"], replacing: 2),
        Case("tre", ["tree"], replacing: 3),
        Case("und", ["undo"], replacing: 3),
        Case("vst", ["vstack"], replacing: 3),
        Case("Ro", ["Row"], replacing: 2),
        Case("sta", ["state"], replacing: 3),
        Case("ro", ["root", "roundedrect"], replacing: 2),
        Case("alig", ["alignment"], replacing: 4),
        // modifiers: built-in, prelude and user-defined
        Case("text \"a\" .read", [".readHeight"], replacing: 5),
        Case("text \"a\" .pad", [".padding"], replacing: 4),
        Case("text \"a\" .ca", [".card"], replacing: 3),
        Case("vstack < rect >.fixed", [".fixedSize"], replacing: 6),
        Case("vstack <\n  text \"a\" .read", [".readHeight"], replacing: 5),
        // implicit members inside an argument list, including a custom alignment
        Case("text \"a\" .frame(alignment: .topL", [".topLeading"], replacing: 5),
        Case("vstack(alignment: .col", [".column"], replacing: 4),
        Case("text \"a\" .padding(.hor", [".horizontal"], replacing: 4),
        // environment key paths
        Case("text \"a\" .environment(\\.acc", ["\\.accent"], replacing: 5),
        Case("text \"a\" .environment(\\.fo", ["\\.font", "\\.foregroundStyle"], replacing: 4),
        // names inside the language: views, states, keys, colours; bindings
        Case("vstack < te", ["text", "texteditor", "textfield"], replacing: 2),
        // where a view goes: views only, never colour names or states; colours after `color`
        Case("vstack < cl", [], replacing: 2),
        Case("vstack < rect cy", [], replacing: 2),
        Case("vstack < rect co", ["color", "contentunavailableview"], replacing: 2),
        Case("color cl", ["clear"], replacing: 2),
        Case("text tal", ["tallest"], replacing: 3),
        Case("if ot", ["other"], replacing: 2),
        Case("view V = hs", ["hstack"], replacing: 2),
        Case("state s = ot", ["other"], replacing: 2),
        Case("text \"a\" .background(te", ["text", "texteditor", "textfield"], replacing: 2),
        Case("text \"a\" .background(ta", ["tabview", "tallest"], replacing: 2),
        Case("vstack <\n  Ro", ["Row"], replacing: 2),
        Case("text \"a\" .frame(height: tal", ["tallest"], replacing: 3),
        Case("Row(height: $ta", ["$tallest"], replacing: 3),
        Case("text \"a\" .onPreferenceChange(Hei", ["HeightKey"], replacing: 3),
        Case("color re", ["red"], replacing: 2),
        Case("color ", ["accent", "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo",
                        "mint", "orange", "other", "pink", "primary", "purple", "red", "secondary", "tallest", "teal",
                        "white", "yellow"], replacing: 0),
        // member access completes nothing; nor does a number
        Case("text proxy.si", [], replacing: 0),
        Case("text a.b.si", [], replacing: 0),
        // after an implicit member the dot starts a modifier (`Color.red.frame` in Swift)
        Case("color .red.fram", [".frame"], replacing: 5),
        Case("text \"a\" .frame(width: 0.", [], replacing: 0),
        // node addresses and #ids
        Case("remove 0.", ["0.0", "0.1", "0.1.0", "0.1.1"], replacing: 2),
        Case("remove 0.0", ["0.0"], replacing: 3),
        Case("remove 0.1.", ["0.1.0", "0.1.1"], replacing: 4),
        Case("remove #", ["#footer"], replacing: 1),
        Case("tree 0.1.1", ["0.1.1"], replacing: 5),
        Case("insert ", ["#footer", "0", "0.0", "0.1", "0.1.0", "0.1.1"], replacing: 0),
        Case("text \"a\" .overlay(text \"b\") #f", ["#footer"], replacing: 2),
        // a command's view argument completes as the language
        Case("insert 0.1 text \"a\" .pa", [".padding"], replacing: 3),
        Case("insert 0.1 te", ["text", "texteditor", "textfield"], replacing: 2),
        // export: the format, then a file name
        Case("export ", ["html", "svg"], replacing: 0),
        Case("export s", ["svg"], replacing: 1),
        Case("export svg ", ["a.vsh", "ab.vsh", "notes.txt", "sub/"], replacing: 0),
        Case("export svg a", ["a.vsh", "ab.vsh"], replacing: 1),
        Case("export svg a.vsh ", [], replacing: 0),
        // prefs: a key or an address, then an address
        Case("prefs ", ["#footer", "0", "0.0", "0.1", "0.1.0", "0.1.1", "HeightKey", "MaxWidthKey"], replacing: 0),
        Case("prefs Hei", ["HeightKey"], replacing: 3),
        Case("prefs HeightKey 0.1.", ["0.1.0", "0.1.1"], replacing: 4),
        Case("modify 0.1 .ca", [".card"], replacing: 3),
        // states after set; the value is an expression
        Case("set ta", ["tallest"], replacing: 2),
        Case("set ", ["other", "tallest"], replacing: 0),
        Case("set tallest = oth", ["other"], replacing: 3),
        // options and their values
        Case("option dynamicS", ["dynamicSlotsInjectDefault"], replacing: 8),
        Case("option lag ", ["nextFrame", "sameFrame"], replacing: 0),
        Case("option lag ne", ["nextFrame"], replacing: 2),
        Case("option nope ", [], replacing: 0),
        // files, relative to the working directory; hidden ones only when asked for
        Case("load a", ["a.vsh", "ab.vsh"], replacing: 1),
        Case("load ", ["a.vsh", "ab.vsh", "notes.txt", "sub/"], replacing: 0),
        Case("load s", ["sub/"], replacing: 1),
        Case("load sub/", ["sub/inner.vsh"], replacing: 4),
        Case("load sub/in", ["sub/inner.vsh"], replacing: 6),
        Case("load .h", [".hidden"], replacing: 2),
        Case("save no", ["notes.txt"], replacing: 2),
        Case("load missing/", [], replacing: 8),
        // help topics, defs kinds and names
        Case("help .pad", [".padding"], replacing: 4),
        Case("help und", ["undo"], replacing: 3),
        Case("help .rea", [".readHeight"], replacing: 4),
        Case("help Hei", ["HeightKey"], replacing: 3),
        Case("help env", ["env", "envkey"], replacing: 3),
        Case("help ex", ["exit", "export"], replacing: 2),
        Case("help .qu", [".quit"], replacing: 3),
        // shell words come from the command table, aliases included
        Case("hist", ["history"], replacing: 4),
        Case(".q", [".quit"], replacing: 2),
        Case("defs vi", ["view"], replacing: 2),
        Case("defs Ro", ["Row"], replacing: 2),
        // commands without arguments complete nothing
        Case("undo ", [], replacing: 0),
        Case("quit x", [], replacing: 0),
    ]

    @Test(arguments: cases)
    func completes(_ example: Case) throws {
        try withTemporaryDirectory { directory in
            let session = try Self.session(in: directory)
            let result = session.completions(for: example.line)
            #expect(result.candidates == example.candidates)
            #expect(result.replacing == example.replacing)
        }
    }

    @Test func theFirstWordOffersCommandsViewsAndDefinitionWords() throws {
        try withTemporaryDirectory { directory in
            let session = try Self.session(in: directory)
            let all = session.completions(for: "").candidates
            for word in ["tree", "load", "undo", "vstack", "text", "Row", "key", "state", "envkey", "alignment", "modifier", "view", "root"] {
                #expect(all.contains(word), "'\(word)' is missing")
            }
            #expect(all == all.sorted())
            #expect(Set(all).count == all.count)
            #expect(!all.contains("tallest"), "a state cannot start a statement")
        }
    }

    @Test func completionFollowsTheDocument() throws {
        try withTemporaryDirectory { directory in
            let session = try Self.session(in: directory)
            #expect(session.completions(for: "set ne").candidates == [])
            run(session, ["state newest = 2"])
            #expect(session.completions(for: "set ne").candidates == ["newest"])
            run(session, ["remove 0.1"])
            #expect(session.completions(for: "remove #").candidates == [])
            #expect(session.completions(for: "remove 0.").candidates == ["0.0"])
            #expect(session.completions(for: "remove 0.1").candidates == [])
        }
    }

    @Test func replacingCountsCharactersNotBytes() throws {
        try withTemporaryDirectory { directory in
            let session = try Self.session(in: directory)
            run(session, ["state café = 1"])
            let result = session.completions(for: "set caf")
            #expect(result.candidates == ["café"])
            #expect(result.replacing == 3)
            #expect(session.completions(for: "text \"中文\" .pad").replacing == 4)
        }
    }
}
