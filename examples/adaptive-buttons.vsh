// Apple's pet-vote buttons (Docs/Semantics.md §12): a row of buttons when their ideal width
// fits, else a column. ViewThatFits probes each child with nil width (its ideal width, §12
// rule 2), takes the first that fits, and proposes it its own proposal (§12 rule 5). The
// window is narrowed with `set width = …` to watch the choice change.
state pets = ["Cat", "Goldfish", "Dog"]
state width: CGFloat = 390

view VoteButton(title: String) = text title .padding(.horizontal, 12) .padding(.vertical, 7) .background(color blue)

viewthatfits(in: .horizontal) <
  hstack < foreach pets { pet in VoteButton(title: pet) } >
  vstack < foreach pets { pet in VoteButton(title: pet) } >
>
.frame(width: width)

layout
set width = 150
layout
why 0
