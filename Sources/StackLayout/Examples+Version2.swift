// The examples that need scene format 2: nested stacks and the user's own constraints.

extension Examples {
    /// A vertical stack of label + field rows, each row a horizontal stack centred across; the
    /// labels hug their text and the user's constraints make them equally wide.
    static let labeledForm = Example(
        name: "labeled-form",
        summary: "Label + field rows (nested horizontal stacks) in a vertical stack; the labels made equal",
        scene: Scene(
            stack: stack { stack in
                stack.axis = .vertical
                stack.spacing = 12
                stack.marginsRelative = true
                stack.margins = Margins(top: 16, leading: 16, bottom: 16, trailing: 16)
                stack.width = 320
            },
            views: [
                row("Name", labelWidth: 44),
                row("Email", labelWidth: 40),
                row("Phone", labelWidth: 50),
            ],
            constraints: [
                LayoutConstraint("custom", LayoutAnchor("EmailLabel", .width), .equal, LayoutAnchor("NameLabel", .width)),
                LayoutConstraint("custom", LayoutAnchor("PhoneLabel", .width), .equal, LayoutAnchor("NameLabel", .width)),
            ]
        )
    )

    /// A card: a title and a body above a toolbar that is a nested equalSpacing stack.
    static let card = Example(
        name: "card",
        summary: "A card: title, body and a toolbar that is a nested equalSpacing stack",
        scene: Scene(
            stack: stack { stack in
                stack.axis = .vertical
                stack.spacing = 8
                stack.marginsRelative = true
                stack.margins = Margins(top: 12, leading: 12, bottom: 12, trailing: 12)
                stack.width = 300
            },
            views: [
                ArrangedView(name: "Title", width: 160, height: 24, baselines: Baselines(first: 18, last: 6)),
                ArrangedView(name: "Body", width: 240, height: 72),
                .stack("Toolbar", stack { stack in
                    stack.distribution = .equalSpacing
                    stack.alignment = .center
                    stack.spacing = 8
                }, views: [
                    ArrangedView(name: "Like", width: 32, height: 32),
                    ArrangedView(name: "Comment", width: 32, height: 32),
                    ArrangedView(name: "Share", width: 32, height: 32),
                ]),
            ]
        )
    )

    /// The seed's three views in a 320-point fill stack with a required width of the user's on
    /// the first: the others give way.
    static let giveWay = Example(
        name: "give-way",
        summary: "Your own Subview0.width == 200 in a 320-point fill stack: the other views give way",
        scene: Scene(
            stack: stack { stack in
                stack.spacing = 8
                stack.width = 320
            },
            views: [
                ArrangedView(name: "Subview0", width: 160, height: 40),
                ArrangedView(name: "Subview1", width: 80, height: 40),
                ArrangedView(name: "Subview2", width: 40, height: 40, hugging: AxisPriorities(horizontal: 251, vertical: 250)),
            ],
            constraints: [LayoutConstraint("custom", LayoutAnchor("Subview0", .width), .equal, constant: 200)]
        )
    )

    /// One form row: `<title>Row`, a horizontal stack of `<title>Label` and `<title>Field`.
    private static func row(_ title: String, labelWidth: Double) -> ArrangedView {
        .stack("\(title)Row", stack { stack in
            stack.alignment = .center
            stack.spacing = 8
        }, views: [
            ArrangedView(
                name: "\(title)Label", width: labelWidth, height: 20,
                hugging: AxisPriorities(horizontal: 251, vertical: 250), baselines: Baselines(first: 15, last: 5)),
            ArrangedView(name: "\(title)Field", width: 120, height: 34, baselines: Baselines(first: 22, last: 10)),
        ])
    }
}
