// A settings page as a Grid (Docs/Semantics.md §11.1–§11.3): the labels in the first column
// are flush right (.gridColumnAlignment(.trailing) on one cell sets the whole column), every
// row aligns its cells on their first text baselines (the grid's .leadingFirstTextBaseline),
// a divider spans the grid without widening it (.gridCellUnsizedAxes(.horizontal)), an empty
// cell is Color.clear that sizes nothing, and the preview spans two columns (a spanning cell is
// aligned by the grid's alignment as a unit point, §11.1 rule 4).
state fontName = "SF Pro"
state fontSize: CGFloat = 17

grid(alignment: .leadingFirstTextBaseline) <
  gridrow <
    text "Font:" .gridColumnAlignment(.trailing)
    text fontName
    text "Change…"
  >
  gridrow <
    text "Size:"
    text "\(fontSize) pt"
    color clear .gridCellUnsizedAxes([.horizontal, .vertical])
  >
  divider .gridCellUnsizedAxes(.horizontal)
  gridrow <
    text "Preview:"
    text "The quick brown fox" .gridCellColumns(2)
  >
>
.padding

layout
why 0
