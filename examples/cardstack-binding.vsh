// Seed 000, the version the article warns against: the child's height threaded down to it as a
// @Binding through every layer in between. It "compiled. It even sort of worked, until the
// child re-rendered for an unrelated reason and stomped the binding back to a stale value."
state tallestChild: CGFloat = 0
state brew = "Brew"
state refresh = 0

// The row reports its height through the binding when its geometry changes, and — the bug —
// also writes back the height it was handed when it was built, whenever `refresh` changes.
view BrewSummaryRow(height: Binding<CGFloat>, brew: String, lastMeasured: CGFloat) =
  text brew
    .frame(width: 120, alignment: .leading)
    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { h in height = h }
    .onChange(of: refresh) { height = lastMeasured }

// Every layer in between has to accept and forward the binding.
view CardBody(height: Binding<CGFloat>) = vstack < BrewSummaryRow(height: height, brew: brew, lastMeasured: 20) >

vstack <
  CardBody(height: $tallestChild)
>
.frame(minHeight: tallestChild)

tree
step-frame
// The brew's name gets longer: the row wraps to two lines and reports 40.
set brew = "A pour-over brewed slowly"
step-frame
// An unrelated re-render: the row writes its stale 20 over the 40 it measured.
set refresh = 1
step-frame
state
