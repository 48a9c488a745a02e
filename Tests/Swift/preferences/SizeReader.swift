import SwiftUI

/// The common "read my size" helper: a background reader, a preference, and a callback that
/// stores the size in state; a label shows it on the next frame.
struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {}
}

extension View {
    func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { geometryProxy in
                Color.clear
                    .preference(key: SizePreferenceKey.self, value: geometryProxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

struct MeasuredTitle: View {
    @State private var titleSize: CGSize = .zero

    var body: some View {
        VStack(spacing: 4) {
            Text("Single origin espresso")
                .font(.title2)
                .readSize { newSize in
                    titleSize = newSize
                }
            Text("\(Int(titleSize.width)) × \(Int(titleSize.height))")
                .font(.caption)
        }
    }
}

#Preview {
    MeasuredTitle()
}
