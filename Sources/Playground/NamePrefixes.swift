/// The names of a drawing's views, sorted, for asking whether a shortened name still
/// picks out one view: a label or a ghost marker shortens `Subview12` to `Subv…` only
/// when no other name starts with `Subv`. Each question costs O(log N), so labelling N
/// views is not N × N.
///
/// Names are compared by their UTF-8 bytes, so that every name starting with a prefix
/// sits in one run of the sorted list.
struct NamePrefixes {
    private let sorted: [[UInt8]]

    /// The names to tell apart.
    init(_ names: [String]) {
        sorted = names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// Whether some name other than `name` starts with `prefix`.
    func anotherName(than name: String, startsWith prefix: String) -> Bool {
        let key = Array(prefix.utf8), own = Array(name.utf8)
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        var index = low
        while index < sorted.count, sorted[index].starts(with: key) {
            if sorted[index] != own { return true }
            index += 1
        }
        return false
    }
}
