// Runs work on threads with large stacks. Syntax trees of deeply nested code are
// walked recursively, and dispatch's worker threads have small stacks.

import Foundation

enum Workers {
    static let stackSize = 256 << 20

    /// Calls `body(index)` for every index in `0..<count`, on up to `threads` threads, and waits.
    static func forEach(_ count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ body: @escaping @Sendable (Int) -> Void) {
        let next = Counter()
        let done = DispatchGroup()
        for _ in 0..<max(1, min(threads, count)) {
            done.enter()
            let thread = Thread {
                while let index = next.take(below: count) { body(index) }
                done.leave()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        done.wait()
    }

    /// Runs `body` on one large-stack thread and returns its result.
    static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Box<T>()
        forEach(1, threads: 1) { _ in result.value = body() }
        return result.value!
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func take(below limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value < limit else { return nil }
        value += 1
        return value - 1
    }
}

private final class Box<T>: @unchecked Sendable {
    var value: T?
}
