// `.a11y-lsp.json` and the editor's settings: rule severities, excluded paths,
// and which code is checked. Both take the same shape.

public struct Configuration: Equatable, Sendable {
    public var rules: [String: RuleSetting] = [:]
    /// Globs relative to the configuration file's folder (`**`, `*`, `?`).
    public var exclude: [String] = []
    public var previews: Bool?
    public var tests: Bool?
    public var platform: Platform?
    /// Show the VoiceOver announcement preview as inlay hints.
    public var announcements: Bool?
    /// Show the accessibility-tree code lens above each view's `body` (on unless false).
    public var codeLens: Bool?
    /// Where rule pages live, for links from diagnostics.
    public var docsBaseURL: String?
    /// The editor's choice of configuration file (settings only).
    public var configFile: String?

    public init() {}

    /// The keys a configuration may have, with what each takes.
    public static let keys: [String: String] = [
        "rules": #"an object of rule id → "off", "info", "warning" or "error""#,
        "exclude": "an array of glob strings",
        "previews": "true or false",
        "tests": "true or false",
        "platform": "auto, " + Platform.allCases.map(\.rawValue).joined(separator: ", "),
        "announcements": "true or false",
        "codeLens": "true or false",
        "docsBaseURL": "a URL string",
        "configFile": "a path string",
    ]

    /// Lint options: these settings over the defaults.
    public var lintOptions: LintOptions {
        lintOptions(for: nil)
    }

    /// Lint options for a file the project says these things about: with `"platform": "auto"` (or
    /// none), the platform of the target it is built in, else iOS.
    public func lintOptions(for facts: TargetFacts?) -> LintOptions {
        var options = LintOptions(severities: rules, platform: platform ?? facts?.platform ?? .iOS, includePreviews: previews ?? false, includeTests: tests ?? false)
        options.isWidgetExtension = facts?.isWidgetExtension ?? false
        options.isTestTarget = facts?.isTest ?? false
        return options
    }

    /// `other`'s settings where it has them, else these.
    public func overlaid(with other: Configuration) -> Configuration {
        var result = self
        result.rules.merge(other.rules) { _, new in new }
        if !other.exclude.isEmpty { result.exclude = other.exclude }
        result.previews = other.previews ?? previews
        result.tests = other.tests ?? tests
        result.platform = other.platform ?? platform
        result.announcements = other.announcements ?? announcements
        result.codeLens = other.codeLens ?? codeLens
        result.docsBaseURL = other.docsBaseURL ?? docsBaseURL
        result.configFile = other.configFile ?? configFile
        return result
    }
}

public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or "settings") the problem is in.
    public let source: String
    public let problem: String
    public var description: String { "\(source): \(problem)" }

    public init(source: String, problem: String) {
        self.source = source
        self.problem = problem
    }
}

/// Where a configuration file stops being valid JSON, as its reader reports it.
public struct ConfigurationSyntaxError: Error, Equatable, Sendable {
    /// 1-based, in lines and characters of the file.
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Turns a configuration file's bytes into a value. The executable gives it the project's own
/// strict JSON parser, which lives in the JSON-RPC module that RuleEngine does not depend on.
public struct ConfigurationReader: Sendable {
    public let read: @Sendable ([UInt8]) throws(ConfigurationSyntaxError) -> ConfigValue

    public init(read: @escaping @Sendable ([UInt8]) throws(ConfigurationSyntaxError) -> ConfigValue) {
        self.read = read
    }
}

/// A JSON value as configuration reads it (RuleEngine does not depend on the JSON-RPC module).
public indirect enum ConfigValue: Equatable, Sendable {
    case null, bool(Bool), number(Double), string(String), array([ConfigValue]), object([String: ConfigValue])

    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension Configuration {
    /// Reads a configuration file's bytes. `source` names it in errors.
    public static func parse(_ bytes: [UInt8], source: String, reader: ConfigurationReader) throws(ConfigurationError) -> Configuration {
        let value: ConfigValue
        do {
            value = try reader.read(bytes)
        } catch {
            throw ConfigurationError(source: source, problem: "not valid JSON at line \(error.line), column \(error.column): \(error.message)")
        }
        return try parse(value, source: source)
    }

    /// Reads a configuration from a decoded value.
    public static func parse(_ value: ConfigValue, source: String) throws(ConfigurationError) -> Configuration {
        guard case .object(let members) = value else {
            throw ConfigurationError(source: source, problem: "the configuration must be a JSON object, not \(value.kindDescription)")
        }
        var configuration = Configuration()
        for (key, value) in members.sorted(by: { $0.key < $1.key }) {
            func fail(_ problem: String) -> ConfigurationError {
                ConfigurationError(source: source, problem: "\"\(key)\" \(problem), not \(value.kindDescription)")
            }
            switch (key, value) {
            case ("rules", .object(let rules)):
                let known = RuleRegistry.ids
                for (id, setting) in rules.sorted(by: { $0.key < $1.key }) {
                    guard known.contains(id) else {
                        throw ConfigurationError(source: source, problem: "unknown rule \"\(id)\" in \"rules\" (see `a11y-lsp rules`)")
                    }
                    guard case .string(let text) = setting, let parsed = RuleSetting(rawValue: text) else {
                        throw ConfigurationError(source: source, problem: "rule \"\(id)\" must be \"off\", \"info\", \"warning\" or \"error\"")
                    }
                    configuration.rules[id] = parsed
                }
            case ("exclude", .array(let items)):
                configuration.exclude = try items.map { item throws(ConfigurationError) -> String in
                    guard case .string(let glob) = item else { throw fail("must be \(keys[key]!)") }
                    return glob
                }
            case ("previews", .bool(let flag)): configuration.previews = flag
            case ("tests", .bool(let flag)): configuration.tests = flag
            case ("announcements", .bool(let flag)): configuration.announcements = flag
            case ("codeLens", .bool(let flag)): configuration.codeLens = flag
            case ("platform", .string(let text)) where text.lowercased() == "auto":
                configuration.platform = nil
            case ("platform", .string(let text)):
                guard let platform = Platform.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                    throw ConfigurationError(source: source, problem: "\"platform\" must be one of \(keys[key]!), not \"\(text)\"")
                }
                configuration.platform = platform
            case ("docsBaseURL", .string(let text)): configuration.docsBaseURL = text
            case ("configFile", .string(let text)): configuration.configFile = text
            case (_, _) where keys[key] != nil:
                throw fail("must be \(keys[key]!)")
            default:
                throw ConfigurationError(source: source, problem: "unknown key \"\(key)\" (known: \(keys.keys.sorted().joined(separator: ", ")))")
            }
        }
        return configuration
    }
}
