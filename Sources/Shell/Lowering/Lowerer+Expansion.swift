import Diagnostics
import ViewEngine
import ViewSyntax

extension Lowerer {
    /// A view or modifier whose every use would build more than `ExpansionSize.limit` nodes
    /// (each level using the previous one twice), or nest them deeper than its `heightLimit`,
    /// is refused when it is defined, naming the one that is too big — this one, or one that
    /// uses it when it was redefined.
    mutating func rejectExplosion(at name: Name, restoring previous: Definitions) {
        guard !hasErrors, let defined = document.definitions[name.text]?.kind else { return }
        var sizes = ExpansionSize(definitions: document.definitions, tree: document.tree)
        guard let (tooBig, kind, measure) = sizes.firstTooBig() else { return }
        document.definitions = previous
        let what = tooBig == name.text ? "\(defined.noun) '\(name.text)' would build"
            : "redefining \(defined.noun) '\(name.text)' would make \(kind.noun) '\(tooBig)' build"
        error("\(what) \(measure.description) at each use; does a definition use another several times?", at: name.range)
    }
}
