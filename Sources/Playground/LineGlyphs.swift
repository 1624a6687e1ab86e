/// The characters of one line style of box: its edges, corners and the tees where a
/// baseline meets its sides.
struct LineGlyphs: Sendable {
    let horizontal: Character
    let vertical: Character
    let topLeft: Character
    let topRight: Character
    let bottomLeft: Character
    let bottomRight: Character
    /// Where a line across the box meets its left side.
    let leftTee: Character
    /// Where a line across the box meets its right side.
    let rightTee: Character

    static let single = LineGlyphs(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        leftTee: "├", rightTee: "┤")
    static let double = LineGlyphs(
        horizontal: "═", vertical: "║", topLeft: "╔", topRight: "╗", bottomLeft: "╚", bottomRight: "╝",
        leftTee: "╟", rightTee: "╢")
    static let heavy = LineGlyphs(
        horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛",
        leftTee: "┠", rightTee: "┨")
    static let dashed = LineGlyphs(
        horizontal: "╌", vertical: "╎", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘",
        leftTee: "├", rightTee: "┤")
    static let rounded = LineGlyphs(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        leftTee: "├", rightTee: "┤")

    static let asciiSingle = LineGlyphs(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        leftTee: "+", rightTee: "+")
    static let asciiDouble = LineGlyphs(
        horizontal: "=", vertical: "#", topLeft: "#", topRight: "#", bottomLeft: "#", bottomRight: "#",
        leftTee: "#", rightTee: "#")
    static let asciiDashed = LineGlyphs(
        horizontal: "-", vertical: ":", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        leftTee: "+", rightTee: "+")
    static let asciiDotted = LineGlyphs(
        horizontal: ".", vertical: ":", topLeft: ".", topRight: ".", bottomLeft: ":", bottomRight: ":",
        leftTee: ":", rightTee: ":")
}
