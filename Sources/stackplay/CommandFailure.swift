/// Why a command failed, with its exit status.
enum CommandFailure: Error, CustomStringConvertible {
    /// Bad input: a scene file, an example name, an option value. Exit status 2.
    case badInput(String)
    /// Something this build cannot do yet. Exit status 1.
    case notYet(String)

    var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        case .notYet: return 1
        }
    }

    var description: String {
        switch self {
        case let .badInput(message): return message
        case let .notYet(message): return message
        }
    }
}
