import SwiftUI

/// The Observation framework as apps write it: an @Observable class held in @State, passed to a
/// view that edits it (@Bindable) and read from the environment (@Environment(Counter.self)).
/// Its properties are states (§18.11): counter_value, counter_step.

@Observable
class Counter {
    var value = 0
    var step = 1

    func increment() {
        value += step
    }
}

struct StepEditor: View {
    @Bindable var counter: Counter

    var body: some View {
        Stepper("Step \(counter.step)", value: $counter.step, in: 1...10)
    }
}

struct CounterLabel: View {
    @Environment(Counter.self) private var counter

    var body: some View {
        Text("Count: \(counter.value)")
            .font(.largeTitle)
    }
}

struct CounterScreen: View {
    @State private var counter = Counter()

    var body: some View {
        VStack(spacing: 20) {
            CounterLabel()
            StepEditor(counter: counter)
            Button("Increment") {
                counter.increment()
            }
        }
        .padding()
        .environment(counter)
    }
}

#Preview {
    CounterScreen()
}
