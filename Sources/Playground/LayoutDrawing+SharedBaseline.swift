import StackLayout

/// The one row a horizontal stack's views lined up on a baseline draw it on.
extension LayoutDrawing {
    /// The row of the baseline that `boxes` (the stack's own views, as drawn) are lined up on,
    /// where the stack lines them up on their first or last baselines and they share it: the
    /// row that baseline falls in, kept inside every box two rows high or more. Each box drew
    /// it on its own row, kept inside itself, so a baseline at the very bottom of one view (a
    /// last baseline of 0) went onto that box's bottom edge, a row above the same baseline in
    /// the views lined up on it (`└┄┄┄┘ ║ Label ║` over `╚┄┄┄╝`). Nil where no row is inside
    /// every box, or the views do not share the baseline (a conflict broke the alignment).
    func sharedBaselineRow(of boxes: [(view: ArrangedView, frame: Frame, rect: CellRect)]) -> Int? {
        guard scene.stack.axis == .horizontal else { return nil }
        let lined = boxes.filter { $0.view.nested == nil && $0.rect.height >= 2 }
        let ys = lined.compactMap { lineUpBaseline(of: $0.view, frame: $0.frame) }
        guard let y = ys.first, y.isFinite, ys.allSatisfy({ abs($0 - y) <= 1e-6 }) else { return nil }
        let top = lined.map(\.rect.top).max() ?? .min
        let bottom = lined.map { $0.rect.bottom - 1 }.min() ?? .max
        guard top <= bottom else { return nil }
        return min(max(mapping.rowAbove(y: y), top), bottom)
    }

    /// The y of the baseline the stack lines `view` up on (in `frame`): its first or last, as
    /// the alignment says; nil for any other alignment.
    func lineUpBaseline(of view: ArrangedView, frame: Frame) -> Double? {
        switch scene.stack.alignment {
        case .firstBaseline: frame.y + (view.baselines?.first ?? 0)
        case .lastBaseline: frame.maxY - (view.baselines?.last ?? 0)
        default: nil
        }
    }
}
