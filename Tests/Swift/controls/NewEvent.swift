import SwiftUI

/// A new-event form as calendar apps write it: DatePickers from now on, one showing the time only
/// when the event is not all-day. viewsh has no dates: Date() and Date.now are the symbol .now, and a
/// date picker shows fixed compact buttons (§16.11).

struct NewEvent: View {
    @State private var title = ""
    @State private var start = Date()
    @State private var end = Date.now
    @State private var allDay = false

    var body: some View {
        Form {
            TextField("Title", text: $title)
            Toggle("All-day", isOn: $allDay)
            DatePicker("Starts", selection: $start, in: Date()..., displayedComponents: allDay ? [.date] : [.date, .hourAndMinute])
            DatePicker("Ends", selection: $end)
                .datePickerStyle(.compact)
        }
    }
}

#Preview {
    NewEvent()
}
