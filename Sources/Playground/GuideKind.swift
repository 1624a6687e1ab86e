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

    /// Whether it is one of the stack's own gap guides (`_UIOLAGapGuide3`), not a nested
    /// stack's (`_UIOLAGapGuide3-Toolbar`), whose lengths are not along the stack's axis.
    var isTopLevelGap: Bool {
        guard case .gap(let number) = self else { return false }
        return !number.isEmpty && number.allSatisfy(\.isNumber)
    }

    /// Its short label: `gap0`, `spacer`.
    var label: String {
        switch self {
        case .gap(let number): return "gap" + number
        case .spacer: return "spacer"
        }
    }
}
