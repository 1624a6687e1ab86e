/// A built-in example scene, to start the playground from or to learn one stack behaviour.
public struct Example: Sendable {
    /// The name it is picked by (`stackplay --example apple`).
    public let name: String
    /// One line saying what it shows.
    public let summary: String
    /// The scene.
    public let scene: Scene

    /// Creates an example.
    public init(name: String, summary: String, scene: Scene) {
        self.name = name
        self.summary = summary
        self.scene = scene
    }
}

/// The built-in examples.
public enum Examples {
    /// The example used when none is named.
    public static let defaultName = "seed"

    /// Every example, the default first.
    public static let all: [Example] = [seed, apple, labels, toolbar, form, proportional, squeeze, labeledForm, card, giveWay]

    /// The example called `name`, if there is one.
    public static func named(_ name: String) -> Example? {
        all.first { $0.name == name }
    }

    // MARK: The examples

    private static let seed = Example(
        name: "seed",
        summary: "Three views of different sizes in a horizontal fill/fill stack",
        scene: Scene(views: [
            ArrangedView(name: "Subview0", width: 160, height: 200),
            ArrangedView(name: "Subview1", width: 80, height: 100),
            ArrangedView(name: "Subview2", width: 40, height: 50),
        ])
    )

    private static let apple = Example(
        name: "apple",
        summary: "Apple's UIStackView page: red, blue and green squares stacked vertically, centred",
        scene: Scene(
            stack: stack { stack in
                stack.axis = .vertical
                stack.alignment = .center
            },
            views: [
                ArrangedView(name: "red", width: 50, height: 50, color: .red),
                ArrangedView(name: "blue", width: 100, height: 100, color: .blue),
                ArrangedView(name: "green", width: 200, height: 200, color: .green),
            ]
        )
    )

    private static let labels = Example(
        name: "labels",
        summary: "Labels of different sizes lined up on their first baselines",
        scene: Scene(
            stack: stack { stack in
                stack.alignment = .firstBaseline
                stack.spacing = 8
            },
            views: [
                ArrangedView(name: "Title", width: 120, height: 40, baselines: Baselines(first: 30, last: 10)),
                ArrangedView(name: "Subtitle", width: 90, height: 24, baselines: Baselines(first: 18, last: 6)),
                ArrangedView(name: "Caption", width: 60, height: 16, baselines: Baselines(first: 12, last: 4)),
            ]
        )
    )

    private static let toolbar = Example(
        name: "toolbar",
        summary: "equalSpacing in a 320-point-wide bar: the leftover width is shared between the gaps",
        scene: Scene(
            stack: stack { stack in
                stack.distribution = .equalSpacing
                stack.alignment = .center
                stack.spacing = 8
                stack.width = 320
            },
            views: [
                ArrangedView(name: "Back", width: 44, height: 44),
                ArrangedView(name: "Title", width: 120, height: 24),
                ArrangedView(name: "Share", width: 44, height: 44),
                ArrangedView(name: "More", width: 44, height: 44),
            ]
        )
    )

    private static let form = Example(
        name: "form",
        summary: "A vertical form inside 16-point margins, with extra space before the button",
        scene: Scene(
            stack: stack { stack in
                stack.axis = .vertical
                stack.spacing = 8
                stack.customSpacing = ["Notes": 24]
                stack.marginsRelative = true
                stack.margins = Margins(top: 16, leading: 16, bottom: 16, trailing: 16)
                stack.width = 280
            },
            views: [
                ArrangedView(name: "Name", width: 200, height: 32),
                ArrangedView(name: "Email", width: 200, height: 32),
                ArrangedView(name: "Notes", width: 200, height: 96),
                ArrangedView(name: "Submit", width: 120, height: 44),
            ]
        )
    )

    private static let proportional = Example(
        name: "proportional",
        summary: "fillProportionally: a 360-point stack shares its width in the views' 1:2:3 ratio",
        scene: Scene(
            stack: stack { stack in
                stack.distribution = .fillProportionally
                stack.width = 360
            },
            views: [
                ArrangedView(name: "Small", width: 40, height: 40),
                ArrangedView(name: "Medium", width: 80, height: 40),
                ArrangedView(name: "Large", width: 120, height: 40),
            ]
        )
    )

    private static let squeeze = Example(
        name: "squeeze",
        summary: "Too little room: the view with the lower compression resistance gives way",
        scene: Scene(
            stack: stack { stack in
                stack.spacing = 8
                stack.width = 200
            },
            views: [
                ArrangedView(
                    name: "Message", width: 150, height: 30,
                    compressionResistance: AxisPriorities(horizontal: 749, vertical: 750)),
                ArrangedView(name: "Badge", width: 60, height: 30),
            ]
        )
    )

    /// Default stack properties changed by `configure`.
    static func stack(_ configure: (inout StackProperties) -> Void) -> StackProperties {
        var stack = StackProperties()
        configure(&stack)
        return stack
    }
}
