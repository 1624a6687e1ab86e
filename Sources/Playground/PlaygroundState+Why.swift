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

    /// A click on the drawing outside every box: nothing selected.
    mutating func clearSelection() {
        document.selectedIndex = nil
        ui.message = ui.showWhy ? "why " + explainedItem : "nothing selected"
    }

    /// `p`: the views' intrinsic sizes, hugging and compression resistance on their labels.
    mutating func togglePriorities() {
        ui.showPriorities.toggle()
        ui.message = "sizes and priorities " + (ui.showPriorities ? "shown" : "hidden")
    }
}
