import SwiftUI

/// A profile screen as apps write it: a resizable SF Symbol, a centred bio, three equal stat
/// columns split by dividers on a material, and a full-width prominent button whose action toggles
/// a state inside withAnimation (the animation has no layout effect: its body runs as written).

struct StatView: View {
    let value: Int
    let label: String
    var body: some View {
        VStack(spacing: 4) {
            Text("\(value)")
                .font(.title3.bold())
            Text(label)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

struct ProfileView: View {
    @State private var isFollowing = false
    let name = "Ada Lovelace"
    let bio = "Mathematician. Wrote the first program."

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 96, height: 96)
                    .foregroundStyle(.tint)
                Text(name)
                    .font(.title2)
                    .fontWeight(.semibold)
                Text(bio)
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.secondary)
                    .padding(.horizontal, 32)
                HStack {
                    StatView(value: 128, label: "Posts")
                    Divider().frame(height: 32)
                    StatView(value: 4200, label: "Followers")
                    Divider().frame(height: 32)
                    StatView(value: 87, label: "Following")
                }
                .padding(.vertical, 8)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
                .padding(.horizontal)
                Button {
                    withAnimation { isFollowing.toggle() }
                } label: {
                    Text(isFollowing ? "Following" : "Follow")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
                .padding(.horizontal)
            }
            .padding(.top, 24)
        }
    }
}

#Preview {
    ProfileView()
}
