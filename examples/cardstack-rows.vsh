// Seed 000: several children report to one parent; HeightKey's reduce keeps the tallest.
view BrewSummaryRow(brew: String = "Brew") = hstack < text brew spacer text "4 min" >
state tallestChild: CGFloat = 0

vstack <
  BrewSummaryRow(brew: "Espresso") .readHeight
  BrewSummaryRow(brew: "A very long pour-over name that wraps") .readHeight
  BrewSummaryRow(brew: "Cold brew") .readHeight
>
.onPreferenceChange(HeightKey) { tallestChild = $0 }
.frame(minHeight: tallestChild)

tree
prefs
step-frame
layout
