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
