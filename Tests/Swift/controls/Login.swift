import SwiftUI

/// A sign-in screen as apps write it: a symbol at a fixed size, text fields configured for the
/// keyboard (content types, capitalisation, submit labels: no layout effect, listed as ignored),
/// a prominent button whose label is a ZStack of a text and a spinner, disabled by a computed
/// property, Spacers around the form, and an alert (a presentation, ignored).

struct LoginView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var isLoading = false
    @State private var showError = false

    private var canSubmit: Bool { !email.isEmpty && password.count >= 8 }

    var body: some View {
        VStack(spacing: 20) {
            Spacer()
            Image(systemName: "lock.shield")
                .font(.system(size: 56))
                .foregroundStyle(.blue)
            Text("Welcome back")
                .font(.largeTitle.bold())
            VStack(spacing: 12) {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .padding(12)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                SecureField("Password", text: $password)
                    .textContentType(.password)
                    .submitLabel(.go)
                    .padding(12)
                    .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
            }
            Button {
                isLoading = true
            } label: {
                ZStack {
                    Text("Sign In").opacity(isLoading ? 0 : 1)
                    if isLoading { ProgressView() }
                }
                .frame(maxWidth: .infinity, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
            .disabled(!canSubmit || isLoading)
            Spacer()
            HStack(spacing: 4) {
                Text("No account?")
                    .foregroundStyle(.secondary)
                Button("Sign up") {}
            }
            .font(.footnote)
        }
        .padding(24)
        .alert("Sign-in failed", isPresented: $showError) {
            Button("OK", role: .cancel) {}
        }
    }
}

#Preview {
    LoginView()
}
