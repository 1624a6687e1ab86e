import StackLayout

extension ScreenLayout {
    /// The panel's content for `state`, `width` columns wide: the why panel or the
    /// constraints panel.
    static func panelContent(_ state: PlaygroundState, width: Int, ascii: Bool) -> ConstraintsPanel {
        guard state.ui.showWhy else {
            return ConstraintsPanel(layout: state.layout, selectedView: state.selectedViewName, ascii: ascii, userConstraints: state.userConstraints)
        }
        switch state.explanationLookup {
        case let .ready(item):
            return WhyPanel(item: item, name: state.explainedItem, width: width, ascii: ascii, conflicts: state.layout.conflicts).content
        case let .working(progress):
            return WhyPanel(workingOn: state.explainedItem, progress: progress, width: width, ascii: ascii).content
        }
    }
}
