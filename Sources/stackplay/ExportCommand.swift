import ArgumentParser
import StackLayout

/// `stackplay export --uikit`: Swift source that builds the scene with UIKit.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print Swift source that builds the scene with UIKit: the stack view with its properties and arranged views with the scene's intrinsic sizes, baselines and priorities.",
        discussion: "Paste the output into an iOS playground in Xcode to see the same layout, or call its makeStackView() in an app."
    )

    @OptionGroup var source: SceneSource

    @Flag(help: "Swift source for UIKit (the default, and today the only format).")
    var uikit = false

    func run() throws {
        let loaded = try source.load()
        print(UIKitExport.swiftSource(for: loaded.scene, title: loaded.title), terminator: "")
    }
}
