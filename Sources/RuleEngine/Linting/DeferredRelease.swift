// Letting go of a keystroke's models on another thread.
//
// A keystroke in a large type models the whole type again, and freeing that model (every call,
// modifier and argument of an 800-line screen, and the declarations the rules indexed) when the
// lint returned cost about a twentieth of the keystroke's lint, between the lint and the
// diagnostics it publishes. Nothing reads the models after the lint, so they can as well be
// freed while the diagnostics are on their way.

import Foundation

enum DeferredRelease {
    /// One thread for all of them, at a low priority: what it frees is only memory.
    private static let queue = DispatchQueue(label: "a11y-lsp.deferred-release", qos: .utility)

    private final class Holder<Object: AnyObject>: @unchecked Sendable {
        var object: Object?
        init(_ object: Object) { self.object = object }
    }

    /// Frees `object` on the queue once the caller has let go of it too (the caller's reference should
    /// be the last other one, and go soon: the queue gives up waiting after 5,000 short sleeps, a tenth of a
    /// second or more).
    static func release<Object: AnyObject>(_ object: Object) {
        let holder = Holder(object)
        queue.async {
            // The caller may still be returning: dropping first would leave the freeing to it. (Should
            // anything else keep the object, it is dropped after a while all the same.)
            var waited = 0
            while !isKnownUniquelyReferenced(&holder.object), waited < 5_000 {
                usleep(20)
                waited += 1
            }
            holder.object = nil
        }
    }
}
