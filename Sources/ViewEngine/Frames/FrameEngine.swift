import Foundation
import ViewLayout

/// SwiftUI's render loop, frame by frame (§6.3, §8.8): at most two update passes a frame,
/// each bumping the update seed; actions (onPreferenceChange, onChange, onGeometryChange)
/// run after a pass, never inside it; their state writes are flushed under the same seed,
/// so an action may fire twice per seed and a third attempt is dropped with SwiftUI's warning.
public struct FrameEngine {
    public var document: Document
    public private(set) var events: [FrameEvent] = []
    /// The notes of every update's layout (an unconfirmed metric, a Text squeezed below one
    /// character …), each once, in the order first met; the shell prints them after the trace.
    public private(set) var notes: [String] = []
    /// Those of `notes` that describe a catalogue view's model (`Resolution.modelNotes`).
    public private(set) var modelNotes: Set<String> = []
    /// How many of the current update's preference events are already in `events`.
    var reportedReductions = 0
    var layoutMemo: ResolverCache?
    /// Called after each update is laid out, with the index of its `.evaluated` event: a
    /// caller that keeps each pass's layout (the HTML page's timeline) takes it here.
    public var observeUpdate: ((_ eventIndex: Int, _ resolution: inout Resolution) -> Void)?
    /// Ctrl-C: an action's statements ask it as they run (InterpreterContext), so a loop in a
    /// button's action stops at once.
    public var interrupted: (@Sendable () -> Bool)?
    /// Bounds the run-loop flushes between frames (§4.5: 8 rounds).
    static let betweenFrameRounds = 8

    public init(document: Document) {
        self.document = document
    }

    var state: FrameState {
        get { document.frames }
        set { document.frames = newValue }
    }

    /// One frame. `lag nextFrame` (teaching mode) runs a single pass and leaves the
    /// actions' writes for the next frame, so the one-frame lag is a frame of its own.
    public mutating func step() {
        state.frame += 1
        events.append(.frameStarted(frame: state.frame))
        let sameFrame = document.options["lag"] != "nextFrame"
        if !state.pendingWrites.isEmpty {
            events.append(.flush(seed: state.seed, betweenFrames: false))
            applyPendingWrites()
        }
        var passes = 0
        repeat {
            passes += 1
            state.seed += 1
            events.append(.pass(number: passes, seed: state.seed))
            if passes > 1 {
                events.append(.flush(seed: state.seed, betweenFrames: false))
                applyPendingWrites()
            }
            update()
            guard sameFrame else { break }
            if !state.pendingWrites.isEmpty {
                events.append(.flush(seed: state.seed, betweenFrames: false))
                if applyPendingWrites() { update() }
            }
        } while passes < 2 && !state.pendingWrites.isEmpty
        recordDisplay()
        guard sameFrame else { return }
        // Actions still queued run after the frame; their state is flushed on the next
        // run-loop turn, before the next update: still the old seed (§6.3 step 4).
        var rounds = 0
        while !state.pendingWrites.isEmpty, rounds < Self.betweenFrameRounds {
            rounds += 1
            events.append(.flush(seed: state.seed, betweenFrames: true))
            if applyPendingWrites() { update() }
        }
    }

    /// Evaluates bodies, lays out, computes preferences, and asks every action binder whether
    /// its value changed; the actions that fire run now, after the update, writing state.
    mutating func update() {
        // Each update reuses the previous layout's caches: a state change re-lays out its path.
        // VIEWSH_FRESH=1 evaluates every body every time (to compare with the incremental path).
        let fresh = ProcessInfo.processInfo.environment["VIEWSH_FRESH"] == "1"
        let (resolved, memo) = Resolver.resolve(document, reusing: fresh ? nil : layoutMemo.take())
        layoutMemo = memo
        var resolution = resolved
        resolution.addLayoutNotes()
        for note in resolution.notes where !notes.contains(note) { notes.append(note) }
        modelNotes.formUnion(resolution.modelNotes)
        for problem in resolution.problems { events.append(.problem(problem)) }
        var bodies: [String: Int] = [:]
        for node in resolution.preorder() {
            let entry = resolution.entry(node)
            // The children it produced count too: an `if` that flips changes its container's body.
            var hasher = Hasher()
            hasher.combine(bodies[entry.address] ?? 0)
            entry.hashLabel(into: &hasher)
            hasher.combine(resolution.layout.signature(of: node))
            hasher.combine(Self.signature(of: entry.role))
            for child in resolution.layout.children(of: node) { hasher.combine(resolution.entry(child).address) }
            bodies[entry.address] = hasher.finalize()
        }
        // Each address split once, not at every comparison (a 17,000-node tree spent a second here).
        let changed = bodies.keys.filter { state.lastBodies[$0] != bodies[$0] }
            .map { ($0, $0.split(separator: ".")) }.sorted { Self.addressOrder($0.1, $1.1) }.map(\.0)
        state.lastBodies = bodies
        events.append(.evaluated(changed: changed, of: bodies.count, rootSize: resolution.size))
        observeUpdate?(events.count - 1, &resolution)
        reportSizes(&resolution)
        let computer = PreferenceComputer(resolution: resolution, document: document)
        reportedReductions = 0
        var present: [String: Appearance] = [:]
        for node in resolution.preorder() {
            let entry = resolution.entry(node)
            switch entry.role {
            case .appearAction(let closure, let scope):
                let key = entry.address + " " + entry.label
                present[key] = Appearance(address: entry.address, onDisappear: nil, scope: scope)
                guard state.appeared[key] == nil else { continue }
                events.append(.appearance(address: entry.address, appeared: true))
                run(closure, value: .none, old: nil, scope: scope, by: "onAppear at " + entry.address)
            case .disappearAction(let closure, let scope):
                present[entry.address + " " + entry.label] = Appearance(address: entry.address, onDisappear: closure, scope: scope)
            case .preferenceAction(let key, let closure, let scope):
                let child = resolution.layout.children(of: node)[0]
                var value = computer.defaultValue(key)
                do throws(EvaluationError) {
                    value = try computer.value(key, at: child) ?? value
                } catch {
                    events.append(.problem("\(entry.address): \(error.message)"))
                    continue
                }
                reportReductions(computer, resolution)
                dispatch(label: "onPreferenceChange(\(key))", warningLabel: "Bound preference \(key)", entry: entry,
                         value: value, closure: closure, scope: scope, firesInitially: true)
            case .changeAction(let value, let declaredType, let closure, let initial, let scope):
                // The trace names the watched expression (two onChange on one view stay apart);
                // the warning keeps SwiftUI's wording, which names the type.
                let watched = entry.label.split(separator: "{", maxSplits: 1).first.map { String($0).trimmingCharacters(in: .whitespaces) }
                    ?? entry.label
                dispatch(label: String(watched.dropFirst()), warningLabel: "onChange(of: \(declaredType ?? Self.typeName(value))) action",
                         entry: entry, value: value, closure: closure, scope: scope, firesInitially: initial)
            case .geometryAction(let transform, let parameter, let closure, let scope):
                guard let frame = resolution.layout.result(of: node)?.frame else { continue }
                var locals = scope
                locals[parameter ?? "$0"] = Resolver.proxy(frame)
                let shorthands = parameter == nil ? [Resolver.proxy(frame)] : []
                let value: Value
                let work = document.uuidCountingWork()
                do throws(EvaluationError) {
                    value = try Evaluator.evaluate(transform, in: EvaluationScope(states: document.stateValues, locals: locals,
                                                                                  shorthands: shorthands, work: work))
                } catch {
                    events.append(.problem("\(entry.address): \(error.message)"))
                    continue
                }
                document.keepUUIDs(of: work)
                dispatch(label: "onGeometryChange(for: \(Self.typeName(value)))", warningLabel: "Geometry action", entry: entry,
                         value: value, closure: closure, scope: scope, firesInitially: true)
            default:
                continue
            }
        }
        // §18.4: views that existed after the last update and no longer do.
        for key in state.appeared.keys.sorted(by: Self.addressOrder) where present[key] == nil {
            guard let gone = state.appeared[key], let closure = gone.onDisappear else { continue }
            events.append(.appearance(address: gone.address, appeared: false))
            run(closure, value: .none, old: nil, scope: gone.scope, by: "onDisappear at " + gone.address)
        }
        state.appeared = present
    }

    /// `tap` (§16.1, §16.2): a Button's action runs, or a Toggle's state flips; the writes wait
    /// for the flush that opens the next frame, like any action's. False when `role` is not a
    /// control's.
    /// `reached`: how the tap on the view the user named reached this control or gesture, when
    /// it is another view's (§16.12); the event says so.
    /// `increment`: which of a Stepper's buttons is pressed (true: +); nil for other controls.
    public mutating func tap(_ role: NodeRole, address: String, label: String, location: Value = .none,
                             reached how: String? = nil, increment: Bool? = nil) -> Bool {
        let by = "tap at " + address
        let reached = how.map { " (\($0): §16.12)" } ?? ""
        switch role {
        case .tapStep(let stepper):
            press(stepper, increment: increment ?? true, address: address, label: label, reached: reached, by: by)
        case .tapAction(let closure, let scope):
            events.append(.tapped(address: address, label: label, response: "runs its action" + reached))
            run(closure, value: location, old: nil, scope: scope, by: by)
        case .tapToggle(let path):
            let states = document.stateValues
            let old = BindingPath.read(path, in: states) ?? .none
            let name = BindingPath.describe(path)
            guard case .bool(let isOn) = old else {
                events.append(.problem("\(address): '\(name)' is \(old.kindName), not true or false"))
                return true
            }
            do throws(EvaluationError) {
                // A part binding (`$settings.sounds`) writes its state whole, with the part flipped.
                let (root, whole) = try BindingPath.writing(.bool(!isOn), to: path, in: states)
                events.append(.tapped(address: address, label: label, response: "sets \(name) to \(!isOn)" + reached))
                state.pendingWrites.append(StateWrite(state: root, value: whole, by: by))
            } catch {
                events.append(.problem("\(address): \(error.message)"))
            }
        default:
            return false
        }
        return true
    }

    /// A Picker's option tapped (§16.6): the state behind the picker's selection binding (`path`)
    /// becomes the option's tag; an option already selected, or without a tag, changes nothing.
    /// `option`: the option's address; `tag`: its `.tag` value (nil: none).
    public mutating func pick(state path: String?, tag: Value?, option: String, address: String, label: String) {
        let by = "tap at " + option
        guard let path else {
            events.append(.tapped(address: address, label: label, response: "option \(option) does nothing: the selection is not a binding to a state"))
            return
        }
        let name = BindingPath.describe(path)
        guard let tag else {
            events.append(.tapped(address: address, label: label, response: "option \(option) does nothing: it has no .tag, "
                                  + "so it stands for no value of \(name) (§16.6)"))
            return
        }
        let states = document.stateValues
        let current = BindingPath.read(path, in: states) ?? .none
        // A tag selects the value that prints the same, as the layout compares them (§16.6).
        guard current.description != tag.description else {
            events.append(.tapped(address: address, label: label, response: "option \(option) does nothing: it is tagged \(tag), "
                                  + "already the selection (\(name))"))
            return
        }
        // A tag of another type than the selection's never matches it: SwiftUI selects nothing.
        guard current == .none || tag == .none || current.kindName == tag.kindName else {
            events.append(.tapped(address: address, label: label, response: "option \(option) does nothing: its tag \(tag) is "
                                  + "\(tag.kindName) and \(name) is \(current.kindName), so the tag stands for no value of it (§16.6)"))
            return
        }
        do throws(EvaluationError) {
            let (root, whole) = try BindingPath.writing(tag, to: path, in: states)
            events.append(.tapped(address: address, label: label, response: "option \(option) sets \(name) to \(tag)"))
            state.pendingWrites.append(StateWrite(state: root, value: whole, by: by))
        } catch {
            events.append(.problem("\(address): \(error.message)"))
        }
    }

    /// A Stepper's button (§16.5): its closure runs, or the state behind its binding moves by
    /// `step` (1 when not given), clamped to the closed range; at the bound the button does nothing.
    mutating func press(_ stepper: StepperRole, increment: Bool, address: String, label: String, reached: String, by: String) {
        let button = increment ? "+" : "−"
        if let closure = increment ? stepper.onIncrement : stepper.onDecrement {
            events.append(.tapped(address: address, label: label, response: "its \(button) runs \(increment ? "onIncrement" : "onDecrement")" + reached))
            run(closure, value: .none, old: nil, scope: stepper.scope, by: by)
            return
        }
        guard let path = stepper.state else {
            events.append(.tapped(address: address, label: label, response: "its \(button) does nothing (no value and no \(increment ? "onIncrement" : "onDecrement"))" + reached))
            return
        }
        let states = document.stateValues
        let name = BindingPath.describe(path)
        let current = BindingPath.read(path, in: states) ?? .none
        guard case .number(let value) = current else {
            events.append(.problem("\(address): '\(name)' is \(current.kindName), not a number"))
            return
        }
        let work = document.uuidCountingWork()
        do throws(EvaluationError) {
            let scope = EvaluationScope(states: states, locals: stepper.scope, work: work)
            var step = 1.0
            if let written = stepper.step {
                guard case .number(let n) = try Evaluator.evaluate(written, in: scope), n.isFinite, n > 0 else {
                    throw EvaluationError("a Stepper's step must be a number above 0")
                }
                step = n
            }
            var lower = -Double.infinity, upper = Double.infinity
            if let range = stepper.range {
                if case .binary(.closedRange, let lo, let hi) = range,
                   case .number(let a) = try Evaluator.evaluate(lo, in: scope), case .number(let b) = try Evaluator.evaluate(hi, in: scope) {
                    (lower, upper) = (a, b)
                } else if case .list(let items) = try Evaluator.evaluate(range, in: scope), case .number(let a)? = items.first, case .number(let b)? = items.last {
                    (lower, upper) = (a, b)
                } else {
                    throw EvaluationError("a Stepper's range must be a closed range of numbers (in: 1...10)")
                }
            }
            let next = increment ? Swift.min(value + step, upper) : Swift.max(value - step, lower)
            guard next != value, increment ? value < upper : value > lower else {
                let bound = increment ? upper : lower
                let place = value == bound ? "at" : "past"
                events.append(.tapped(address: address, label: label, response: "its \(button) does nothing: \(name) is \(Value.number(value)), "
                                      + "\(place) the range's " + (increment ? "upper" : "lower") + " bound \(Value.number(bound))" + reached))
                return
            }
            let (root, whole) = try BindingPath.writing(.number(next), to: path, in: states)
            events.append(.tapped(address: address, label: label, response: "its \(button) sets \(name) to \(Value.number(next))" + reached))
            state.pendingWrites.append(StateWrite(state: root, value: whole, by: by))
            document.keepUUIDs(of: work)
        } catch {
            events.append(.problem("\(address): \(error.message)"))
        }
    }

    /// The reduce calls the computer made since the last report, as frame events.
    mutating func reportReductions(_ computer: PreferenceComputer, _ resolution: Resolution) {
        for event in computer.events.dropFirst(reportedReductions) {
            switch event {
            case .reduced(let container, let key, let value, let next, _, let result):
                events.append(.reduced(key: key, address: resolution.entry(container).address, value: value, next: next, result: result))
            case .notAsked(let container, let key, let value, _):
                events.append(.reduced(key: key, address: resolution.entry(container).address, value: value, next: nil, result: value))
            default:
                break
            }
        }
        reportedReductions = computer.events.count
    }

    /// One binder's decision (§4.5): fire when the value differs from the last delivered one
    /// (or on the first value), at most twice per seed; the third is dropped, warned about once,
    /// and still remembered as the last value.
    mutating func dispatch(
        label: String, warningLabel: String, entry: ResolvedEntry, value: Value, closure: ClosureNode,
        scope: [String: Value], firesInitially: Bool
    ) {
        let id = entry.address + " " + entry.label
        var binder = state.binders[id] ?? BinderState()
        let old = binder.lastValue
        defer { state.binders[id] = binder }
        guard old != value else {
            events.append(.binder(label: label, address: entry.address, old: old, new: value, decision: .unchanged))
            return
        }
        binder.lastValue = value
        if old == nil, !firesInitially {
            return  // onChange without `initial: true` only remembers the first value
        }
        if binder.seedSeen != state.seed {
            binder.seedSeen = state.seed
            binder.budget = 2
        }
        guard binder.budget > 0 else {
            events.append(.binder(label: label, address: entry.address, old: old, new: value, decision: .suppressed))
            if !binder.warned {
                binder.warned = true
                events.append(.warning("\(warningLabel) tried to update multiple times per frame."))
            }
            return
        }
        binder.budget -= 1
        events.append(.binder(label: label, address: entry.address, old: old, new: value, decision: .fired(ordinal: 2 - binder.budget)))
        run(closure, value: value, old: old, scope: scope, by: label + " at " + entry.address)
    }

    /// Runs an action; its state writes wait for the next flush (§6.1: a deferred transaction).
    mutating func run(_ closure: ClosureNode, value: Value, old: Value?, scope: [String: Value], by: String) {
        // §6.1 rule 2: a write can be read back at once, though its update waits for the flush.
        var states = document.stateValues
        for write in state.pendingWrites { states[write.state] = write.value }
        // The action's `UUID()`s count on from the session's, and are kept when it succeeds (§18.17).
        let context = InterpreterContext(work: document.uuidCountingWork(), interrupted: interrupted)
        var runner = StatementRunner(states: states, locals: scope, context: context)
        let arguments = closure.parameters.count >= 2 ? [old ?? value, value] : [value]
        if closure.parameters.isEmpty {
            runner.shorthands = arguments
        } else {
            for (name, argument) in zip(closure.parameters, arguments) { runner.locals[name] = argument }
        }
        var failure: EvaluationError?
        do throws(EvaluationError) {
            try runner.run(closure.body)
        } catch {
            failure = error
        }
        // What it printed, as one console's text (a terminator other than a newline joins the
        // next print's line), before the error that stopped it.
        let printed = context.printed.joined()
        if !printed.isEmpty { events.append(.printed(output: printed, by: by)) }
        if context.unprinted > 0 {
            events.append(.warning("\(by): \(context.unprinted) more print(…) calls not shown (\(InterpreterContext.printLimitsText) an action are)"))
        }
        if let failure {
            events.append(.problem("\(by): \(failure.message)"))
            return
        }
        document.keepUUIDs(of: context.work)
        for run in runner.stateWrites {
            state.pendingWrites.append(StateWrite(state: run.state, value: run.value, by: by, writes: run.count))
        }
    }

    /// Applies waiting writes; equal writes do nothing (§6.1). True when a state changed.
    @discardableResult
    mutating func applyPendingWrites() -> Bool {
        let writes = state.pendingWrites
        state.pendingWrites = []
        var changed = false
        for var write in writes {
            write.value = write.value.withoutNegativeZero
            let old = document.stateValues[write.state] ?? .none
            if let problem = document.definitions.state(write.state)?.problem(accepting: write.value) {
                // As `set` would refuse it: the state keeps its value.
                events.append(.problem("\(write.by): \(problem)"))
            } else if old == write.value {
                events.append(.stateUnchanged(state: write.state, value: write.value, by: write.by, writes: write.writes))
            } else {
                document.stateValues[write.state] = write.value
                events.append(.stateChanged(state: write.state, old: old, new: write.value, by: write.by, writes: write.writes))
                changed = true
            }
        }
        return changed
    }

    mutating func reportSizes(_ resolution: inout Resolution) {
        var sizes: [String: Size] = [:]
        for laidOut in resolution.layout.laidOutNodes() {
            let entry = resolution.entry(laidOut.id)
            guard !entry.isModifier else { continue }
            sizes[entry.address] = laidOut.result.size
            if state.lastSizes[entry.address] != laidOut.result.size {
                events.append(.sizeChanged(address: entry.address, label: entry.label, from: state.lastSizes[entry.address],
                                           to: laidOut.result.size))
            }
        }
        state.lastSizes = sizes
    }

    mutating func recordDisplay() {
        events.append(.displayed(frame: state.frame, states: document.stateValues))
    }

    /// The part of a node's role that its body computes (values, not closures or scopes,
    /// whose dictionaries print in no fixed order).
    static func signature(of role: NodeRole) -> String {
        switch role {
        case .none: return ""
        case .preferenceWriter(let key, let value): return "writes \(key)=\(value)"
        case .changeAction(let value, _, _, _, _): return "watches \(value)"
        case .preferenceTransform(let key, _, _), .preferenceAction(let key, _, _), .preferenceValueReader(let key): return key
        case .geometryAction: return "geometry"
        case .anchorWriter(let key, let source, _, _), .anchorTransform(let key, let source, _, _): return "anchor \(key) \(source)"
        case .coordinateSpace(let name): return "space \(name)"
        case .appearAction: return "onAppear"
        case .disappearAction: return "onDisappear"
        case .tapAction: return "action"
        case .tapToggle(let state): return "toggles \(BindingPath.describe(state))"
        case .tapStep(let stepper): return "steps " + (stepper.state.map(BindingPath.describe) ?? "by closures")
        case .tapPick(let state, let style): return "picks " + (state.map(BindingPath.describe) ?? "nothing") + " ." + style
        case .optionTag(let value): return "tag \(value)"
        }
    }

    /// Tree order of addresses: `0.2` before `0.10`, `0.0.bg` after `0.0`'s children.
    static func addressOrder(_ a: String, _ b: String) -> Bool {
        addressOrder(a.split(separator: "."), b.split(separator: "."))
    }

    static func addressOrder(_ left: [Substring], _ right: [Substring]) -> Bool {
        for (x, y) in zip(left, right) where x != y {
            if let i = Int(x), let j = Int(y) { return i < j }
            return x < y
        }
        return left.count < right.count
    }

    /// The Swift type a value would have, for SwiftUI's warning text.
    static func typeName(_ value: Value) -> String {
        switch value {
        case .number: return "CGFloat"
        case .string: return "String"
        case .bool: return "Bool"
        case .list: return "Array"
        case .dictionary: return "Dictionary"
        case .record(let type, _): return type
        default: return "Value"
        }
    }
}
