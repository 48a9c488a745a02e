import SwiftUI

// Dates are not values viewsh has: their format styles are refused where they are written.
struct Due: View {
    let when = Date()
    var body: some View {
        VStack {
            Text(when, format: .dateTime.hour().minute())
            Text(when.formatted(date: .abbreviated, time: .shortened))
        }
    }
}

#Preview { Due() }
