// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way: Diagnostics ← {ViewSyntax, ViewEngine ← ViewLayout} ← Shell ← viewsh;
// TranscriptKit (transcript format, runner, diff) knows nothing of views.
// Only `viewsh` links libedit, so every library and test builds without a terminal.
let package = Package(
    name: "viewsh",
    products: [
        .executable(name: "viewsh", targets: ["viewsh"]),
        .executable(name: "viewsh-fuzz", targets: ["viewsh-fuzz"]),
        .library(name: "Shell", targets: ["Shell"]),
        .library(name: "ViewLayout", targets: ["ViewLayout"]),
    ],
    targets: [
        .target(name: "Diagnostics"),
        .target(name: "ViewSyntax", dependencies: ["Diagnostics"]),
        .target(name: "ViewLayout"),
        .target(name: "ViewEngine", dependencies: ["Diagnostics", "ViewLayout"]),
        .target(name: "SwiftFrontEnd", dependencies: ["Diagnostics", "ViewSyntax"]),
        .target(name: "TranscriptKit"),
        .target(name: "SeededRandom"),
        .target(name: "Shell", dependencies: ["Diagnostics", "ViewSyntax", "SwiftFrontEnd", "ViewEngine", "ViewLayout", "TranscriptKit"],
                // Docs/Semantics.md, for `help §N.M` (a link, so the doc has one home).
                // The HTML page's template, style and script (`export html`).
                resources: [.embedInCode("Resources/Semantics.md"), .embedInCode("Resources/Inspector/page.html"),
                            .embedInCode("Resources/Inspector/page.css"), .embedInCode("Resources/Inspector/page.js")]),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .executableTarget(name: "viewsh", dependencies: ["Shell", "CEditLine"]),
        // Random valid scripts and the properties sessions keep (issue 10): the structure-aware
        // fuzzer `viewsh-fuzz` and the save/load property test use it; scripts/fuzz runs both kinds.
        .target(name: "ViewshFuzz", dependencies: ["Shell", "ViewEngine", "SeededRandom"]),
        .executableTarget(name: "viewsh-fuzz", dependencies: ["ViewshFuzz", "Shell"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ViewSyntaxTests", dependencies: ["ViewSyntax", "Shell", "SeededRandom"]),
        .testTarget(name: "SwiftFrontEndTests", dependencies: ["SwiftFrontEnd", "ViewSyntax", "Shell"]),
        .testTarget(name: "ViewLayoutTests", dependencies: ["ViewLayout", "SeededRandom"]),
        .testTarget(name: "ViewEngineTests", dependencies: ["ViewEngine"]),
        .testTarget(name: "TranscriptKitTests", dependencies: ["TranscriptKit", "SeededRandom"]),
        .testTarget(name: "ShellTests", dependencies: ["Shell", "ViewshFuzz", "SeededRandom"]),
    ],
    swiftLanguageModes: [.v6]
)
