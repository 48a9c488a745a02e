#!/usr/bin/env viewsh
// Seed 000, "Your Child View Needs to Tell Its Parent Something": a card that sizes itself
// to its tallest child. HeightKey and .readHeight come with the prelude, exactly as the
// article writes them (see `defs`):
//   key HeightKey: CGFloat = 0 { value in value = max(value, nextValue()) }
//   modifier readHeight = .background(geometry { proxy in color clear .preference(key: HeightKey, value: proxy.size.height) })

view BrewSummaryRow(brew: String = "Brew") = hstack < text brew spacer text "4 min" >

state tallestChild: CGFloat = 0

// struct CardStack: View { … VStack { BrewSummaryRow(brew: brew).readHeight() }
//     .onPreferenceChange(HeightKey.self) { tallestChild = $0 } .frame(minHeight: tallestChild) }
vstack <
  BrewSummaryRow(brew: "Pour-over") .readHeight
>
.onPreferenceChange(HeightKey) { tallestChild = $0 }
.frame(minHeight: tallestChild)

tree
layout
// The child's height reaches the parent through HeightKey…
prefs HeightKey
// …and the parent's state catches up within the first frame (§6.4).
step-frame
