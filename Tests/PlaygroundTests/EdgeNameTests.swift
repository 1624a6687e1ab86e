import StackLayout
import Testing
@testable import Playground

/// A nested stack's name on its outline, clear of its views' boxes.
struct EdgeNameTests {
    let stack = CellRect(left: 0, top: 0, right: 30, bottom: 4)

    @Test func theNameGoesAfterTheCornerWhenNothingCoversTheEdge() {
        let spot = EdgeName.spot(for: "Row", on: stack, avoiding: [], ellipsis: "…")
        #expect(spot.text == "Row" && spot.column == 1 && spot.row == 0)
    }

    @Test func theNameGoesInTheFirstGapBetweenBoxesThatHoldsIt() {
        // Boxes at 1..<9, 12..<15 and 20..<29 cover the top row; gaps 9..<12 (too short with a
        // cell of line each side) and 15..<20.
        let boxes = [CellRect(left: 1, top: 0, right: 9, bottom: 4), CellRect(left: 12, top: 0, right: 15, bottom: 4),
                     CellRect(left: 20, top: 0, right: 29, bottom: 4)]
        let spot = EdgeName.spot(for: "Bar", on: stack, avoiding: boxes, ellipsis: "…")
        #expect(spot.text == "Bar" && spot.column == 16 && spot.row == 0)
        #expect(!boxes.contains { $0.left <= spot.column + 2 && spot.column < $0.right }, "clear of every box")
    }

    @Test func theBottomEdgeWhenTheTopOneIsCovered() {
        let boxes = [CellRect(left: 1, top: 0, right: 29, bottom: 2)]
        let spot = EdgeName.spot(for: "Toolbar", on: stack, avoiding: boxes, ellipsis: "…")
        #expect(spot.text == "Toolbar" && spot.column == 1 && spot.row == 3)
    }

    @Test func aNameTooLongForEveryGapIsCutInTheLongest() {
        let boxes = [CellRect(left: 1, top: 0, right: 5, bottom: 4), CellRect(left: 12, top: 0, right: 29, bottom: 4)]
        let spot = EdgeName.spot(for: "NavigationBar", on: stack, avoiding: boxes, ellipsis: "…")
        // The gap 5..<12 leaves 6..<11 between a cell of line on each side: four columns and "…".
        #expect(spot.text == "Navi…" && spot.column == 6 && spot.row == 0)
    }

    @Test func withNoRoomOnEitherEdgeItStaysAfterTheCorner() {
        let spot = EdgeName.spot(for: "Toolbar", on: stack, avoiding: [CellRect(left: 1, top: 0, right: 29, bottom: 4)], ellipsis: "…")
        #expect(spot.text == "Toolbar" && spot.column == 1 && spot.row == 0)
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
}
