/// The terminal-free presentation layer (see Canvas and LayoutRenderer).
public enum PlaygroundModule {}
