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

    @Option(help: "With --matrix: only this cell, DISTRIBUTION/ALIGNMENT/sized or unsized, e.g. fill/center/sized (repeatable).")
    var cell: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("With --matrix: stop a cell's series of runs once it has taken this many seconds, more than 0 and at most 3600 (default 10).", valueName: "cap"))
    var cap: String?

    @Option(help: "With --matrix: also save each cell's scene as DIR/DISTRIBUTION-ALIGNMENT-SIZED.json.")
    var saveScenes: String?

    /// The matrix options given, as typed: refused without `--matrix`, which they shape.
    var givenWithoutMatrix: [String] {
        (cell.isEmpty ? [] : ["--cell"]) + (cap == nil ? [] : ["--cap"]) + (saveScenes == nil ? [] : ["--save-scenes"])
    }
}

extension BenchCommand {
    /// `--matrix`: one line (or JSON object) per cell.
    func runMatrix(views: Int?, runs: Int) throws {
        if source.scene != nil || source.example != nil {
            throw CommandFailure.badInput("--matrix generates its scenes; give no scene file or --example")
        }
        let cap = try OptionBounds.benchCap.value(matrix.cap) ?? 10
        var cells = BenchMatrix.cells
        if !matrix.cell.isEmpty {
            cells = []
            for name in matrix.cell {
                guard let cell = BenchMatrix.cell(named: name) else {
                    throw CommandFailure.badInput(Self.unknownCellMessage(name))
                }
                // A cell named twice is timed once.
                if !cells.contains(where: { $0.name == cell.name }) { cells.append(cell) }
            }
        }
        if let directory = matrix.saveScenes {
            // Checked before the first line is printed, not at the first cell.
            var info = stat()
            guard stat(directory, &info) == 0 else {
                throw CommandFailure.badInput("--save-scenes \(directory): \(String(cString: strerror(errno)))")
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw CommandFailure.badInput("--save-scenes \(directory): not a directory; give the directory the scenes are saved in")
            }
            guard access(directory, W_OK | X_OK) == 0 else {
                throw CommandFailure.badInput("--save-scenes \(directory): cannot create files in it: \(String(cString: strerror(errno)))")
            }
        }
        let viewCount = views ?? 100
        let cores = Machine.cores
        if !json {
            print("\(viewCount) view\(viewCount == 1 ? "" : "s"), \(cores) core\(cores == 1 ? "" : "s"), medians of up to \(runs) run\(runs == 1 ? "" : "s") (capped at \(JSONValue.numberText(cap)) s a series)")
            print(padded("cell", to: Self.cellColumn) + "generate+solve ms   solve ms            key press ms        slowest key ms")
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
            let figures = BenchMatrix.measure(cell, viewCount: viewCount, runs: runs, cap: cap)
            if json {
                let object: JSONValue = .object([
                    ("cell", .string(cell.name)), ("views", .number(Double(figures.views))), ("cores", .number(Double(cores))),
                    ("build_solve_ms", .number(rounded(figures.buildSolveMilliseconds))),
                    ("build_solve_runs", .number(Double(figures.buildSolveRuns))),
                    ("solve_ms", .number(rounded(figures.solveMilliseconds))),
                    ("solve_runs", .number(Double(figures.solveRuns))),
                    ("key_press_ms", .number(rounded(figures.keyPressMilliseconds))),
                    ("key_presses", .number(Double(figures.keyPresses))),
                    ("slowest_key_ms", .number(rounded(figures.slowestKey.milliseconds))),
                    ("slowest_key", .string(figures.slowestKey.edit)),
                    ("key_press_ms_by_edit", .object(figures.keyPressMillisecondsByEdit.map { ($0.edit, .number(rounded($0.milliseconds))) })),
                ])
                print(object.compactText)
            } else {
                let name = padded(cell.name, to: Self.cellColumn)
                let build = padded("\(rounded(figures.buildSolveMilliseconds))", to: 20)
                let solve = padded("\(rounded(figures.solveMilliseconds))", to: 20)
                let key = padded("\(rounded(figures.keyPressMilliseconds))", to: 20)
                print("\(name)\(build)\(solve)\(key)\(rounded(figures.slowestKey.milliseconds)) (\(figures.slowestKey.edit))")
            }
        }
    }

    /// The width of the text table's first column: the longest cell name
    /// (`fillProportionally/firstBaseline/unsized`) and two spaces.
    private static let cellColumn = (BenchMatrix.cells.map(\.name.count).max() ?? 38) + 2

    /// What `--cell NAME` says when no cell has that name: the names it is made of.
    static func unknownCellMessage(_ name: String) -> String {
        let distributions = Distribution.allCases.map(\.rawValue).joined(separator: ", ")
        let alignments = Alignment.allCases.map(\.rawValue).joined(separator: ", ")
        return "--cell \(SceneFileError.excerpt(name)): no such cell; expected DISTRIBUTION/ALIGNMENT/sized or unsized, e.g. fill/center/sized, "
            + "with DISTRIBUTION one of \(distributions) and ALIGNMENT one of \(alignments) (as written, capitals and all)"
    }

    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 1))
    }
}
