/// The bar a `NavigationStack`'s root shows (Docs/Semantics.md §17.5), read from its content as
/// written. In SwiftUI the title and its display mode are preferences the stack reads from its
/// root view; viewsh reads them from the source: the first `.navigationBarTitleDisplayMode(…)`
/// and whether any `.navigationTitle(…)` appears, in the content and in the bodies of this
/// file's views it names (not inside a nested NavigationStack). `.toolbar(.hidden, …)` or
/// `.navigationBarHidden(true)` hide the bar.
struct NavigationBarScan {
    var structs: [String: SwiftTypeDecl]
    private(set) var hasTitle = false
    private(set) var displayMode: String?
    private(set) var isHidden = false
    private var visited = Set<String>()
    /// Views named inside views are followed this deep (a file's views are few; the bound keeps
    /// a view that names itself from looping).
    private static let depthLimit = 32

    /// Modifiers whose content is shown elsewhere (pushed, presented, in a bar).
    static let elsewhere: Set<String> = [
        "navigationDestination", "sheet", "fullScreenCover", "popover", "toolbar", "alert", "confirmationDialog",
    ]

    init(structs: [String: SwiftTypeDecl]) { self.structs = structs }

    /// `large`, `inline` or `hidden`: `.automatic` at the stack's root is a large title when the
    /// root has one, and an inline bar (44 pt, empty) when it has none.
    static func bar(of content: [SwiftStmt], structs: [String: SwiftTypeDecl]) -> String {
        var scan = NavigationBarScan(structs: structs)
        scan.visit(content, depth: 0)
        if scan.isHidden { return "hidden" }
        switch scan.displayMode {
        case "inline"?: return "inline"
        case "large"?: return "large"
        default: return scan.hasTitle ? "large" : "inline"
        }
    }

    mutating func visit(_ statements: [SwiftStmt], depth: Int) {
        for statement in statements { visit(statement, depth: depth) }
    }

    mutating func visit(_ statement: SwiftStmt, depth: Int) {
        switch statement.kind {
        case .expression(let e), .returnStatement(let e?): visit(e, depth: depth)
        case .declaration(let decl):
            if case .variable(let variable) = decl.kind, let initializer = variable.initializer { visit(initializer, depth: depth) }
        case .ifStatement(_, let then, let otherwise):
            visit(then, depth: depth)
            visit(otherwise ?? [], depth: depth)
        case .switchStatement(_, let cases):
            for c in cases { visit(c.body, depth: depth) }
        case .forIn(_, _, _, let body), .whileLoop(_, let body), .repeatWhile(let body, _), .other(_, let body), .guardStatement(_, let body):
            visit(body, depth: depth)
        default:
            break
        }
    }

    mutating func visit(_ expr: SwiftExpr, depth: Int) {
        switch expr.kind {
        case .call(let callee, let arguments, let closures):
            if case .member(let base, let name, _) = callee.kind {
                modifier(name, arguments)
                visit(base, depth: depth)
                // A pushed, presented or toolbar view is not the root: its title is its own.
                if Self.elsewhere.contains(name) { return }
            } else if case .identifier(let name) = callee.kind {
                if name == "NavigationStack" || name == "NavigationView" { return }  // its own bar
                if name == "NavigationLink", structs[name] == nil {
                    // Its destination is pushed: only its title and label are part of the root (§17.6).
                    for argument in arguments where argument.label?.text != "destination" { visit(argument.value, depth: depth) }
                    for (index, closure) in closures.enumerated() where Translator.isLinkLabel(index, closure, arguments) {
                        visit(closure.closure.body, depth: depth)
                    }
                    return
                }
                follow(name, depth: depth)
            } else {
                visit(callee, depth: depth)
            }
            for argument in arguments { visit(argument.value, depth: depth) }
            for closure in closures { visit(closure.closure.body, depth: depth) }
        case .identifier(let name):
            follow(name, depth: depth)
        case .closure(let closure):
            visit(closure.body, depth: depth)
        case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .prefix(_, let base), .cast(let base, _, _):
            visit(base, depth: depth)
        case .ternary(_, let a, let b), .binary(_, let a, let b, _):
            visit(a, depth: depth)
            visit(b, depth: depth)
        case .statement(let statement):
            visit(statement, depth: depth)
        default:
            break
        }
    }

    /// A modifier that configures the bar.
    mutating func modifier(_ name: String, _ arguments: [SwiftArgument]) {
        let first = arguments.first?.value.kind
        switch name {
        case "navigationTitle":
            hasTitle = true
        case "navigationBarTitle":
            // iOS 13's `.navigationBarTitle("About", displayMode: .inline)`: a title and its mode.
            hasTitle = true
            if displayMode == nil, case .implicitMember(let mode)? = arguments.first(where: { $0.label?.text == "displayMode" })?.value.kind {
                displayMode = mode
            }
        case "navigationBarTitleDisplayMode":
            if displayMode == nil, case .implicitMember(let mode)? = first { displayMode = mode }
        case "navigationBarHidden":
            if case .bool(true)? = first { isHidden = true }
        case "toolbar":
            // `.toolbar(.hidden)` or `.toolbar(.hidden, for: .navigationBar)`; not another bar's.
            let bars = arguments.dropFirst().filter { $0.label?.text == "for" }.map(\.value.kind)
            if case .implicitMember("hidden")? = first, bars.isEmpty || bars.contains(.implicitMember("navigationBar")) {
                isHidden = true
            }
        default:
            break
        }
    }

    /// A view of this file named in the content: its body is part of the root.
    mutating func follow(_ name: String, depth: Int) {
        guard depth < Self.depthLimit, let type = structs[name], type.conforms(to: "View"), visited.insert(name).inserted,
              let body = Translator.bodyStatements(of: type) else { return }
        visit(body, depth: depth + 1)
    }
}
