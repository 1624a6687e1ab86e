/// The label written inside a view's box: its name and size, shortened to fit.
enum ViewLabel {
    /// The lines of the label of the view called `name` (at `index` in its own stack, with the
    /// size text `size`, which may be empty) that fit in `width` columns and `height` rows.
    /// The first that fits of: `name size` on one line; `name` over `size`; `name`; a
    /// prefix of the name ending in `ellipsis` that no other name in `names` starts with;
    /// the index as `#2` or `2` (the last two over `size` when there is room, or over its two
    /// halves split after `times`, `40×` over `200`, in a box too narrow for the size on one
    /// line), where `index` is given. Empty when nothing fits.
    static func lines(
        name: String, size: String, index: Int?, width: Int, height: Int,
        ellipsis: String, names: NamePrefixes = NamePrefixes([]), times: Character? = "×"
    ) -> [String] {
        guard width > 0, height > 0 else { return [] }
        let nameLength = name.count
        let sizeLength = size.count
        if sizeLength == 0, nameLength <= width { return [name] }
        if nameLength + 1 + sizeLength <= width { return [name + " " + size] }
        if height >= 2, nameLength <= width, sizeLength <= width { return [name, size] }
        var sizeLine = height >= 2 && sizeLength > 0 && sizeLength <= width ? [size] : []
        // A narrow, tall box (a view compressed to a few columns) showed `#1` alone, its new
        // width nowhere.
        if sizeLine.isEmpty, height >= 3, let times, let cross = size.firstIndex(of: times) {
            let halves = [String(size[...cross]), String(size[size.index(after: cross)...])]
            if halves.allSatisfy({ !$0.isEmpty && $0.count <= width }) { sizeLine = halves }
        }
        if nameLength <= width { return [name] }
        let prefixLength = width - ellipsis.count
        if prefixLength >= 2 {
            let prefix = String(name.prefix(prefixLength))
            let isUnique = !names.anotherName(than: name, startsWith: prefix)
            if isUnique {
                let shortened = prefix + ellipsis
                return [shortened] + sizeLine
            }
        }
        guard let index else { return [] }
        for number in ["#" + String(index), String(index)] where number.count <= width {
            return [number] + sizeLine
        }
        return []
    }

    /// `name` in fullwidth letters (`Ｓｕｂｖｉｅｗ０`), each two columns wide, for presenter mode;
    /// nil when a character has no fullwidth form.
    static func fullwidth(_ name: String) -> String? {
        var out = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            // U+FF01…U+FF5E are U+0021…U+007E, two columns wide.
            guard (0x21...0x7E).contains(scalar.value), let wide = Unicode.Scalar(scalar.value + 0xFEE0) else { return nil }
            out.append(wide)
        }
        return String(out)
    }
}
