import SwiftUI

// A list of model values as apps declare them: defaults the memberwise initializer fills in,
// computed properties read on each element, and List(data) { row in … }.
struct Contact: Identifiable {
    let id: Int
    var first: String
    var last: String = "Doe"
    var isFavorite = false
    var rank: Int? = nil

    var fullName: String { first + " " + last }
    var badge: String { isFavorite ? "★" : "☆" }
}

struct ContactsView: View {
    let contacts = [
        Contact(id: 1, first: "Ann", last: "Lee", rank: 1),
        Contact(id: 2, first: "Bo", isFavorite: true, rank: 2),
    ]

    var body: some View {
        List(contacts) { contact in
            HStack {
                Text("\(contact.rank!)")
                    .frame(width: 32, height: 32)
                    .background(Circle().fill(Color(.systemGray5)))
                Text(contact.fullName + " " + contact.badge)
                Spacer()
                if contact.isFavorite {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.tint)
                }
            }
        }
    }
}

#Preview {
    ContactsView()
}
