// Seed 001: the same column with an alignment guide — "No state, no GeometryReader, no lag."
alignment valueColumn: horizontal { d in d[.leading] }
state rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Occupation", "Analyst")]

vstack(alignment: .valueColumn) <
  foreach rows { label, value in
    hstack <
      text label
      text value .alignmentGuide(.valueColumn) { $0[.leading] }
    >
  }
>

tree
layout
