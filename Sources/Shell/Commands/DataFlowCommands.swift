import Diagnostics
import ViewEngine
import ViewLayout

/// prefs, env, step-frame, settle: data flowing up, down, and through frames (§4–§6).
enum DataFlowCommands {
    static let prefs = Command(
        name: "prefs", usage: "prefs [Key] [node] [--all] [--json]",
        summary: "how preference values flow up: each writer, each reduce call, what each reader sees",
        details: """
        Computes every preference key (or one) the way SwiftUI combines them (§4.2): subtrees that
        write nothing contribute nothing, the first contributor starts the value, reduce runs in
        tree order (a background's values before its primary's), nextValue() is lazy. Lists each
        writer and its value, each reduce(value, nextValue) call with its result, subtrees whose
        value was never asked for, what each node passes up and what each reader sees. Three or
        more foreach/if slots in a row that write nothing and leave the value as it was are one
        pair of lines; `--all` lists each of their reduce calls. `--json` prints every event as
        JSON (schema viewsh/prefs@1, Docs/JSON.md).
        """,
        examples: ["prefs", "prefs HeightKey", "prefs HeightKey 0.1", "prefs --all", "prefs --json"],
        completions: [.keyOrNode, .node]
    ) { context, output throws(CommandError) in
        let (withAll, json) = context.removingFlag("--json")
        let (context, every) = withAll.removingFlag("--all")
        let definitions = context.session.document.definitions
        var keys = definitions.names(of: .key)
        var start: Word?
        for word in context.arguments {
            if definitions.key(word.text) != nil {
                keys = [word.text]
            } else if word.text.first?.isNumber == true || word.text.hasPrefix("#") {
                start = word
            } else {
                throw CommandError(.error("unknown preference key '\(word.text)'", at: word.range)
                    .suggesting(word.text, from: definitions.names(of: .key)))
            }
        }
        let resolution = try context.session.resolved(output: &output)
        let node = try context.session.layoutNode(start, in: resolution)
        var unused: [String] = []
        if keys.count > 1 {
            // Without a key, only the keys something writes or reads (the rest would show only
            // the defaults foreach/if slots inject).
            let used = Set(resolution.liveEntries.compactMap { entry -> String? in
                switch entry.role {
                case .preferenceWriter(let key, _), .preferenceTransform(let key, _, _), .preferenceAction(let key, _, _),
                     .preferenceValueReader(let key): return key
                default: return nil
                }
            })
            // The prelude's keys (HeightKey, MaxWidthKey) are named only when the session uses them:
            // a file that never declared them has nothing to learn from their absence.
            unused = keys.filter { !used.contains($0) && definitions[$0]?.common.isPrelude != true }
            keys = keys.filter { used.contains($0) }
        }
        let renderer = PrefsRenderer(resolution: resolution, document: context.session.document)
        let trace = PreferenceTrace(keys: keys, from: node, resolution: resolution, document: context.session.document)
        if json {
            output.write(PrefsJSON(renderer: renderer).value(trace, unused: unused).pretty)
            return
        }
        if !unused.isEmpty { output.write("(nothing writes or reads \(unused.joined(separator: ", ")))\n") }
        if keys.isEmpty { return }
        output.write(renderer.render(trace, every: every))
        context.session.writeReport(context.session.notesText(resolution.notes, model: resolution.modelNotes), into: &output)
    }

    static let env = Command(
        name: "env", usage: "env [node] [--json]",
        summary: "the environment at a view: every value and where it was set",
        details: """
        Lists every environment value in effect at the view (the root by default): SwiftUI's
        defaults, your envkeys, and for each value set by a modifier, which ancestor's modifier set
        it (innermost wins; .disabled is sticky, §5). `--json` prints the same as JSON (schema
        viewsh/env@1, Docs/JSON.md).
        """,
        examples: ["env", "env 0.1.0", "env --json"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        let (context, json) = context.removingFlag("--json")
        try context.expectNoMoreWords(after: min(1, context.words.count - 1))
        let resolution = try context.session.resolved(output: &output)
        let node = try context.session.layoutNode(context.arguments.first, in: resolution)
        let address = resolution.entry(node).address
        guard let view = resolution.nodes(at: address).last, let environment = resolution.entry(view).environment else {
            throw CommandError("no environment recorded at \(address)", at: nil)
        }
        if json {
            output.write(EnvJSON.value(address: address, label: resolution.entry(view).label, environment: environment).pretty)
            return
        }
        output.write("environment at \(address) \(resolution.entry(view).label):\n")
        let names = environment.listedKeys
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let entry = environment.entries[name]!
            let origin = entry.origin.map { "set by \($0.modifier) at \($0.address)" } ?? "default"
            output.write("  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + " = \(entry.value)  (\(origin))\n")
        }
    }

    static let stepFrame = Command(
        name: "step-frame", usage: "step-frame [n] [--json]",
        summary: "run n frames of SwiftUI's render loop: passes, actions, state changes, warnings",
        details: """
        Each frame runs up to two update passes (§6.3): bodies are evaluated, the tree laid out,
        preferences computed; then the actions (onPreferenceChange, onChange, onGeometryChange) whose
        values changed run, after the pass, and their state writes are flushed under the same update
        seed. An action may fire twice per seed; a third attempt is dropped and SwiftUI's warning
        printed ("Bound preference K tried to update multiple times per frame."). With
        `option lag nextFrame` the writes wait for the next frame, so the lag is a frame of its own.
        `--json` prints the events as JSON (schema viewsh/frames@1, Docs/JSON.md).
        """,
        examples: ["step-frame", "step-frame 3", "step-frame --json"],
        completions: []
    ) { context, output throws(CommandError) in
        let (context, json) = context.removingFlag("--json")
        var count = 1
        if let word = context.arguments.first {
            try context.expectNoMoreWords(after: 1)
            guard let n = Int(word.text), n >= 1, n <= 1_000 else {
                throw CommandError("expected a number of frames from 1 to 1000", at: word.range)
            }
            count = n
        }
        guard context.session.document.tree.root != nil else { throw CommandError("the tree is empty (type a view to make it the root)", at: nil) }
        var engine = FrameEngine(document: context.session.document)
        engine.interrupted = context.session.configuration.interruptRequested
        let recorder = context.session.recordTimeline(&engine, command: context.file.text)
        for _ in 0..<count {
            if context.session.configuration.interruptRequested() || engine.events.contains(where: \.isProblem) { break }
            engine.step()
        }
        // A run that failed is not kept, so it is not recorded for the inspector either.
        if !engine.events.contains(where: \.isProblem) { context.session.endTimeline(recorder, events: engine.events, verdict: nil) }
        if json {
            output.write(FramesJSON.value(command: "step-frame", events: engine.events, verdict: nil).pretty)
        } else {
            context.session.writeReport(FrameRenderer.render(engine.events) + context.session.notesText(engine.notes, model: engine.modelNotes), into: &output)
        }
        try DataFlowCommands.failOnProblems(engine.events)
        context.session.commit(engine.document, description: Session.describe(context.file.text))
    }

    static let settle = Command(
        name: "settle", usage: "settle [--json]",
        summary: "step frames until nothing changes, or report the values a loop cycles through",
        details: """
        Steps frames until one changes no state; stops after 100 frames, or as soon as the states
        repeat an earlier frame's values, and says the tree oscillates, with the values it cycled
        through. `--json` prints the events and the verdict as JSON (schema viewsh/frames@1,
        Docs/JSON.md).
        """,
        examples: ["settle", "settle --json"], completions: []
    ) { context, output throws(CommandError) in
        let (context, json) = context.removingFlag("--json")
        try context.expectNoMoreWords(after: 0)
        guard context.session.document.tree.root != nil else { throw CommandError("the tree is empty (type a view to make it the root)", at: nil) }
        var engine = FrameEngine(document: context.session.document)
        engine.interrupted = context.session.configuration.interruptRequested
        let recorder = context.session.recordTimeline(&engine, command: context.file.text)
        var seen: [SettleSituation] = [SettleSituation(engine.document)]
        var verdict = SettleVerdict(kind: .limit, text: "stopped after 100 frames without settling")
        for _ in 0..<100 {
            if context.session.configuration.interruptRequested() {
                verdict = SettleVerdict(kind: .interrupted, text: "interrupted")
                break
            }
            if engine.events.contains(where: \.isProblem) { break }
            let before = engine.document.stateValues
            engine.step()
            let after = SettleSituation(engine.document)
            if after.states == before, after.pending.isEmpty {
                let frames = engine.document.frames.frame - context.session.document.frames.frame
                // "Settled" after SwiftUI dropped an update can be the throttle's doing, not a fixed
                // point of the views (a user read it as "no loop").
                let dropped = engine.events.contains { if case .warning = $0 { true } else { false } }
                verdict = SettleVerdict(kind: .settled, text: "settled after \(frames) frame(s)" + (dropped
                    ? " — after the warning above: SwiftUI dropped an update, so these values may be where its throttle stopped the loop, "
                        + "not values your views agree on (§6)" : ""))
                break
            }
            // With `option lag nextFrame` a write waits a frame: what repeats is the states *and*
            // the writes waiting, never the states alone (that printed an empty cycle).
            if let earlier = seen.firstIndex(of: after) {
                verdict = SettleVerdict(kind: .oscillates,
                                        text: "the tree oscillates: its states cycle through " + SettleSituation.describe(Array(seen[earlier...])) + " → …")
                break
            }
            seen.append(after)
        }
        if !engine.events.contains(where: \.isProblem) { context.session.endTimeline(recorder, events: engine.events, verdict: verdict) }
        if json {
            output.write(FramesJSON.value(command: "settle", events: engine.events, verdict: verdict).pretty)
        } else {
            context.session.writeReport(FrameRenderer.render(engine.events), into: &output)
            if !engine.events.contains(where: \.isProblem) { output.write(verdict.text + "\n") }
            context.session.writeReport(context.session.notesText(engine.notes, model: engine.modelNotes), into: &output)
        }
        try DataFlowCommands.failOnProblems(engine.events)
        context.session.commit(engine.document, description: Session.describe(context.file.text))
    }

    /// An action or body that failed while frames ran fails the command (exit 1 in a script), and,
    /// as for any failing statement, the session keeps none of those frames.
    static func failOnProblems(_ events: [FrameEvent]) throws(CommandError) {
        let problems = events.filter(\.isProblem).count
        guard problems > 0 else { return }
        throw CommandError("\(problems == 1 ? "an error" : "\(problems) errors") while running frames (above); the session is unchanged", at: nil)
    }
}

/// What settle compares between frames: the states and the writes waiting for the next frame.
struct SettleSituation: Equatable {
    var states: [String: Value]
    var pending: [StateWrite]

    init(_ document: Document) {
        states = document.stateValues
        pending = document.frames.pendingWrites
    }

    /// `[labelWidth = 0, pending labelWidth = 10] → [labelWidth = 10, pending labelWidth = 20]`:
    /// the states that change around the cycle, and the writes waiting at each step.
    static func describe(_ cycle: [SettleSituation]) -> String {
        let varying = Set(cycle.flatMap { situation in
            situation.states.keys.filter { key in cycle.contains { $0.states[key] != situation.states[key] } }
        })
        return cycle.map { situation in
            let states = varying.sorted().map { "\($0) = \(situation.states[$0]!)" }
            let pending = situation.pending.map { "pending \($0.state) = \($0.value)" }
            return "[" + (states + pending).joined(separator: ", ") + "]"
        }.joined(separator: " → ")
    }
}

extension FrameEvent {
    var isProblem: Bool {
        if case .problem = self { return true }
        return false
    }
}
