/// A rank for every defined user variable, higher than the rank of every defined variable
/// its definition names, so that expanding a row through the definitions can take the
/// highest rank first: each definition is then expanded once, with its final weight, and
/// only when that weight is not zero.
///
/// Expanding `x₁₀₀ - x₉₉` (two neighbours on a chain of views, each position defined by the
/// one before it plus a width) then takes `x₁₀₀`, whose `+x₉₉` cancels, and stops: three
/// definitions, where a walk of everything reachable went through all hundred.
///
/// Ranks are kept as definitions are made, without ever revisiting an older one:
/// - a variable defined by its constraint as written (seen there for the first time, so no
///   definition names it yet) ranks one above the highest rank it names, and at least 1;
/// - a variable defined by an expanded row names no defined variable, but older
///   definitions may name it: it takes a negative rank below every rank given before, which
///   is below every definition that could name it.
struct DefinitionRanks {
    /// Each symbol's rank (0 for symbols without a definition).
    private(set) var ranks: [Int] = []
    /// How many ranks below zero were handed out.
    private var leaves = 0

    /// Makes room for one more symbol.
    mutating func appendSymbol() { ranks.append(0) }

    /// Makes room for `count` symbols.
    mutating func reserveCapacity(_ count: Int) { ranks.reserveCapacity(count) }

    /// Forgets the symbols from `count` on.
    mutating func truncate(to count: Int) { ranks.removeSubrange(count...) }

    /// Ranks `variable`, defined by `definition` as written (no definition names it yet).
    mutating func rankWritten(_ variable: Symbol, definition: Row, definitions: [Row?]) {
        var highest = 0
        for cell in definition.cells where definitions[cell.symbol] != nil {
            highest = max(highest, ranks[cell.symbol])
        }
        ranks[variable] = highest + 1
    }

    /// Ranks `variable`, defined by an expanded row (which names no defined variable).
    mutating func rankExpanded(_ variable: Symbol) {
        leaves += 1
        ranks[variable] = -leaves
    }
}
