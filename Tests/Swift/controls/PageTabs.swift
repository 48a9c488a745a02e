import SwiftUI

/// An onboarding pager (§17.7): `.tabViewStyle(.page(indexDisplayMode: .never))` makes the
/// TabView pages without a tab bar; each page is proposed the whole TabView (here the safe area,
/// 393 × 759 on an iPhone 15 Pro) — the same TabView without the style keeps 49 points for its bar.
/// The page index dots of `.page` overlay the page and take no space; `.indexViewStyle` only
/// draws them, and is ignored.
struct OnboardingPage: View {
    var title: String
    var symbol: String

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: symbol)
                .font(.largeTitle)
            Text(title)
                .font(.title)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.blue.opacity(0.1))
    }
}

struct Onboarding: View {
    @State private var page = 0

    var body: some View {
        TabView(selection: $page) {
            OnboardingPage(title: "Welcome", symbol: "hand.wave")
                .tag(0)
            OnboardingPage(title: "Sync", symbol: "icloud")
                .tag(1)
            OnboardingPage(title: "Done", symbol: "checkmark")
                .tag(2)
        }
        .tabViewStyle(.page(indexDisplayMode: .never))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

#Preview {
    Onboarding()
}
