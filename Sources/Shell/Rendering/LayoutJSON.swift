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
        var drawings = DrawingBytes()
        for laidOut in resolution.layout.laidOutNodes() {
            if let prefix {
                let address = resolution.entry(laidOut.id).address
                guard address == prefix || address.hasPrefix(prefix + ".") else { continue }
            }
            JSONValue.append(isEmpty ? "\n    " : ",\n    ", to: &text)
            isEmpty = false
            writeNode(LayoutSnapshot.Node(laidOut, in: &resolution), to: &text, indent: 4, drawings: &drawings)
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
    /// freed per node was most of `layout --json`'s own time at 100,000 rows): literals copied
    /// whole, integral numbers written digit by digit, text lines quoted in place, and a drawing
    /// equal to the previous node's copied from the bytes written for it (`drawings`).
    static func writeNode(_ node: LayoutSnapshot.Node, to out: inout [UInt8], indent: Int) {
        var drawings = DrawingBytes()
        writeNode(node, to: &out, indent: indent, drawings: &drawings)
    }

    /// The last drawing written and its bytes (every text of a long list draws the same).
    struct DrawingBytes {
        var drawing: Drawing?
        var indent = -1
        var bytes: [UInt8] = []
    }

    static func writeNode(_ node: LayoutSnapshot.Node, to out: inout [UInt8], indent: Int, drawings: inout DrawingBytes) {
        func field(_ key: StaticString, _ depth: Int) {
            JSONValue.appendSpaces(depth, to: &out)
            out.append(UInt8(ascii: "\""))
            JSONValue.append(key, to: &out)
            JSONValue.append("\": ", to: &out)
        }
        func number(_ value: Double?) {
            if let value { JSONValue.appendNumber(value, to: &out) } else { JSONValue.append("null", to: &out) }
        }
        let inner = indent + 2
        JSONValue.append("{\n", to: &out)
        field("address", inner)
        JSONValue.appendQuoted(node.address, to: &out)
        JSONValue.append(",\n", to: &out)
        field("label", inner)
        JSONValue.appendQuoted(node.label, to: &out)
        JSONValue.append(",\n", to: &out)
        field("depth", inner)
        number(Double(node.depth))
        JSONValue.append(",\n", to: &out)
        field("modifier", inner)
        JSONValue.append(node.isModifier ? "true" : "false", to: &out)
        JSONValue.append(",\n", to: &out)
        // An object of numbers, its fields one a line.
        field("proposal", inner)
        JSONValue.append("{\n", to: &out)
        field("width", inner + 2)
        number(node.proposalWidth)
        JSONValue.append(",\n", to: &out)
        field("height", inner + 2)
        number(node.proposalHeight)
        JSONValue.append("\n", to: &out)
        JSONValue.appendSpaces(inner, to: &out)
        JSONValue.append("},\n", to: &out)
        field("frame", inner)
        JSONValue.append("{\n", to: &out)
        field("x", inner + 2)
        number(node.x)
        JSONValue.append(",\n", to: &out)
        field("y", inner + 2)
        number(node.y)
        JSONValue.append(",\n", to: &out)
        field("width", inner + 2)
        number(node.width)
        JSONValue.append(",\n", to: &out)
        field("height", inner + 2)
        number(node.height)
        JSONValue.append("\n", to: &out)
        JSONValue.appendSpaces(inner, to: &out)
        JSONValue.append("}", to: &out)
        if let lines = node.textLines {
            // JSONValue's array layout: one string a line, or `[]`.
            JSONValue.append(",\n", to: &out)
            field("textLines", inner)
            if lines.isEmpty {
                JSONValue.append("[]", to: &out)
            } else {
                JSONValue.append("[\n", to: &out)
                for (index, line) in lines.enumerated() {
                    JSONValue.appendSpaces(inner + 2, to: &out)
                    JSONValue.appendQuoted(line, to: &out)
                    JSONValue.append(index == lines.count - 1 ? "\n" : ",\n", to: &out)
                }
                JSONValue.appendSpaces(inner, to: &out)
                JSONValue.append("]", to: &out)
            }
        }
        if let drawing = node.drawing {
            JSONValue.append(",\n", to: &out)
            field("drawing", inner)
            if drawings.indent != inner || drawings.drawing != drawing {
                drawings.bytes.removeAll(keepingCapacity: true)
                self.drawing(drawing).write(to: &drawings.bytes, indent: inner)
                drawings.drawing = drawing
                drawings.indent = inner
            }
            out.append(contentsOf: drawings.bytes)
        }
        JSONValue.append("\n", to: &out)
        JSONValue.appendSpaces(indent, to: &out)
        JSONValue.append("}", to: &out)
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
