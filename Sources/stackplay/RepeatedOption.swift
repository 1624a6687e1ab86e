/// An option given more than once: ArgumentParser keeps the last (`layout --example seed
/// --example card` laid out the card, exit 0), which a user who typed both did not mean.
/// Only `--cell` (the benchmark matrix's cells) takes several values.
enum RepeatedOption {
    /// The options that may be given more than once.
    static let repeatable: Set<String> = ["--cell"]

    /// The message for the first long option `arguments` give twice (up to a `--` that ends
    /// the options), or nil when none is.
    static func problem(in arguments: [String]) -> String? {
        var seen = Set<String>()
        for argument in arguments {
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let name = String(argument.prefix { $0 != "=" })
            guard !repeatable.contains(name) else { continue }
            if !seen.insert(name).inserted {
                return "\(name) is given twice; give it once"
            }
        }
        return nil
    }
}
