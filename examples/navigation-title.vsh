// Seed 001: "a page reporting its title to a custom navigation bar". Like SwiftUI's own
// navigationTitle, the first title in tree order wins.
key PageTitleKey: String? reduce first
state title: String? = nil

vstack <
  text (title ?? "") .font(.headline)
  vstack <
    text "Settings page" .preference(key: PageTitleKey, value: "Settings")
  >
>
.onPreferenceChange(PageTitleKey) { title = $0 }

tree
prefs
step-frame
layout
