// Seed 001: "Where PreferenceKey is genuinely right" — deep descendants contribute toolbar
// entries; a container near the root collects them all and renders them. The container reads
// the entries into a state (.onPreferenceChange) and shows the bar as a .safeAreaInset at its
// top, as a real toolbar is: the content is laid out below the bar, never under it (§17.3).
key ToolbarItemsKey: [ToolbarEntry] = [] { value in value.append(contentsOf: nextValue()) }
state toolbarItems: [ToolbarEntry] = []

view Toolbar(items: [ToolbarEntry]) = hstack < foreach items { item in text item.title .padding(4) } >

vstack <
  text "Inbox" .preference(key: ToolbarItemsKey, value: [ToolbarEntry(title: "Compose")])
  hstack <
    text "Message"
    vstack <
      text "Attachment" .preference(key: ToolbarItemsKey, value: [ToolbarEntry(title: "Share"), ToolbarEntry(title: "Save")])
    >
  >
>
.onPreferenceChange(ToolbarItemsKey) { toolbarItems = $0 }
.safeAreaInset(edge: .top, spacing: 0) { Toolbar(items: toolbarItems) }

tree
prefs
step-frame
layout
