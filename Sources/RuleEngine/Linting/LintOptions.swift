// What a lint run checks: rule severities (or off), the platform for `#if`, and
// whether preview and test code is included.

/// A rule's setting in a configuration: off, or the severity it reports at.
public enum RuleSetting: String, CaseIterable, Hashable, Sendable {
    case off, info, warning, error

    public var severity: Severity? { Severity(rawValue: rawValue) }

    public init(_ severity: Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .info: self = .info
        }
    }
}

public struct LintOptions: Hashable, Sendable {
    /// Per-rule overrides. Rules not listed keep their own severity.
    public var severities: [String: RuleSetting]
    public var platform: Platform
    public var includePreviews: Bool
    public var includeTests: Bool
    /// The file is built only into widget extensions, which have no gestures, text input or
    /// presentations: rules about interaction widgets do not have are skipped.
    public var isWidgetExtension = false
    /// The file is built only into test bundles (skipped unless `includeTests`).
    public var isTestTarget = false
    /// Whether findings carry their fixes. Output that shows none (the CLI's text and JSON) turns
    /// it off: on a folder full of findings, building their edits took a twentieth of linting.
    public var buildsFixes = true

    public init(severities: [String: RuleSetting] = [:], platform: Platform = .iOS, includePreviews: Bool = false, includeTests: Bool = false) {
        self.severities = severities
        self.platform = platform
        self.includePreviews = includePreviews
        self.includeTests = includeTests
    }

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: any Rule.Type) -> Severity? {
        if let setting = severities[rule.id] { return setting.severity }
        return rule.defaultSetting.severity
    }

    /// A path in a test target: a `Tests` folder or a `…Tests.swift` file.
    /// (Asked on every lint: compared as bytes, since Unicode-aware suffixes cost a server's didOpen of a
    /// small file more than some rules do.)
    public static func isTestFile(_ path: String) -> Bool {
        let components = path.utf8.split(separator: UInt8(ascii: "/"))
        guard let name = components.last else { return false }
        if components.dropLast().contains(where: { ends($0, with: "Tests") }) { return true }
        return ends(name, with: "Tests.swift") || ends(name, with: "Test.swift")
    }

    private static func ends(_ part: Substring.UTF8View, with suffix: String) -> Bool {
        part.count >= suffix.utf8.count && part.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
}
