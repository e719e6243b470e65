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
    public static func isTestFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0.hasSuffix("UITests") }) { return true }
        return components.last.map { $0.hasSuffix("Tests.swift") || $0.hasSuffix("Test.swift") } ?? false
    }
}
