// Path globs for `"exclude"`: `*` and `?` within a path component, `**` across
// components. A pattern without a slash matches a component anywhere in the path;
// a pattern that matches a folder excludes everything in it.

public struct Glob: Hashable, Sendable {
    public let pattern: String
    private let parts: [Substring]
    private let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        anchored = trimmed.contains("/")
        if trimmed.hasPrefix("/") { trimmed = trimmed.dropFirst() }
        parts = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether a path relative to the configuration's folder is matched (or lies in a matched folder).
    public func matches(_ relativePath: String) -> Bool {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return false }
        if !anchored { return components.contains { Self.matchComponent(parts[0], $0) } }
        return Self.matchPrefix(parts[...], components[...])
    }

    /// The pattern matches the whole path or a leading run of its components (a folder).
    private static func matchPrefix(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return true }  // the pattern ended: a folder of the path matched
        if first == "**" {
            let rest = pattern.dropFirst()
            if rest.isEmpty { return true }
            var remaining = path
            while true {
                if matchPrefix(rest, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let component = path.first, matchComponent(first, component) else { return false }
        return matchPrefix(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one component.
    static func matchComponent(_ pattern: Substring, _ text: Substring) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        var p = 0
        var t = 0
        var starAt: Int?
        var resumeAt = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starAt = p
                resumeAt = t
                p += 1
            } else if let star = starAt {
                p = star + 1
                resumeAt += 1
                t = resumeAt
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
