import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// `solver-bench`: the chain benchmark's command line.
@main
struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver-bench",
        abstract: "Time the Cassowary solver on a chain of N views: build + solve, an edit within a regime, an edit across regimes (medians; every answer verified)."
    )

    @Flag(help: "One JSON object a line instead of a table.")
    var json = false

    @Option(name: .customLong("n"), help: ArgumentHelp("The chain lengths, separated by commas.", valueName: "10,100,1000"), transform: SolverBench.sizes)
    var sizes: [Int] = [10, 100, 1000]

    @Option(help: "Runs per N (default \(defaultRuns); at most \(budgetPerSize) of runs per N).")
    var runs: Int?

    func validate() throws {
        if let runs, runs < 1 { throw ValidationError("--runs needs a positive integer") }
    }

    /// Parses `10,100,1000`.
    static func sizes(_ list: String) throws -> [Int] {
        let sizes = list.split(separator: ",").map { Int(String($0.filter { $0 != " " })) }
        guard !sizes.isEmpty, sizes.allSatisfy({ ($0 ?? 0) >= 1 }) else {
            throw ValidationError("--n needs positive integers separated by commas, got \(list)")
        }
        return sizes.compactMap { $0 }
    }

    func run() {
        let cores = coreCount()
        if !json {
            print("solver-bench: chain of N views, median of the runs; cores: \(cores)")
            print(padded("system", 8, left: true) + padded("n", 7) + padded("build_solve_ms", 16)
                  + padded("edit_within_us", 16) + padded("edit_cross_us", 15) + padded("runs", 6))
        }
        for n in sizes {
            let (figures, runs) = measure(n: n, runs: self.runs ?? defaultRuns)
            let build = median(figures.buildSolveMs)
            let within = median(figures.editWithinUs)
            let cross = median(figures.editCrossUs)
            if json {
                print("{\"system\":\"chain\",\"n\":\(n),\"build_solve_ms\":\(formatted(build, digits: 4)),"
                      + "\"edit_within_us\":\(formatted(within, digits: 3)),\"edit_cross_us\":\(formatted(cross, digits: 3))}")
            } else {
                print(padded("chain", 8, left: true) + padded(String(n), 7) + padded(formatted(build, digits: 3), 16)
                      + padded(formatted(within, digits: 2), 16) + padded(formatted(cross, digits: 2), 15) + padded(String(runs), 6))
            }
        }
        if !json {
            print("(\(editsPerRun) timed edits per run for each edit figure; at most \(budgetPerSize) of runs per N; every answer verified)")
        }
    }

    /// Runs with exit status 2 for bad usage (as `stackplay` does), 1 for a wrong answer.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success { exit(withError: error) }
            let message = fullMessage(for: error)
            if !message.isEmpty { fail(message, status: 2) }
            Glibc.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
