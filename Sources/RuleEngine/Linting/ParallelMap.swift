// Mapping over independent items on all cores. The helpers are threads started once and kept
// (with large stacks: syntax trees of deeply nested code are walked recursively), because
// starting threads for each map cost more than a small file's whole lint.

import Foundation

enum ParallelMap {
    static let stackSize = 256 << 20
    /// Read once: Foundation answers from the cgroup files each time, which a keystroke should not pay for.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// Starts the helper threads now rather than in the first map that needs them.
    static func startHelpers() { _ = HelperThreads.shared }

    /// `transform` over `items`, in order; on the calling thread alone when there are fewer than
    /// `minimumForThreads`. The caller takes items too, and only idle helpers are asked: a map
    /// never queues behind another one (the background indexer's, a second document's).
    static func map<Element, Result>(
        _ items: [Element], minimumForThreads: Int, _ transform: @escaping (Element) -> Result
    ) -> [Result] {
        guard items.count >= minimumForThreads, items.count > 1, cores > 1 else { return items.map(transform) }
        let loop = SharedLoop(items: items, transform: transform)
        HelperThreads.shared.offer(upTo: items.count - 1) { loop.drain() }
        loop.drain()
        return loop.results()
    }
}

/// One map's items, taken one at a time by whichever thread asks next.
private final class SharedLoop<Element, Result>: @unchecked Sendable {
    private let items: [Element]
    private let transform: (Element) -> Result
    private var slots: [Result?]
    private var next = 0
    private var running = 0
    private let condition = NSCondition()

    init(items: [Element], transform: @escaping (Element) -> Result) {
        self.items = items
        self.transform = transform
        slots = Array(repeating: nil, count: items.count)
    }

    /// Runs items until none is left to take.
    func drain() {
        while let index = take() {
            let result = transform(items[index])
            condition.lock()
            slots[index] = result
            running -= 1
            if running == 0, next == items.count { condition.broadcast() }
            condition.unlock()
        }
    }

    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < items.count else { return nil }
        next += 1
        running += 1
        return next - 1
    }

    /// Every result, once the items other threads took are done.
    func results() -> [Result] {
        condition.lock()
        while running > 0 || next < items.count { condition.wait() }
        condition.unlock()
        return slots.map { $0! }
    }
}

/// Threads that wait for work for the life of the process, one per core beyond the caller's.
private final class HelperThreads: @unchecked Sendable {
    static let shared = HelperThreads(count: ParallelMap.cores - 1)

    private var queue: [() -> Void] = []
    private var idle = 0
    private let condition = NSCondition()

    private init(count: Int) {
        for number in 0..<count {
            let thread = Thread { [unowned self] in self.serve() }
            thread.name = "a11y-lsp helper \(number + 1)"
            thread.stackSize = ParallelMap.stackSize
            thread.start()
        }
    }

    /// Gives `work` to as many idle helpers as there are, at most `limit`.
    func offer(upTo limit: Int, _ work: @escaping () -> Void) {
        condition.lock()
        let count = min(limit, idle - queue.count)
        if count > 0 {
            queue.append(contentsOf: repeatElement(work, count: count))
            condition.broadcast()
        }
        condition.unlock()
    }

    private func serve() -> Never {
        while true {
            condition.lock()
            idle += 1
            while queue.isEmpty { condition.wait() }
            idle -= 1
            let work = queue.removeFirst()
            condition.unlock()
            work()
        }
    }
}
