// Seed 001, "PreferenceKey, explained by building one": a column of labels sized to the
// widest one. MaxWidthKey and .reportWidth come with the prelude (see `defs`).
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
