import Dispatch
import StackLayout

/// Works an explanation out with its what-ifs (one re-solve per constraint that holds) run
/// on every core at once: they are independent, so a long stack's seconds of explaining
/// divide by the cores. The explanation is the one ``Explainer`` gives running them one
/// after another (each outcome keeps its place).
enum ConcurrentExplanation {
    /// `plan`'s explanation, its what-ifs run on `threads` threads; nil when `shouldStop`,
    /// asked before each what-if starts with how many are done (from one thread at a time),
    /// answers true.
    static func explanation(of plan: ExplanationPlan, threads: Int = Machine.cores, stoppingWhen shouldStop: @escaping (ExplanationProgress) -> Bool = { _ in false }) -> Explanation? {
        let run = Run(plan: plan, shouldStop: shouldStop)
        let workers = min(max(1, threads), plan.whatIfCount)
        if workers <= 1 {
            run.work()
        } else {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in run.work() }
        }
        return run.explanation()
    }

    /// The what-ifs of one explanation, handed out to the threads one at a time.
    private final class Run: @unchecked Sendable {
        private let plan: ExplanationPlan
        private let shouldStop: (ExplanationProgress) -> Bool
        /// Guards everything below (every access goes through `locked`).
        private let lock = DispatchQueue(label: "stackplay.explanation.what-ifs")
        private var outcomes: [ExplanationPlan.Outcome?]
        private var next = 0
        private var done = 0
        private var stopped = false

        init(plan: ExplanationPlan, shouldStop: @escaping (ExplanationProgress) -> Bool) {
            self.plan = plan
            self.shouldStop = shouldStop
            outcomes = Array(repeating: nil, count: plan.whatIfCount)
        }

        private func locked<Result>(_ body: () -> Result) -> Result {
            lock.sync(execute: body)
        }

        /// Takes what-ifs until none is left or the caller says to stop.
        func work() {
            while true {
                let index = locked { () -> Int? in
                    guard !stopped, next < outcomes.count else { return nil }
                    if shouldStop(ExplanationProgress(done: done, total: outcomes.count)) {
                        stopped = true
                        return nil
                    }
                    next += 1
                    return next - 1
                }
                guard let index else { return }
                let outcome = plan.whatIf(index)
                locked {
                    outcomes[index] = outcome
                    done += 1
                }
            }
        }

        /// The explanation once every what-if is in; nil when stopped.
        func explanation() -> Explanation? {
            let finished = locked { () -> [ExplanationPlan.Outcome]? in
                let all = outcomes.compactMap { $0 }
                return stopped || all.count < outcomes.count ? nil : all
            }
            return finished.map(plan.explanation(from:))
        }
    }
}
