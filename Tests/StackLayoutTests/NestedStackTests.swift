import Testing
@testable import StackLayout

/// Nested stacks: an arranged view that is a stack, solved with the outer stack in one system.
@Suite("Nested stacks")
struct NestedStackTests {
    static let scenesPerSeed = 300

    /// `scene`'s stack and views as the only arranged view (`Inner`) of an outer stack that has
    /// `scene`'s size: the outer stack adds nothing, so every frame must stay where it was.
    static func wrapped(_ scene: Scene, outerAxis: Axis) -> Scene {
        var inner = scene.stack
        inner.width = nil
        inner.height = nil
        var outer = StackProperties()
        outer.axis = outerAxis
        outer.spacing = 8
        outer.width = scene.stack.width
        outer.height = scene.stack.height
        return Scene(stack: outer, views: [.stack("Inner", inner, views: scene.views)])
    }

    /// A random scene with a fixed size, so that the outer stack's size is known.
    static func sizedScene(_ random: inout SeededGenerator) -> Scene {
        var scene = RandomScenes.scene(&random)
        scene.stack.width = scene.stack.width ?? Double(Int.random(in: 0...300, using: &random))
        scene.stack.height = scene.stack.height ?? Double(Int.random(in: 0...200, using: &random))
        return scene
    }

    @Test("a stack wrapped in a one-view stack of its size lays out exactly as alone", arguments: RandomScenes.seeds)
    func wrappingChangesNothing(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var compared = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = Self.sizedScene(&random)
            let outerAxis: Axis = index % 2 == 0 ? .horizontal : .vertical
            let alone = StackLayoutSolver.solve(scene)
            let nested = StackLayoutSolver.solve(Self.wrapped(scene, outerAxis: outerAxis))
            let label = "seed \(seed) scene \(index): \(SceneJSON.encode(scene))"
            guard alone.conflicts.isEmpty else { continue }
            #expect(nested.conflicts.isEmpty, "conflicts only when wrapped; \(label)")
            var extra = Set(nested.ambiguous).subtracting(alone.ambiguous.map { $0.replacingStackView(with: "Inner") })
            // Mirrored, a free width moves which edge is free: x is then compared no more.
            if scene.stack.layoutDirection == .rightToLeft, alone.ambiguous.contains(where: { $0.hasSuffix(".width") }) {
                extra = extra.filter { !$0.hasSuffix(".x") }
            }
            #expect(extra.isEmpty, "ambiguous only when wrapped: \(extra.sorted()); \(label)")
            // A hidden view shows nothing: where it sits is not compared (nor reported ambiguous).
            let names = [LayoutItem.stackView] + scene.views.filter { !$0.hidden }.map(\.name)
            for name in names {
                let wrappedName = name == LayoutItem.stackView ? "Inner" : name
                guard let a = alone.frame(of: name), let b = nested.frame(of: wrappedName) else {
                    Issue.record("no frame for \(name); \(label)")
                    continue
                }
                let pairs = [("x", a.x, b.x), ("y", a.y, b.y), ("width", a.width, b.width), ("height", a.height, b.height)]
                for (attribute, expected, found) in pairs where !alone.ambiguous.contains("\(name).\(attribute)") {
                    if attribute == "x", scene.stack.layoutDirection == .rightToLeft, alone.ambiguous.contains(where: { $0.hasSuffix(".width") }) { continue }
                    #expect(abs(expected - found) <= 0.01, "\(name).\(attribute): \(expected) alone, \(found) nested; \(label)")
                }
            }
            compared += 1
        }
        #expect(compared > Self.scenesPerSeed / 2, "only \(compared) scenes compared")
    }

    @Test("hidden views inside a nested stack lay out the rest as deleting them would", arguments: RandomScenes.seeds)
    func hidingInsideANestedStack(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var compared = 0
        for index in 0..<Self.scenesPerSeed {
            let scene = RandomScenes.withHiddenView(Self.sizedScene(&random), &random)
            let hiding = StackLayoutSolver.solve(Self.wrapped(scene, outerAxis: .vertical))
            let deleting = StackLayoutSolver.solve(Self.wrapped(RandomScenes.removingHiddenViews(scene), outerAxis: .vertical))
            let label = "seed \(seed) scene \(index): \(SceneJSON.encode(scene))"
            guard hiding.conflicts.isEmpty, deleting.conflicts.isEmpty else { continue }
            let visible = scene.views.filter { !$0.hidden }.map(\.name)
            let degenerate = visible.contains { (deleting.frame(of: $0)?.width ?? 0) < 0 || (deleting.frame(of: $0)?.height ?? 0) < 0 }
            guard !degenerate else { continue }
            for name in ["Inner"] + visible {
                guard let a = hiding.frame(of: name), let b = deleting.frame(of: name) else {
                    Issue.record("no frame for \(name); \(label)")
                    continue
                }
                let pairs = [("x", a.x, b.x), ("y", a.y, b.y), ("width", a.width, b.width), ("height", a.height, b.height)]
                for (attribute, shown, alone) in pairs where !deleting.ambiguous.contains("\(name).\(attribute)") {
                    if attribute == "x", scene.stack.layoutDirection == .rightToLeft, deleting.ambiguous.contains(where: { $0.hasSuffix(".width") }) { continue }
                    #expect(abs(shown - alone) <= 0.01, "\(name).\(attribute): \(shown) hidden, \(alone) deleted; \(label)")
                }
            }
            compared += 1
        }
        #expect(compared > Self.scenesPerSeed / 3, "only \(compared) scenes compared")
    }

    @Test("a nested stack hidden as a whole lays out the outer stack as deleting it would", arguments: RandomScenes.seeds)
    func hidingANestedStack(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var compared = 0
        for index in 0..<Self.scenesPerSeed {
            var outer = RandomScenes.scene(&random)
            let inner = RandomScenes.scene(&random)
            var innerViews = inner.views
            for position in innerViews.indices { innerViews[position].name = "n\(position)" }
            var innerStack = inner.stack
            innerStack.customSpacing = [:]
            let position = Int.random(in: 0...outer.views.count, using: &random)
            outer.views.insert(.stack("Box", innerStack, views: innerViews, hidden: true), at: position)
            let label = "seed \(seed) scene \(index)"
            if HidingPropertyTests.expectHidingEqualsRemoving(outer, label: label) { compared += 1 }
            // The hidden stack takes no room along the outer axis; as in UIKit, only the outer
            // stack hides it (one UISV-hiding, on the stack) and its own constraints stay, but
            // its views' intrinsic sizes do not act.
            let result = StackLayoutSolver.solve(outer)
            if let frame = result.frame(of: "Box") {
                let length = outer.stack.axis == .horizontal ? frame.width : frame.height
                #expect(abs(length) <= 0.01 || !result.conflicts.isEmpty, "Box is \(length) long while hidden; \(label): \(SceneJSON.encode(outer))")
            } else {
                Issue.record("no frame for Box; \(label)")
            }
            let listed = StackLayoutSolver.constraints(for: outer)
            let hiding = listed.filter { $0.identifier == ConstraintIdentifier.hiding }.map(\.first.item)
            let hiddenInside = innerViews.filter(\.hidden).map(\.name)
            #expect(Set(hiding) == Set(outer.views.filter(\.hidden).map(\.name) + hiddenInside), "\(label)")
            #expect(!listed.contains { $0.identifier == ConstraintIdentifier.contentSize && innerViews.map(\.name).contains($0.first.item) }, "\(label)")
            #expect(Set(innerViews.map(\.name)).isSubset(of: outer.effectivelyHiddenNames), "\(label)")
        }
        #expect(compared > Self.scenesPerSeed / 3, "only \(compared) scenes compared")
    }

    @Test func aFillStackInsideAFillEquallyStack() throws {
        var outer = StackProperties()
        outer.distribution = .fillEqually
        outer.width = 300
        var row = StackProperties()
        row.spacing = 10
        let scene = Scene(stack: outer, views: [
            ArrangedView(name: "A", width: 50, height: 20),
            .stack("Row", row, views: [ArrangedView(name: "B", width: 40, height: 20), ArrangedView(name: "C", width: 30, height: 20)]),
        ])
        let result = StackLayoutSolver.solve(scene)
        #expect(result.ambiguous.isEmpty)
        #expect(result.conflicts.isEmpty)
        // fillEqually gives both halves 150; inside Row, fill stretches the first view.
        #expect(result.frame(of: "A") == Frame(x: 0, y: 0, width: 150, height: 20))
        #expect(result.frame(of: "Row") == Frame(x: 150, y: 0, width: 150, height: 20))
        #expect(result.frame(of: "B") == Frame(x: 150, y: 0, width: 110, height: 20))
        #expect(result.frame(of: "C") == Frame(x: 270, y: 0, width: 30, height: 20))
    }

    @Test func aNestedStacksBaselinesAreItsFirstAndLastVisibleViews() throws {
        var outer = StackProperties()
        outer.alignment = .firstBaseline
        var column = StackProperties()
        column.axis = .vertical
        let scene = Scene(stack: outer, views: [
            ArrangedView(name: "Label", width: 40, height: 20, baselines: Baselines(first: 15, last: 5)),
            .stack("Column", column, views: [
                ArrangedView(name: "Gone", width: 40, height: 50, hidden: true, baselines: Baselines(first: 2, last: 2)),
                ArrangedView(name: "Title", width: 60, height: 30, baselines: Baselines(first: 22, last: 6)),
                ArrangedView(name: "Detail", width: 60, height: 10),
            ]),
        ])
        let result = StackLayoutSolver.solve(scene)
        let label = try #require(result.frame(of: "Label"))
        let title = try #require(result.frame(of: "Title"))
        #expect(label.y + 15 == title.y + 22)
        #expect(result.ambiguous.isEmpty)

        var last = scene
        last.stack.alignment = .lastBaseline
        let lastResult = StackLayoutSolver.solve(last)
        let lastLabel = try #require(lastResult.frame(of: "Label"))
        let detail = try #require(lastResult.frame(of: "Detail"))
        #expect(lastLabel.maxY - 5 == detail.maxY)
    }

    @Test func aRightToLeftStackInsideALeftToRightOne() throws {
        var outer = StackProperties()
        outer.width = 200
        var row = StackProperties()
        row.layoutDirection = .rightToLeft
        row.distribution = .fillEqually
        let scene = Scene(stack: outer, views: [
            .stack("Row", row, views: [ArrangedView(name: "First", width: 10, height: 20), ArrangedView(name: "Second", width: 10, height: 20)]),
        ])
        let result = StackLayoutSolver.solve(scene)
        #expect(result.frame(of: "First") == Frame(x: 100, y: 0, width: 100, height: 20))
        #expect(result.frame(of: "Second") == Frame(x: 0, y: 0, width: 100, height: 20))
        // The listing shows the nested stack's own leading and trailing.
        let listing = result.constraints.map(ConstraintText.line(for:))
        // In the outer stack's direction: First's trailing is Row's, Second sits before First.
        #expect(listing.contains("UISV-canvas-connection: Row.trailing == First.trailing"))
        #expect(listing.contains("UISV-spacing: Second.trailing == First.leading"))
    }

    /// UIKit hides a hidden stack's row by its outer stack's `UISV-hiding` alone: the views in
    /// it keep their widths, so the user's equal-width labels in the other rows keep theirs.
    /// (Hiding the views inside made EmailLabel 0 wide and, through the equal widths, the
    /// other rows' labels too.)
    @Test func hidingAFormRowKeepsTheOtherRowsLabelsAsUIKitDoes() throws {
        var scene = try #require(Examples.named("labeled-form")).scene
        let shown = StackLayoutSolver.solve(scene)
        let row = try #require(scene.views.firstIndex { $0.name == "EmailRow" })
        scene.views[row].hidden = true
        let hidden = StackLayoutSolver.solve(scene)
        #expect(hidden.conflicts.isEmpty)
        #expect(hidden.ambiguous.isEmpty)
        for label in ["NameLabel", "PhoneLabel"] {
            #expect(hidden.frame(of: label)?.width == shown.frame(of: label)?.width, "\(label)")
            #expect(hidden.frame(of: label)?.width == 50, "\(label)")
        }
        #expect(hidden.frame(of: "EmailRow")?.height == 0)
        #expect(hidden.frame(of: "EmailLabel")?.width == 50)
        let listing = hidden.constraints.map(ConstraintText.line(for:))
        #expect(listing.filter { $0.hasPrefix("UISV-hiding:") } == ["UISV-hiding: EmailRow.height == 0"])
        #expect(listing.contains("UISV-spacing: EmailField.leading == EmailLabel.trailing + 8"))
    }

    @Test func everyItemAtEveryDepthIsReportedAndItsConstraintsReadBack() throws {
        let scene = try #require(Examples.named("labeled-form")).scene
        let result = StackLayoutSolver.solve(scene)
        let reported = result.items.map(\.name)
        for view in scene.allViews { #expect(reported.contains(view.name), "\(view.name) not reported") }
        #expect(reported.first == LayoutItem.stackView)
        for constraint in result.constraints {
            #expect(try ConstraintText.parse(ConstraintText.line(for: constraint)) == constraint)
        }
        let items = Set(result.constraints.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) })
        #expect(items.contains { $0.hasSuffix("-NameRow") && $0.hasPrefix("_UILayoutSpacer") })
    }
}

extension String {
    /// `StackView.width` → `Inner.width` for the wrapped scene's names.
    func replacingStackView(with name: String) -> String {
        if hasPrefix(LayoutItem.stackView + ".") { return name + dropFirst(LayoutItem.stackView.count) }
        guard let dot = firstIndex(of: "."), LayoutItem.isGuide(String(self[..<dot])) else { return self }
        return LayoutItem.guide(String(self[..<dot]), of: name) + self[dot...]
    }
}
