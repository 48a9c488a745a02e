import Diagnostics
import ViewSyntax

/// Views that choose among their children by a selection: a Picker's options and a TabView's
/// tabs are named by `.tag` (Docs/Semantics.md §16.6, §17.7). SwiftUI tags each view a ForEach
/// makes with its element's id, so options written with ForEach need no `.tag`; viewsh's
/// `foreach` does not, so the translation writes that tag.
extension Translator {
    /// The views that select by tag.
    static let selectingViews: Set<String> = ["picker", "tabview"]

    /// `children` with each view of a direct `foreach` tagged by its element's id, unless it has
    /// a `.tag` already: `id: \.self` (or a range) tags the element, `id: \.a.b` its `a.b`, no
    /// `id:` (an Identifiable element) its `id`.
    func taggingForEachElements(_ children: [Expr]) -> [Expr] {
        children.map { child in
            guard case .view(var syntax) = child.kind, syntax.keyword == "foreach", var closure = syntax.closure else { return child }
            let range = closure.range
            if closure.parameters.first?.name == "_" { closure.parameters[0].name = "element_" }  // `{ _ in … }`: named to be tagged
            var id = closure.parameters.first.map { Expr(.identifier($0.name), $0.range) } ?? Expr(.shorthandArgument(0), range)
            if let path = syntax.arguments.first(where: { $0.label == "id" }) {
                guard case .keyPath(let names) = path.value.kind else { return child }
                for name in names where name != "self" { id = Expr(.member(id, name: name, nameRange: path.value.range), path.value.range) }
            } else if !Self.identifiesItself(syntax.operand ?? syntax.arguments.first?.value) {
                id = Expr(.member(id, name: "id", nameRange: range), range)
            }
            closure.body = closure.body.map { statement in
                // An `if` is left untagged (§16.6): Swift cannot write a modifier on one.
                guard case .expression(let content) = statement.kind, !Self.hasTag(content) else { return statement }
                if case .conditional = content.kind { return statement }
                let tag = ModifierSyntax(name: "tag", nameRange: content.range, arguments: [Argument(value: id)], range: content.range)
                return Statement(.expression(applying([tag], to: content)), statement.range)
            }
            syntax.closure = closure
            return Expr(.view(syntax), child.range)
        }
    }

    /// Data whose elements are their own ids: a range, or an enum's cases (`Flavor.allCases`
    /// becomes a list of members; such an enum is Identifiable by `self`, or its cases would
    /// not match a selection of the enum's type).
    static func identifiesItself(_ expr: Expr?) -> Bool {
        switch expr?.kind {
        case .binary(let op, _, _)?: return op == .halfOpenRange || op == .closedRange
        case .list(let items)?: return !items.isEmpty && items.allSatisfy { if case .implicitMember = $0.kind { true } else { false } }
        default: return false
        }
    }

    static func hasTag(_ view: Expr) -> Bool {
        if case .modified(_, let modifiers) = view.kind { return modifiers.contains { $0.name == "tag" } }
        return false
    }

    /// `Picker("Flavor", selection: $f) { … }`: the catalogue's view; a `label:` view is the
    /// control's accessibility label on iOS, not laid out: dropped, with a note.
    mutating func picker(_ view: SwiftCatalogue.View, nameRange: SourceRange, _ arguments: [SwiftArgument],
                         _ closures: [SwiftTrailingClosure], range: SourceRange, _ scope: Scope) -> Expr? {
        var kept = arguments
        var content = closures
        if let index = kept.firstIndex(where: { $0.label?.text == "label" }) {
            ignore("Picker's label", at: kept[index].range, host: true)
            kept.remove(at: index)
        }
        if let index = content.firstIndex(where: { $0.label?.text == "label" }) {
            ignore("Picker's label", at: content[index].closure.range, host: true)
            content.remove(at: index)
        }
        return catalogueView(view, name: "Picker", nameRange: nameRange, kept, content, range: range, scope)
    }
}
