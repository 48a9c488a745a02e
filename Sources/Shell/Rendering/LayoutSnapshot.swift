import ViewEngine

/// What one layout produced, flattened for the renderers (`layout`, `render`, `export svg`,
/// `layout --json`): one entry per laid-out node in tree (pre-)order. Views and the
/// modifiers that wrap them each have an entry, as SwiftUI gives each modifier its own
/// layout; a modifier's `depth` is its view's, so renderers can group them.
struct LayoutSnapshot: Sendable, Equatable {
    struct Node: Sendable, Equatable {
        /// Where commands find the view (`0.1`, `0.1.bg` for a background's content).
        var address: String
        /// How the node reads in the tree: `text "Brew"`, `vstack(spacing: 4)`, `.padding(8)`.
        var label: String
        /// Nesting of views (a view's modifiers share its depth).
        var depth: Int
        /// A modifier wrapping the view at `address` (drawn as part of that view's box).
        var isModifier: Bool
        /// The proposal the node was placed with (nil = unspecified, .infinity allowed).
        var proposalWidth: Double?
        var proposalHeight: Double?
        /// The size it chose and where it is, in root coordinates (y down).
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        /// For text: the lines as laid out (wrapped, truncated with …).
        var textLines: [String]?
        /// How the view is drawn (its shape and colour), from its catalogue entry.
        var drawing: Drawing?

        init(
            address: String, label: String, depth: Int, isModifier: Bool = false,
            proposalWidth: Double?, proposalHeight: Double?, x: Double, y: Double, width: Double, height: Double,
            textLines: [String]? = nil, drawing: Drawing? = nil
        ) {
            self.address = address
            self.label = label
            self.depth = depth
            self.isModifier = isModifier
            self.proposalWidth = proposalWidth
            self.proposalHeight = proposalHeight
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.textLines = textLines
            self.drawing = drawing
        }
    }

    /// The root proposal (`propose WxH`).
    var proposalWidth: Double?
    var proposalHeight: Double?
    var nodes: [Node]
    /// The device window, when it has a safe area to show (§17).
    var window: Window?
}
