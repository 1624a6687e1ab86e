import StackLayout

/// The layout guides drawn with ``RenderOptions/showGuides``.
enum GuideKind: Equatable {
    /// `_UIOLAGapGuideN` of equalSpacing and equalCentering.
    case gap(String)
    /// `_UILayoutSpacer`, the alignment spanner.
    case spacer

    private static let gapPrefix = "_UIOLAGapGuide"

    /// The guide an item of a layout is, if it is one that is drawn.
    init?(itemName: String) {
        if itemName == LayoutItem.spacer {
            self = .spacer
        } else if itemName.hasPrefix(Self.gapPrefix) {
            self = .gap(String(itemName.dropFirst(Self.gapPrefix.count)))
        } else {
            return nil
        }
    }

    /// Its short label: `gap0`, `spacer`.
    var label: String {
        switch self {
        case .gap(let number): return "gap" + number
        case .spacer: return "spacer"
        }
    }
}
