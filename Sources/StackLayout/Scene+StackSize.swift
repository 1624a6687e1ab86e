extension Scene {
    /// The scene with the stack's width and height left to its views: what the playground's
    /// edit variables stand in for (see ``LayoutEngine/init(scene:constraints:editableWidth:height:priority:)``).
    public var withoutStackSize: Scene {
        var free = self
        free.stack.width = nil
        free.stack.height = nil
        return free
    }
}
