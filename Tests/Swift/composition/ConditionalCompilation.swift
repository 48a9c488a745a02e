import SwiftUI

/// `#if DEBUG` around a preview (Xcode's templates before iOS 17), `#if os(iOS)` around a
/// modifier, `#if canImport(UIKit)`: viewsh reads the branches a preview build compiles (Debug,
/// iOS) and drops the others; an undefined condition is false, as in Swift. A `Task { … }` in an
/// action is asynchronous work whose writes arrive after the frames viewsh shows: dropped, noted.
struct Greeting: View {
    @State private var taps = 0

    var body: some View {
        VStack {
            #if os(iOS)
            Text("iOS")
            #else
            Text("elsewhere")
            #endif
            #if canImport(AppKit) || MY_FLAG
            Text("AppKit")
            #elseif !DEBUG
            Text("release")
            #else
            Text("debug")
            #endif
            Button("Tap") {
                taps += 1
                Task { await Task.yield() }
            }
        }
    }
}

#if DEBUG
struct Greeting_Previews: PreviewProvider {
    static var previews: some View {
        Greeting()
    }
}
#endif
