import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import Playground
import StackLayout
import Synchronization

/// Works out the why panel's explanations on another thread, one at a time, so that keys
/// and drawing go on while a long stack is explained (one solve per constraint that holds:
/// 0.3 s at 100 views, 30 s at 1000).
///
/// The loop says which explanation it wants on every turn (``want(_:)``); one under way for
/// a request no longer wanted stops at its next solve, and the wanted one starts. A finished
/// explanation waits in ``takeFinished()`` until the loop hands it to the state.
final class ExplanationWorker: Sendable {
    private struct State {
        /// The request wanted, and a number that changes with it (cheap to compare while solving).
        var wanted: ExplanationRequest?
        var generation = 0
        /// The request being worked out, if any.
        var running: ExplanationRequest?
        /// The last explanation worked out and not yet taken.
        var finished: (request: ExplanationRequest, explanation: Explanation)?
    }

    private let state = Mutex(State())

    /// Wants `request` worked out (nil: nothing); starts it unless one is under way.
    func want(_ request: ExplanationRequest?) {
        let start = state.withLock { state -> (ExplanationRequest, Int)? in
            if state.wanted != request {
                state.wanted = request
                state.generation += 1
            }
            guard state.running == nil, let request, state.finished?.request != request else { return nil }
            state.running = request
            return (request, state.generation)
        }
        if let (request, generation) = start { run(request, generation: generation) }
    }

    /// The explanation last worked out, with its request, once.
    func takeFinished() -> (request: ExplanationRequest, explanation: Explanation)? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }

    /// Whether an explanation is under way.
    var isWorking: Bool { state.withLock { $0.running != nil } }

    /// Waits up to `milliseconds` for the explanation under way to finish, so that a short
    /// one is drawn at once instead of after a frame saying the panel is working.
    func waitBriefly(milliseconds: Int) {
        var waited = 0
        while waited < milliseconds, isWorking {
            usleep(2_000)
            waited += 2
        }
    }

    private func run(_ request: ExplanationRequest, generation: Int) {
        DispatchQueue.global(qos: .userInitiated).async {
            let explanation = request.explanation(stoppingWhen: { self.state.withLock { $0.generation != generation } })
            let next = self.state.withLock { state -> (ExplanationRequest, Int)? in
                state.running = nil
                if let explanation, state.generation == generation { state.finished = (request, explanation) }
                guard let wanted = state.wanted, state.generation != generation else { return nil }
                state.running = wanted
                return (wanted, state.generation)
            }
            if let (wanted, generation) = next { self.run(wanted, generation: generation) }
        }
    }
}
