import Diagnostics
import ViewEngine
import ViewLayout

/// tap: using a control, then the frame it causes (§16).
enum ControlCommands {
    static let tap = Command(
        name: "tap", usage: "tap <node>",
        summary: "tap a button (its action runs) or a toggle (it flips), then run one frame",
        details: """
        Runs what a tap does — a Button's action, a Toggle's flip of the state behind its binding —
        as SwiftUI does, outside any update: the state writes wait, and the next frame starts by
        flushing them (§6.1, §16.1). The frame is shown as `step-frame` shows it. A disabled control
        (`.disabled(true)` on it or an ancestor) ignores the tap.
        """,
        examples: ["tap #save", "tap 0.1"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "node address")
        try context.expectNoMoreWords(after: 1)
        let resolution = try context.session.resolved(output: &output)
        let outer = try context.session.layoutNode(word, in: resolution)
        let address = resolution.entry(outer).address
        guard let view = resolution.nodes(at: address).last else { throw CommandError("nothing is laid out at \(address)", at: word.range) }
        let entry = resolution.entry(view)
        switch entry.role {
        case .tapAction, .tapToggle: break
        default:
            var what = "not a button or a toggle"
            if let declared = entry.declared, case .builtin(let keyword, _) = context.session.document.tree[declared].kind {
                what = [
                    "navigationlink": "a link: it pushes its destination, which viewsh does not show (§17.6)",
                    "menu": "a menu: it opens its items, which viewsh does not show (§17.6)",
                    "link": "a link: it opens a URL, which viewsh does not show (§17.6)",
                    "disclosuregroup": "a disclosure group without an isExpanded binding: its own state is not modelled; bind one (§16.8)",
                ][keyword] ?? what
            }
            throw CommandError("\(address) is \(LayoutTable.clip(entry.label, limit: 40)), \(what): nothing to tap", at: word.range)
        }
        if let enabled = entry.environment?.entries["isEnabled"], enabled.value == .bool(false) {
            let origin = enabled.origin.map { " (\($0.modifier) at \($0.address))" } ?? ""
            output.write("\(address) is disabled\(origin): the tap does nothing\n")
            return
        }
        var engine = FrameEngine(document: context.session.document)
        engine.interrupted = context.session.configuration.interruptRequested
        let recorder = context.session.recordTimeline(&engine, command: context.file.text)
        _ = engine.tap(entry.role, address: address, label: entry.label)
        engine.step()
        context.session.endTimeline(recorder, events: engine.events, verdict: nil)
        context.session.writeReport(FrameRenderer.render(engine.events) + ReportColour.notes(engine.notes), into: &output)
        context.session.commit(engine.document, description: Session.describe(context.file.text))
    }
}
