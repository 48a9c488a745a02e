import SwiftUI

/// Enums as apps write them: raw values that are not the case names (explicit Strings, an Int
/// raw type counting on from the case before), the implicit String raw value (the name), a
/// computed property that switches over self, and Filter(rawValue:). viewsh's cases are
/// symbols, so each is inlined where it is read: rawValue looks the case up, title is the
/// switch as a chain of ?:.
enum Filter: String, CaseIterable, Identifiable {
    case all = "All"
    case unread = "Unread"
    case flagged
    var id: Self { self }

    var title: String {
        switch self {
        case .all: "Everything"
        case .unread: return "New"
        default: rawValue.uppercased()
        }
    }
}

enum Priority: Int, CaseIterable {
    case low = 1, medium, high
}

extension Priority {
    var symbol: String {
        switch self {
        case .low: "!"
        case .medium: "!!"
        case .high: "!!!"
        }
    }
}

struct Inbox: View {
    @State private var filter: Filter = .unread

    var body: some View {
        VStack(spacing: 8) {
            Picker("Filter", selection: $filter) {
                ForEach(Filter.allCases) { filter in
                    Text(filter.rawValue)
                }
            }
            .pickerStyle(.segmented)
            HStack {
                ForEach(Filter.allCases, id: \.self) { filter in
                    Text(filter.title)
                }
            }
            HStack {
                ForEach(Priority.allCases, id: \.self) { priority in
                    Text("\(priority.rawValue)\(priority.symbol)")
                }
            }
            Text(Filter(rawValue: "Unread") == .unread ? "found" : "missing")
            Text(filter.title)
                .onTapGesture { filter = .all }
        }
    }
}

#Preview {
    Inbox()
}
