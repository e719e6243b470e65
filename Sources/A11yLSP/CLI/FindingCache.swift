// A cache of findings keyed by file content, rule set, configuration and tool
// version, in the user's cache folder, so re-running over unchanged files is nearly free.

import Foundation
import JSONRPC
import RuleEngine

final class FindingCache: @unchecked Sendable {
    let folder: URL

    init(folder: URL) {
        self.folder = folder
    }

    /// `$A11Y_LSP_CACHE_DIR`, else `$XDG_CACHE_HOME/a11y-lsp`, else the platform's user cache folder.
    static func defaultFolder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["A11Y_LSP_CACHE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty { return URL(fileURLWithPath: xdg).appendingPathComponent("a11y-lsp") }
        let home = FileManager.default.homeDirectoryForCurrentUser
        #if os(macOS)
        return home.appendingPathComponent("Library/Caches/a11y-lsp")
        #else
        return home.appendingPathComponent(".cache/a11y-lsp")
        #endif
    }

    /// What else, besides the file's bytes, decides its findings.
    /// Depends on the linter's options and on whether `projectPath` is a test file, nothing else
    /// (`LintCommand.plan` reuses it on that understanding).
    static func signature(of linter: Linter, projectPath: String) -> String {
        let options = linter.options
        let rules = RuleRegistry.all.map { "\($0.id)=\(options.severity(of: $0)?.rawValue ?? "off")" }.joined(separator: ",")
        return "\(buildIdentity)|\(rules)|\(options.platform)|\(options.includePreviews)|\(options.includeTests)|\(LintOptions.isTestFile(projectPath))"
            + (options.buildsFixes ? "" : "|no-fixes")
    }

    /// The version and the executable's size and date: a rebuilt binary (whose rules may have
    /// changed without a new version number) never reads an older build's results.
    static let buildIdentity: String = {
        var identity = ToolInfo.version
        if let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        {
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            identity += "|\(size)|\(date)"
        }
        return identity
    }()

    func key(bytes: [UInt8], signature: String) -> String {
        let content = Self.contentHash(of: bytes)
        let context = Self.fnv1a(Array(signature.utf8), seed: 0x8422_2325_cbf2_9ce4)
        let mixed = Self.fnv1a(bytes, seed: context)  // a second, context-seeded pass makes collisions across contexts unlikely
        return String(content, radix: 16) + String(mixed, radix: 16) + "-\(bytes.count)"
    }

    /// Cached findings, with what they learnt from the workspace index (they hold while its answers do).
    func findings(for key: String) -> (findings: [Finding], dependencies: IndexDependencies)? {
        guard let data = FileManager.default.contents(atPath: file(for: key).path),
            let json = try? JSONParser.parse([UInt8](data)), let items = json["findings"]?.arrayValue
        else { return nil }
        var result: [Finding] = []
        for item in items {
            guard let finding = CachedFinding.decode(item) else { return nil }
            result.append(finding)
        }
        var dependencies = IndexDependencies()
        for (name, digest) in json["dependencies"]?.objectValue ?? [:] {
            guard let query = IndexQuery(name), let text = digest.stringValue, let value = UInt64(text, radix: 16) else { return nil }
            dependencies[query] = value
        }
        return (result, dependencies)
    }

    func store(_ findings: [Finding], dependencies: IndexDependencies, for key: String) {
        var document: [String: JSONValue] = ["findings": .array(findings.map(CachedFinding.encode))]
        if !dependencies.isEmpty {
            document["dependencies"] = .object(Dictionary(uniqueKeysWithValues: dependencies.map { ($0.key.description, .string(String($0.value, radix: 16))) }))
        }
        write(JSONWriter.encode(.object(document)), for: key)
    }

    /// What besides the bytes decides a file's summary: the build and the platform `#if` is read for.
    static func summarySignature(of linter: Linter) -> String {
        "summary|\(buildIdentity)|\(linter.options.platform)"
    }

    func summary(for key: String) -> FileSummary? {
        guard let data = FileManager.default.contents(atPath: file(for: key, kind: "summary").path) else { return nil }
        return try? JSONDecoder().decode(FileSummary.self, from: data)
    }

    func store(_ summary: FileSummary, for key: String) {
        guard let data = try? JSONEncoder().encode(summary) else { return }
        write([UInt8](data), for: key, kind: "summary")
    }

    private func write(_ bytes: [UInt8], for key: String, kind: String = "json") {
        let target = file(for: key, kind: kind)
        try? FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = AtomicFile.replace(target.path, with: bytes)
    }

    private func file(for key: String, kind: String = "json") -> URL {
        folder.appendingPathComponent("v1").appendingPathComponent(String(key.prefix(2))).appendingPathComponent(key + "." + kind)
    }

    /// A file's content hash: the findings cache's key, a pulled result's and an indexed summary's
    /// (`SummarySource`) all name a file's bytes by it.
    static func contentHash(of bytes: [UInt8]) -> UInt64 { fnv1a(bytes, seed: 0xcbf2_9ce4_8422_2325) }

    static func fnv1a(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        var hash = seed
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return hash
    }
}

/// Findings as JSON, fixes and related locations included.
enum CachedFinding {
    static func encode(_ finding: Finding) -> JSONValue {
        var members: [String: JSONValue] = [
            "rule": .string(finding.ruleID), "severity": .string(finding.severity.rawValue), "message": .string(finding.message),
            "range": range(finding.range),
        ]
        if let subject = finding.subject { members["subject"] = .int(subject) }
        if !finding.fixes.isEmpty {
            members["fixes"] = .array(finding.fixes.map { fix in
                ["title": .string(fix.title), "safe": .bool(fix.isSafe),
                 "edits": .array(fix.edits.map { ["range": range($0.range), "text": .string($0.replacement)] })]
            })
        }
        if !finding.related.isEmpty {
            members["related"] = .array(finding.related.map { ["range": range($0.range), "message": .string($0.message)] })
        }
        return .object(members)
    }

    static func decode(_ json: JSONValue) -> Finding? {
        guard let id = json["rule"]?.stringValue, let rule = RuleRegistry.rule(withID: id),
            let severity = json["severity"]?.stringValue.flatMap(Severity.init(rawValue:)), let message = json["message"]?.stringValue,
            let range = offsets(json["range"])
        else { return nil }
        let fixes = (json["fixes"]?.arrayValue ?? []).compactMap { fix -> Fix? in
            guard let title = fix["title"]?.stringValue else { return nil }
            let edits = (fix["edits"]?.arrayValue ?? []).compactMap { edit in
                offsets(edit["range"]).flatMap { range in edit["text"]?.stringValue.map { TextEdit(range: range, replacement: $0) } }
            }
            return Fix(title: title, edits: edits, isSafe: fix["safe"]?.boolValue ?? true)
        }
        let related = (json["related"]?.arrayValue ?? []).compactMap { item in
            offsets(item["range"]).flatMap { range in item["message"]?.stringValue.map { RelatedLocation(range: range, message: $0) } }
        }
        return Finding(rule, range: range, message: message, subjectOffset: json["subject"]?.intValue, severity: severity, fixes: fixes, related: related)
    }

    private static func range(_ range: Range<Int>) -> JSONValue { [.int(range.lowerBound), .int(range.upperBound)] }

    private static func offsets(_ json: JSONValue?) -> Range<Int>? {
        guard let lower = json?[0]?.intValue, let upper = json?[1]?.intValue, lower <= upper else { return nil }
        return lower..<upper
    }
}
