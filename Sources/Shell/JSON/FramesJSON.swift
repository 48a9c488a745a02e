import ViewEngine
import ViewLayout

/// `step-frame --json` and `settle --json` (schema `viewsh/frames@1`, Docs/JSON.md): the
/// render loop's events as data (the engine's `FrameEvent`s), each with the line the text
/// output prints for it, and for `settle` its verdict.
enum FramesJSON {
    static let schema = "viewsh/frames@1"

    static func value(command: String, events: [FrameEvent], verdict: SettleVerdict?) -> JSONValue {
        var update = 0
        return .object([
            ("schema", .string(schema)),
            ("command", .string(command)),
            ("events", .array(events.map { event in
                defer { if case .evaluated = event { update += 1 } }
                return self.event(event, update: update)
            })),
            ("verdict", verdict.map { .object([("kind", .string($0.kind.rawValue)), ("text", .string($0.text))]) } ?? .null),
        ])
    }

    /// One event; `update` counts the updates (`evaluated` events) of the run before it.
    static func event(_ event: FrameEvent, update: Int) -> JSONValue {
        func value(_ v: Value) -> JSONValue { .string(v.description) }
        func size(_ s: Size) -> JSONValue { LayoutJSON.size(s.width, s.height) }
        var fields: [(String, JSONValue)]
        switch event {
        case .frameStarted(let frame):
            fields = [("type", .string("frameStarted")), ("frame", .int(frame))]
        case .pass(let number, let seed):
            fields = [("type", .string("pass")), ("pass", .int(number)), ("seed", .int(seed))]
        case .flush(let seed, let between):
            fields = [("type", .string("flush")), ("seed", .int(seed)), ("betweenFrames", .bool(between))]
        case .evaluated(let changed, let total, let rootSize):
            fields = [("type", .string("evaluated")), ("update", .int(update)), ("changed", .array(changed.map(JSONValue.string))),
                      ("total", .int(total)), ("rootSize", size(rootSize))]
        case .sizeChanged(let address, let label, let from, let to):
            fields = [("type", .string("sizeChanged")), ("address", .string(address)), ("label", .string(label)),
                      ("from", from.map(size) ?? .null), ("to", size(to))]
        case .reduced(let key, let address, let v, let next, let result):
            fields = [("type", .string("reduced")), ("key", .string(key)), ("address", .string(address)), ("value", value(v)),
                      ("nextValue", next.map(value) ?? .null), ("result", value(result))]
        case .binder(let label, let address, let old, let new, let decision):
            var kind = "unchanged", ordinal = JSONValue.null
            switch decision {
            case .fired(let n): kind = "fired"; ordinal = .int(n)
            case .unchanged: break
            case .suppressed: kind = "suppressed"
            }
            fields = [("type", .string("binder")), ("label", .string(label)), ("address", .string(address)),
                      ("old", old.map(value) ?? .null), ("new", value(new)), ("decision", .string(kind)), ("ordinal", ordinal)]
        case .stateChanged(let state, let old, let new, let by, let writes):
            fields = [("type", .string("stateChanged")), ("state", .string(state)), ("old", value(old)), ("new", value(new)),
                      ("by", .string(by)), ("writes", .int(writes))]
        case .stateUnchanged(let state, let v, let by, let writes):
            fields = [("type", .string("stateUnchanged")), ("state", .string(state)), ("value", value(v)), ("by", .string(by)),
                      ("writes", .int(writes))]
        case .printed(let output, let by):
            fields = [("type", .string("printed")), ("output", .string(output)), ("by", .string(by))]
        case .appearance(let address, let appeared):
            fields = [("type", .string("appearance")), ("address", .string(address)), ("appeared", .bool(appeared))]
        case .tapped(let address, let label, let response):
            fields = [("type", .string("tapped")), ("address", .string(address)), ("label", .string(label)), ("response", .string(response))]
        case .warning(let text):
            fields = [("type", .string("warning")), ("message", .string(text))]
        case .problem(let text):
            fields = [("type", .string("problem")), ("message", .string(text))]
        case .displayed(let frame, let states):
            fields = [("type", .string("displayed")), ("frame", .int(frame)),
                      ("states", .object(states.keys.sorted().map { ($0, value(states[$0]!)) }))]
        }
        let text = FrameRenderer.render([event]).dropLast()
        fields.append(("text", .string(String(text.drop { $0 == " " }))))
        return .object(fields)
    }
}

/// How `settle` ended, and the line it prints.
struct SettleVerdict: Sendable, Equatable {
    enum Kind: String, Sendable { case settled, oscillates, limit, interrupted }
    var kind: Kind
    var text: String
}
