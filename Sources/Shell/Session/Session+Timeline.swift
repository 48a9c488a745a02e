import Foundation
import ViewEngine

extension Session {
    /// Starts keeping the layouts of `engine`'s updates for the page's timeline.
    func recordTimeline(_ engine: inout FrameEngine, command: String) -> FrameTimelineRecorder {
        let recorder = FrameTimelineRecorder(timeline, window: document.window)
        recorder.record(&engine, command: command.trimmingCharacters(in: .whitespacesAndNewlines))
        return recorder
    }

    /// Keeps the run's events with its layouts (and `settle`'s verdict).
    func endTimeline(_ recorder: FrameTimelineRecorder, events: [FrameEvent], verdict: SettleVerdict?) {
        recorder.timeline.end(events: events, verdict: verdict)
        timeline = recorder.timeline
    }
}
