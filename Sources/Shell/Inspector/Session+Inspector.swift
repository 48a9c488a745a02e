import ViewEngine

extension Session {
    /// The HTML inspector page of the session as it is (`export html`, `watch --html`), and
    /// what it holds, for the message: `12 views, 12 traces, 3 frames`.
    func inspectorPage(_ resolution: inout Resolution, title: String) -> (html: String, summary: String) {
        var builder = InspectorData(resolution: resolution, document: document, timeline: timeline, title: title)
        let data = builder.write()
        let frames = timeline.runs.flatMap(\.events).filter { if case .frameStarted = $0 { return true } else { return false } }.count
        var summary = "\(data.views) view\(data.views == 1 ? "" : "s")"
        if data.traces < data.views { summary += ", why traces for \(data.traces)" }
        if frames > 0 { summary += ", \(frames) frame\(frames == 1 ? "" : "s")" }
        return (InspectorPage.html(data.json, title: title), summary)
    }
}
