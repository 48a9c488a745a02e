import SwiftUI

/// A parameter named with a viewsh word (`color`) is renamed `color_` in its definition, and the
/// calls' labels with it: a ButtonStyle's (`Pill(color: .red)`) and a View extension's
/// (`.card(color: .green)`), as a view's already were; a catalogue modifier's label stays as
/// written (`.shadow(color:radius:)`).

struct Pill: ButtonStyle {
    var color: Color = .blue
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding().background(color)
    }
}

extension View {
    func card(color: Color = .white) -> some View {
        padding().background(color)
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            Button("Go") {}.buttonStyle(Pill(color: .red))
            Text("B").card(color: .green)
            Text("C").shadow(color: .black, radius: 2)
        }
    }
}

#Preview { ContentView() }
