// Mapping over many independent items on all cores, on threads with large stacks
// (syntax trees of deeply nested code are walked recursively).

import Foundation

enum ParallelMap {
    static let stackSize = 256 << 20
    /// Read once: Foundation answers from the cgroup files each time, which a keystroke should not pay for.
    static let cores = ProcessInfo.processInfo.activeProcessorCount

    /// `transform` over `items`, in order; on one thread when there are fewer than `minimumForThreads`.
    static func map<Element, Result>(
        _ items: [Element], minimumForThreads: Int, _ transform: @escaping (Element) -> Result
    ) -> [Result] {
        guard items.count >= minimumForThreads, cores > 1 else { return items.map(transform) }
        do {
            let slots = Slots<Result>(count: items.count)
            let done = DispatchGroup()
            let chunk = (items.count + cores - 1) / cores
            for start in stride(from: 0, to: items.count, by: chunk) {
                done.enter()
                let box = UncheckedSendable(value: (items, transform, slots))
                let thread = Thread {
                    let (items, transform, slots) = box.value
                    for index in start..<min(start + chunk, items.count) { slots.set(index, transform(items[index])) }
                    done.leave()
                }
                thread.stackSize = stackSize
                thread.start()
            }
            done.wait()
            return slots.values
        }
    }
}

/// Values crossing to worker threads that the caller waits for, so no data race can happen.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] { storage.map { $0! } }
}
