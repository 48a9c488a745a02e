import SwiftUI

/// .offset moves the drawing and leaves the layout alone; .position takes the whole proposal
/// and puts the view's centre at a point.
struct Markers: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Offset")
                .background(Color.yellow)
                .offset(x: 20, y: 5)
            Text("Next")
            Text("Positioned")
                .position(x: 60, y: 20)
                .frame(width: 200, height: 40)
                .background(Color.gray)
        }
    }
}

#Preview {
    Markers()
}
