// Seed 001's LabelColumn with the measured width optional: while it is nil the label's frame
// does not constrain it, so the first pass measures every label at its ideal width, and the
// next layout gives the whole column the widest one ("It is a frame behind", SEMANTICS §6.4).
state rows = [("Name", "Ada Lovelace"), ("Email", "ada@example.com"), ("Occupation", "Analyst")]
state labelWidth: CGFloat? = nil

vstack(alignment: .leading) <
  foreach(rows, id: \.0) { label, value in
    hstack <
      text label .reportWidth .frame(width: labelWidth, alignment: .leading)
      text value
    >
  }
>
.onPreferenceChange(MaxWidthKey) { labelWidth = $0 }

option lag nextFrame
// Teaching mode: frame 1 is laid out with labelWidth = nil (each label at its own width)…
step-frame
layout
// …frame 2 with the widest label's width: the values line up.
step-frame
layout
