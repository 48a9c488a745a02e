import SwiftUI

// The first tap after a preview appears: onChange compares with what the window showed.
struct Counter: View {
    @State private var count = 0
    @State private var log = "none"
    @State private var appeared = 0

    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            Text("Changed: \(log)")
        }
        .onAppear { appeared += 1 }
        .onChange(of: count) { oldValue, newValue in
            log = "\(oldValue) → \(newValue)"
        }
    }
}

#Preview { Counter() }
