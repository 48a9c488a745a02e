import SwiftUI

/// A chat screen as apps write it: a ScrollViewReader around the message list, a button that
/// scrolls to the first message, bubbles built by a helper that returns AnyView.
struct Message: Identifiable {
    let id: Int
    let text: String
    let mine: Bool
}

struct ChatView: View {
    @State private var messages = [
        Message(id: 1, text: "Hi!", mine: false),
        Message(id: 2, text: "Hello, how are you?", mine: true),
        Message(id: 3, text: "Fine, thanks", mine: false),
    ]

    var header: AnyView {
        AnyView(Text("Chat").font(.headline))
    }

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
            header
            ScrollView {
                VStack(spacing: 8) {
                    ForEach(messages) { message in
                        bubble(message)
                            .id(message.id)
                    }
                }
                .padding()
            }
            .onAppear {
                proxy.scrollTo(messages.count, anchor: .bottom)
            }
            Button("Jump to top") {
                withAnimation { proxy.scrollTo(1) }
            }
            }
        }
    }

    func bubble(_ message: Message) -> AnyView {
        AnyView(
            HStack {
                if message.mine { Spacer() }
                Text(message.text)
                    .padding(8)
                    .background(message.mine ? Color.blue : Color.gray)
                if !message.mine { Spacer() }
            }
        )
    }
}

#Preview {
    ChatView()
}
