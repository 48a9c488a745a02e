// A script may mix the shell's syntax and Swift: each Swift statement runs until its braces close.
state brew = "Pour-over"

struct BrewRow: View {
    let name: String
    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Text("4 min")
        }
    }
}

vstack <
  BrewRow(name: brew)
  BrewRow(name: "Cold brew") .padding(.vertical, 4)
>
