import SwiftUI

/// Integer bit operators as Swift reads them: `>>`, `<<`, `&`, `|`, `^`, prefix `~`, their
/// compound assignments, hexadecimal, binary and octal literals with underscores, and a colour
/// made from a hex value by an `extension Color` initializer.
extension Color {
    init(hex: UInt) {
        self.init(red: Double((hex >> 16) & 0xff) / 255,
                  green: Double((hex >> 8) & 0xff) / 255,
                  blue: Double(hex & 0xff) / 255)
    }
}

struct Swatch: View {
    @State private var flags = 0b0001
    let hex = 0xFF_F4_CC

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("r \((hex >> 16) & 0xff) g \((hex >> 8) & 0xff) b \(hex & 0xff)")
            Text("\(1 << 2 * 3) \(1 + 2 << 3) \(6 & 3 + 1) \(0o17 | 0b1_0000) \(~0 ^ 0x0F)")
            Text("flags \(flags)")
                .frame(width: CGFloat(flags & 0xff) * 4 + 60, alignment: .leading)
            Button("Shift") {
                flags <<= 1
                flags |= 1
                flags ^= 0b100
            }
        }
        .padding()
        .background(Color(hex: 0xFFF4CC))
    }
}

#Preview { Swatch() }
