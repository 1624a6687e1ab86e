import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Playground
import StackLayout

/// Works out the why panel's explanations away from the loop's thread, one at a time (its
/// what-ifs on every core: ``ConcurrentExplanation``), so that keys and drawing go on while
/// a long stack is explained (one solve per constraint that holds: on one core 0.26 s at
/// 100 views, 27 s at 1000).
///
/// The loop says which explanation it wants on every turn (``want(_:)``); one under way for
/// a request no longer wanted stops at its next solve, and the wanted one starts. A finished
/// explanation waits in ``takeFinished()`` until the loop hands it to the state.
final class ExplanationWorker: @unchecked Sendable {
    private struct State {
        /// The request wanted, and the number of the run that answers it (cheap to compare
        /// while solving): the running one's while it is the same request, a new one otherwise.
        var wanted: ExplanationRequest?
        var wantedRun = 0
        /// The request being worked out, and its run's number.
        var running: (request: ExplanationRequest, run: Int)?
        /// How far the running one has got.
        var progress: ExplanationProgress?
        /// The last explanation worked out and not yet taken.
        var finished: (request: ExplanationRequest, explanation: Explanation)?
        /// The number the next run takes.
        var nextRun = 1
    }

    /// Guards ``state`` (every access goes through `locked`).
    private let queue = DispatchQueue(label: "stackplay.explanations")
    private var state = State()

    private func locked<Result>(_ body: (inout State) -> Result) -> Result {
        queue.sync { body(&state) }
    }

    /// Wants `request` worked out (nil: nothing); starts it unless one is under way. Returns
    /// whether it started one.
    @discardableResult
    func want(_ request: ExplanationRequest?) -> Bool {
        let start = locked { state -> (ExplanationRequest, Int)? in
            if state.wanted != request {
                state.wanted = request
                if let running = state.running, running.request == request {
                    state.wantedRun = running.run
                } else {
                    state.wantedRun = state.nextRun
                    state.nextRun += 1
                }
            }
            guard state.running == nil, let request, state.finished?.request != request else { return nil }
            state.running = (request, state.wantedRun)
            return (request, state.wantedRun)
        }
        guard let (request, run) = start else { return false }
        self.run(request, number: run)
        return true
    }

    /// The explanation last worked out, with its request, once.
    func takeFinished() -> (request: ExplanationRequest, explanation: Explanation)? {
        locked { state in
            defer { state.finished = nil }
            return state.finished
        }
    }

    /// Whether an explanation is under way.
    var isWorking: Bool { locked { $0.running != nil } }

    /// The explanation under way, and how far it has got (once it has counted its solves).
    var progress: (request: ExplanationRequest, progress: ExplanationProgress)? {
        locked { state in
            guard let running = state.running, let progress = state.progress else { return nil }
            return (running.request, progress)
        }
    }

    /// Waits up to `milliseconds` for the explanation under way to finish, so that a short
    /// one is drawn at once instead of after a frame saying the panel is working.
    func waitBriefly(milliseconds: Int) {
        var waited = 0
        while waited < milliseconds, isWorking {
            usleep(2_000)
            waited += 2
        }
    }

    private func run(_ request: ExplanationRequest, number: Int) {
        DispatchQueue.global(qos: .userInitiated).async {
            let explanation = ConcurrentExplanation.explanation(of: request.plan(), stoppingWhen: { progress in
                self.locked { state in
                    state.progress = progress
                    return state.wantedRun != number
                }
            })
            let next = self.locked { state -> (ExplanationRequest, Int)? in
                state.running = nil
                state.progress = nil
                if let explanation, state.wantedRun == number { state.finished = (request, explanation) }
                guard let wanted = state.wanted, state.wantedRun != number else { return nil }
                state.running = (wanted, state.wantedRun)
                return (wanted, state.wantedRun)
            }
            if let (wanted, run) = next { self.run(wanted, number: run) }
        }
    }
}
