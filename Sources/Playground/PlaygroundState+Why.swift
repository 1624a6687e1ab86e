import StackLayout

extension PlaygroundState {
    /// `y`: the why panel on / off; it takes the constraints panel's place, from its top.
    mutating func toggleWhy() {
        ui.showWhy.toggle()
        if ui.showWhy {
            ui.showPanel = false
            ui.panelScroll = 0
        }
        ui.message = ui.showWhy ? "why " + explainedItem : "why panel hidden"
    }
}

extension ScreenLayout {
    /// The panel's content for `state`, `width` columns wide: the why panel or the
    /// constraints panel.
    static func panelContent(_ state: PlaygroundState, width: Int, ascii: Bool) -> ConstraintsPanel {
        guard state.ui.showWhy else {
            return ConstraintsPanel(layout: state.layout, selectedView: state.selectedViewName, ascii: ascii)
        }
        return WhyPanel(item: state.explanation, name: state.explainedItem, width: width, ascii: ascii).content
    }
}
