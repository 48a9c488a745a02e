import ViewEngine
import ViewLayout

/// The session's recent render-loop runs (`step-frame`, `settle`), kept for the HTML page's
/// timeline: each run's events and, for each of its updates (passes and flushes), the layout
/// it produced. Bounded: the last `maxRuns` runs and `maxEvents` events; layouts equal to the
/// one before are stored once, and once the kept layouts hold more than `maxNodes` nodes the
/// oldest are dropped (their updates show without a picture).
struct FrameTimeline: Sendable {
    struct Run: Sendable {
        /// The command as typed (`step-frame 2`, `settle`).
        var command: String
        var events: [FrameEvent]
        var verdict: SettleVerdict?
        /// For each update of the run, in order: the index into `layouts`, nil when dropped.
        var updateLayouts: [Int?]
    }

    static let maxRuns = 20
    static let maxEvents = 20_000
    static let maxNodes = 200_000

    private(set) var runs: [Run] = []
    /// Layouts by index; nil once dropped to stay within `maxNodes`.
    private(set) var layouts: [LayoutSnapshot?] = []
    private var keptNodes = 0

    var isEmpty: Bool { runs.isEmpty }

    /// Starts recording a run: the layouts of its updates are added as the engine reports them.
    mutating func begin(_ command: String) {
        runs.append(Run(command: command, events: [], verdict: nil, updateLayouts: []))
    }

    /// One update's layout for the run being recorded.
    mutating func add(_ snapshot: LayoutSnapshot) {
        guard !runs.isEmpty else { return }
        if let last = layouts.last, let kept = last, kept == snapshot {
            runs[runs.count - 1].updateLayouts.append(layouts.count - 1)
            return
        }
        layouts.append(snapshot)
        keptNodes += snapshot.nodes.count
        runs[runs.count - 1].updateLayouts.append(layouts.count - 1)
        var oldest = 0
        while keptNodes > Self.maxNodes, oldest < layouts.count - 1 {
            if let dropped = layouts[oldest] {
                keptNodes -= dropped.nodes.count
                layouts[oldest] = nil
            }
            oldest += 1
        }
    }

    /// Ends the run being recorded with its events (and `settle`'s verdict), then trims.
    mutating func end(events: [FrameEvent], verdict: SettleVerdict?) {
        guard !runs.isEmpty else { return }
        runs[runs.count - 1].events = events
        runs[runs.count - 1].verdict = verdict
        while runs.count > Self.maxRuns || (runs.count > 1 && runs.map(\.events.count).reduce(0, +) > Self.maxEvents) {
            let first = runs.removeFirst()
            for index in first.updateLayouts.compactMap({ $0 }) where index < layouts.count {
                // Layouts shared with later runs stay (only the first use of an index is dropped).
                if !runs.contains(where: { $0.updateLayouts.contains(index) }), let dropped = layouts[index] {
                    keptNodes -= dropped.nodes.count
                    layouts[index] = nil
                }
            }
        }
        // Layouts no run refers to any more leave the array; the runs' indices shift with them.
        let first = runs.flatMap { $0.updateLayouts.compactMap { $0 } }.min() ?? layouts.count
        guard first > 0 else { return }
        layouts.removeFirst(min(first, layouts.count))
        for r in runs.indices { runs[r].updateLayouts = runs[r].updateLayouts.map { $0.map { $0 - first } } }
    }
}

/// Boxes the session's timeline for the frame engine's update callback (a closure that
/// cannot capture an `inout` value).
final class FrameTimelineRecorder {
    var timeline: FrameTimeline
    let window: Window

    init(_ timeline: FrameTimeline, window: Window) {
        self.timeline = timeline
        self.window = window
    }

    /// Installs the callback on `engine` for a run of `command`.
    func record(_ engine: inout FrameEngine, command: String) {
        timeline.begin(command)
        engine.observeUpdate = { [self] _, resolution in
            timeline.add(LayoutSnapshot(&resolution, window: window))
        }
    }
}
