import SwiftUI

/// String methods in a body and in computed values: uppercased, lowercased, prefix, suffix,
/// dropFirst, dropLast, count, isEmpty, String(repeating:count:) and joined(separator:).
struct RatingRow: View {
    let name: String
    let stars: Int

    var shortName: String { name.count > 8 ? name.prefix(8) + "…" : name }

    var body: some View {
        VStack(alignment: .leading) {
            Text(shortName.uppercased())
            Text(String(repeating: "★", count: stars) + String(repeating: "☆", count: 5 - stars))
            Text(name.lowercased().dropFirst(4).dropLast())
            Text("\(name.suffix(3)) · \(name.count) letters")
            if name.isEmpty { Text("no name") }
        }
    }
}

struct Ratings: View {
    @State private var stars = 3
    let names = ["Ada Lovelace", "Grace Hopper"]

    var body: some View {
        VStack {
            ForEach(names.prefix(1), id: \.self) { name in
                RatingRow(name: name, stars: stars)
            }
            Button("More") { stars += 3 }
            Text(names.map { $0.uppercased() }.joined(separator: " & "))
        }
    }
}

#Preview {
    Ratings()
}
