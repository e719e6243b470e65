// Replacing a file's contents atomically: write a temporary file beside it with the
// same permissions, then rename it over the original.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum AtomicFile {
    static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).a11y-lsp-\(UUID().uuidString)")
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? NSNumber
        do {
            try Data(bytes).write(to: temporary)
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            }
            guard rename(temporary.path, path) == 0 else {
                try? FileManager.default.removeItem(at: temporary)
                return false
            }
            return true
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return false
        }
    }
}
