// A tab bar whose selected tab is underlined: each tab writes its bounds as an anchor
// preference when it is the selected one; the bar reads the anchor in an overlay's
// GeometryReader and draws the underline under it, in the reader's coordinates (§10.1).
key SelectedTabKey: Anchor<CGRect>? = nil { value in value = value ?? nextValue() }
state selected = "Two"

hstack(spacing: 0) <
  foreach ["One", "Two", "Three"] { tab in
    text tab
      .padding(8)
      .anchorPreference(key: SelectedTabKey, value: .bounds) { selected == tab ? $0 : nil }
  }
>
.overlayPreferenceValue(SelectedTabKey) { anchor in
  geometry { proxy in
    if anchor != nil <
      color blue
        .frame(width: proxy[anchor].width, height: 2)
        .offset(x: proxy[anchor].minX, y: proxy[anchor].maxY)
    >
  }
}

propose 300x100
layout
prefs SelectedTabKey
