import SwiftUI

/// A view written at the top level, as articles print fragments: it needs a body or a preview.
VStack(alignment: .leading) {
    Text("Hello")
}
