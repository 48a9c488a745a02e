import ViewEngine

extension Session {
    /// The HTML inspector page of the session as it is (`export html`, `watch --html`), and
    /// what it holds, for the message: `12 views, 12 traces, 3 frames`.
    func inspectorPage(_ resolution: inout Resolution, title: String) -> (html: String, summary: String) {
        var builder = InspectorData(resolution: resolution, document: document, timeline: timeline, title: title)
        let data = builder.value()
        var views = 0, traces = 0
        if case .object(let fields) = data, case .array(let list)? = fields.first(where: { $0.0 == "views" })?.1 {
            views = list.count
            for case .object(let view) in list { if case .object? = view.first(where: { $0.0 == "why" })?.1 { traces += 1 } }
        }
        let frames = timeline.runs.flatMap(\.events).filter { if case .frameStarted = $0 { return true } else { return false } }.count
        var summary = "\(views) view\(views == 1 ? "" : "s")"
        if traces < views { summary += ", why traces for \(traces)" }
        if frames > 0 { summary += ", \(frames) frame\(frames == 1 ? "" : "s")" }
        return (InspectorPage.html(data, title: title), summary)
    }
}
