import SwiftUI

/// A page reports its title; a custom bar at the top shows it. The bar is an overlay built
/// from the preference in the same pass, and the first title in tree order wins.
struct PageTitleKey: PreferenceKey {
    static var defaultValue: String? = nil

    static func reduce(value: inout String?, nextValue: () -> String?) {
        if value == nil {
            value = nextValue()
        }
    }
}

extension View {
    func pageTitle(_ title: String) -> some View {
        preference(key: PageTitleKey.self, value: title)
    }
}

struct TitledPage: View {
    var body: some View {
        VStack {
            Text("Brewing guide")
                .pageTitle("Guide")
            Text("Step 1")
                .pageTitle("Steps")
        }
        .padding(.top, 44)
        .overlayPreferenceValue(PageTitleKey.self, alignment: .top) { title in
            Text(title ?? "")
                .font(.headline)
                .frame(maxWidth: .infinity)
                .padding(.vertical, 12)
                .background(Color.gray)
        }
    }
}

#Preview {
    TitledPage()
}
