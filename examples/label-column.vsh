// Seed 001, "PreferenceKey, explained by building one": a column of labels sized to the
// widest one. MaxWidthKey and .reportWidth come with the prelude (see `defs`).
//
// Written exactly as the article writes it, with `labelWidth = 0` to start: the label's
// .frame(width: 0) proposes width 0 to the text *inside* the measurement, so the first pass
// measures a squeezed label (one character a line, §8.5) and the column settles there. `why`
// shows it. examples/label-column-optional.vsh starts from nil instead and corrects itself
// after one frame, as the article describes.
state rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Occupation", "Analyst")]
state labelWidth: CGFloat = 0

// VStack(alignment: .leading) { ForEach(rows, id: \.0) { label, value in HStack { … } } }
//   .onPreferenceChange(MaxWidthKey.self) { labelWidth = $0 }
vstack(alignment: .leading) <
  foreach(rows, id: \.0) { label, value in
    hstack <
      text label .reportWidth .frame(width: labelWidth, alignment: .leading)
      text value
    >
  }
>
.onPreferenceChange(MaxWidthKey) { labelWidth = $0 }

tree
prefs
step-frame
layout
why 0.0.0[0].0
