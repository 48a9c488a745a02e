import Diagnostics
import ViewEngine
import ViewSyntax

/// `.fill`, `.stroke` and `.strokeBorder` are `Shape` methods in SwiftUI: they follow a shape
/// directly (or another of them), and nothing else compiles. The shell refuses them elsewhere
/// where they are written, rather than drawing something Swift would not build.
extension Lowerer {
    /// Checks the restyling modifiers among `added` (the syntax of the last `added.count` of
    /// `all`, the view's whole chain); `view` is the view's keyword (nil in a modifier
    /// definition, which applies to any view).
    mutating func checkShapeStyles(_ all: [ModifierNode], added: [ModifierSyntax], view: String?) -> Bool {
        let first = all.count - added.count
        for (index, modifier) in all.enumerated() where index >= first && Self.isShapeStyle(modifier.name) {
            let syntax = added[index - first]
            guard let view else {
                error("'.\(modifier.name)' restyles a shape, so it cannot be part of a modifier definition (it applies to any view)",
                      at: syntax.nameRange)
                return false
            }
            guard ViewCatalog.info(view)?.isShape == true else {
                error("'.\(modifier.name)' needs a shape (circle, rect, capsule, ellipse, roundedrect …); '\(view)' is not one",
                      at: syntax.nameRange)
                return false
            }
            if let other = all[..<index].first(where: { !Self.isShapeStyle($0.name) }) {
                error("'.\(modifier.name)' must follow the shape directly, before '.\(other.name)': a Shape method, it does not apply to a modified view",
                      at: syntax.nameRange)
                return false
            }
        }
        return true
    }

    static func isShapeStyle(_ name: String) -> Bool {
        if case .shapeStyle? = ModifierCatalog.info(name)?.effect { return true }
        return false
    }
}
