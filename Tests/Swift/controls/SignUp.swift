import SwiftUI

/// A sign-up screen as apps write it: a stored preference (@AppStorage), focus (@FocusState with
/// .focused and a button that moves it), a metric that scales with Dynamic Type (@ScaledMetric),
/// news loaded in a .task, a timer's .onReceive, a scroll view without indicators. viewsh shows
/// the screen as it first appears (§18.10): the defaults, nothing focused, the task not finished.
enum Field: Hashable {
    case name, email
}

struct SignUp: View {
    @AppStorage("username") private var username = "ada"
    @State private var email = ""
    @FocusState private var focused: Field?
    @FocusState private var agreed: Bool
    @ScaledMetric private var avatarSize: CGFloat = 48
    @State private var news: [String] = []

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Circle()
                    .fill(agreed ? Color.green : Color.blue)
                    .frame(width: avatarSize, height: avatarSize)
                TextField("Name", text: $username)
                    .focused($focused, equals: .name)
                TextField("Email", text: $email)
                    .focused($focused, equals: .email)
                    .font(focused == .email ? .headline : .body)
                Button("Next") {
                    focused = .email
                }
                ForEach(news, id: \.self) { item in
                    Text(item)
                }
            }
            .padding()
        }
        .scrollIndicators(.hidden)
        .task {
            news = await loadNews()
        }
        .onReceive(timer) { _ in
            username = "tick"
        }
    }
}

#Preview {
    SignUp()
}
