// A progress line on stderr for long runs: only on a terminal, only after a second.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class Progress: @unchecked Sendable {
    private let total: Int
    private let lock = NSLock()
    private var done = 0
    private var finished = false
    private var shown = false
    private let enabled: Bool

    init(total: Int) {
        self.total = total
        enabled = isatty(STDERR_FILENO) != 0 && total > 1
        guard enabled else { return }
        let thread = Thread { [self] in
            Thread.sleep(forTimeInterval: 1)
            while true {
                lock.lock()
                if finished { lock.unlock(); return }
                let line = "\r\u{1B}[2KLinting \(done)/\(total) files…"
                shown = true
                lock.unlock()
                FileHandle.standardError.write(Data(line.utf8))
                Thread.sleep(forTimeInterval: 0.2)
            }
        }
        thread.start()
    }

    func advance() {
        guard enabled else { return }
        lock.lock()
        done += 1
        lock.unlock()
    }

    func finish() {
        guard enabled else { return }
        lock.lock()
        finished = true
        let clear = shown
        lock.unlock()
        if clear { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
