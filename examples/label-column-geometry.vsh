// Seed 001: "The GeometryReader is inside a background, which matters — a background takes the
// size of the view it is behind, so the reader measures the label rather than expanding to fill
// the parent." The same column measured two ways, without the state, to see what is reported.
state rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Occupation", "Analyst")]

// 1. `.reportWidth`: the reader is the label's background, proposed the label's own size, so
//    MaxWidthKey receives each label's width: 32, 40, 80 — the widest is 80.
vstack(alignment: .leading) <
  foreach(rows, id: \.0) { label, value in
    hstack < text label .reportWidth text value >
  }
>
prefs MaxWidthKey
layout 0.0.0[0]

// 2. A bare `geometry` around the label: the reader is a view of its own in the HStack and,
//    like every GeometryReader, takes all the room it is offered (§2.10) — so it reports the
//    room, not the label, and pushes the value to the far edge.
vstack(alignment: .leading) <
  foreach(rows, id: \.0) { label, value in
    hstack <
      geometry { proxy in text label .preference(key: MaxWidthKey, value: proxy.size.width) }
      text value
    >
  }
>
prefs MaxWidthKey
layout 0.0.0[0]
