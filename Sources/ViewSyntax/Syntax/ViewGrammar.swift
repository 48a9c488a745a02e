/// The view words of the language and what may follow each — the one piece of the vocabulary
/// the parser needs. The shell builds it from the view catalogue (and the session's own views
/// that take content), so a new built-in view never touches the parser: its catalogue entry
/// says which parts it has.
///
/// Words that take `< children >` (and the original reserved view words) are lexed as keywords:
/// a `<` after them opens children everywhere, which is what lets the statement splitter find
/// where a statement ends without parsing it. Other view words (`circle`, `label`) stay
/// ordinary identifiers outside view position, so `label` can still name a closure parameter.
public struct ViewGrammar: Sendable {
    public struct Shape: Sendable, Equatable {
        /// A value written after the word without parentheses: `text "Brew"`, `color red`,
        /// `foreach rows`.
        public enum Operand: Sendable, Equatable {
            case none
            /// Always written; the text says what was expected (`a string or expression after 'text'`).
            case required(String)
            /// Written unless `( … )` arguments are (`foreach rows` / `foreach(rows, id: \.0)`).
            case unlessArguments(String)
            /// A string literal, if one follows (`image "logo"`; else `( … )` arguments).
            case string
            /// A string literal, a name, a number or a binding, if one follows on the same line.
            case optional
        }

        /// `{ … }` after the word (or its operand): `geometry { proxy in … }`.
        public enum Closure: Sendable, Equatable {
            case none
            /// The text says what was expected (`'{ proxy in … }' after 'geometry'`).
            case required(String)
            case optional
        }

        public var operand: Operand
        public var children: Bool
        public var closure: Closure
        /// A keyword everywhere (it cannot name a state or a parameter).
        public var isReserved: Bool

        public init(operand: Operand = .none, children: Bool = false, closure: Closure = .none, isReserved: Bool = false) {
            self.operand = operand
            self.children = children
            self.closure = closure
            self.isReserved = isReserved
        }

        /// Lexed as a keyword token rather than an identifier.
        var isKeyword: Bool { isReserved || children }
    }

    public private(set) var shapes: [String: Shape]
    /// Keyword spellings of eight bytes or less packed into integers (the lexer's hot path).
    private var packed: [UInt64: TokenKind] = [:]
    private var long: [String: TokenKind] = [:]

    public init(_ shapes: [String: Shape]) {
        self.shapes = shapes
        for (word, shape) in shapes where shape.isKeyword {
            let kind: TokenKind = shape.children ? .stackKeyword : .viewKeyword
            let bytes = Array(word.utf8)
            if bytes.count <= 8 { packed[Keywords.pack(bytes, 0, bytes.count)] = kind } else { long[word] = kind }
        }
    }

    public func shape(of word: String) -> Shape? { shapes[word] }

    /// Every view word, sorted (for "did you mean").
    public var words: [String] { shapes.keys.sorted() }

    /// Words that take children (for "only … take children" notes).
    public var childrenWords: [String] { shapes.filter(\.value.children).keys.sorted() }

    /// The keyword kind of `bytes[start..<end]`, if it is a keyword view word.
    func keywordKind(_ bytes: [UInt8], _ start: Int, _ end: Int) -> TokenKind? {
        let count = end - start
        if count <= 8 { return packed.isEmpty ? nil : packed[Keywords.pack(bytes, start, end)] }
        guard !long.isEmpty, count <= 64 else { return nil }
        return long[String(decoding: bytes[start..<end], as: UTF8.self)]
    }
}
