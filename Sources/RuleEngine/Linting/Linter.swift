// Runs the enabled rules over a file's view model and resolves overlaps between them.

import SwiftParser
import SwiftSyntax

public struct Linter: Sendable {
    public let options: LintOptions
    private let rules: [any Rule]
    /// For each rule id, the general rules it silences on the same view.
    private let refinements: [String: [String]]

    public init(rules: [any Rule.Type] = RuleRegistry.all, options: LintOptions = LintOptions()) {
        self.options = options
        // A rule that is off does no work at all.
        self.rules = rules.filter { options.severity(of: $0) != nil }.map { $0.init() }
        refinements = Dictionary(uniqueKeysWithValues: rules.map { ($0.id, $0.refines) })
    }

    /// `projectPath` is the file's path relative to the project (or the folder being linted);
    /// it tells test files apart, which are skipped unless `includeTests` is set.
    public func lint(_ document: SourceDocument, projectPath: String? = nil) -> [Finding] {
        lint(document.tree, source: document.bytes, lines: document.lineIndex, projectPath: projectPath)
    }

    /// Parses and lints a source text.
    public func lint(source: String, projectPath: String? = nil) -> [Finding] {
        let bytes = Array(source.utf8)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return lint(tree, source: bytes, projectPath: projectPath)
    }

    public func lint(_ tree: SourceFileSyntax, source: [UInt8], lines: LineIndex? = nil, projectPath: String? = nil) -> [Finding] {
        if let projectPath, !options.includeTests, LintOptions.isTestFile(projectPath) { return [] }
        let model = ViewModel.build(tree, platform: options.platform)
        let context = RuleContext(model: model, source: SourceText(bytes: source, lines: lines))
        var findings: [Finding] = []
        for rule in rules {
            for call in model.calls where options.includePreviews || !call.scope.isPreview {
                findings += rule.check(call, in: context)
            }
            findings += rule.checkModel(model, in: context).filter { options.includePreviews || !model.isInPreview($0.range.lowerBound) }
        }
        findings = applySeverities(resolveOverlaps(findings))
        findings = applySuppressions(findings, tree: tree, source: source, lines: context.fixes.source.lines)
        return findings.sorted { ($0.range.lowerBound, $0.ruleID) < ($1.range.lowerBound, $1.ruleID) }
    }

    /// "Specific beats general": drop a general rule's finding on a view that a
    /// rule refining it already reports.
    private func resolveOverlaps(_ findings: [Finding]) -> [Finding] {
        var silenced: Set<String> = []
        for finding in findings {
            guard let subject = finding.subject else { continue }
            for general in refinements[finding.ruleID] ?? [] { silenced.insert("\(general)#\(subject)") }
        }
        guard !silenced.isEmpty else { return findings }
        return findings.filter { finding in
            guard let subject = finding.subject else { return true }
            return !silenced.contains("\(finding.ruleID)#\(subject)")
        }
    }

    /// Drops suppressed findings and reports suppressions that name unknown rules.
    private func applySuppressions(_ findings: [Finding], tree: SourceFileSyntax, source: [UInt8], lines: LineIndex) -> [Finding] {
        guard Suppressions.mayOccur(in: source) else { return findings }
        let suppressions = Suppressions(tree: tree, source: source, lines: lines)
        guard !suppressions.directives.isEmpty else { return findings }
        var kept = findings.filter { !suppressions.suppresses($0.ruleID, onLine: lines.line(containing: $0.range.lowerBound)) }
        if let severity = options.severity(of: UnknownRuleInSuppression.self) {
            let known = RuleRegistry.ids
            for directive in suppressions.directives {
                let unknown = directive.ruleIDs.filter { !known.contains($0) }
                guard !unknown.isEmpty else { continue }
                let names = unknown.map { "'\($0)'" }.joined(separator: ", ")
                kept.append(Finding(
                    UnknownRuleInSuppression.self, range: directive.range,
                    message: "This suppression names \(unknown.count == 1 ? "a rule" : "rules") a11y-lsp does not have: \(names); it suppresses nothing for \(unknown.count == 1 ? "it" : "them").",
                    subject: nil, severity: severity))
            }
        }
        return kept
    }

    private func applySeverities(_ findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            guard let setting = options.severities[finding.ruleID] else { return finding }
            guard let severity = setting.severity else { return nil }
            var adjusted = finding
            adjusted.severity = severity
            return adjusted
        }
    }
}
