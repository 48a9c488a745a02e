import SwiftUI

/// A detail screen as apps write it: a hero image filled into a clipped frame under a gradient, a
/// title, labels, tags in a horizontal scroll view, a divider, body text, and a bar inset at the
/// bottom on a material. The gradient and the material are drawn as gray (§18.12).

struct Recipe: Identifiable {
    let id: Int
    let title: String
    let minutes: Int
    let tags: [String]
}

struct RecipeDetail: View {
    let recipe = Recipe(id: 1, title: "Lemon Pasta", minutes: 20, tags: ["Quick", "Vegetarian", "Italian"])
    @State private var servings = 2
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Image("hero")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .frame(height: 220)
                    .clipped()
                    .overlay(alignment: .bottomLeading) {
                        LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .top, endPoint: .bottom)
                            .frame(height: 80)
                    }
                VStack(alignment: .leading, spacing: 8) {
                    Text(recipe.title)
                        .font(.system(size: 28, weight: .bold))
                        .lineLimit(2)
                    HStack(spacing: 12) {
                        Label("\(recipe.minutes) min", systemImage: "clock")
                        Label("\(servings) servings", systemImage: "person.2")
                    }
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack {
                            ForEach(recipe.tags, id: \.self) { tag in
                                Text(tag)
                                    .font(.caption)
                                    .padding(.horizontal, 10)
                                    .padding(.vertical, 4)
                                    .background(Capsule().fill(Color.blue.opacity(0.15)))
                            }
                        }
                    }
                    Divider()
                    Text("Cook the pasta. Zest and juice the lemons, then toss everything with butter and parmesan until glossy.")
                        .multilineTextAlignment(.leading)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .safeAreaInset(edge: .bottom) {
            HStack {
                Stepper("Servings", value: $servings, in: 1...8)
                Button {
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .font(.title2)
                }
            }
            .padding()
            .background(.ultraThinMaterial)
        }
    }
}

#Preview {
    RecipeDetail()
}
