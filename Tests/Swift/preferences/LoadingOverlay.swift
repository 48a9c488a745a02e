import SwiftUI

/// Any descendant can say "I am loading"; the root shows a spinner label over everything.
struct IsLoadingKey: PreferenceKey {
    static let defaultValue = false

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

extension View {
    func loading(_ isLoading: Bool) -> some View {
        preference(key: IsLoadingKey.self, value: isLoading)
    }
}

struct Feed: View {
    @State private var showSpinner = false

    var body: some View {
        VStack {
            Text("Feed")
            Text("Photo 1")
            Text("Photo 2")
                .loading(true)
        }
        .onPreferenceChange(IsLoadingKey.self) { showSpinner = $0 }
        .overlay {
            if showSpinner {
                Text("Loading…")
                    .padding(8)
                    .background(Color.black)
            }
        }
    }
}

#Preview {
    Feed()
}
