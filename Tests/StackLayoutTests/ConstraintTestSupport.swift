import Testing
@testable import StackLayout

/// Small builders and checks shared by the constraint tests.
enum Rig {
    /// An arranged view with an intrinsic size (nil = none).
    static func view(_ name: String, _ width: Double? = 44, _ height: Double? = 44, hidden: Bool = false) -> ArrangedView {
        ArrangedView(name: name, width: width, height: height, hidden: hidden)
    }

    /// A scene with the given stack properties.
    static func scene(
        _ views: [ArrangedView],
        axis: Axis = .horizontal,
        distribution: Distribution = .fill,
        alignment: Alignment = .fill,
        spacing: Double = 0,
        customSpacing: [String: Double] = [:],
        baselineRelative: Bool = false,
        marginsRelative: Bool = false,
        margins: Margins = Margins(),
        width: Double? = nil,
        height: Double? = nil
    ) -> Scene {
        var stack = StackProperties()
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = spacing
        stack.customSpacing = customSpacing
        stack.baselineRelative = baselineRelative
        stack.marginsRelative = marginsRelative
        stack.margins = margins
        stack.width = width
        stack.height = height
        return Scene(stack: stack, views: views)
    }

    /// The three views of the seed article: 160×200, 80×100, 40×50.
    static let seedViews = [view("a", 160, 200), view("b", 80, 100), view("c", 40, 50)]

    /// The stack's own constraints (UISV-* and margin guide).
    static func stackConstraints(_ scene: Scene) -> [LayoutConstraint] {
        UIKitConstraints.stackConstraints(for: scene)
    }

    /// Expects the stack constraints of `scene` to be exactly `lines` (as a set, with the
    /// spec's equivalence), naming each missing and extra line.
    static func expect(
        _ scene: Scene, equals lines: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(stackConstraints(scene), equals: lines, sourceLocation: sourceLocation)
    }

    /// Expects `actual` to be exactly `lines` (as a set, with the spec's equivalence).
    static func expect(
        _ actual: [LayoutConstraint], equals lines: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let expected: [LayoutConstraint]
        do {
            expected = try lines.map(ConstraintText.parse)
        } catch {
            Issue.record("bad expected line: \(error)", sourceLocation: sourceLocation)
            return
        }
        let (missing, extra) = actual.differences(from: expected)
        #expect(missing.map(ConstraintText.line(for:)) == [], "missing", sourceLocation: sourceLocation)
        #expect(extra.map(ConstraintText.line(for:)) == [], "extra", sourceLocation: sourceLocation)
    }

    /// The lines of the constraints with `identifier`, in order, as ``ConstraintText`` writes them.
    static func lines(_ scene: Scene, _ identifier: String) -> [String] {
        UIKitConstraints.constraints(for: scene).filter { $0.identifier == identifier }.map(ConstraintText.line(for:))
    }
}
