import StackLayout
import Testing
@testable import Playground

/// A nested stack's name on its outline, clear of its views' boxes.
struct EdgeNameTests {
    let stack = CellRect(left: 0, top: 0, right: 30, bottom: 4)

    @Test func theNameGoesAfterTheCornerWhenNothingCoversTheEdge() throws {
        let spot = try #require(EdgeName.spot(for: "Row", on: stack, avoiding: [], ellipsis: "…"))
        #expect(spot.text == "Row" && spot.column == 1 && spot.row == 0)
    }

    @Test func theNameGoesInTheFirstGapBetweenBoxesThatHoldsIt() throws {
        // Boxes at 1..<9, 12..<15 and 20..<29 cover the top row; gaps 9..<12 (too short with a
        // cell of line each side) and 15..<20.
        let boxes = [CellRect(left: 1, top: 0, right: 9, bottom: 4), CellRect(left: 12, top: 0, right: 15, bottom: 4),
                     CellRect(left: 20, top: 0, right: 29, bottom: 4)]
        let spot = try #require(EdgeName.spot(for: "Bar", on: stack, avoiding: boxes, ellipsis: "…"))
        #expect(spot.text == "Bar" && spot.column == 16 && spot.row == 0)
        #expect(!boxes.contains { $0.left <= spot.column + 2 && spot.column < $0.right }, "clear of every box")
    }

    @Test func theBottomEdgeWhenTheTopOneIsCovered() throws {
        let boxes = [CellRect(left: 1, top: 0, right: 29, bottom: 2)]
        let spot = try #require(EdgeName.spot(for: "Toolbar", on: stack, avoiding: boxes, ellipsis: "…"))
        #expect(spot.text == "Toolbar" && spot.column == 1 && spot.row == 3)
    }

    @Test func aNameTooLongForEveryGapIsCutInTheLongest() throws {
        let boxes = [CellRect(left: 1, top: 0, right: 5, bottom: 4), CellRect(left: 12, top: 0, right: 29, bottom: 4)]
        let spot = try #require(EdgeName.spot(for: "NavigationBar", on: stack, avoiding: boxes, ellipsis: "…"))
        // The gap 5..<12 leaves 6..<11 between a cell of line on each side: four columns and "…".
        #expect(spot.text == "Navi…" && spot.column == 6 && spot.row == 0)
    }

    /// A cut name that another stack's name also starts with would not say which stack this
    /// is: the stack's number in its own stack does.
    @Test func aCutNameThatAnotherStartsWithGivesWayToTheNumber() throws {
        let boxes = [CellRect(left: 1, top: 0, right: 5, bottom: 4), CellRect(left: 12, top: 0, right: 29, bottom: 4)]
        let names = NamePrefixes(["NavigationBar", "NavigationRow"])
        let spot = try #require(EdgeName.spot(for: "NavigationBar", index: 3, on: stack, avoiding: boxes, ellipsis: "…", names: names))
        #expect(spot.text == "#3" && spot.column == 6 && spot.row == 0)
        let unique = try #require(EdgeName.spot(for: "NavigationBar", index: 3, on: stack, avoiding: boxes, ellipsis: "…", names: NamePrefixes(["NavigationBar", "Row"])))
        #expect(unique.text == "Navi…")
    }

    /// Written after the corner over the box that covers both edges, the name read as that
    /// box's view's (the card's toolbar in fill at 120×40: `┌Toolbar───` on Like's box).
    @Test func withNoRoomOnEitherEdgeItIsNotWrittenOverAView() {
        let spot = EdgeName.spot(for: "Toolbar", on: stack, avoiding: [CellRect(left: 1, top: 0, right: 29, bottom: 4)], ellipsis: "…")
        #expect(spot == nil)
    }

    /// The card's toolbar is as tall as its buttons, whose boxes cover its edges: its name goes
    /// between the buttons, and the first button's box stays whole (it was written over
    /// `┌Toolbar─┐`, as if that box were the toolbar).
    @Test(arguments: [80, 100, 120, 160])
    func theCardsToolbarIsNamedBetweenItsButtons(width: Int) throws {
        let scene = try #require(Examples.named("card")).scene
        let layout = StackLayoutSolver.solve(scene)
        let lines = LayoutRenderer.render(layout, scene: scene, width: width, height: width / 3, options: RenderOptions(color: false)).lines()
        // The toolbar's top edge: the row with the Comment and Share buttons' top corners.
        let edge = try #require(lines.first { $0.contains("╔") && $0.contains("┏") }, "\(width):\n\(lines.joined(separator: "\n"))")
        #expect(edge.contains("┐━Toolbar━"), "the name after the Like box, on the toolbar's own line: \(edge)")
        #expect(edge.contains { $0 == "┌" } && !edge.contains("┌Toolbar"), "the Like box whole: \(edge)")
    }

    /// A nested stack's label fills the cells its views leave: in labeled-form's rows, a
    /// column or two between the label and the field, where its index (`#0`, `1`) read as a
    /// view's. It has none: the rows are named on their outlines.
    @Test(arguments: [(80, 24), (60, 16), (100, 30)])
    func aNestedStacksIndexIsNeverDrawnBetweenItsViews(width: Int, height: Int) throws {
        let scene = try #require(Examples.named("labeled-form")).scene
        let layout = StackLayoutSolver.solve(scene)
        let lines = LayoutRenderer.render(layout, scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines()
        for field in ["NameField", "EmailField", "PhoneField"] {
            let row = try #require(lines.firstIndex { $0.contains(field) }, "\(width)×\(height):\n\(lines.joined(separator: "\n"))")
            // Between the label's box and the field's: lines and blanks, no number.
            let beforeField = lines[row][..<(lines[row].firstIndex(of: "┃") ?? lines[row].endIndex)]
            let gap = beforeField.reversed().prefix { !"╗║╝═".contains($0) }
            #expect(!gap.contains { $0.isNumber || $0 == "#" }, "\(width)×\(height): \(lines[row])")
        }
    }

    /// On small screens the rows of labeled-form are one line high, their views bars on that
    /// line: a row's name written after its corner went over its field's label
    /// (`NameRowameField 230×34`). The labels stay whole; the card's toolbar, two rows high,
    /// is named once (its label also went on its top edge).
    @Test(arguments: [(30, 10), (40, 12), (60, 16), (80, 24)])
    func aNestedStacksNameNeverGoesOverALabelNorTwiceOnOneEdge(width: Int, height: Int) throws {
        let form = try #require(Examples.named("labeled-form")).scene
        let formLines = LayoutRenderer.render(StackLayoutSolver.solve(form), scene: form, width: width, height: height, options: RenderOptions(color: false)).lines()
        for field in ["NameField", "EmailField", "PhoneField"] {
            #expect(formLines.contains { $0.contains(field + " 230×34") }, "\(width)×\(height):\n\(formLines.joined(separator: "\n"))")
        }
        let card = try #require(Examples.named("card")).scene
        let cardText = LayoutRenderer.render(StackLayoutSolver.solve(card), scene: card, width: width, height: height, options: RenderOptions(color: false)).lines().joined(separator: "\n")
        #expect(cardText.components(separatedBy: "Toolbar").count - 1 <= (cardText.contains("Toolbar 276×32") ? 2 : 1), "\(width)×\(height):\n\(cardText)")
    }

    /// The card's toolbar in fill: Like's box covers both of the toolbar's edges, the gaps are
    /// a few columns. Its name went on Like's top edge (`┌Toolbar───`, read as Like's) and,
    /// cut to `To…`, into the gap between Comment and Share, where it looked like a view.
    @Test func aStackWithNoRoomForItsNameIsNotNamedOverItsViews() throws {
        var scene = try #require(Examples.named("card")).scene
        let toolbar = try #require(scene.views.firstIndex { $0.nested != nil })
        scene.views[toolbar].nested?.stack.distribution = .fill
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: 120, height: 40, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let like = try #require(lines.firstIndex { $0.contains("Like ") }, "\(drawing)")
        #expect(!lines[(like - 3)...like].contains { $0.contains("Tool") || $0.contains("To…") }, "\(drawing)")
    }

    /// With two of the card's three buttons hidden, Share fills the toolbar: its box is the
    /// toolbar's outline, with no room on either edge, and nothing said which stack it was in.
    /// Its label says so under its name where the box has a row for it.
    @Test(arguments: [(100, 30), (120, 40), (80, 24)])
    func aViewFillingItsNestedStackSaysWhichStackItIsIn(width: Int, height: Int) throws {
        var scene = try #require(Examples.named("card")).scene
        let toolbar = try #require(scene.views.firstIndex { $0.nested != nil })
        for index in 0..<2 { scene.views[toolbar].nested?.views[index].hidden = true }
        let lines = LayoutRenderer.render(StackLayoutSolver.solve(scene), scene: scene, width: width, height: height, options: RenderOptions(color: false)).lines()
        let drawing = lines.joined(separator: "\n")
        let share = try #require(lines.firstIndex { $0.contains("Share 276×32") }, "\(width)×\(height):\n\(drawing)")
        let bottom = try #require(lines[share...].firstIndex { $0.contains("┗") }, "\(drawing)")
        if bottom - share >= 2 {
            #expect(lines[share + 1].contains("in Toolbar"), "\(width)×\(height):\n\(drawing)")
        }
        #expect(drawing.components(separatedBy: "Toolbar").count - 1 == (bottom - share >= 2 ? 1 : 0), "\(width)×\(height):\n\(drawing)")
    }

    /// A nested stack's own label (its name and size, inside its box) goes on rows its views
    /// leave whole: in the card's gallery at 100 columns the toolbar's size went between its
    /// buttons' bars, `#0      #1276×124#2`, and read as theirs.
    @Test(arguments: [(100, 30), (80, 24), (120, 36), (160, 45)])
    func aNestedStacksLabelNeverSharesARowWithItsViews(width: Int, height: Int) throws {
        let scene = try #require(Examples.named("card")).scene
        let lines = Gallery.render(scene, by: .distribution, width: width, height: height, ascii: false, color: false).lines()
        let drawing = lines.joined(separator: "\n")
        for line in lines where line.contains("Toolbar ") {
            // Each panel's part of the row: the row's label must not touch a button there.
            for part in line.split(separator: "│") where part.contains("Toolbar ") {
                #expect(!part.contains { "#┌╔┏┐╗┓└╚┗┘╝┛".contains($0) }, "\(width)×\(height): \(part)\n\(drawing)")
            }
        }
    }

    /// In a 40×12 playground the card's toolbar is one row high: its outline is the row of
    /// its buttons' bars, where its number read as one of theirs (`#0━#2━━#1━━━━━#2`, the
    /// first `#2` the toolbar's). Only its name may go there.
    @Test func aStackOneRowHighHasNoNumberAmongItsViews() throws {
        let scene = try #require(Examples.named("card")).scene
        let state = PlaygroundState(scene: scene, name: "card", animates: false)
        let lines = PlaygroundScreen.render(state, width: 40, height: 12, color: false, ascii: false).lines()
        // The buttons' bars, two cells each, keep a cell of line beside their numbers (`─0`).
        let toolbar = try #require(lines.first { $0.contains("─0") && $0.contains("═1") }, "\(lines.joined(separator: "\n"))")
        #expect(!toolbar.contains("#"), "\(lines.joined(separator: "\n"))")
    }

    /// A view compressed to a narrow, tall box (the hugging lesson's Subview1 at 40 of 80
    /// points, `║#1 ║`) showed its number and nothing of its new size: the size goes under
    /// it in two halves where it fits only so, on rows there are.
    @Test func aNarrowTallBoxShowsItsSizeInTwoHalves() {
        let names = NamePrefixes(["Subview0", "Subview1", "Subview2"])
        #expect(ViewLabel.lines(name: "Subview1", size: "40×200", index: 1, width: 3, height: 12, ellipsis: "…", names: names) == ["#1", "40×", "200"])
        #expect(ViewLabel.lines(name: "Subview1", size: "40x200", index: 1, width: 3, height: 12, ellipsis: ".", names: names, times: "x") == ["#1", "40x", "200"])
        #expect(ViewLabel.lines(name: "Subview1", size: "40×200", index: 1, width: 3, height: 2, ellipsis: "…", names: names) == ["#1"])
        #expect(ViewLabel.lines(name: "Subview1", size: "40×200", index: 1, width: 6, height: 2, ellipsis: "…", names: names) == ["#1", "40×200"])
        #expect(ViewLabel.lines(name: "Subview1", size: "120×2000", index: 1, width: 3, height: 12, ellipsis: "…", names: names) == ["#1"])
    }

    @Test func withoutAnIndexALabelThatDoesNotFitIsEmpty() {
        #expect(ViewLabel.lines(name: "NameRow", size: "320×34", index: 0, width: 2, height: 1, ellipsis: "…") == ["#0"])
        #expect(ViewLabel.lines(name: "NameRow", size: "320×34", index: nil, width: 2, height: 1, ellipsis: "…") == [])
        #expect(ViewLabel.lines(name: "NameRow", size: "320×34", index: nil, width: 5, height: 1, ellipsis: "…") == ["Name…"])
    }
}
