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

    /// As many leading `parts` as fit in `width` columns, joined by `separator`; when not
    /// even the first fits, the first cut to fit and ending in `ellipsis`.
    static func fitted(_ parts: [String], separator: String, width: Int, ellipsis: String) -> String {
        guard width > 0, let first = parts.first else { return "" }
        var text = first
        for part in parts.dropFirst() {
            guard text.count + separator.count + part.count <= width else { break }
            text += separator + part
        }
        guard text.count > width else { return text }
        guard width > ellipsis.count else { return String(text.prefix(width)) }
        return String(text.prefix(width - ellipsis.count)) + ellipsis
    }
}
