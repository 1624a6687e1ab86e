/// Why a command failed, with its exit status.
enum CommandFailure: Error, CustomStringConvertible {
    /// Bad input: a scene file, an example name, an option value, or no terminal for the
    /// playground. Exit status 2.
    case badInput(String)

    var exitCode: Int32 {
        switch self {
        case .badInput: return 2
        }
    }

    var description: String {
        switch self {
        case let .badInput(message): return message
        }
    }
}
