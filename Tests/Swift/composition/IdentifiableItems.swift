import SwiftUI

/// ForEach over Identifiable values: no id key path needed.
struct Bean: Identifiable {
    let id: Int
    let name: String
    let origin: String
}

struct BeanList: View {
    let beans = [
        Bean(id: 1, name: "Yirgacheffe", origin: "Ethiopia"),
        Bean(id: 2, name: "Huila", origin: "Colombia"),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(beans) { bean in
                VStack(alignment: .leading, spacing: 0) {
                    Text(bean.name)
                    Text(bean.origin)
                        .font(.footnote)
                }
            }
        }
    }
}

#Preview {
    BeanList()
}
