import SwiftUI

/// A GeometryReader takes all it is offered and places its content at the top leading corner.
struct SizeLabel: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))")
        }
    }
}

#Preview {
    VStack {
        SizeLabel()
            .frame(width: 200, height: 100)
            .background(Color.yellow)
        Text("Below")
    }
}
