// `file://` URIs ↔ paths, for config lookup and test-file detection.

import Foundation

enum DocumentURI {
    /// The file path of a `file:` URI, nil for other schemes.
    static func path(of uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }  // file://host/path
        return rest.removingPercentEncoding ?? rest
    }

    /// The `file:` URI of an absolute path, percent-encoded as editors write them.
    static func fileURI(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// `path` relative to the deepest root that contains it, or unchanged when none does.
    static func relative(_ path: String, toNearestOf roots: [String]) -> String {
        let containing = roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }.filter { path.hasPrefix($0) }
        guard let root = containing.max(by: { $0.count < $1.count }) else { return path }
        return String(path.dropFirst(root.count))
    }
}
