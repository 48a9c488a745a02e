// swift-tools-version:6.0
import PackageDescription

// Benchmarks live in their own package so the main build never compiles them.
// Run through `scripts/bench` (release build, Taffy comparison, PASS/FAIL bars).
let package = Package(
    name: "ViewLayoutBenchmarks",
    dependencies: [.package(name: "viewsh", path: "..")],
    targets: [
        .executableTarget(
            name: "viewlayout-bench",
            dependencies: [.product(name: "ViewLayout", package: "viewsh")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
