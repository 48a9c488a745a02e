import SwiftUI

// Debugging with print, as SwiftUI developers do: in a button's action, in
// onPreferenceChange, and in a custom layout's sizeThatFits.
struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

struct Probe: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        print("Probe asked", proposal.width ?? -1, "by", proposal.height ?? -1)
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

struct Counter: View {
    @State private var count = 0
    @State private var height: CGFloat = 0
    var body: some View {
        VStack {
            Probe { Text("Count: \(count)") }
            Button("Add") {
                count += 1
                print("count is now \(count)")
            }
        }
        .background(GeometryReader { proxy in
            Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
        })
        .onPreferenceChange(HeightKey.self) { value in
            print("height", value, separator: ": ")
            height = value
        }
    }
}

#Preview { Counter() }
