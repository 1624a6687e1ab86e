/// One terminal cell: a character and how it is drawn.
///
/// A wide character (two columns, such as 日) takes two cells: the first holds it, the
/// second is its continuation, which shows nothing of its own. A ``Canvas`` keeps them
/// together: overwriting either half turns the other into a space.
public struct Cell: Hashable, Sendable {
    /// The character: one or two terminal columns wide (others are replaced by `?`); a space
    /// in a continuation cell.
    public let character: Character
    /// Its colours and attributes.
    public var style: CellStyle
    /// 1 or 2 for the columns the character takes; 0 for a continuation cell.
    private let span: UInt8

    /// Creates a cell. A character that cannot be drawn as itself in one or two columns (a
    /// control or zero-width character, a flag) is replaced by `?`, so that a row of cells
    /// stays aligned with the terminal's columns.
    public init(_ character: Character = " ", style: CellStyle = .plain) {
        if let columns = CharacterWidth.columns(of: character) {
            self.character = character
            span = UInt8(columns)
        } else {
            self.character = CharacterWidth.replacement
            span = 1
        }
        self.style = style
    }

    /// The right half of a wide character, in `style`.
    static func continuation(style: CellStyle) -> Cell {
        Cell(continuationWith: style)
    }

    private init(continuationWith style: CellStyle) {
        character = " "
        self.style = style
        span = 0
    }

    /// An empty cell in the plain style.
    public static let blank = Cell()

    /// The columns the character takes from this cell: 1, 2 for a wide character, 0 for a
    /// continuation cell.
    public var columns: Int { Int(span) }

    /// Whether the character is wide: the next cell is its continuation.
    public var isWide: Bool { span == 2 }

    /// Whether this is the right half of the wide character in the cell before it.
    public var isContinuation: Bool { span == 0 }

    /// Whether the cell shows nothing: a space whose style does not show either.
    public var isBlank: Bool { span == 1 && character == " " && !style.showsBlank }
}
