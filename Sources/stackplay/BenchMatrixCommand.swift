import ArgumentParser
import StackLayout

#if canImport(Glibc)
import Glibc
import JSON
#endif

/// The options of `stackplay bench --matrix`.
struct BenchMatrixOptions: ParsableArguments {
    @Flag(help: "Time every distribution × alignment × sized/unsized on generated stacks (--views views, 100 by default) instead of one scene.")
    var matrix = false

    @Option(help: "With --matrix: only this cell, e.g. fill/center/sized (repeatable).")
    var cell: [String] = []

    @Option(help: "With --matrix: stop a cell's series of runs once it has taken this many seconds.")
    var cap: Double = 10

    @Option(help: "With --matrix: also save each cell's scene as DIR/DISTRIBUTION-ALIGNMENT-SIZED.json.")
    var saveScenes: String?
}

extension BenchCommand {
    /// `--matrix`: one line (or JSON object) per cell.
    func runMatrix(views: Int?, runs: Int) throws {
        if source.scene != nil || source.example != nil {
            throw CommandFailure.badInput("--matrix generates its scenes; give no scene file or --example")
        }
        guard matrix.cap > 0, matrix.cap.isFinite else { throw CommandFailure.badInput("--cap must be a positive number of seconds") }
        var cells = BenchMatrix.cells
        if !matrix.cell.isEmpty {
            cells = try matrix.cell.map { name in
                guard let cell = BenchMatrix.cell(named: name) else {
                    throw CommandFailure.badInput("--cell \(name): no such cell; expected DISTRIBUTION/ALIGNMENT/sized or unsized, e.g. fill/center/sized")
                }
                return cell
            }
        }
        let viewCount = views ?? 100
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        if !json {
            print("\(viewCount) views, \(cores) cores, medians of up to \(runs) runs (capped at \(matrix.cap) s a series)")
            print("cell                                  generate+solve ms   key press ms")
        }
        for cell in cells {
            if let directory = matrix.saveScenes {
                let path = "\(directory)/\(String(cell.name.map { $0 == "/" ? "-" : $0 })).json"
                do {
                    try SceneFile.save(BenchMatrix.scene(for: cell, viewCount: viewCount), to: path)
                } catch {
                    throw CommandFailure.badInput(error.description)
                }
            }
            let figures = BenchMatrix.measure(cell, viewCount: viewCount, runs: runs, cap: matrix.cap)
            if json {
                let object: JSONValue = .object([
                    ("cell", .string(cell.name)), ("views", .number(Double(figures.views))), ("cores", .number(Double(cores))),
                    ("build_solve_ms", .number(rounded(figures.buildSolveMilliseconds))),
                    ("build_solve_runs", .number(Double(figures.buildSolveRuns))),
                    ("key_press_ms", .number(rounded(figures.keyPressMilliseconds))),
                    ("key_presses", .number(Double(figures.keyPresses))),
                ])
                print(object.compactText)
            } else {
                let name = padded(cell.name, to: 38)
                let build = padded("\(rounded(figures.buildSolveMilliseconds))", to: 20)
                print("\(name)\(build)\(rounded(figures.keyPressMilliseconds))")
            }
        }
    }

    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 1))
    }
}
