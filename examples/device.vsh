// A screen on a device: the window proposes its safe area to the root and centres it (§17.1);
// a bottom bar is added with .safeAreaInset, so the content above it is inset by the bar's height
// (§17.3 rule 4); the background colour ignores the safe area and reaches the screen's edges
// (§17.3 rule 2).
device iPhone 15 Pro

zstack <
  color indigo .ignoresSafeArea
  vstack(alignment: .leading, spacing: 12) <
    text "Inbox" .font(.largeTitle)
    text "3 unread messages"
    spacer
  >
  .padding
  .frame(maxWidth: .infinity, alignment: .leading)
>
.safeAreaInset(edge: .bottom, spacing: 0) {
  hstack < text "Compose" spacer text "Filter" > .padding .background(color white)
}

layout
why 0.0
render
