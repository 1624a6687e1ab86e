/// The gallery in the playground (`G`): the state's scene once per distribution (or per
/// alignment) of the stack being edited, in the drawing's place, drawn by ``Gallery``, so
/// that every editing key changes all the panels at once.
extension PlaygroundState {
    /// `G`: the gallery by distribution → by alignment → the drawing again.
    /// Each gallery is fitted afresh when it opens, then keeps its scale (see
    /// ``Gallery/Extent``).
    mutating func cycleGallery() {
        ui.galleryExtent = Gallery.Extent()
        switch ui.gallery {
        case nil:
            ui.gallery = .distribution
            ui.message = "gallery: every distribution (G: every alignment)"
        case .distribution:
            ui.gallery = .alignment
            ui.message = "gallery: every alignment (G: the drawing)"
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
