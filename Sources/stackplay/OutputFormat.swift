import ArgumentParser

/// Text for people, JSON for programs.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
