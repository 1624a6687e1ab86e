import StackLayout

/// A stack size in points, axis by axis (nil: unsized on that axis).
public struct StackSize: Equatable, Sendable {
    /// The width, if the stack has one.
    public var width: Double?
    /// The height, if the stack has one.
    public var height: Double?

    /// Creates a size.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// `375×200 pt`, `375 pt wide, height unsized`, `250 pt tall, width unsized`,
    /// `unsized`.
    var text: String {
        switch (width, height) {
        case let (width?, height?): return formatPoints(width) + "×" + formatPoints(height) + " pt"
        case let (width?, nil): return formatPoints(width) + " pt wide, height unsized"
        case let (nil, height?): return formatPoints(height) + " pt tall, width unsized"
        case (nil, nil): return "unsized"
        }
    }
}

/// The actions that size the stack view, in points: `s` steps through device sizes,
/// Shift+arrows (or `H`/`J`/`K`/`L`), a drag of its edge and `:width`/`:height`/`:size` set
/// one. The terminal never sizes the stack: it only scales the drawing.
extension PlaygroundState {
    /// The stack widths `s` steps through on a horizontal stack: iPhone SE (1st), 8, 14, 15 Pro Max.
    public static let deviceWidths: [Double] = [320, 375, 390, 430]
    /// The stack heights `s` steps through on a vertical stack: the same phones' heights.
    public static let deviceHeights: [Double] = [568, 667, 844, 932]

    /// The stack's size now.
    public var stackSize: StackSize {
        StackSize(width: scene.stack.width, height: scene.stack.height)
    }

    /// `s`: the length along the stack's axis steps from unsized through the device lengths,
    /// then to the last custom length on that axis, if there is one, then back to unsized;
    /// the other axis keeps what it has (unsized or a length).
    mutating func cycleSizeMode() {
        let axis = scene.stack.axis
        let presets = axis == .horizontal ? Self.deviceWidths : Self.deviceHeights
        let now = stackSize
        var next = now
        if let length = now[axis], let index = presets.firstIndex(of: length) {
            let custom = customStackSize?[axis].flatMap { presets.contains($0) ? nil : $0 }
            next[axis] = index + 1 < presets.count ? presets[index + 1] : custom
        } else {
            next[axis] = now[axis] == nil ? presets[0] : nil
        }
        change({ $0.stack.width = next.width; $0.stack.height = next.height })
        let hint = next[axis] == nil ? " (s: \(formatPoints(presets[0])) pt)" : next[axis].map { Self.deviceName($0, axis: axis) } ?? ""
        // Inside a nested stack `s` still sizes the outer one (a nested stack's size comes
        // from its views): the message says which.
        ui.message = (scene.validPrefix(of: document.stackPath).isEmpty ? "stack " : "outer stack ") + next.text + hint
    }

    /// ` (iPhone 8 width)` for a device length `s` steps through.
    static func deviceName(_ length: Double, axis: Axis) -> String {
        let names = ["iPhone SE", "iPhone 8", "iPhone 14", "iPhone 15 Pro Max"]
        let presets = axis == .horizontal ? deviceWidths : deviceHeights
        guard let index = presets.firstIndex(of: length) else { return "" }
        return " (" + names[index] + (axis == .horizontal ? " width)" : " height)")
    }

    /// Changes the stack's size by `width` and `height` points (never below 0) through the
    /// solver's edit variables: the layout is re-solved, not rebuilt. An unsized axis that
    /// changes starts from the length the stack has now.
    mutating func resizeStack(width: Double, height: Double) {
        let frame = layout.frame(of: LayoutItem.stackView)
        var size = stackSize
        if width != 0 { size.width = (size.width ?? (frame?.width ?? 0).rounded()) + width }
        if height != 0 { size.height = (size.height ?? (frame?.height ?? 0).rounded()) + height }
        guard size != stackSize else { return }
        history.record(document)
        setSize(size)
    }

    /// Sets a stack's size from a drag of its edge (nil keeps a dimension); the first action
    /// of a drag records the document for undo.
    mutating func dragStack(toWidth width: Double?, height: Double?, startsDrag: Bool) {
        guard sizeMode == .fixed else { return }
        if startsDrag { history.record(document) }
        setSize(StackSize(width: width ?? scene.stack.width, height: height ?? scene.stack.height))
    }

    /// `:width`, `:height`, `:size`: the stack's size, exactly (nil: unsized on that axis);
    /// one step of undo.
    mutating func setStackSize(_ size: StackSize) {
        let clamped = StackSize(width: size.width.map { max(0, $0) }, height: size.height.map { max(0, $0) })
        change({ $0.stack.width = clamped.width; $0.stack.height = clamped.height })
        rememberCustomSize()
        ui.message = "stack " + clamped.text
    }

    private mutating func setSize(_ size: StackSize) {
        let width = size.width.map { max(0, $0) }, height = size.height.map { max(0, $0) }
        document.scene.stack.width = width
        document.scene.stack.height = height
        layout = solver.resize(document)
        rememberCustomSize()
        ui.message = "stack " + stackSize.text
    }

    /// Remembers the stack's size for `s` when its length along the axis is one that `s`
    /// does not step through.
    mutating func rememberCustomSize() {
        let axis = scene.stack.axis
        let presets = axis == .horizontal ? Self.deviceWidths : Self.deviceHeights
        guard let length = stackSize[axis], !presets.contains(length) else { return }
        customStackSize = stackSize
    }
}

extension StackSize {
    /// The length on `axis`.
    subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension Axis {
    /// The other axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
