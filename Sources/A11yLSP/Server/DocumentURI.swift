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
}
