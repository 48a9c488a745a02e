import Shell
import ViewEngine

/// The words of the language for libFuzzer's `-dict=` (scripts/fuzz writes it): view keywords,
/// modifiers, commands, options and their values, definition words, environment key paths,
/// alignments, colours, hostile numbers and punctuation — from the catalogues, so it stays current.
public enum FuzzDictionary {
    public static var words: [String] {
        var words = ViewCatalog.keywords + ModifierCatalog.names.map { "." + $0 }
            + Session.commandUsages.map(\.name)
            + OptionTable.all.flatMap { [$0.name] + $0.values }
            + ["key", "state", "envkey", "alignment", "modifier", "view", "root", "reduce", "if", "else", "in", "nil", "true", "false"]
            + EnvironmentCatalog.names.map { "\\." + $0 }
            + (GeometryNames.alignments + GeometryNames.edges + GeometryNames.horizontalGuides + GeometryNames.verticalGuides)
                .map { "." + $0 }
            + GeometryNames.colors
            + NamedReducer.allCases.map(\.rawValue)
            + ["CGFloat", "String", "Bool", "[CGFloat]", "[Int: CGFloat]", "[:]", "String?", "Binding<CGFloat>", "CGFloat.self", "HeightKey", "readHeight"]
            + ScriptGenerator.hostileNumbers
            + [" < ", " >", "{ ", " }", " in ", "$0", "$1", "\\(", ")", "..<", "...", " = ", ": ", ", ", "\n", "\"", "//", "proxy.size.width",
               "d[.leading]", "nextValue()", "value", "--json", "#id", "0.0.1", "0.0.0[1]", ".bg",
               "print(", "separator: ", "terminator: ", "String(format: ", "%d", "%.2f", "%@", "%%",
               ".formatted(", ".currency(code: \"USD\")", ".precision(.fractionLength(", ".notation(.compactName)",
               " ~= ", ".loaded(", "s.0"]
        var seen = Set<String>()
        words.removeAll { !seen.insert($0).inserted }
        return words
    }

    /// The dictionary in libFuzzer's format: one `"word"` a line, escaped.
    public static var text: String {
        words.map { word in
            var escaped = ""
            for byte in word.utf8 {
                switch byte {
                case UInt8(ascii: "\""): escaped += "\\\""
                case UInt8(ascii: "\\"): escaped += "\\\\"
                case 0x20..<0x7F: escaped.append(Character(UnicodeScalar(byte)))
                default: escaped += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
            return "\"\(escaped)\"\n"
        }.joined()
    }
}
