import Foundation
import Testing
@testable import Shell

/// `save --swift`: Swift → viewsh → Swift → viewsh keeps the layout and the data flow.
@Suite struct SwiftWriterTests {
    static let loadable = SwiftFiles.swiftFiles.filter { !$0.hasPrefix("errors/") }
    /// Files whose views share an observable object (§18.11).
    static let sharedObjects: Set<String> = [
        "composition/TaskStore.swift", "composition/ObservableCounter.swift", "composition/BindableLocal.swift",
    ]

    @Test(arguments: loadable)
    func savedSwiftLoadsTheSame(_ relativePath: String) throws {
        let path = SwiftFiles.root + "/" + relativePath
        let previews = try #require(SwiftFilesTests.previewCount(path))
        for preview in 1...max(previews, 1) {
            let option = previews > 1 ? " --preview \(preview)" : ""
            try withTemporaryDirectory { folder in
                let original = makeSession(in: folder)
                run(original, ["load \(path)\(option)", "save --swift Saved.swift"])
                let saved = try readFile(folder + "/Saved.swift")
                let reloaded = makeSession(in: folder)
                run(reloaded, ["load Saved.swift", "save --swift Again.swift"])
                if Self.sharedObjects.contains(relativePath) {
                    // An observable object's properties are states every holder reads without
                    // passing them (§18.11); written back they are threaded as bindings, so the
                    // labels and the preview's state order change: the frames must not.
                    func frames(_ session: Session) -> String {
                        session.execute("layout --json").text.split(separator: "\n").filter { !$0.contains("\"label\"") }.joined(separator: "\n")
                    }
                    #expect(frames(reloaded) == frames(original), "\(relativePath): the frames differ after save --swift + load:\n\(saved)")
                    return
                }
                // Written again from what it read, the Swift is the same: the writer is a fixpoint.
                #expect(try readFile(folder + "/Again.swift") == saved, "\(relativePath)\(option): save --swift of the saved file differs")
                for command in ["layout --json", "prefs", "step-frame", "settle"] {
                    let expected = original.execute(command).text
                    let actual = reloaded.execute(command).text
                    #expect(actual == expected, "\(relativePath)\(option): \(command) differs after save --swift + load:\n\(saved)")
                }
            }
        }
    }

    @Test func theSeedReadsAsSwiftUI() throws {
        try withTemporaryDirectory { folder in
            let session = makeSession(in: folder)
            run(session, ["load \(SwiftFiles.root)/seeds/CardStack.swift", "set tallestChild = 20", "save --swift Saved.swift"])
            let saved = try readFile(folder + "/Saved.swift")
            #expect(saved == #"""
            // Written by viewsh (save --swift). Load it back with: load FILE.swift
            import SwiftUI

            struct HeightKey: PreferenceKey {
                static var defaultValue: CGFloat = 0

                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                    value = max(value, nextValue())
                }
            }

            extension View {
                func readHeight() -> some View {
                    self
                        .background(GeometryReader { proxy in
                            Color.clear
                                .preference(key: HeightKey.self, value: proxy.size.height)
                        })
                }
            }

            extension View {
                func ReadHeight() -> some View {
                    self
                        .background(GeometryReader { proxy in
                            Color.clear
                                .preference(key: HeightKey.self, value: proxy.size.height)
                        })
                }
            }

            struct BrewSummaryRow: View {
                var brew: String = "Brew"

                var body: some View {
                    HStack {
                        Text(brew)
                        Spacer()
                        Text("4 min")
                    }
                }
            }

            struct CardStack: View {
                @State private var tallestChild: CGFloat = 0  // 20 when saved

                var body: some View {
                    VStack {
                        BrewSummaryRow(brew: "Pour-over")
                            .readHeight()
                    }
                    .onPreferenceChange(HeightKey.self) { tallestChild = $0 }
                    .frame(minHeight: tallestChild)
                }
            }

            #Preview {
                CardStack()
            }

            """#)
        }
    }

    /// A state several views use lives in the preview and reaches them as a binding.
    @Test func sharedStatesAreThreadedAsBindings() throws {
        try withTemporaryDirectory { folder in
            let session = makeSession(in: folder)
            run(session, [
                "state width: CGFloat = 40",
                "view Bar = color red .frame(width: width, height: 4)",
                "view Label = text \"w\" .frame(width: width)",
                "vstack < Bar Label > .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { width = $0 }",
                "save --swift Saved.swift",
            ])
            let saved = try readFile(folder + "/Saved.swift")
            #expect(saved.contains("@Previewable @State var width: CGFloat = 40"))
            #expect(saved.contains("struct Bar: View {\n    @Binding var width: CGFloat"))
            #expect(saved.contains("Bar(width: $width)"))
            let reloaded = makeSession(in: folder)
            run(reloaded, ["load Saved.swift"])
            #expect(reloaded.execute("layout --json").text.contains("\"label\": \"Bar(width: $width)\""))
            #expect(reloaded.execute("step-frame").text == session.execute("step-frame").text
                .replacingOccurrences(of: "Bar:", with: "Bar(width: $width):").replacingOccurrences(of: "Label:", with: "Label(width: $width):"))
        }
    }

    /// A link keeps its value; what a tap shows, which viewsh does not keep, is written empty.
    @Test func linksAndMenusAreWrittenAsSwiftUITakesThem() throws {
        try withTemporaryDirectory { folder in
            let session = makeSession(in: folder)
            run(session, ["vstack < navigationlink(\"A\", value: 3) navigationlink(value: 4) < text \"B\" > navigationlink(\"C\") "
                          + "menu(\"M\") link(\"L\") >", "save --swift Saved.swift"])
            let saved = try readFile(folder + "/Saved.swift")
            #expect(saved.contains("NavigationLink(\"A\", value: 3)\n"))
            #expect(saved.contains("NavigationLink(value: 4) {\n"))
            #expect(saved.contains("NavigationLink(\"C\") { EmptyView() }"))
            #expect(saved.contains("Menu(\"M\") { EmptyView() }"))
            #expect(saved.contains("Link(\"L\", destination: URL(string: \"about:blank\")!)"))
        }
    }

    @Test func groupBoxesAreWrittenWithTheirLabelClosure() throws {
        try withTemporaryDirectory { folder in
            let session = makeSession(in: folder)
            run(session, ["vstack < groupbox(\"Today\") < text \"A\" > groupbox(label: label(\"Sleep\", systemImage: \"bed\")) < text \"B\" > "
                          + "groupbox < text \"C\" > >", "save --swift Saved.swift"])
            let saved = try readFile(folder + "/Saved.swift")
            #expect(saved.contains("GroupBox(\"Today\") {\n"))
            #expect(saved.contains("} label: {\n            Label(\"Sleep\", systemImage: \"bed\")\n"))
            #expect(saved.contains("GroupBox {\n            Text(\"C\")\n"))
            #expect(!saved.contains("label: label("))
        }
    }
}
