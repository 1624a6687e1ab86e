// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "stackplay",
    products: [
        .executable(name: "stackplay", targets: ["stackplay"]),
        .executable(name: "solver-bench", targets: ["solver-bench"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "StackLayout", targets: ["StackLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation` builds the DocC catalogs of the two libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        // The C shim over ncursesw; only the terminal driver in `stackplay` imports it.
        .systemLibrary(
            name: "CNcurses",
            path: "CNcurses",
            // Linked by the module map (ncursesw and tinfo, as `pkg-config --libs ncursesw`
            // gives on Debian) rather than through pkg-config, whose cflags SwiftPM refuses
            // with a warning on every build; the headers are in the default include path.
            providers: [.apt(["libncurses-dev"])]
        ),
        // Layer 1: the constraint solver. Knows nothing of stacks or screens.
        .target(name: "Cassowary"),
        // A leaf beside it: JSON read with line/column errors and written, knowing nothing of scenes.
        .target(name: "JSON"),
        // Layer 2: UIStackView semantics on top of the solver.
        .target(name: "StackLayout", dependencies: ["Cassowary", "JSON"]),
        // Layer 3: terminal-free presentation: the cell canvas, drawing a layout into it,
        // the playground's state and keys, animation.
        .target(name: "Playground", dependencies: ["StackLayout", "JSON"]),
        // Layer 4: the command line and the terminal driver.
        .executableTarget(
            name: "stackplay",
            dependencies: [
                "StackLayout",
                "JSON",
                "Playground",
                "CNcurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "solver-bench",
            dependencies: ["Cassowary", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Scratch folders for the tests' files, removed when the test process exits.
        .target(name: "TestScratch", path: "Tests/TestScratch"),
        .testTarget(
            name: "CassowaryTests",
            dependencies: [
                "Cassowary",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "StackLayoutTests", dependencies: ["Cassowary", "StackLayout", "JSON", "TestScratch"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "StackLayout", "JSON", "TestScratch"]),
        // Runs the built `stackplay` binary: exit codes, stdout and stderr as a user sees them.
        .testTarget(name: "StackplayCLITests", dependencies: ["StackLayout", "JSON", "stackplay", "TestScratch"]),
    ],
    swiftLanguageModes: [.v6]
)
