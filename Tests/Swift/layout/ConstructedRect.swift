import SwiftUI

/// A CGRect built with CGRect(x:y:width:height:) answers midX, midY, width … as the proxy's frame
/// does, and both take insetBy(dx:dy:) and offsetBy(dx:dy:) (§18.15).

struct ContentView: View {
    var body: some View {
        GeometryReader { proxy in
            let f = proxy.frame(in: .local)
            let rect = CGRect(x: f.minX + 8, y: f.minY + 8, width: f.width - 16, height: f.height - 16)
            let inset = f.insetBy(dx: 20, dy: 30).offsetBy(dx: 5, dy: 0)
            ZStack {
                Color.red
                    .frame(width: rect.width, height: rect.height)
                    .position(x: rect.midX, y: rect.midY)
                Color.blue
                    .frame(width: inset.width, height: inset.height)
                    .position(x: inset.midX, y: inset.midY)
            }
        }
        .frame(width: 100, height: 100)
    }
}

#Preview { ContentView() }
