// Seed 001: "Where PreferenceKey is genuinely right" — deep descendants contribute toolbar
// entries; a container near the root collects them all and renders them.
key ToolbarItemsKey: [ToolbarEntry] = [] { value in value.append(contentsOf: nextValue()) }

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
.overlayPreferenceValue(ToolbarItemsKey, alignment: .top) { items in Toolbar(items: items) }

tree
prefs
step-frame
layout
