import SwiftUI

/// Drawing as apps write it: a custom Shape, a Path built in place, a Canvas. viewsh lays each out
/// as a shape (greedy, nil → 10, §15.1) and drops the drawing code with a note.

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Badge: View {
    var body: some View {
        VStack {
            Triangle()
                .fill(.orange)
                .frame(width: 100, height: 80)
            Path { path in
                path.move(to: .zero)
                path.addLine(to: CGPoint(x: 50, y: 50))
            }
            .stroke(.blue, lineWidth: 2)
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
            }
            .frame(height: 60)
        }
    }
}

#Preview {
    Badge()
}
