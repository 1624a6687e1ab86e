/// Where each part of the playground's screen goes for a state and a screen size: the
/// drawing, the constraints panel, the info, status and key rows. Drawing and the mouse
/// use the same geometry, so a click lands on what is drawn under it.
struct ScreenGeometry {
    /// The cells the layout is drawn in.
    let drawing: CellRect
    /// The constraints panel's cells, when it is shown.
    let panel: CellRect?
    /// The line between the drawing and the panel (a column beside, a row above).
    let panelSeparator: CellRect?
    /// The status lines, in reading order, and their rows.
    let status: [String]
    let statusRows: [Int]
    /// The status line drawn right of the info line, when one is.
    let statusBesideInfo: String?
    /// The info line's row and the columns it may use.
    let infoRow: Int
    let infoWidth: Int
    /// The key line's row.
    let keyRow: Int

    /// The narrowest screen that puts the panel beside the drawing rather than below it.
    static let panelBesideWidth = 90

    /// The geometry of `state` on a `width` × `height` screen; nil below the minimum size.
    init?(_ state: PlaygroundState, width: Int, height: Int, text: ScreenText) {
        guard width >= PlaygroundScreen.minimumWidth, height >= PlaygroundScreen.minimumHeight else { return nil }
        let status = StatusLine.lines(for: state.scene, width: width, text: text)
        self.status = status
        keyRow = height - 1

        // The status lines sit above the key line, in reading order. When there are two and
        // the second fits right of the info line, it goes there and saves a row.
        var rows = status.indices.map { height - 1 - status.count + $0 }
        var info = height - 2 - status.count, infoWidth = width
        var beside: String?
        if status.count == 2, let second = status.last, width - second.count - 2 >= PlaygroundScreen.minimumInfoWidth {
            info = height - 3
            infoWidth = width - second.count - 2
            rows = [height - 2, info]
            beside = second
        }
        statusRows = rows
        infoRow = info
        self.infoWidth = infoWidth
        statusBesideInfo = beside

        let area = CellRect(left: 0, top: 0, right: width, bottom: info)
        guard state.showPanel else {
            drawing = area
            panel = nil
            panelSeparator = nil
            return
        }
        if width >= Self.panelBesideWidth {
            let panelWidth = min(width / 2, max(44, width * 2 / 5))
            let split = width - panelWidth
            drawing = CellRect(left: 0, top: 0, right: split - 1, bottom: info)
            panelSeparator = CellRect(left: split - 1, top: 0, right: split, bottom: info)
            panel = CellRect(left: split, top: 0, right: width, bottom: info)
        } else {
            let panelRows = max(2, area.height / 2)
            let split = area.height - panelRows
            drawing = CellRect(left: 0, top: 0, right: width, bottom: split - 1)
            panelSeparator = CellRect(left: 0, top: split - 1, right: width, bottom: split)
            panel = CellRect(left: 0, top: split, right: width, bottom: info)
        }
    }
}
