import TranscriptKit
import ViewEngine
import ViewLayout

/// `export svg FILE`: the laid-out frames as a standalone SVG, drawn in points (1 pt = 1 user unit) and shown at 2×.
///
/// Each view is a rectangle on its frame (stroke colour by depth, light translucent fill),
/// labelled at its top-left with its label and size (at its bottom-left when a smaller box
/// shares that corner; clipped to the box), with a tooltip (`<title>`) giving its
/// address, label, proposal, size and frame. Text views show their lines in a monospace font
/// at the text model's positions. Modifiers are folded into their views, as in `render`.
/// The root's frame is a dashed outline; the picture grows to show views that overflow it.
enum SVGRenderer {
    static let margin = 16.0
    /// Stroke colours by depth (cycling).
    static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"]
    /// The text model's baseline (Docs/Semantics.md §8.1): 0.8 of the line height below the line's
    /// top (16 of 20 pt).
    static let ascent = 0.8
    static let captionLineHeight = 14.0
    /// The label's font size, and the room it takes above its baseline.
    static let labelHeight = 7.0

    static func render(_ snapshot: LayoutSnapshot) -> String {
        let root = snapshot.nodes.first.flatMap { isFinite($0) ? $0 : nil }
        var views: [(order: Int, node: LayoutSnapshot.Node)] = []
        var caption: [String] = []
        let proposal = size(snapshot.proposalWidth, snapshot.proposalHeight)
        if let first = snapshot.nodes.first {
            caption.append("proposal \(proposal) → root \(size(first.width, first.height))")
        } else {
            caption.append("proposal \(proposal) → empty tree")
        }
        for (order, node) in snapshot.nodes.enumerated() where !node.isModifier {
            if isFinite(node) {
                views.append((order, node))
            } else {
                caption.append("not drawn (not finite or too far): \(node.address) \(node.label)")
            }
        }

        // The drawing's bounds: the root, every view and the device's screen, so overflow shows.
        var frames = (root.map { [$0] } ?? []) + views.map(\.node)
        if let window = snapshot.window, let screen = screen(window) {
            frames.append(screen)
            caption.append(DeviceCommand.describe(window).trimmingCharacters(in: .newlines))
        }
        let minX = frames.map(\.x).min() ?? 0, minY = frames.map(\.y).min() ?? 0
        let maxX = frames.map { $0.x + $0.width }.max() ?? 0, maxY = frames.map { $0.y + $0.height }.max() ?? 0
        let captionTop = maxY - minY + 2 * margin
        let captionWidth = Double(caption.map(\.count).max() ?? 0) * 6.5
        let width = max(maxX - minX, captionWidth) + 2 * margin
        let height = captionTop + Double(caption.count) * captionLineHeight + margin / 2

        // Drawn at 1 pt = 1 unit, shown at twice that size: a phone-sized root reads well in a browser.
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width * 2))" height="\(n(height * 2))" viewBox="0 0 \(n(width)) \(n(height))">
              <title>viewsh layout: \(escape(caption[0]))</title>
              <style>
                .view { stroke-width: 1; fill-opacity: 0.08; }
                .zero { stroke-width: 1; stroke-dasharray: 2 2; }
                .frame { stroke-width: 0.5; fill: none; stroke-opacity: 0.6; }
                .shape { stroke: none; fill-opacity: 0.85; }
                .stroke { stroke-opacity: 0.9; }
                .root { fill: none; stroke: #999999; stroke-width: 1; stroke-dasharray: 4 2; }
                .label { font: 7px sans-serif; fill: #333333; paint-order: stroke; stroke: #ffffff; stroke-width: 1.5px; stroke-opacity: 0.8; }
                .line { font-family: monospace; fill: #222222; fill-opacity: 0.8; white-space: pre; }
                .caption { font: 11px sans-serif; fill: #555555; }
                .screen { fill: none; stroke: #555555; stroke-width: 1.5; }
                .unsafe { fill: #999999; fill-opacity: 0.18; stroke: none; }
              </style>
              <rect width="100%" height="100%" fill="#ffffff"/>
              <g transform="translate(\(n(margin - minX)) \(n(margin - minY)))">

            """
        if let window = snapshot.window, let screen = screen(window) {
            out += safeArea(window, screen)
        }
        if let root {
            out += "    <rect class=\"root\" x=\"\(n(root.x))\" y=\"\(n(root.y))\" width=\"\(n(root.width))\" height=\"\(n(root.height))\"/>\n"
        }
        // Painter's order: shallower first, then deeper; siblings in tree order.
        let lowered = labelsAtBottom(views)
        for (order, node) in views.sorted(by: { ($0.node.depth, $0.order) < ($1.node.depth, $1.order) }) {
            out += view(node, labelAtBottom: lowered.contains(order))
        }
        // Modifiers that draw (`.border`) go over the views, on their own frames (§15 rule 5).
        for node in snapshot.nodes where node.isModifier && isFinite(node) {
            guard let drawing = node.drawing, let shape = shape(drawing, node, title: escape("\(node.address) \(node.label)")) else { continue }
            out += shape
        }
        out += "  </g>\n"
        for (index, line) in caption.enumerated() {
            let y = captionTop + Double(index) * captionLineHeight
            out += "  <text class=\"caption\" x=\"\(n(margin))\" y=\"\(n(y))\">\(escape(line))</text>\n"
        }
        return out + "</svg>\n"
    }

    /// The device's screen as a frame (nil when its size is not finite).
    static func screen(_ window: Window) -> LayoutSnapshot.Node? {
        guard let width = window.size.width, let height = window.size.height, width.isFinite, height.isFinite else { return nil }
        return LayoutSnapshot.Node(address: "", label: "screen", depth: 0, proposalWidth: width, proposalHeight: height,
                                   x: 0, y: 0, width: width, height: height)
    }

    /// The screen's outline and its unsafe bands (outside the safe area) shaded.
    static func safeArea(_ window: Window, _ screen: LayoutSnapshot.Node) -> String {
        let i = window.insets, w = screen.width, h = screen.height
        var out = "    <rect class=\"screen\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\"><title>screen \(n(w))×\(n(h))</title></rect>\n"
        let bands = [(0, 0, w, i.top), (0, h - i.bottom, w, i.bottom), (0, i.top, i.leading, h - i.top - i.bottom),
                     (w - i.trailing, i.top, i.trailing, h - i.top - i.bottom)]
        for (x, y, bw, bh) in bands where bw > 0 && bh > 0 {
            out += "    <rect class=\"unsafe\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(bw))\" height=\"\(n(bh))\"><title>outside the safe area</title></rect>\n"
        }
        return out
    }

    /// The views (by `order`) whose label goes to the bottom-left of their box because a
    /// smaller box's label took the top-left corner they share (as in `render`).
    static func labelsAtBottom(_ views: [(order: Int, node: LayoutSnapshot.Node)]) -> Set<Int> {
        func corner(_ x: Double, _ y: Double) -> [Double] { [(x * 2).rounded(), (y * 2).rounded()] }
        var taken: Set<[Double]> = []
        var lowered: Set<Int> = []
        let smallestFirst = views.sorted { a, b in
            let areaA = a.node.width * a.node.height, areaB = b.node.width * b.node.height
            if areaA != areaB { return areaA < areaB }
            return (b.node.depth, a.order) < (a.node.depth, b.order)
        }
        for (order, node) in smallestFirst {
            let top = corner(node.x, node.y), bottom = corner(node.x, node.y + node.height)
            if !taken.contains(top) || node.height < 2 * labelHeight || taken.contains(bottom) {
                taken.insert(top)
            } else {
                taken.insert(bottom)
                lowered.insert(order)
            }
        }
        return lowered
    }

    /// One view: its rectangle with a tooltip, a text view's lines, and its label (clipped
    /// to the box, except for zero-size views, which have no room at all).
    static func view(_ node: LayoutSnapshot.Node, labelAtBottom: Bool = false) -> String {
        let colour = palette[node.depth % palette.count]
        let title = [
            "\(node.address) \(node.label)",
            "proposal \(size(node.proposalWidth, node.proposalHeight))",
            "size \(size(node.width, node.height))",
            "frame x \(formatLength(node.x)), y \(formatLength(node.y)), \(size(node.width, node.height))",
        ].map(escape).joined(separator: "&#10;")
        let geometry = "x=\"\(n(node.x))\" y=\"\(n(node.y))\" width=\"\(n(node.width))\" height=\"\(n(node.height))\""
        var out = ""
        if let drawing = node.drawing, let shape = shape(drawing, node, title: title) {
            out += shape
            out += "    <rect class=\"frame\" \(geometry) stroke=\"\(colour)\"><title>\(title)</title></rect>\n"
        } else {
            out += "    <rect class=\"view\" \(geometry) stroke=\"\(colour)\" fill=\"\(colour)\"><title>\(title)</title></rect>\n"
        }
        if node.width == 0 || node.height == 0 {
            // A zero-size rectangle is invisible: mark it with a dashed line (or a dot).
            out += "    <line class=\"zero\" x1=\"\(n(node.x))\" y1=\"\(n(node.y))\" x2=\"\(n(node.x + node.width))\" "
                + "y2=\"\(n(node.y + node.height))\" stroke=\"\(colour)\"><title>\(title)</title></line>\n"
            if node.width == 0 && node.height == 0 {
                out += "    <circle cx=\"\(n(node.x))\" cy=\"\(n(node.y))\" r=\"2\" fill=\"\(colour)\"><title>\(title)</title></circle>\n"
            }
        }
        if let lines = node.textLines {
            out += text(lines, in: node)
        }
        let label = "<text class=\"label\" x=\"2\" y=\"\(n(labelAtBottom ? node.height - 2 : labelHeight))\">"
            + escape("\(node.label) \(size(node.width, node.height))") + "</text>"
        if node.width == 0 || node.height == 0 {
            out += "    <g transform=\"translate(\(n(node.x)) \(n(node.y)))\">\(label)</g>\n"
        } else {
            // A nested viewport clips what it holds to the box.
            out += "    <svg \(geometry)>\(label)</svg>\n"
        }
        return out
    }

    /// A shape in its colour, drawn as SwiftUI draws it in its frame (a circle inscribed in
    /// the shorter side, centred; a capsule's ends half the shorter side), then its outline
    /// when stroked (§15: `stroke` centred on the outline, `strokeBorder` and `border` inset by
    /// half the line width); nil for views that are neither filled nor stroked (text, images,
    /// lines, `color clear`).
    static func shape(_ drawing: Drawing, _ node: LayoutSnapshot.Node, title: String) -> String? {
        guard node.width > 0, node.height > 0 else { return nil }
        var out = ""
        if let fill = drawing.fill.flatMap(cssColour),
           let element = outline(drawing.shape, node, inset: 0, paint: "class=\"shape\" fill=\"\(fill)\"") {
            out += titled(element, title)
        }
        if let stroke = drawing.stroke, stroke.lineWidth > 0, let colour = cssColour(stroke.colour),
           let element = outline(drawing.shape, node, inset: stroke.inside ? stroke.lineWidth / 2 : 0,
                                 paint: "class=\"stroke\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(n(stroke.lineWidth))\"") {
            out += titled(element, title)
        }
        return out.isEmpty ? nil : out
    }

    /// `<rect …/>` as `<rect …><title>…</title></rect>` on a line of its own.
    static func titled(_ element: String, _ title: String) -> String {
        let tag = element.dropFirst().prefix { $0.isLetter }
        return "    " + element.dropLast(2) + "><title>\(title)</title></\(tag)>\n"
    }

    /// One shape's outline on the node's frame, inset by `inset` on every side (its corner
    /// radii shrink by the same amount), as an empty element; nil for views that are not shapes.
    static func outline(_ shape: Drawing.Shape, _ node: LayoutSnapshot.Node, inset: Double, paint: String) -> String? {
        let x = node.x + inset, y = node.y + inset
        let w = max(0, node.width - 2 * inset), h = max(0, node.height - 2 * inset)
        let box = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\""
        func radius(_ r: Double) -> Double { min(max(r - inset, 0), min(w, h) / 2) }
        switch shape {
        case .rectangle:
            return "<rect \(box) \(paint)/>"
        case .roundedRectangle(let r):
            return "<rect \(box) rx=\"\(n(radius(r)))\" \(paint)/>"
        case .roundedCorners(let rw, let rh):
            return "<rect \(box) rx=\"\(n(min(max(rw - inset, 0), w / 2)))\" ry=\"\(n(min(max(rh - inset, 0), h / 2)))\" \(paint)/>"
        case .capsule:
            return "<rect \(box) rx=\"\(n(min(w, h) / 2))\" \(paint)/>"
        case .circle:
            return "<circle cx=\"\(n(x + w / 2))\" cy=\"\(n(y + h / 2))\" r=\"\(n(min(w, h) / 2))\" \(paint)/>"
        case .ellipse:
            return "<ellipse cx=\"\(n(x + w / 2))\" cy=\"\(n(y + h / 2))\" rx=\"\(n(w / 2))\" ry=\"\(n(h / 2))\" \(paint)/>"
        case .unevenRoundedRectangle(let tl, let bl, let br, let tr):
            let a = radius(tl), b = radius(bl), c = radius(br), d = radius(tr)
            let path = "M\(n(x + a)),\(n(y)) H\(n(x + w - d)) A\(n(d)),\(n(d)) 0 0 1 \(n(x + w)),\(n(y + d)) "
                + "V\(n(y + h - c)) A\(n(c)),\(n(c)) 0 0 1 \(n(x + w - c)),\(n(y + h)) "
                + "H\(n(x + b)) A\(n(b)),\(n(b)) 0 0 1 \(n(x)),\(n(y + h - b)) "
                + "V\(n(y + a)) A\(n(a)),\(n(a)) 0 0 1 \(n(x + a)),\(n(y)) Z"
            return "<path d=\"\(path)\" \(paint)/>"
        case .text, .image, .line:
            return nil
        }
    }

    /// SwiftUI's system colours (iOS, light appearance); nil for `clear` and unknown names.
    static func cssColour(_ name: String) -> String? {
        let colours: [String: String] = [
            "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be",
            "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
            "pink": "#ff2d55", "brown": "#a2845e", "white": "#ffffff", "gray": "#8e8e93", "black": "#000000",
            "primary": "#000000", "secondary": "#8a8a8e", "accentColor": "#007aff",
        ]
        return colours[name]
    }

    /// A text view's lines where the text model puts them: each line `lineHeight` below the
    /// last, its baseline at 0.8 of the line, each character `characterWidth` wide (forced
    /// with `textLength`, so the browser's monospace font matches the model). The metrics
    /// come from the frame (lines share its height, the longest line spans its width), so a
    /// `.font` or changed text options show true; the defaults are 8 and 20 pt.
    static func text(_ lines: [String], in node: LayoutSnapshot.Node) -> String {
        let longest = lines.map(\.count).max() ?? 0
        guard longest > 0, node.width > 0, node.height > 0 else { return "" }
        let lineHeight = node.height / Double(lines.count)
        let characterWidth = node.width / Double(longest)
        // Monospace fonts advance about 0.6 em: a 13.33 px font for 8 pt characters.
        let fontSize = min(characterWidth / 0.6, lineHeight)
        var out = ""
        for (index, line) in lines.enumerated() where !line.isEmpty {
            let y = node.y + lineHeight * (Double(index) + ascent)
            out += "    <text class=\"line\" xml:space=\"preserve\" x=\"\(n(node.x))\" y=\"\(n(y))\" "
                + "font-size=\"\(n(fontSize))\" textLength=\"\(n(Double(line.count) * characterWidth))\" "
                + "lengthAdjust=\"spacingAndGlyphs\">" + escape(line) + "</text>\n"
        }
        return out
    }

    /// Beyond a billion points nothing can be seen, and sums of such coordinates overflow to
    /// infinity (a `viewBox` of `inf` shows nothing in any browser).
    static let drawableLimit = 1e9

    /// A frame the picture can hold: finite, and within `drawableLimit` on every side.
    static func isFinite(_ node: LayoutSnapshot.Node) -> Bool {
        [node.x, node.y, node.x + node.width, node.y + node.height, node.width, node.height]
            .allSatisfy { $0.isFinite && abs($0) <= drawableLimit }
    }

    /// `390×nil`, `32×20`, `∞×20`: as every printed size in viewsh.
    static func size(_ width: Double?, _ height: Double?) -> String {
        "\(width.map(formatLength) ?? "nil")×\(height.map(formatLength) ?? "nil")"
    }

    /// A coordinate as every number in viewsh prints (`20`, `79.53`): a hundredth of a
    /// pixel is finer than any screen shows.
    static func n(_ value: Double) -> String { value.isFinite ? formatLength(value) : "0" }

    /// Text for XML content and attribute values (markup as entities, characters XML cannot
    /// hold as U+FFFD).
    static func escape(_ text: String) -> String { XMLText.escape(text) }
}
