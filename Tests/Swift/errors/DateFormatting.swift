import SwiftUI

// The date styles viewsh does not format (§18.16) are refused where they are written, each
// error naming what is supported; nothing of the file is kept.
struct Due: View {
    let when = Date()
    let minute = Date()...Date().addingTimeInterval(60)
    var body: some View {
        VStack {
            Text(when, format: .relative(presentation: .named))
            Text(timerInterval: minute)
            Text(when, style: .calendar)
            Text(Date(from: decoder), style: .date)
        }
    }
}

#Preview { Due() }
