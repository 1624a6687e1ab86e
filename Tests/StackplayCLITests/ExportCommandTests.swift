import Foundation
import StackLayout
import Testing

/// `swiftc` when it is on PATH (the test then checks that the export parses as Swift).
private func swiftCompiler() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for directory in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
}

/// Runs `swiftc -parse` on `source`; nil when it parses, else its diagnostics.
private func parseErrors(of source: String) throws -> String? {
    guard let swiftc = swiftCompiler() else { return nil }
    let directory = try Stackplay.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Export.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = swiftc
    process.arguments = ["-parse", file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : text
}

@Suite("stackplay export --uikit", .serialized)
struct ExportCommandTests {
    @Test("every example exports Swift that parses, with each view and property", arguments: Examples.all.map(\.name))
    func examplesExport(_ example: String) throws {
        let output = try Stackplay.run(["export", "--example", example, "--uikit"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try parseErrors(of: output.stdout) == nil)
        let scene = try #require(Examples.named(example)).scene
        let stack = scene.stack
        #expect(output.stdout.contains("import UIKit\n"))
        #expect(output.stdout.contains("    stack.axis = .\(stack.axis.rawValue)\n"))
        #expect(output.stdout.contains("    stack.distribution = .\(stack.distribution.rawValue)\n"))
        #expect(output.stdout.contains("    stack.alignment = .\(stack.alignment.name(on: stack.axis))\n"))
        for view in scene.allViews {
            if let nested = view.nested {
                let arranged = nested.views.map(\.name).joined(separator: ", ")
                #expect(output.stdout.contains("    let \(view.name) = UIStackView(arrangedSubviews: [\(arranged)])\n"), "\(view.name)")
                #expect(output.stdout.contains("    \(view.name).axis = .\(nested.stack.axis.rawValue)\n"), "\(view.name)")
            } else {
                #expect(output.stdout.contains("SceneView(name: \"\(view.name)\""), "\(view.name)")
            }
            #expect(output.stdout.contains("\(view.name).isHidden = true") == view.hidden)
        }
        #expect(output.stdout.contains("    let stack = UIStackView(arrangedSubviews: [\(scene.views.map(\.name).joined(separator: ", "))])\n"))
        for constraint in scene.constraints {
            #expect(output.stdout.contains("    do { // \(ConstraintText.line(for: constraint))\n"), "\(constraint)")
        }
        #expect(output.stdout.components(separatedBy: "userConstraint.isActive = true").count - 1 == scene.constraints.count)
        if let width = stack.width {
            #expect(output.stdout.contains("stack.widthAnchor.constraint(equalToConstant: \(formatPoints(width))).isActive = true"))
        }
    }

    @Test func everySettingOfTheSceneIsWritten() throws {
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try """
        {"version": 1, "stack": {"axis": "vertical", "distribution": "equalCentering", "alignment": "trailing",
          "spacing": -4, "customSpacing": {"class": 12}, "baselineRelative": true, "marginsRelative": true,
          "margins": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "layoutDirection": "rightToLeft", "height": 300},
         "views": [{"name": "class", "width": 40, "height": 20, "hugging": {"horizontal": 251, "vertical": 249},
                    "compressionResistance": {"horizontal": 752, "vertical": 748}, "baselines": {"first": 15, "last": 5}},
                   {"name": "UIColor", "height": 10, "hidden": true},
                   {"name": "a-b"}]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let output = try Stackplay.run(["export", file.path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try parseErrors(of: output.stdout) == nil)
        let expected = [
            "    let view_class = SceneView(name: \"class\", width: 40, height: 20, firstBaseline: 15, lastBaseline: 5)",
            "    view_class.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
            "    view_class.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)",
            "    view_class.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)",
            "    view_class.setContentCompressionResistancePriority(UILayoutPriority(748), for: .vertical)",
            "    let UIColor_2 = SceneView(name: \"UIColor\", width: nil, height: 10)",
            "    UIColor_2.isHidden = true",
            "    let a_b = SceneView(name: \"a-b\", width: nil, height: nil)",
            "    let stack = UIStackView(arrangedSubviews: [view_class, UIColor_2, a_b])",
            "    stack.axis = .vertical",
            "    stack.distribution = .equalCentering",
            "    stack.alignment = .trailing",
            "    stack.spacing = -4",
            "    stack.setCustomSpacing(12, after: view_class)",
            "    stack.isBaselineRelativeArrangement = true",
            "    stack.isLayoutMarginsRelativeArrangement = true",
            "    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)",
            "    stack.semanticContentAttribute = .forceRightToLeft",
            "    stack.heightAnchor.constraint(equalToConstant: 300).isActive = true",
        ]
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in expected { #expect(lines.contains(line), "missing: \(line)") }
        #expect(!output.stdout.contains("widthAnchor.constraint(equalToConstant"))
    }

    @Test func nestedStacksAndTheUsersConstraintsAreWritten() throws {
        let directory = try Stackplay.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.json")
        try """
        {"version": 2, "stack": {"axis": "vertical", "width": 200},
         "views": [{"name": "Row", "hidden": true, "stack": {"spacing": 4, "layoutDirection": "rightToLeft", "width": 120, "customSpacing": {"a": 2}},
                    "views": [{"name": "a", "width": 10, "height": 10}, {"name": "b", "width": 20, "height": 10}]},
                   {"name": "c", "height": 30}],
         "constraints": ["c.width == 0.5 * StackView.width + 4 @750", "tall: b.height >= 44", "a.centerY == c.firstBaseline - 2"]}
        """.write(to: file, atomically: true, encoding: .utf8)
        let output = try Stackplay.run(["export", file.path, "--uikit"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try parseErrors(of: output.stdout) == nil)
        let expected = [
            "    let a = SceneView(name: \"a\", width: 10, height: 10)",
            "    let Row = UIStackView(arrangedSubviews: [a, b])",
            "    Row.spacing = 4",
            "    Row.setCustomSpacing(2, after: a)",
            "    Row.semanticContentAttribute = .forceRightToLeft",
            "    Row.widthAnchor.constraint(equalToConstant: 120).isActive = true",
            "    Row.isHidden = true",
            "    let stack = UIStackView(arrangedSubviews: [Row, c])",
            "    do { // custom: c.width == 0.5*StackView.width + 4 @750",
            "        let userConstraint = NSLayoutConstraint(item: c, attribute: .width, relatedBy: .equal, toItem: stack, attribute: .width, multiplier: 0.5, constant: 4)",
            "        userConstraint.identifier = \"custom\"",
            "        userConstraint.priority = UILayoutPriority(750)",
            "        let userConstraint = NSLayoutConstraint(item: b, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44)",
            "        userConstraint.identifier = \"tall\"",
            "        userConstraint.priority = UILayoutPriority(1000)",
            "        let userConstraint = NSLayoutConstraint(item: a, attribute: .centerY, relatedBy: .equal, toItem: c, attribute: .firstBaseline, multiplier: 1, constant: -2)",
        ]
        let lines = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in expected { #expect(lines.contains(line), "missing: \(line)") }
        // The nested stack is built before the stack that arranges it, and the constraints
        // are activated once every view is in the hierarchy.
        let row = try #require(lines.firstIndex(of: "    let Row = UIStackView(arrangedSubviews: [a, b])"))
        let stack = try #require(lines.firstIndex(of: "    let stack = UIStackView(arrangedSubviews: [Row, c])"))
        let first = try #require(lines.firstIndex { $0.hasPrefix("    do { //") })
        #expect(row < stack && stack < first)
    }

    @Test func badInputIsStatusTwo() throws {
        let output = try Stackplay.run(["export", "--example", "nope"])
        #expect(output.status == 2)
        #expect(output.stdout.isEmpty)
    }
}
