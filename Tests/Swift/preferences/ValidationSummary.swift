import SwiftUI

/// Fields report their validation errors; a summary behind the form lists them all, built
/// from the collected value in the same pass (no state, no lag).
struct ValidationErrorsKey: PreferenceKey {
    static var defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

struct SignUpForm: View {
    @State private var name = ""
    @State private var email = "ada@"

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sign up")
                .font(.headline)
            Text(name.isEmpty ? "Name" : name)
                .preference(key: ValidationErrorsKey.self, value: name.isEmpty ? ["Name is required"] : [])
            Text(email)
                .preference(key: ValidationErrorsKey.self, value: ["Email is not valid"])
        }
        .padding()
        .backgroundPreferenceValue(ValidationErrorsKey.self, alignment: .bottom) { errors in
            VStack {
                ForEach(errors, id: \.self) { message in
                    Text(message)
                        .font(.caption)
                }
            }
        }
    }
}

#Preview {
    SignUpForm()
}
