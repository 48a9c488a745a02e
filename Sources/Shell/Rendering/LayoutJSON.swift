import ViewEngine
import ViewLayout

/// `layout --json` (schema `viewsh/layout@1`, Docs/JSON.md): the snapshot as JSON,
/// pretty-printed with two-space indentation and keys in a fixed order, so the output is
/// stable and diffable. The HTML page embeds the same value (`value(_:)`).
///
/// An unspecified proposal dimension is `null`; infinite lengths are `"infinity"` (JSONValue).
/// `textLines` appears on text nodes only, `drawing` on views the catalogue draws, `window`
/// when a device with a safe area is set.
///
/// The command streams (`write`): each node is written as it is read from the layout and the
/// text is handed to the output every `flushBytes`, so a 100,000-node layout is never held whole,
/// as a snapshot or as JSON; the text is the same as `render` of the same snapshot.
enum LayoutJSON {
    static let schema = "viewsh/layout@1"

    static func render(_ snapshot: LayoutSnapshot) -> String { value(snapshot).pretty }

    /// Bytes of JSON handed to the output at a time; Ctrl-C is looked at between pieces.
    static let flushBytes = 64 << 10

    /// The document of the laid-out nodes in tree order — those at or under the address
    /// `prefix`, when given — written to `output` as it is produced. False when Ctrl-C stopped it.
    static func write(
        _ resolution: inout Resolution, window: Window, under prefix: String?, into output: inout SessionOutput,
        interrupted: () -> Bool
    ) -> Bool {
        // The object `value` builds, written field by field (JSONValue's pretty layout).
        var text: [UInt8] = []
        text += ("{\n  \"schema\": " + JSONValue.quote(schema) + ",\n  \"proposal\": ").utf8
        size(window.size.width, window.size.height).write(to: &text, indent: 2)
        if window.hasInsets {
            text += ",\n  \"window\": ".utf8
            self.window(window).write(to: &text, indent: 2)
        }
        text += ",\n  \"nodes\": [".utf8
        var isEmpty = true
        var shared = NodeBytes()
        for laidOut in resolution.layout.laidOutNodes() {
            if let prefix {
                let address = resolution.entry(laidOut.id).address
                guard address == prefix || address.hasPrefix(prefix + ".") else { continue }
            }
            JSONValue.append(isEmpty ? "\n    " : ",\n    ", to: &text)
            isEmpty = false
            // A Text's label is written from its string (not made as a String for each of 100,000 rows).
            let labelText = resolution.entries[resolution.tag(of: laidOut.id)].textLabelString
            writeNode(LayoutSnapshot.Node(laidOut, in: &resolution, readsLabel: labelText == nil), labelText: labelText, to: &text,
                      indent: 4, shared: &shared)
            if text.count >= flushBytes {
                output.write(String(decoding: text, as: UTF8.self))
                text.removeAll(keepingCapacity: true)
                if interrupted() { return false }
            }
        }
        text += (isEmpty ? "]\n}\n" : "\n  ]\n}\n").utf8
        output.write(String(decoding: text, as: UTF8.self))
        return true
    }

    static func value(_ snapshot: LayoutSnapshot) -> JSONValue {
        var object: [(String, JSONValue)] = [
            ("schema", .string(schema)),
            ("proposal", size(snapshot.proposalWidth, snapshot.proposalHeight)),
        ]
        if let window = snapshot.window { object.append(("window", self.window(window))) }
        object.append(("nodes", .array(snapshot.nodes.map(node))))
        return .object(object)
    }

    static func node(_ node: LayoutSnapshot.Node) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("address", .string(node.address)),
            ("label", .string(node.label)),
            ("depth", .int(node.depth)),
            ("modifier", .bool(node.isModifier)),
            ("proposal", size(node.proposalWidth, node.proposalHeight)),
            ("frame", rect(x: node.x, y: node.y, width: node.width, height: node.height)),
        ]
        if let lines = node.textLines {
            fields.append(("textLines", .array(lines.map(JSONValue.string))))
        }
        if let drawing = node.drawing {
            fields.append(("drawing", self.drawing(drawing)))
        }
        return .object(fields)
    }

    /// Exactly `node(node).write(to:indent:)`, written straight to bytes (a value tree built and
    /// freed per node was most of `layout --json`'s own time at 100,000 rows).
    static func writeNode(_ node: LayoutSnapshot.Node, to out: inout [UInt8], indent: Int) {
        var shared = NodeBytes()
        writeNode(node, to: &out, indent: indent, shared: &shared)
    }

    /// What writing many nodes shares: the fixed text between a node's values at one indent (a
    /// node is a dozen values in thirteen pieces, not sixty appends), and the last drawing written
    /// with its bytes (every text of a long list draws the same).
    struct NodeBytes {
        private(set) var indent = -1
        /// `{ "address": `, `, "label": `, … `}` at `indent`, in the order `writeNode` writes them.
        private(set) var pieces: [[UInt8]] = []
        var drawing: Drawing?
        var drawingBytes: [UInt8] = []

        mutating func prepare(indent: Int) {
            guard indent != self.indent else { return }
            self.indent = indent
            drawing = nil
            let inner = String(repeating: " ", count: indent + 2), deeper = String(repeating: " ", count: indent + 4)
            pieces = [
                "{\n\(inner)\"address\": ", ",\n\(inner)\"label\": ", ",\n\(inner)\"depth\": ", ",\n\(inner)\"modifier\": ",
                ",\n\(inner)\"proposal\": {\n\(deeper)\"width\": ", ",\n\(deeper)\"height\": ",
                "\n\(inner)},\n\(inner)\"frame\": {\n\(deeper)\"x\": ", ",\n\(deeper)\"y\": ", ",\n\(deeper)\"width\": ",
                ",\n\(deeper)\"height\": ", "\n\(inner)}",
                ",\n\(inner)\"textLines\": [\n\(deeper)", ",\n\(deeper)", "\n\(inner)]", ",\n\(inner)\"textLines\": []",
                ",\n\(inner)\"drawing\": ", "\n" + String(repeating: " ", count: indent) + "}",
            ].map { Array($0.utf8) }
        }
    }

    /// The same, sharing `shared` with the nodes written before. `labelText`: the node's label is a
    /// Text's (`text "…"`) showing this string (its `label` need not be made: it is written here).
    static func writeNode(_ node: LayoutSnapshot.Node, labelText: String? = nil, to out: inout [UInt8], indent: Int,
                          shared: inout NodeBytes) {
        shared.prepare(indent: indent)
        func number(_ value: Double?) {
            if let value { JSONValue.appendNumber(value, to: &out) } else { JSONValue.append("null", to: &out) }
        }
        let pieces = shared.pieces
        out += pieces[0]
        JSONValue.appendQuoted(node.address, to: &out)
        out += pieces[1]
        if let labelText, !Value.needsEscape(labelText) {
            // `"text \"…\""`: nothing in the string needs a JSON escape either.
            JSONValue.append("\"text \\\"", to: &out)
            JSONValue.appendString(labelText, to: &out)
            JSONValue.append("\\\"\"", to: &out)
        } else {
            JSONValue.appendQuoted(labelText.map(ResolvedEntry.textLabel) ?? node.label, to: &out)
        }
        out += pieces[2]
        JSONValue.appendInteger(node.depth, to: &out)
        out += pieces[3]
        JSONValue.append(node.isModifier ? "true" : "false", to: &out)
        out += pieces[4]
        number(node.proposalWidth)
        out += pieces[5]
        number(node.proposalHeight)
        out += pieces[6]
        number(node.x)
        out += pieces[7]
        number(node.y)
        out += pieces[8]
        number(node.width)
        out += pieces[9]
        number(node.height)
        out += pieces[10]
        if let lines = node.textLines {
            // JSONValue's array layout: one string a line, or `[]`.
            if lines.isEmpty {
                out += pieces[14]
            } else {
                out += pieces[11]
                for (index, line) in lines.enumerated() {
                    if index > 0 { out += pieces[12] }
                    JSONValue.appendQuoted(line, to: &out)
                }
                out += pieces[13]
            }
        }
        if let drawing = node.drawing {
            out += pieces[15]
            if shared.drawing != drawing {
                shared.drawingBytes.removeAll(keepingCapacity: true)
                self.drawing(drawing).write(to: &shared.drawingBytes, indent: indent + 2)
                shared.drawing = drawing
            }
            out += shared.drawingBytes
        }
        out += pieces[16]
    }

    static func size(_ width: Double?, _ height: Double?) -> JSONValue {
        .object([("width", width.map(JSONValue.number) ?? .null), ("height", height.map(JSONValue.number) ?? .null)])
    }

    static func rect(x: Double, y: Double, width: Double, height: Double) -> JSONValue {
        .object([("x", .number(x)), ("y", .number(y)), ("width", .number(width)), ("height", .number(height))])
    }

    /// The device window: the screen, its safe-area insets, and the device it came from.
    static func window(_ window: Window) -> JSONValue {
        let i = window.insets
        return .object([
            ("device", .optional(window.device)),
            ("size", size(window.size.width, window.size.height)),
            ("insets", .object([("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)),
                                ("trailing", .number(i.trailing))])),
        ])
    }

    /// How a view is drawn: its shape (with its radii), its fill and stroke, each colour by
    /// name and as the CSS colour `export svg` paints (null for `clear` and unknown names).
    static func drawing(_ drawing: Drawing) -> JSONValue {
        var fields: [(String, JSONValue)] = []
        switch drawing.shape {
        case .rectangle: fields.append(("shape", .string("rectangle")))
        case .circle: fields.append(("shape", .string("circle")))
        case .ellipse: fields.append(("shape", .string("ellipse")))
        case .capsule: fields.append(("shape", .string("capsule")))
        case .text: fields.append(("shape", .string("text")))
        case .image: fields.append(("shape", .string("image")))
        case .line: fields.append(("shape", .string("line")))
        case .roundedRectangle(let radius):
            fields += [("shape", .string("roundedRectangle")), ("cornerRadius", .number(radius))]
        case .roundedCorners(let width, let height):
            fields += [("shape", .string("roundedCorners")), ("cornerSize", size(width, height))]
        case .unevenRoundedRectangle(let topLeading, let bottomLeading, let bottomTrailing, let topTrailing):
            fields += [("shape", .string("unevenRoundedRectangle")), ("cornerRadii", .object([
                ("topLeading", .number(topLeading)), ("bottomLeading", .number(bottomLeading)),
                ("bottomTrailing", .number(bottomTrailing)), ("topTrailing", .number(topTrailing)),
            ]))]
        }
        fields.append(("fill", drawing.fill.map { .object([("colour", .string($0)), ("css", .optional(SVGRenderer.cssColour($0)))]) } ?? .null))
        fields.append(("stroke", drawing.stroke.map { stroke in
            .object([("colour", .string(stroke.colour)), ("css", .optional(SVGRenderer.cssColour(stroke.colour))),
                     ("lineWidth", .number(stroke.lineWidth)), ("inside", .bool(stroke.inside))])
        } ?? .null))
        return .object(fields)
    }
}
