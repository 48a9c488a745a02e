import SwiftUI

/// A list from a type's static property (`static let samples: [Recipe]`) keeps its element type:
/// `minutes / 60` of an `Int` field is integer division, whether the list is read through a
/// property (`let recipes = Recipe.samples`) or named in the ForEach; `static let` without a type
/// gives its initializer's.

struct Recipe: Identifiable {
    let id: Int
    let minutes: Int
    var hours: String { "\(minutes / 60)h" }
    static let samples: [Recipe] = [Recipe(id: 1, minutes: 95)]
    static let more = [Recipe(id: 2, minutes: 130)]
}

struct ContentView: View {
    let recipes = Recipe.samples
    var body: some View {
        VStack {
            ForEach(recipes) { recipe in
                Text(recipe.hours)
            }
            ForEach(Recipe.samples) { recipe in
                Text(recipe.hours)
            }
            ForEach(Recipe.more) { recipe in
                Text("\(recipe.minutes / 60)h \(recipe.minutes % 60)m")
            }
        }
    }
}

#Preview { ContentView() }
