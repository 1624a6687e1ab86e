import Testing

@testable import StackLayout

/// Scenes the explanation tests run on: every example, and variants that stretch, compress,
/// hide and tie.
private let explainedScenes: [(name: String, scene: Scene)] = {
    var scenes = Examples.all.map { ($0.name, $0.scene) }
    var sized = Examples.all[0].scene
    sized.stack.width = 400
    scenes.append(("seed at 400", sized))
    var lowHugging = sized
    lowHugging.views[1].hugging.horizontal = 249
    scenes.append(("seed at 400, Subview1 hugging 249", lowHugging))
    var squeezed = sized
    squeezed.stack.width = 200
    scenes.append(("seed at 200", squeezed))
    var hidden = sized
    hidden.views[0].hidden = true
    hidden.stack.distribution = .equalCentering
    scenes.append(("seed at 400, equalCentering, Subview0 hidden", hidden))
    // Right to left, x on screen is the stack's width less the leading offset and the width:
    // a what-if that frees the stack's width frees every x.
    var rightToLeft = Examples.all[0].scene
    rightToLeft.stack.layoutDirection = .rightToLeft
    rightToLeft.stack.spacing = 8
    rightToLeft.stack.customSpacing = ["Subview0": 20]
    scenes.append(("seed right to left, spacing 8, 20 after Subview0", rightToLeft))
    return scenes
}()

/// The layout of `scene` solved from scratch with one constraint (its first occurrence) left out.
private func solveWithout(_ removed: LayoutConstraint, in scene: Scene) -> (result: LayoutResult, constraints: [LayoutConstraint]) {
    var constraints = StackLayoutSolver.constraints(for: scene)
    if let index = constraints.firstIndex(of: removed) { constraints.remove(at: index) }
    return (LayoutEngine(scene: scene, constraints: constraints).result(), constraints)
}

/// The frame attributes whose variables an attribute's expression holds (`trailing` is
/// `x + width`, `lastBaseline` is `y + height - offset`).
private func variables(of attribute: LayoutAttribute) -> [FrameAttribute] {
    switch attribute {
    case .leading, .left: return [.x]
    case .trailing, .right, .centerX: return [.x, .width]
    case .width: return [.width]
    case .top, .firstBaseline: return [.y]
    case .bottom, .centerY, .lastBaseline: return [.y, .height]
    case .height: return [.height]
    }
}

@Suite("Explanations: deciding constraints, what-ifs, what gave way")
struct ExplanationTests {
    @Test("every what-if equals solving the scene again without that constraint", arguments: explainedScenes.map(\.name))
    func whatIfEqualsResolve(_ name: String) throws {
        let scene = try #require(explainedScenes.first { $0.name == name }).scene
        let explanation = Explainer.explain(scene)
        #expect(!explanation.items.isEmpty)
        // The layout's report leaves hidden views out of what is ambiguous; a hidden view's
        // explanation says where a constraint taken out leaves it free, which it was not.
        let hiddenFreeAtFirst = StackLayoutSolver.engine(for: scene).freeAttributesTakingNoRoom(named: Set(scene.allViews.map(\.name)))
        for item in explanation.items {
            for attribute in item.attributes {
                #expect(attribute.whatIf.map(\.without) == attribute.decidedBy)
                for whatIf in attribute.whatIf {
                    let (result, remaining) = solveWithout(whatIf.without, in: scene)
                    let key = "\(item.name).\(attribute.attribute.rawValue)"
                    let freedWhileHidden = !hiddenFreeAtFirst.contains(key)
                        && LayoutEngine(scene: scene, constraints: remaining).freeAttributesTakingNoRoom(named: [item.name]).contains(key)
                    let frame = try #require(result.frame(of: item.name), "\(key) gone without \(whatIf.without)")
                    let value = attribute.attribute.value(in: frame)
                    // Free: the solver says so, or no remaining constraint holds the variable at all
                    // (right to left, an x on screen also needs the stack's width).
                    let holds = { (name: String, frameAttribute: FrameAttribute) in
                        remaining.contains { constraint in
                            [constraint.first, constraint.second].contains { anchor in
                                anchor.map { $0.item == name && variables(of: $0.attribute).contains(frameAttribute) } ?? false
                            }
                        }
                    }
                    var held = holds(item.name, attribute.attribute)
                    if scene.stack.layoutDirection == .rightToLeft, attribute.attribute == .x, scene.allViews.contains(where: { $0.name == item.name }) {
                        held = held && holds(LayoutItem.stackView, .width)
                    }
                    if whatIf.ambiguous {
                        #expect(result.ambiguous.contains(key) || !held || freedWhileHidden, "\(name): \(key) without \(whatIf.without) said ambiguous")
                    } else {
                        #expect(!result.ambiguous.contains(key), "\(name): \(key) without \(whatIf.without)")
                        // A hidden view's value too (`UISV-hiding` taken out, its width said 0).
                        #expect(!freedWhileHidden, "\(name): \(key) without \(whatIf.without) is free while hidden, not \(whatIf.value)")
                        // A value, not a variable nothing holds that the solver left at 0.
                        #expect(held, "\(name): \(key) without \(whatIf.without) is free, not \(whatIf.value)")
                        #expect(abs(value - whatIf.value) <= 1e-6, "\(name): \(key) without \(whatIf.without): \(value) vs \(whatIf.value)")
                    }
                }
            }
        }
    }

    @Test("deciding constraints hold with equality, strongest first", arguments: explainedScenes.map(\.name))
    func decidersAreTightAndOrdered(_ name: String) throws {
        let scene = try #require(explainedScenes.first { $0.name == name }).scene
        let engine = StackLayoutSolver.engine(for: scene)
        let result = engine.result()
        for item in Explainer.explain(scene).items {
            for attribute in item.attributes {
                let priorities = attribute.decidedBy.map(\.priority)
                #expect(priorities == priorities.sorted(by: >), "\(name): \(item.name).\(attribute.attribute)")
                for constraint in attribute.decidedBy {
                    #expect(engine.separation(of: constraint) <= 1e-6, "\(name): \(constraint) is not tight")
                }
                if attribute.ambiguous { #expect(attribute.decidedBy.isEmpty) }
                for record in attribute.gaveWay {
                    #expect(!record.constraint.isRequired)
                    #expect(result.broken.contains { $0.constraint == record.constraint && abs($0.error - record.offBy) <= 1e-9 })
                    #expect(record.yieldedTo.allSatisfy { $0.priority > record.constraint.priority })
                }
            }
        }
    }

    /// A view in a hidden nested stack is not itself hidden: the stack's constraints place it
    /// (as UIKit keeps them) and its intrinsic size does not act, which the sentence says,
    /// rather than that it has no intrinsic width.
    @Test func aViewInAHiddenStackIsExplainedAsHiddenWithIt() throws {
        var scene = try #require(Examples.named("labeled-form")).scene
        let row = try #require(scene.views.firstIndex { $0.name == "EmailRow" })
        scene.views[row].hidden = true
        let explanation = Explainer.explain(scene, items: ["EmailLabel", "NameLabel"])
        let label = try #require(explanation.item(named: "EmailLabel"))
        #expect(label.summary.hasPrefix("EmailLabel is hidden with the hidden stack it is in: its intrinsic size does not act, and EmailRow's own constraints, which stay as in UIKit, place it (50×0)."))
        let visible = try #require(explanation.item(named: "NameLabel"))
        #expect(!visible.summary.contains("hidden"))
        let hiddenRow = Explainer.explain(scene, items: ["EmailRow"])
        #expect(try #require(hiddenRow.item(named: "EmailRow")).summary.contains("hidden, it keeps its own constraints"))
    }

    /// Where the user's constraints on a view's own length decide it, the summary names them
    /// rather than a stack rule that did not apply (NameLabel was "stretched … so its
    /// hugging (251) gave way too", while its equal width with PhoneLabel made it 50), once;
    /// a view whose length they decide only through another keeps the stack's rule.
    @Test func theUsersConstraintsOnAViewsLengthAreItsReason() throws {
        let scene = try #require(Examples.named("labeled-form")).scene
        let explanation = Explainer.explain(scene, items: ["NameLabel", "NameField", "PhoneLabel"])
        let label = try #require(explanation.item(named: "NameLabel")).summary
        // Of the two equal widths only PhoneLabel's changes NameLabel's (EmailLabel's, without
        // it, leaves it 50).
        #expect(label.hasPrefix("NameLabel is 50 wide (its intrinsic width is 44): your constraint `custom: PhoneLabel.width == NameLabel.width` decides it;"), "\(label)")
        #expect(!label.contains("hugging") && !label.contains("Your constraint"), "\(label)")
        // PhoneLabel is at its own intrinsic width: no constraint of the user's is credited.
        let phone = try #require(explanation.item(named: "PhoneLabel")).summary
        #expect(phone.hasPrefix("PhoneLabel is 50 wide: its intrinsic width, held by hugging 251 and compression resistance 750"), "\(phone)")
        let field = try #require(explanation.item(named: "NameField")).summary
        #expect(field.hasPrefix("NameField is stretched from 120 to 230: its hugging (250) is the lowest"), "\(field)")
        #expect(field.components(separatedBy: "Your constraint").count == 2, "\(field)")
    }

    @Test func aStretchedFirstViewIsExplainedByItsIndexAndTheStacksWidth() throws {
        var scene = Examples.all[0].scene
        scene.stack.width = 400
        let explanation = Explainer.explain(scene, items: ["Subview0"])
        let item = try #require(explanation.item(named: "Subview0"))
        #expect(item.summary.hasPrefix("Subview0 is stretched from 160 to 280: all 3 views hug at 250, so UIKit stretches the first one (by index)"))
        let width = try #require(item.attribute(.width))
        #expect(width.value == 280)
        let custom = LayoutConstraint(ConstraintIdentifier.custom, LayoutAnchor(LayoutItem.stackView, .width), .equal, constant: 400)
        let index = try #require(width.decidedBy.firstIndex(of: custom))
        // Without the stack's width the stack wraps its views: Subview0 is back at 160.
        #expect(width.whatIf[index].value == 160 && !width.whatIf[index].ambiguous)
        let hugging = LayoutConstraint(ConstraintIdentifier.contentSize, LayoutAnchor("Subview0", .width), .lessThanOrEqual, constant: 160, priority: 250)
        let gave = try #require(width.gaveWay.first { $0.constraint == hugging })
        #expect(gave.offBy == 120)
        #expect(gave.yieldedTo.contains(custom))
    }

    @Test func theLowestHuggingStretchesWhateverItsIndex() throws {
        var scene = Examples.all[0].scene
        scene.stack.width = 400
        scene.views[1].hugging.horizontal = 249
        let item = try #require(Explainer.explain(scene, items: ["Subview1"]).item(named: "Subview1"))
        #expect(item.summary.hasPrefix("Subview1 is stretched from 80 to 200: its hugging (249) is the lowest, so it gives way first"))
    }

    /// A hidden view: its summary says what UIKit does with the spacing around it (halved
    /// either side between shown views, golden 20; none beyond the last shown one), where it
    /// said "the spacing beside it goes" over a listed `UISV-spacing … + 4`; and its position,
    /// free on an equalSpacing stack between the `>=` spacings either side, is ambiguous, where
    /// it was said to be decided by them.
    @Test func aHiddenViewsSpacingAndFreedomAreSaidAsTheyAre() throws {
        var card = try #require(Examples.named("card")).scene
        card.views[2].nested?.views[1].hidden = true
        let comment = try #require(Explainer.explain(card, items: ["Comment"]).item(named: "Comment"))
        #expect(comment.summary.hasPrefix("Comment is hidden: `UISV-hiding` holds its width at 0, and the spacing either side of it is halved"), "\(comment.summary)")
        let x = try #require(comment.attributes.first { $0.attribute == .x })
        #expect(x.ambiguous && x.decidedBy.isEmpty)
        // Said free while hidden, not "ambiguous" beside a layout that is not.
        #expect(x.freeWhileHidden && x.textLines.first == "  x 252 (free while hidden: it takes no room)", "\(x.textLines)")
        #expect(!StackLayoutSolver.solve(card).ambiguous.contains("Comment.x"))
        #expect(Explainer.explain(card, items: ["Comment"]).json.contains("\"freeWhileHidden\": true"))
        // One of a run of hidden views.
        var run = Examples.all[0].scene
        run.views.append(ArrangedView(name: "Subview3", width: 30, height: 30))
        run.views[1].hidden = true
        run.views[2].hidden = true
        let inRun = try #require(Explainer.explain(run, items: ["Subview1"]).item(named: "Subview1"))
        #expect(inRun.summary.contains("is halved at each end of the hidden views and 0 between them"), "\(inRun.summary)")
        // Every view of its stack hidden.
        var allHidden = try #require(Examples.named("card")).scene
        for index in 0..<3 { allHidden.views[2].nested?.views[index].hidden = true }
        let like = try #require(Explainer.explain(allHidden, items: ["Like"]).item(named: "Like"))
        #expect(like.summary.hasPrefix("Like is hidden: `UISV-hiding` holds its width at 0; no view of its stack is shown"), "\(like.summary)")
        #expect(like.attributes.first { $0.attribute == .x }?.ambiguous == true)
        // Beyond the last shown view.
        var seed = Examples.all[0].scene
        seed.views[2].hidden = true
        let last = try #require(Explainer.explain(seed, items: ["Subview2"]).item(named: "Subview2"))
        #expect(last.summary.hasPrefix("Subview2 is hidden: `UISV-hiding` holds its width at 0, and no spacing is kept beside it"), "\(last.summary)")
    }

    /// The only view shown in its stack takes the room the stack gives: with Like and Comment
    /// hidden, the card's Share was said to stretch because "its hugging (250) is the lowest",
    /// with nothing to compare it with. The same for the outer stack's only view, compressed.
    @Test func theOnlyViewShownTakesTheStacksRoom() throws {
        var card = try #require(Examples.named("card")).scene
        for index in 0..<2 { card.views[2].nested?.views[index].hidden = true }
        let share = try #require(Explainer.explain(card, items: ["Share"]).item(named: "Share"))
        #expect(share.summary.hasPrefix("Share is stretched from 32 to 276: it is the only view shown in its stack, so it takes all the room along the stack's axis"), "\(share.summary)")
        var seed = Examples.all[0].scene
        seed.stack.width = 100
        for index in 1..<3 { seed.views[index].hidden = true }
        let alone = try #require(Explainer.explain(seed, items: ["Subview0"]).item(named: "Subview0"))
        #expect(alone.summary.hasPrefix("Subview0 is compressed from 160 to 100: it is the only view shown in its stack"), "\(alone.summary)")
    }

    /// fillProportionally's shares count the spacing in: three 32-point views with spacing 8 in
    /// a 276-point stack get 78.857 each, and the last one's proportion (@997, the lowest) gives
    /// way, so it takes the rest. Its summary says so, not that hugging stretched it (it said
    /// "all 3 views hug at 250, so UIKit stretches the first one that can still give way"); on a
    /// margins-relative stack a share is of the width inside the margins (a share said to be
    /// the stack's fell back to the hugging sentence).
    @Test func aProportionThatGaveWayIsTheReasonNotHugging() throws {
        let views = (0..<3).map { ArrangedView(name: "V\($0)", width: 32, height: 32) }
        var scene = Scene(views: views)
        scene.stack.distribution = .fillProportionally
        scene.stack.alignment = .center
        scene.stack.spacing = 8
        scene.stack.width = 276
        let explanation = Explainer.explain(scene, items: ["V0", "V2"])
        let first = try #require(explanation.item(named: "V0")).summary
        #expect(first.hasPrefix("V0 is 78.857 wide: fillProportionally gives it 0.285714 of the stack's width"), "\(first)")
        let last = try #require(explanation.item(named: "V2")).summary
        #expect(last.hasPrefix("V2 is 102.286 wide, not its share of the stack's width (0.285714, 78.857)"), "\(last)")
        #expect(last.contains("`UISV-fill-proportionally` @997, the lowest priority) gives way") && !last.contains("hug"), "\(last)")

        scene.stack.spacing = 0
        scene.stack.marginsRelative = true
        scene.stack.margins = Margins(top: 8, leading: 8, bottom: 8, trailing: 8)
        let inside = try #require(Explainer.explain(scene, items: ["V1"]).item(named: "V1")).summary
        #expect(inside.hasPrefix("V1 is 86.667 wide: fillProportionally gives it 0.333333 of the width inside the stack's margins"), "\(inside)")
    }

    /// The form's stack is margins-relative: alignment fill gives its views the 248 points
    /// inside its 16-point margins, not the stack's 280 (as the summary said).
    @Test func alignmentFillOnAMarginsRelativeStackFillsTheRoomInsideTheMargins() throws {
        let scene = try #require(Examples.named("form")).scene
        let name = try #require(Explainer.explain(scene, items: ["Name"]).item(named: "Name")).summary
        #expect(name.contains("across, alignment fill stretches it to the width inside the stack's margins"), "\(name)")
    }

    @Test func aViewAtItsIntrinsicSizeIsHeldByItsPriorities() throws {
        let item = try #require(Explainer.explain(Examples.all[0].scene, items: ["Subview1"]).item(named: "Subview1"))
        #expect(item.summary.hasPrefix("Subview1 is 80 wide: its intrinsic width, held by hugging 250 and compression resistance 750"))
        let width = try #require(item.attribute(.width))
        let identifiers = Set(width.decidedBy.map(\.identifier))
        #expect(identifiers.contains(ConstraintIdentifier.contentSize))
    }

    @Test func equalSpacingAndEqualCenteringSayWhatTheirGapGuidesDo() throws {
        var scene = Examples.all[0].scene
        scene.stack.width = 400
        scene.stack.distribution = .equalSpacing
        let spacing = try #require(Explainer.explain(scene, items: ["StackView"]).items.first)
        #expect(spacing.summary.contains("the gaps are equal: equalSpacing's gap guides are equal (`UISV-fill-equally` on `_UIOLAGapGuide`s)"))
        scene.stack.distribution = .equalCentering
        let centering = try #require(Explainer.explain(scene, items: ["StackView"]).items.first)
        #expect(centering.summary.contains("the centres are evenly spaced"))
    }

    /// The seed's views at 300 points cannot have evenly spaced centres (the gaps between
    /// them are 120 and 80): one of the equal gap lengths gives way, and neither the stack's
    /// sentence nor a view's says the centres are evenly spaced, as they did. At 600 they are.
    @Test(arguments: [(300.0, false), (600, true)])
    func equalCenteringSaysWhenItsCentresCannotBeEvenlySpaced(width: Double, even: Bool) throws {
        var scene = Examples.all[0].scene
        scene.stack.width = width
        scene.stack.distribution = .equalCentering
        let explanation = Explainer.explain(scene, items: ["StackView", "Subview1"])
        let stack = try #require(explanation.item(named: "StackView")).summary
        let view = try #require(explanation.item(named: "Subview1")).summary
        let gaveWay = StackLayoutSolver.solve(scene).gaveWay.contains { $0.constraint.identifier == ConstraintIdentifier.fillEqually }
        #expect(gaveWay == !even)
        #expect(stack.contains("the centres are evenly spaced") == even, "\(stack)")
        #expect(stack.contains("one of those equalities gives way") == !even, "\(stack)")
        #expect(view.contains("so that their centres are evenly spaced") == even, "\(view)")
    }

    /// On a vertical stack a baseline alignment pins the first view shown alone (by its
    /// leading edge for firstBaseline, trailing for lastBaseline): said of every view, "it
    /// pins the leading edge" stood over `x 50 (ambiguous: no constraint decides it)`.
    @Test(arguments: [Alignment.firstBaseline, .lastBaseline])
    func aVerticalStacksBaselineAlignmentPinsItsFirstShownViewAlone(alignment: Alignment) throws {
        var scene = Scene(stack: StackProperties(), views: [
            ArrangedView(name: "A", width: 60, height: 40, hidden: true), ArrangedView(name: "B", width: 100, height: 20), ArrangedView(name: "C", width: 50, height: 60),
        ])
        scene.stack.axis = .vertical
        scene.stack.alignment = alignment
        let explanation = Explainer.explain(scene, items: ["B", "C"])
        let first = try #require(explanation.item(named: "B"))
        let other = try #require(explanation.item(named: "C"))
        #expect(first.summary.contains("pins the \(alignment == .firstBaseline ? "leading" : "trailing") edge of the first view shown, this one"), "\(first.summary)")
        #expect(other.summary.contains("none of the stack's constraints places this one across"), "\(other.summary)")
        #expect(try #require(other.attribute(.x)).ambiguous)
    }

    /// A required constraint of the user's that conflicts with UIKit's is broken to recover:
    /// `layout` and the why panel said so, but the explanation of the view it names did not
    /// mention it at all. It is listed under what gave way, broken, with the constraints it
    /// conflicts with, in the text and in the JSON.
    @Test func aConstraintBrokenToRecoverIsInTheExplanation() throws {
        var scene = Scene(views: [ArrangedView(name: "A", width: 160, height: 40), ArrangedView(name: "B", width: 80, height: 40)])
        scene.stack.width = 320
        let pin = try ConstraintText.parse("pin: A.leading == StackView.leading + 10")
        scene.constraints = [pin]
        let explanation = Explainer.explain(scene, items: ["A"])
        let x = try #require(explanation.item(named: "A")?.attribute(.x))
        let record = try #require(x.gaveWay.first { $0.constraint == pin })
        #expect(record.offBy == 10)
        #expect(record.yieldedTo.contains { $0.identifier == ConstraintIdentifier.canvasConnection })
        let text = explanation.text
        #expect(text.contains("pin: A.leading == StackView.leading + 10    off by 10, broken to recover from a conflict with UISV-canvas-connection"), "\(text)")
    }

    /// With no intrinsic width among its views, fillProportionally has nothing to share out
    /// and UIKit writes fillEqually's equal widths (golden 18): the explanation had named
    /// `UISV-fill-proportionally`, which is not in the list, and said the first view is
    /// stretched because both hug at 250.
    @Test func fillProportionallyWithNothingToShareIsExplainedAsEqualWidths() throws {
        var scene = Scene(stack: StackProperties(), views: [ArrangedView(name: "A", width: 0, height: 10), ArrangedView(name: "B", width: 0, height: 10)])
        scene.stack.distribution = .fillProportionally
        scene.stack.width = 90
        #expect(!StackLayoutSolver.constraints(for: scene).contains { $0.identifier == ConstraintIdentifier.fillProportionally })
        let explanation = Explainer.explain(scene, items: ["StackView", "A", "B"])
        for name in ["A", "B"] {
            let summary = try #require(explanation.item(named: name)).summary
            #expect(summary.hasPrefix("\(name) is 45 wide: with no intrinsic width to share out"), "\(summary)")
            #expect(summary.contains("`UISV-fill-equally`") && !summary.contains("hug"), "\(summary)")
        }
        let stack = try #require(explanation.item(named: "StackView")).summary
        #expect(!stack.contains("UISV-fill-proportionally") && stack.contains("as fillEqually does (`UISV-fill-equally`)"), "\(stack)")
    }

    @Test func anAmbiguousAttributeHasNoDecidersAndSaysSo() throws {
        // A view without an intrinsic width in an unsized stack: nothing decides its width.
        let scene = Scene(stack: StackProperties(), views: [ArrangedView(name: "a", height: 20), ArrangedView(name: "b", width: 30, height: 20)])
        let item = try #require(Explainer.explain(scene, items: ["a"]).item(named: "a"))
        let width = try #require(item.attribute(.width))
        #expect(width.ambiguous && width.decidedBy.isEmpty)
        #expect(item.summary.hasPrefix("a's width is ambiguous"))
    }

    /// A constraint of the user's written twice: each what-if took one copy out, the other
    /// held the value, and the explanation said the constraint decided nothing (`without it:
    /// 200` beside `Subview0.width == 200`; the summary blamed hugging). Written twice it now
    /// explains as written once: the same values, what-ifs and sentences, each copy listed
    /// with a note and the summary saying it is written twice.
    @Test(arguments: Examples.all.filter { !$0.scene.constraints.isEmpty }.map(\.name))
    func aConstraintWrittenTwiceExplainsAsWrittenOnce(example: String) throws {
        let scene = try #require(Examples.named(example)).scene
        var twice = scene
        twice.constraints += scene.constraints
        let once = Explainer.explain(scene), doubled = Explainer.explain(twice)
        try #require(once.items.count == doubled.items.count)
        for (single, double) in zip(once.items, doubled.items) {
            #expect(double.summary.replacingOccurrences(of: " (written twice)", with: "") == single.summary)
            for (alone, both) in zip(single.attributes, double.attributes) {
                #expect(alone.value == both.value && alone.ambiguous == both.ambiguous)
                // The same what-ifs, each copy of the user's constraints listed.
                var seen: [LayoutConstraint] = []
                let firsts = both.whatIf.filter { whatIf in
                    defer { seen.append(whatIf.without) }
                    return !seen.contains(whatIf.without)
                }
                #expect(firsts == alone.whatIf, "\(single.name).\(alone.attribute.rawValue)")
                for constraint in alone.decidedBy {
                    #expect(both.decidedBy.count { $0 == constraint } == (scene.constraints.contains(constraint) ? 2 : 1))
                }
                for index in both.decidedBy.indices where scene.constraints.contains(both.decidedBy[index]) {
                    #expect(both.whatIfNote(at: index).hasSuffix("(it is written twice: every copy taken out)"))
                }
            }
        }
        #expect(doubled.items.contains { $0.summary.contains("(written twice)") } || !once.items.contains { $0.summary.contains("your constraint") })
    }

    /// A view whose own required length was broken to recover from a conflict: the summary
    /// gave a stack rule (Subview2 at -296 "compressed ... by index"), though the detail
    /// listed its `Subview2.width == 40` as broken. It says what was broken, and with what;
    /// where another of the user's constraints holds the length, that comes first.
    @Test func aBrokenLengthIsSaidToBeBroken() throws {
        var scene = try #require(Examples.named("give-way")).scene
        let items: Set<String> = ["StackView", "Subview0", "Subview1", "Subview2"]
        scene.constraints = try ["Subview0.width == 200", "Subview1.width == 400", "Subview2.width == 40"].map { try UserConstraintText.parse($0, items: items) }
        let layout = StackLayoutSolver.solve(scene)
        let broken = try #require(layout.conflicts.first?.broken)
        let summary = try #require(Explainer.explain(scene, items: [broken.first.item]).items.first?.summary)
        #expect(summary.contains("`" + ConstraintText.line(for: broken) + "` was broken to recover from a conflict"), "\(summary)")
        #expect(!summary.contains("resist compression"), "\(summary)")

        scene.constraints = try ["Subview0.width == 200", "Subview0.width == 100"].map { try UserConstraintText.parse($0, items: items) }
        let second = try #require(Explainer.explain(scene, items: ["Subview0"]).items.first?.summary)
        #expect(second.hasPrefix("Subview0 is 200 wide (its intrinsic width is 160): your constraint `custom: Subview0.width == 200` decides it; `custom: Subview0.width == 100` was broken"), "\(second)")

        // Every one broken is said, once: the second of two conflicts was left out, and one
        // written twice was said twice.
        scene.constraints = try ["Subview0.width == 200", "Subview0.width == 240", "Subview0.width == 280"].map { try UserConstraintText.parse($0, items: items) }
        let third = try #require(Explainer.explain(scene, items: ["Subview0"]).items.first?.summary)
        #expect(third.contains("`custom: Subview0.width == 240` and `custom: Subview0.width == 280` were broken"), "\(third)")
        scene.constraints = try ["Subview0.width == 200", "Subview0.width == 240", "Subview0.width == 240"].map { try UserConstraintText.parse($0, items: items) }
        let fourth = try #require(Explainer.explain(scene, items: ["Subview0"]).items.first?.summary)
        #expect(fourth.contains("`custom: Subview0.width == 240` (written twice) was broken"), "\(fourth)")
    }

    /// The same constraint of the user's under two names (`min: A.width == 200 @750` beside
    /// `A.width == 200 @750`) is one constraint written twice: each what-if took one copy
    /// out, and the summary blamed hugging.
    @Test func aConstraintWrittenAgainUnderAnotherNameIsWrittenTwice() throws {
        var scene = try #require(Examples.named("seed")).scene
        scene.stack.width = nil
        let items: Set<String> = ["StackView", "Subview0", "Subview1", "Subview2"]
        scene.constraints = try ["Subview0.width == 200 @750", "min: Subview0.width == 200 @750"].map { try UserConstraintText.parse($0, items: items) }
        let item = try #require(Explainer.explain(scene, items: ["Subview0"]).items.first)
        #expect(item.summary.hasPrefix("Subview0 is 200 wide (its intrinsic width is 160): your constraint `custom: Subview0.width == 200 @750` (written twice) decides it"), "\(item.summary)")
        let width = try #require(item.attributes.first { $0.attribute == .width })
        #expect(width.whatIf.filter { scene.constraints.contains($0.without) }.allSatisfy { $0.value == 160 }, "\(width.whatIf)")
    }

    /// A stack whose width a required constraint holds at a constant: its views' shares of
    /// that width do not decide it. They were listed under it ("without it: 360" each), as if
    /// the proportions set the stack's size. Unsized, nothing holds the width by itself, and
    /// the shares are still listed.
    @Test func aWidthHeldAtAConstantIsNotSaidToBeDecidedByItsShares() throws {
        var scene = try #require(Examples.named("proportional")).scene
        let fixed = try #require(Explainer.explain(scene, items: [LayoutItem.stackView]).items.first?.attributes.first { $0.attribute == .width })
        #expect(fixed.decidedBy.map(\.identifier) == [ConstraintIdentifier.custom], "\(fixed.decidedBy.map(ConstraintText.line(for:)))")
        scene.stack.width = nil
        let unsized = try #require(Explainer.explain(scene, items: [LayoutItem.stackView]).items.first?.attributes.first { $0.attribute == .width })
        #expect(unsized.decidedBy.contains { $0.identifier == ConstraintIdentifier.fillProportionally })
    }

    /// A fixed-size stack whose distribution keeps its views' sizes fills its length with the
    /// views and the gaps: the toolbar (equalSpacing) was said to make "its views" fill it.
    @Test(arguments: Distribution.allCases)
    func whatFillsAFixedStackIsSaidByItsDistribution(distribution: Distribution) throws {
        var scene = try #require(Examples.named("seed")).scene
        scene.stack.width = 400
        scene.stack.distribution = distribution
        let summary = try #require(Explainer.explain(scene, items: [LayoutItem.stackView]).items.first?.summary)
        let gapsFill = distribution == .equalSpacing || distribution == .equalCentering
        #expect(summary.contains(gapsFill ? "so its views and the gaps between them must fill it" : "so its views must fill it"), "\(summary)")
    }

    /// A gap guide's position and length across its stack, which no constraint names: the
    /// explanation printed `y 0` with nothing under it, beside a layout reported unique. It
    /// says where the value comes from.
    @Test func anAttributeNoConstraintNamesSaysWhereItIsReported() throws {
        let scene = try #require(Examples.named("toolbar")).scene
        let guide = try #require(Explainer.explain(scene, items: ["_UIOLAGapGuide1"]).items.first)
        for attribute in guide.attributes where [.y, .height].contains(attribute.attribute) {
            #expect(attribute.decidedBy.isEmpty && !attribute.ambiguous)
            #expect(attribute.textLines.first?.hasSuffix("(no constraint places it: UIKit reports it at the stack's edge)") == true, "\(attribute.textLines)")
        }
        let width = try #require(guide.attributes.first { $0.attribute == .width })
        #expect(width.freedomNote == nil)
    }
}
