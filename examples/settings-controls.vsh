// A settings screen built from controls (Docs/Semantics.md §16): each Toggle and the Stepper
// take the whole width (label leading, control trailing), the bordered button is its label's
// size plus padding, and a tap changes state in the next frame. `layout` notes every metric
// that is not documented, with the option that sets it.
state wifi = true
state guests = 2
state resets = 0
state shown = 0

vstack(alignment: .leading) <
  label("Settings", systemImage: "gear") .font(.title)
  toggle("Wi-Fi", isOn: $wifi) .id(wifi)
  stepper(value: $guests, in: 1...8) < text "Guests: \(guests)" >
  if wifi < text "Connected" .foregroundStyle(.secondary) .onAppear { shown += 1 } >
  button "Reset" { guests = 2; resets += 1 } .buttonStyle(.bordered) .id(reset)
>
.padding()

propose 393x759
layout
tap #wifi
tap #wifi
tap #reset
