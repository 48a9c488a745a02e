import SwiftUI

/// Actions that call the view's own methods, as app code is usually written: `action: save`,
/// `.onAppear(perform: load)`, `Button("+") { add(1) }`, methods with parameters, an early
/// return, and a method that calls another.
struct Counter: View {
    @State private var count = 0
    @State private var changes: [Int] = []
    @State private var loaded = false

    var body: some View {
        VStack(spacing: 8) {
            Text("\(count)")
                .font(.largeTitle)
            HStack {
                Button("−") { add(-1) }
                Button("+") { add(1) }
                Button("+10", action: addTen)
            }
            Text("\(changes.count) changes")
            Button("Reset", action: reset)
        }
        .onAppear(perform: load)
    }

    private func load() {
        guard !loaded else { return }
        loaded = true
        count = 5
    }

    private func add(_ amount: Int) {
        let next = count + amount
        guard next >= 0 else { return }
        count = next
        changes.append(next)
    }

    private func addTen() {
        for _ in 0..<10 {
            add(1)
        }
    }

    func reset() {
        count = 0
        changes = []
    }
}

#Preview {
    Counter()
}
