// Seed 001: "a child declaring 'I am currently loading' so a root spinner can appear".
key IsLoadingKey: Bool = false reduce or
state showSpinner = false

vstack <
  text "Feed"
  vstack <
    text "Photo 1"
    text "Photo 2 (loading)" .preference(key: IsLoadingKey, value: true)
  >
>
.onPreferenceChange(IsLoadingKey) { showSpinner = $0 }
.overlay(alignment: .center) { if showSpinner < text "Loading…" > }

tree
prefs
step-frame
layout
