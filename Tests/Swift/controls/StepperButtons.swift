import SwiftUI

/// Steppers as tutorials write them: bound to a state within a range (an Int, and a Double
/// with a step), and with onIncrement / onDecrement closures written in the parentheses. Their
/// buttons are pressed with `tap ADDRESS increment` and `tap ADDRESS decrement` (§16.5).
struct StepperButtons: View {
    @State private var quantity = 1
    @State private var temperature = 20.5
    @State private var count = 0

    var body: some View {
        VStack {
            Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
            Stepper(value: $temperature, in: 15...30, step: 0.5) {
                Text("Temperature: \(temperature, specifier: "%.1f")°C")
            }
            Stepper("Count: \(count)", onIncrement: { count += 1 }, onDecrement: { count -= 1 })
        }
        .padding()
    }
}

#Preview { StepperButtons() }
