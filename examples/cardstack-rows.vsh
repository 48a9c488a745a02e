// Seed 000: several children report to one parent; HeightKey's reduce keeps the tallest.
// The second brew's name is long enough to wrap at the default width (390 points: two lines,
// 40 high), so the max is visible: reduce(20, 40) → 40 keeps the taller, reduce(40, 20) → 40
// keeps it against a shorter one, and the card's minHeight becomes 40.
view BrewSummaryRow(brew: String = "Brew") = hstack < text brew spacer text "4 min" >
state tallestChild: CGFloat = 0

vstack <
  BrewSummaryRow(brew: "Espresso") .readHeight
  BrewSummaryRow(brew: "A very long pour-over name that wraps onto a second line") .readHeight
  BrewSummaryRow(brew: "Cold brew") .readHeight
>
.onPreferenceChange(HeightKey) { tallestChild = $0 }
.frame(minHeight: tallestChild)

tree
prefs
step-frame
layout
