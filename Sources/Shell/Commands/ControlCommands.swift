import Diagnostics
import ViewEngine
import ViewLayout

/// tap: using a control, then the frame it causes (§16).
enum ControlCommands {
    static let tap = Command(
        name: "tap", usage: "tap <node> [increment]",
        summary: "tap a view: a button's action runs, a toggle flips, a picker's option is selected, an onTapGesture runs; then one frame",
        details: """
        Runs what a tap does — a Button's action, a Toggle's flip of the state behind its binding,
        an `.onTapGesture` action — as SwiftUI does, outside any update: the state writes wait, and
        the next frame starts by flushing them (§6.1, §16.1). A tap on a view inside a button or a
        view with a tap gesture (a button's label, a row's text) reaches the nearest one around it:
        the view's own control first, then its tap gestures innermost first, then its container's
        (§16.12). A Stepper has two buttons: `tap <stepper> increment` presses its +, `tap <stepper>
        decrement` its − (its value steps within its range, or its onIncrement / onDecrement runs,
        §16.5). A Picker's option (a segmented control's segment, a wheel's or an inline picker's row)
        sets the picker's selection to the option's tag; a menu picker's options are in a menu
        viewsh does not show: `set` the selection instead (§16.6). The frame is shown as
        `step-frame` shows it. A disabled control (`.disabled(true)`
        on it or an ancestor) ignores the tap. When no frame has run yet, the window's first frame runs
        first (shown short): nothing is tapped before it is on screen.
        """,
        examples: ["tap #save", "tap 0.1", "tap 0.2 increment"],
        completions: [.node]
    ) { context, output throws(CommandError) in
        let word = try context.argument(1, "node address")
        // A Stepper's button: `increment` (its +) or `decrement` (its −). Not `+` and `-`: an
        // operator at the end of a line continues it on the next.
        var increment: Bool?
        if context.words.count > 2 {
            switch context.words[2].text {
            case "increment": increment = true
            case "decrement": increment = false
            default: break
            }
        }
        try context.expectNoMoreWords(after: increment == nil ? 1 : 2)
        // Nothing is tapped before the window shows its first frame: a session no frame has run
        // in yet runs it first, as `step-frame` would — onAppear actions run, each onChange and
        // onPreferenceChange takes its first value — so the tap's changes are seen as changes
        // (§6.3). The session changes only if the tap succeeds (one undo step for both).
        let before = context.session.document
        let timeline = context.session.timeline
        var first: FrameEngine?
        if before.frames.frame == 0, before.tree.root != nil {
            var engine = FrameEngine(document: before)
            engine.interrupted = context.session.configuration.interruptRequested
            let recorder = context.session.recordTimeline(&engine, command: "step-frame (the window's first frame, before the tap)")
            engine.step()
            context.session.endTimeline(recorder, events: engine.events, verdict: nil)
            context.session.document = engine.document
            first = engine
        }
        do throws(CommandError) {
            try perform(word, increment: increment, first: first, before: before, timeline: timeline, context, &output)
        } catch {
            context.session.document = before
            context.session.timeline = timeline
            throw error
        }
    }

    /// The tap itself (`first`: the first frame, when the tap needed one; `before` and `timeline`:
    /// the document and the page's timeline the command started from).
    static func perform(_ word: Word, increment: Bool?, first: FrameEngine?, before: Document, timeline: FrameTimeline,
                        _ context: CommandContext, _ output: inout SessionOutput) throws(CommandError) {
        let resolution = try context.session.resolved(output: &output)
        let outer = try context.session.layoutNode(word, in: resolution)
        let address = resolution.entry(outer).address
        guard let view = resolution.nodes(at: address).last else { throw CommandError("nothing is laid out at \(address)", at: word.range) }
        // The view's own control, then its modifiers innermost first, then its containers' (§16.12):
        // up the layout tree to the first node a tap reaches, unless a control viewsh does not
        // model (a link, a menu) takes the tap first.
        var target: LayoutNodeID? = view
        var found: LayoutNodeID?
        while let node = target, found == nil {
            let here = resolution.entry(node)
            switch here.role {
            case .tapAction, .tapToggle, .tapStep, .tapPick:
                found = node
            default:
                if !here.isModifier, let what = Self.unmodelledControl(here, in: context.session.document) {
                    throw CommandError("\(here.address) is \(LayoutTable.clip(here.label, limit: 40)), \(what): nothing to tap",
                                       at: word.range)
                }
                target = resolution.layout.parent(of: node)
            }
        }
        var reachedDown = false
        if found == nil {
            reachedDown = true
            // A user view is its body: a tap on it lands on the body's view, so a gesture or
            // control there — down a chain of single children, all the same rectangle — takes it.
            var inner = resolution.layout.children(of: view)
            while inner.count == 1, found == nil {
                switch resolution.entry(inner[0]).role {
                case .tapAction, .tapToggle, .tapStep, .tapPick: found = inner[0]
                default: inner = resolution.layout.children(of: inner[0])
                }
            }
        }
        guard let found else {
            let label = LayoutTable.clip(resolution.entry(view).label, limit: 40)
            throw CommandError("\(address) is \(label), not a button, a toggle or a view with .onTapGesture, nor inside one: "
                               + "nothing to tap", at: word.range)
        }
        let entry = resolution.entry(found)
        if case .tapStep = entry.role {
            guard increment != nil else {
                throw CommandError("\(entry.address) is a Stepper: it has two buttons, tap \(entry.address) increment (its +) "
                                   + "or tap \(entry.address) decrement (its −)", at: word.range)
            }
        } else if increment != nil {
            throw CommandError("increment and decrement press a Stepper's buttons; \(entry.address) is \(LayoutTable.clip(entry.label, limit: 40))",
                               at: context.words[2].range)
        }
        // A tap gesture's closure may take the location: the tapped view's centre, in the space of
        // the view the gesture is attached to (the same view, or one around it).
        var location = Value.none
        var layout = resolution.layout
        if let tapped = layout.result(of: view)?.frame, let space = layout.result(of: found)?.frame {
            location = .record(type: "CGPoint", fields: [.init("x", .number(tapped.minX + tapped.width / 2 - space.minX)),
                                                         .init("y", .number(tapped.minY + tapped.height / 2 - space.minY))])
        }
        // A gesture's modifier node carries no environment: the view it modifies has it.
        let environment = entry.environment ?? resolution.nodes(at: entry.address).last.flatMap { resolution.entry($0).environment }
        // A hidden view, or one inside it, takes no tap (§2.9 rule 6); nor does a disabled one (§5).
        var refusal: String?
        if let hidden = environment?.entries["_hidden"], hidden.value == .bool(true) {
            refusal = "hidden" + (hidden.origin.map { " (.hidden at \($0.address))" } ?? "")
        } else if let enabled = environment?.entries["isEnabled"], enabled.value == .bool(false) {
            refusal = "disabled" + (enabled.origin.map { " (\($0.modifier) at \($0.address))" } ?? "")
        }
        if let refusal {
            output.write("\(address) is \(refusal): the tap does nothing\n")
            // Nothing happened: not even the first frame (it runs with the next command that steps).
            context.session.document = before
            context.session.timeline = timeline
            return
        }
        // A Picker (§16.6): the option the tapped view is (or is inside) is selected.
        var picked: (state: String?, tag: Value?, option: String)?
        if case .tapPick(let state, let style) = entry.role {
            picked = try pickedOption(view, picker: found, state: state, style: style, in: resolution, word: word, context)
        }
        var engine = FrameEngine(document: context.session.document)
        engine.interrupted = context.session.configuration.interruptRequested
        let recorder = context.session.recordTimeline(&engine, command: context.file.text)
        if let picked {
            engine.pick(state: picked.state, tag: picked.tag, option: picked.option, address: entry.address, label: entry.label)
        } else {
            let how = entry.address == address ? nil
                : reachedDown ? "the tap on \(address) lands on its body's view" : "the tap on \(address), inside it, reaches it"
            _ = engine.tap(entry.role, address: entry.address, label: entry.label, location: location, reached: how, increment: increment)
        }
        engine.step()
        context.session.endTimeline(recorder, events: engine.events, verdict: nil)
        var report = FrameRenderer.render(engine.events)
        var notes = engine.notes
        var modelNotes = engine.modelNotes
        if let first {
            // Shown short: what every view's first size and body are adds nothing here; the
            // actions, state writes and the values each action binder starts from are kept.
            let shown = first.events.filter {
                switch $0 {
                case .evaluated: return false
                case .sizeChanged(_, _, let from, _): return from != nil
                default: return true
                }
            }
            var lines = FrameRenderer.render(shown).split(separator: "\n", omittingEmptySubsequences: false)
            if let head = lines.first { lines[0] = head + " (the window's first frame: nothing is tapped before it is shown)" }
            report = lines.joined(separator: "\n") + report
            notes = first.notes + notes.filter { !first.notes.contains($0) }
            modelNotes.formUnion(first.modelNotes)
        }
        context.session.writeReport(report + context.session.notesText(notes, model: modelNotes), into: &output)
        context.session.document = before
        context.session.commit(engine.document, description: Session.describe(context.file.text))
    }

    /// The styles whose options are on screen, each tappable (§16.6): a segmented control's
    /// segments, a wheel's rows, an inline picker's rows. The others (`.menu`, `.automatic`,
    /// `.navigationLink` …) show their options only once opened, which viewsh does not model.
    static let onScreenPickerStyles: Set<String> = ["segmented", "wheel", "inline"]

    /// The option of the Picker `picker` that the tapped `view` is or is inside, with its tag and
    /// the state behind the selection (§16.6); an error when the tap selects nothing viewsh can
    /// show: the picker itself rather than an option, or an option of a menu.
    static func pickedOption(_ view: LayoutNodeID, picker: LayoutNodeID, state: String?, style: String, in resolution: Resolution,
                             word: Word, _ context: CommandContext) throws(CommandError) -> (state: String?, tag: Value?, option: String) {
        let pickerAddress = resolution.entry(picker).address
        // The picker's parts (a menu's chevron, a row's title) are not options.
        let parts: Set<String> = [pickerAddress + ".chevron", pickerAddress + ".label"]
        let options = resolution.layout.children(of: picker).filter { !parts.contains(resolution.entry($0).address) }
        var option: LayoutNodeID? = view
        while let node = option, !options.contains(node) { option = resolution.layout.parent(of: node) }
        // An option's tag: the outermost `.tag` on it, through its modifiers (as the layout reads the trait).
        func tag(of option: LayoutNodeID) -> Value? {
            var node: LayoutNodeID? = option
            while let n = node {
                let entry = resolution.entry(n)
                if case .optionTag(let value) = entry.role { return value }
                guard entry.isModifier else { return nil }
                node = resolution.layout.children(of: n).first
            }
            return nil
        }
        let name = state.map(BindingPath.describe)
        let current = state.flatMap { BindingPath.read($0, in: context.session.document.stateValues) }
        // What `set` writes to choose an option: the tapped option's tag, else the first option's
        // tagged with another value than the selection.
        let example = option.flatMap(tag).flatMap { $0.description != current?.description ? $0 : nil }
            ?? options.lazy.compactMap(tag).first { $0.description != current?.description }
        let howToChoose = name.map { name in
            "choose an option with set \(name) = " + (example.map { "\($0)" } ?? "<its tag>") + " (§16.6)"
        } ?? "its selection is not a binding to a state (§16.6)"
        // `.automatic` outside a Form is a menu on iOS 16 and later (§16.6 rule 2).
        let styleName = style == "automatic" ? "the .automatic (menu) style" : "the .\(style) style"
        guard onScreenPickerStyles.contains(style) else {
            // A menu: its options show only in the menu it opens, which viewsh does not model.
            var layout = resolution.layout
            if let option, layout.result(of: option) == nil || layout.isHidden(option) {
                throw CommandError("\(resolution.entry(option).address) is an option of the Picker at \(pickerAddress), in \(styleName): "
                                   + "it is in the menu the picker opens, which viewsh does not show (not laid out): \(howToChoose)", at: word.range)
            }
            let shown = option.map { "\(resolution.entry($0).address) is the selected option, shown on the Picker at \(pickerAddress) in \(styleName): " }
                ?? "\(pickerAddress) is a Picker in \(styleName): "
            throw CommandError(shown + "a tap opens its menu of options, which viewsh does not model; " + howToChoose, at: word.range)
        }
        guard let option else {
            let addresses = options.prefix(3).map { resolution.entry($0).address }.joined(separator: ", ")
            throw CommandError("\(pickerAddress) is a Picker in \(styleName): tap one of its options (\(addresses)\(options.count > 3 ? " …" : ""))",
                               at: word.range)
        }
        return (state, tag(of: option), resolution.entry(option).address)
    }

    /// Why a control viewsh does not model takes the tap (nil: the view is not one).
    static func unmodelledControl(_ entry: ResolvedEntry, in document: Document) -> String? {
        guard let declared = entry.declared, case .builtin(let keyword, _) = document.tree[declared].kind else { return nil }
        return [
            "navigationlink": "a link: it pushes its destination, which viewsh does not show (§17.6)",
            "menu": "a menu: it opens its items, which viewsh does not show (§17.6)",
            "link": "a link: it opens a URL, which viewsh does not show (§17.6)",
            "disclosuregroup": "a disclosure group without an isExpanded binding: its own state is not modelled; bind one (§16.8)",
        ][keyword]
    }
}
