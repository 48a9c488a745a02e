// Seed 000, the version the article warns against: the height threaded down as a
// @Binding through the hierarchy. The child writes what it measured last time whenever it
// re-renders for an unrelated reason (here: `refresh` changes), stomping a newer value.
state tallestChild: CGFloat = 0
state refresh = 0

view BrewSummaryRow(height: Binding<CGFloat>, measured: CGFloat = 20) =
  hstack < text "Brew" spacer text "4 min" >
    .onChange(of: refresh) { height = measured }

view CardBody(height: Binding<CGFloat>) = vstack < BrewSummaryRow(height: height) >

vstack <
  CardBody(height: $tallestChild)
>
.frame(minHeight: tallestChild)

tree
step-frame
// An unrelated re-render (refresh changes) makes the child write its stale measurement.
set refresh = 1
step-frame
