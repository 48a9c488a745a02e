import SwiftUI

/// Dates in Text (Docs/Semantics.md §18.16): viewsh's now is December 2, 2026, 9:41 AM
/// (GMT, en_US); a date is a number of seconds from it.
struct Departure: View {
    let start = Date()
    @State private var boarding = Date().addingTimeInterval(674)

    var body: some View {
        VStack(alignment: .leading) {
            Text(start, style: .date)
            Text(start, style: .time)
            Text(boarding, style: .relative)
            Text(boarding, style: .offset)
            Text(boarding, style: .timer)
            Text(start, style: .relative)
            Text("Boards at \(boarding, style: .time)")
            Text(start, format: .dateTime.hour().minute())
            Text(start.formatted(date: .abbreviated, time: .shortened))
            Text(start.formatted())
            Text(start.formatted(.dateTime.weekday(.wide).month(.wide).day()))
            Text(Date(timeIntervalSince1970: 0), style: .date)
            Text(boarding > start ? "later" : "earlier")
            Text(timerInterval: start...start.addingTimeInterval(674))
            Text(timerInterval: start.addingTimeInterval(-90)...start.addingTimeInterval(600), countsDown: false)
        }
    }
}

#Preview { Departure() }
