/// The gallery in the playground (`G`): the state's scene once per distribution (or per
/// alignment) of the stack being edited, in the drawing's place, drawn by ``Gallery``, so
/// that every editing key changes all the panels at once.
extension PlaygroundState {
    /// `G`: the gallery by distribution → by alignment → the drawing again.
    /// Each gallery is fitted afresh when it opens, then keeps its scale (see
    /// ``Gallery/Extent``).
    mutating func cycleGallery() {
        ui.galleryExtent = Gallery.Extent()
        // The stack's length in the panels where the gallery gives it one: beside the scene's
        // own size on the info line, a panel "as in the scene" did not look like the drawing.
        let size = Gallery.commonSizeNote(for: scene, at: document.stackPath).map { " at " + $0 } ?? ""
        switch ui.gallery {
        case nil:
            ui.gallery = .distribution
            ui.message = "gallery: every distribution" + size + " (G: every alignment)"
        case .distribution:
            ui.gallery = .alignment
            ui.message = "gallery: every alignment" + size + " (G: the drawing)"
        case .alignment:
            ui.gallery = nil
            ui.message = "gallery off"
        }
    }
}

extension PlaygroundScreen {
    /// Draws the gallery of `state`'s scene into `area`.
    static func drawGallery(_ state: PlaygroundState, by variation: Gallery.Variation, into canvas: inout Canvas, in area: CellRect, color: Bool, ascii: Bool) {
        guard !area.isEmpty else { return }
        let gallery = Gallery.render(
            state.scene, by: variation, width: area.width, height: area.height, ascii: ascii, color: color, kept: state.ui.galleryExtent,
            at: state.document.stackPath)
        canvas.copy(gallery, x: area.left, y: area.top)
    }
}
