/// What an explanation's what-if keeps of a layout (see ``LayoutEngine/reading(of:)``).
struct ItemsReading: Equatable, Sendable {
    /// The items' frames.
    var frames: [String: Frame]
    /// Their attributes left free, as `Item.attribute`.
    var ambiguous: Set<String>
    /// The optional constraints naming one of them that gave way, and by how much.
    var brokenOptional: [BrokenConstraint]
}

extension ItemsReading {
    /// `result`'s part about the items called `names`.
    init(_ result: LayoutResult, of names: Set<String>) {
        var frames: [String: Frame] = [:]
        for item in result.items where names.contains(item.name) && frames[item.name] == nil { frames[item.name] = item.frame }
        self.frames = frames
        ambiguous = Set(result.ambiguous.filter { names.contains(LayoutConstraint.item(ofAttributeKey: $0)) })
        brokenOptional = result.broken.filter { !$0.constraint.isRequired && $0.constraint.names(anyOf: names) }
    }
}

extension LayoutConstraint {
    /// Whether either side names one of the items called `names`.
    func names(anyOf names: Set<String>) -> Bool {
        names.contains(first.item) || second.map { names.contains($0.item) } == true
    }

    /// The item of an `Item.attribute` key (item names hold no dots of their own, but the
    /// last dot is the one that counts).
    static func item(ofAttributeKey key: String) -> String {
        guard let dot = key.lastIndex(of: ".") else { return key }
        return String(key[..<dot])
    }
}
