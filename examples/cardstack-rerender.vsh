// Seed 000's story, both versions side by side in one window: the same row, its height passed
// up through a threaded @Binding (left, as in examples/cardstack-binding.vsh) and reported with a
// PreferenceKey (right, as in examples/cardstack.vsh). Both see the same brew and the same
// unrelated refresh, on which both rows re-render and reload (`reloads`).
// "It compiled. It even sort of worked, until the child re-rendered for an unrelated reason and
// stomped the binding back to a stale value." The binding row writes back the height it was
// handed when it was built; the preference row has nothing to write back — its height is
// reported again from the layout on every pass, so after the re-render the card still has it.
state brew = "Brew"
state refresh = 0
state reloads = 0
state boundHeight: CGFloat = 0
state tallestChild: CGFloat = 0

// The binding version: every layer in between forwards the binding.
view BoundRow(height: Binding<CGFloat>, lastMeasured: CGFloat) =
  text brew
    .frame(width: 120, alignment: .leading)
    .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.height } action: { h in height = h }
    .onChange(of: refresh) { reloads += 1; height = lastMeasured }
view BoundCard(height: Binding<CGFloat>) = vstack < BoundRow(height: height, lastMeasured: 20) >

// The preference version: the row only reports (.readHeight); the card listens.
view ReportingRow =
  text brew
    .frame(width: 120, alignment: .leading)
    .onChange(of: refresh) { reloads += 1 }
view ReportingCard = vstack < ReportingRow .readHeight >

hstack(alignment: .top, spacing: 16) <
  BoundCard(height: $boundHeight) .frame(minHeight: boundHeight)
  ReportingCard .onPreferenceChange(HeightKey) { tallestChild = $0 } .frame(minHeight: tallestChild)
>

step-frame
// The brew's name gets longer: both rows wrap to two lines, and both cards learn 40.
set brew = "A pour-over brewed slowly"
step-frame
// An unrelated re-render: the binding row stomps its card back to a stale 20; the preference
// row reports 40 again, unchanged, so its card keeps 40.
set refresh = 1
step-frame
state
layout
