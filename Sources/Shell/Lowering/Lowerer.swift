import Diagnostics
import ViewEngine
import ViewSyntax

/// Turns syntax into the engine's model, checking every name against the definitions
/// and the catalogs. Works on its own copy of the document: the caller commits
/// `document` only when `diagnostics` has no error, so a bad line changes nothing.
struct Lowerer {
    var document: Document
    var diagnostics: [Diagnostic] = []
    /// Definitions made by the prelude are marked so `save` can leave them out.
    let isPrelude: Bool

    /// Names bound by enclosing closures and view/modifier parameters, innermost last.
    var scopes: [Set<String>] = []
    /// How many `$n` the innermost closure accepts (0 outside closures).
    var shorthandLimit = 0
    /// True inside a key's reduce body, where `nextValue()` exists.
    var allowsNextValue = false
    /// Names given by `let`, `var`, `for` and a layout's parameters, innermost last, with the
    /// depth of `scopes` they live at (Lowerer+Statements.swift).
    var bindings: [LocalBinding] = []
    /// Enclosing loops of the statements being lowered (for `break` and `continue`).
    var loopDepth = 0
    /// `scopes.count` where the innermost closure passed to `map`, `filter`, `reduce` … starts:
    /// it cannot change the variables outside it.
    var closureBoundary = 0
    /// While a layout is lowered: its functions, and the layouts its code names.
    var layoutFunctions: [String: FunctionNode] = [:]
    var usedLayouts: [String] = []

    init(document: Document, isPrelude: Bool = false) {
        self.document = document
        self.isPrelude = isPrelude
    }

    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    mutating func error(_ message: String, at range: SourceRange, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(message, at: range, notes: notes))
    }

    mutating func error(_ message: String, at range: SourceRange, suggesting name: String, from candidates: [String]) {
        diagnostics.append(Diagnostic.error(message, at: range).suggesting(name, from: candidates))
    }

    func isLocal(_ name: String) -> Bool { scopes.contains { $0.contains(name) } }

    var localNames: [String] { scopes.flatMap { $0 } }

    /// Runs `body` with extra names in scope.
    mutating func withScope<T>(_ names: [String], shorthands: Int? = nil, nextValue: Bool? = nil, _ body: (inout Lowerer) -> T) -> T {
        let savedShorthands = shorthandLimit, savedNextValue = allowsNextValue
        scopes.append(Set(names))
        if let shorthands { shorthandLimit = shorthands }
        if let nextValue { allowsNextValue = nextValue }
        let result = body(&self)
        scopes.removeLast()
        shorthandLimit = savedShorthands
        allowsNextValue = savedNextValue
        return result
    }

    // MARK: Items

    /// Lowers one top-level item into the document.
    mutating func lower(_ item: Item) {
        switch item.kind {
        case .definition(let definition):
            lowerDefinition(definition, source: SyntaxPrinter.print(definition))
        case .root(let expr, _):
            guard checkNesting([expr], in: nil, parentRange: nil), let root = lowerView(expr) else { return }
            if !hasErrors { document.tree.setRoot(root) }
        }
    }
}
