/// One terminal cell: a character one column wide, and how it is drawn.
public struct Cell: Hashable, Sendable {
    /// The character; always exactly one terminal column wide (others are replaced by `?`).
    public let character: Character
    /// Its colours and attributes.
    public var style: CellStyle

    /// Creates a cell. A character that is not one column wide (a control, combining,
    /// wide or emoji character) is replaced by `?`, so that a row of cells stays aligned.
    public init(_ character: Character = " ", style: CellStyle = .plain) {
        self.character = CharacterWidth.isSingleColumn(character) ? character : CharacterWidth.replacement
        self.style = style
    }

    /// An empty cell in the plain style.
    public static let blank = Cell()

    /// Whether the cell shows nothing: a space whose style does not show either.
    public var isBlank: Bool { character == " " && !style.showsBlank }
}
