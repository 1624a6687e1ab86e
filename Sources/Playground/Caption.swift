import StackLayout

/// The caption line: the stack's properties and size, such as
/// `horizontal · fill · fill · spacing 0 · 280×200 pt`.
enum Caption {
    /// The parts of the caption of `stack`, whose solved frame is `frame` (nil when the
    /// layout has none), most important first.
    static func parts(for stack: StackProperties, frame: Frame?, glyphs: Glyphs) -> [String] {
        var parts = [
            stack.axis.rawValue,
            stack.distribution.rawValue,
            stack.alignment.name(on: stack.axis),
            "spacing " + formatPoints(stack.spacing),
        ]
        if stack.baselineRelative { parts.append("baseline-relative") }
        if stack.marginsRelative { parts.append("margins") }
        if stack.layoutDirection == .rightToLeft { parts.append("rtl") }
        if let frame {
            parts.append(formatPoints(frame.width) + glyphs.times + formatPoints(frame.height) + " pt")
        }
        return parts
    }

    /// As many leading `parts` as fit in `width` columns, joined by the glyphs' separator;
    /// when not even the first fits, the first cut to fit and ending in the ellipsis.
    static func fitted(_ parts: [String], glyphs: Glyphs, width: Int) -> String {
        guard !parts.isEmpty else { return "" }
        let forms = (1...parts.count).reversed().map { parts.prefix($0).joined(separator: glyphs.separator) }
        return ScreenText(glyphs: glyphs).fitted(forms, width: width)
    }
}
