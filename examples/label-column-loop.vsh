// Seed 001: "It can loop. If the value you set from the preference changes the size that
// produces the preference, SwiftUI oscillates and eventually logs 'Bound preference tried to
// update multiple times per frame'." Here the label's frame is the measured width plus 10,
// and the measurement is taken outside that frame, so every pass measures a new width.
state labelWidth: CGFloat = 0

vstack(alignment: .leading) <
  hstack <
    text "Name" .frame(width: labelWidth + 10, alignment: .leading) .reportWidth
    text "Ada Lovelace"
  >
>
.onPreferenceChange(MaxWidthKey) { labelWidth = $0 }

tree
// The label is measured outside its own frame: every pass measures a wider label.
step-frame 2
