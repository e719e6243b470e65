// Runs the enabled rules over a file and resolves overlaps between them.
//
// Most rules see only the top-level declaration they report in, so the linter works
// declaration by declaration: with an `IncrementalLintState`, declarations whose text
// has not changed since the last run keep their findings (moved to where the
// declaration now starts) and are neither walked nor checked again. Rules that read
// the whole file run on a whole-file model, and only when their triggers appear.

import SwiftParser
import SwiftSyntax

public struct Linter: Sendable {
    public let options: LintOptions
    private let declarationRules: [any Rule]
    private let fileRules: [any Rule]
    private let declarationTriggers: TriggerSet
    private let fileTriggers: TriggerSet
    /// For each rule id, the general rules it silences on the same view.
    private let refinements: [String: [String]]

    /// Whether a file with many unchecked declarations is checked on all cores (the server; the
    /// CLI already lints several files at once).
    private let checksDeclarationsInParallel: Bool

    /// `usesTriggers: false` runs every rule everywhere, for checking that the triggers never change a result.
    public init(rules: [any Rule.Type] = RuleRegistry.all, options: LintOptions = LintOptions(), usesTriggers: Bool = true, parallel: Bool = true) {
        self.options = options
        checksDeclarationsInParallel = parallel
        // A rule that is off, or whose guidance is not the platform's, does no work at all.
        let enabled = rules.filter { options.severity(of: $0) != nil && $0.platforms.contains(options.platform) }.map { $0.init() }
        declarationRules = enabled.filter { type(of: $0).scope == .declaration }
        fileRules = enabled.filter { type(of: $0).scope == .file }
        declarationTriggers = TriggerSet(declarationRules, enabled: usesTriggers)
        fileTriggers = TriggerSet(fileRules, enabled: usesTriggers)
        refinements = Dictionary(uniqueKeysWithValues: rules.filter { !$0.refines.isEmpty }.map { ($0.id, $0.refines) })
    }

    /// `projectPath` is the file's path relative to the project (or the folder being linted);
    /// it tells test files apart, which are skipped unless `includeTests` is set. With `state`,
    /// unchanged declarations reuse their findings from the previous run.
    public func lint(_ document: SourceDocument, projectPath: String? = nil, state: IncrementalLintState? = nil) -> [Finding] {
        if isSkipped(projectPath) { return [] }
        if state == nil, !mayFire(in: document.bytes) { return [] }
        // Declarations outside the changed span keep their keys: no need to hash them again.
        let region = state == nil ? nil : document.takeChangedRegion()
        if let state {
            if state.document !== document { state.previousKeys = [:] }
            state.document = document
            state.knownChange = region.map { $0 } ?? (state.previousKeys.isEmpty ? nil : SourceDocument.ChangedRegion(lower: Int.max, upper: Int.max, delta: 0))
        }
        return lint(document.tree, source: document.bytes, lines: document.lineIndex, projectPath: projectPath, state: state)
    }

    /// Parses and lints a source text.
    public func lint(source: String, projectPath: String? = nil) -> [Finding] {
        let bytes = Array(source.utf8)
        if isSkipped(projectPath) || !mayFire(in: bytes) || ParserHazard.find(in: bytes) != nil { return [] }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        return lint(tree, source: bytes, projectPath: projectPath)
    }

    /// Whether any enabled rule (or a suppression comment) could report anything in these bytes.
    /// When not, the file need not even be parsed.
    public func mayFire(in bytes: [UInt8]) -> Bool {
        let all = 0..<bytes.count
        return declarationTriggers.triggered(in: bytes, range: all).contains(true)
            || fileTriggers.triggered(in: bytes, range: all).contains(true)
            || Suppressions.mayOccur(in: bytes)
    }

    private func isSkipped(_ projectPath: String?) -> Bool {
        guard let projectPath, !options.includeTests else { return false }
        return LintOptions.isTestFile(projectPath)
    }

    public func lint(
        _ tree: SourceFileSyntax, source: [UInt8], lines: LineIndex? = nil, projectPath: String? = nil,
        state: IncrementalLintState? = nil
    ) -> [Finding] {
        if isSkipped(projectPath) { return [] }
        let text = SourceText(bytes: source, lines: lines)
        // Fixes are indented with the file's unit, so a new unit makes every remembered fix stale.
        if let state {
            if state.indentUnitIsUnchanged(in: text) {
                text.assumeIndentUnit(state.indentUnit)
            } else if state.indentUnit != text.indentUnit {
                state.entries.removeAll()
                state.indentUnit = text.indentUnit
            }
            state.lineCount = text.lines.lineCount
        }
        var findings: [Finding] = []
        var fileRulesTriggered = [Bool](repeating: false, count: fileRules.count)
        var reused: [IncrementalLintState.Key: IncrementalLintState.Entry] = [:]
        reused.reserveCapacity(state?.entries.count ?? 0)
        findings.reserveCapacity(state?.findingCount ?? 0)
        // First the declarations to check afresh, which are independent: many of them (a file
        // just opened) are checked on all cores.
        let items = Array(tree.statements)
        let ranges = items.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        // A fix built in a declaration reads the rest of its last line (whether a modifier goes on a
        // line of its own), so text typed after it on that line must make it stale: keys run to the line's end.
        let keyRanges = ranges.map { range in range.lowerBound..<max(range.upperBound, text.lineContentEnd(at: max(range.lowerBound, range.upperBound - 1))) }
        let keys = keyRanges.map { range in state?.reusableKey(for: range) ?? IncrementalLintState.Key(bytes: source, range: range) }
        state?.previousKeys = Dictionary(zip(keyRanges, keys), uniquingKeysWith: { first, _ in first })
        state?.knownChange = nil
        var missing: [Int] = []
        var seen: Set<IncrementalLintState.Key> = []
        for index in items.indices where state?.entries[keys[index]] == nil && seen.insert(keys[index]).inserted {
            missing.append(index)
        }
        let computed = ParallelMap.map(missing, minimumForThreads: checksDeclarationsInParallel ? 64 : Int.max) { index in
            IncrementalLintState.Entry(
                start: ranges[index].lowerBound,
                // A refining rule and the rule it refines report the same view, which lies
                // within one declaration: overlaps resolve here, once per changed declaration.
                findings: resolveOverlaps(lintDeclaration(items[index], range: ranges[index], text: text)).sorted(by: Self.inOrder),
                fileRulesTriggered: fileTriggers.triggered(in: source, range: ranges[index]))
        }
        for (position, index) in missing.enumerated() { reused[keys[index]] = computed[position] }
        for index in items.indices {
            guard let entry = reused[keys[index]] ?? state?.entries[keys[index]] else { continue }
            reused[keys[index]] = entry
            let delta = ranges[index].lowerBound - entry.start
            if delta == 0 {
                findings += entry.findings
            } else {
                for finding in entry.findings { findings.append(finding.shifted(by: delta)) }
            }
            for (rule, triggered) in entry.fileRulesTriggered.enumerated() where triggered { fileRulesTriggered[rule] = true }
        }
        state?.entries = reused
        state?.findingCount = findings.count

        // Declarations come in order and each one's findings are sorted, so only whole-file
        // findings make a sort necessary.
        let wanted = fileRules.enumerated().filter { fileRulesTriggered[$0.offset] }.map(\.element)
        var hasFileFindings = false
        if !wanted.isEmpty {
            let model = ViewModel.build(tree, platform: options.platform)
            let fileFindings = run(wanted, on: model, text: text)
            hasFileFindings = !fileFindings.isEmpty
            findings += fileFindings
        }
        // Whole-file findings may overlap declarations' findings.
        findings = applySeverities(hasFileFindings ? resolveOverlaps(findings) : findings)
        // One scan of the text says whether any suppression comment can be there.
        let maySuppress = Suppressions.mayOccur(in: source)
        if maySuppress { findings = applySuppressions(findings, tree: tree, source: source, lines: text.lines) }
        // Suppression comments may add findings of their own.
        if hasFileFindings || maySuppress { findings.sort(by: Self.inOrder) }
        return findings
    }

    static func inOrder(_ first: Finding, _ second: Finding) -> Bool {
        let (a, b) = (first.range.lowerBound, second.range.lowerBound)
        return a != b ? a < b : first.ruleID < second.ruleID
    }

    private func lintDeclaration(_ item: CodeBlockItemSyntax, range: Range<Int>, text: SourceText) -> [Finding] {
        let triggered = declarationTriggers.triggered(in: text.bytes, range: range)
        let wanted = declarationRules.enumerated().filter { triggered[$0.offset] }.map(\.element)
        guard !wanted.isEmpty else { return [] }
        return run(wanted, on: ViewModel.build(item, platform: options.platform), text: text)
    }

    private func run(_ rules: [any Rule], on model: ViewModel, text: SourceText) -> [Finding] {
        let context = RuleContext(model: model, source: text)
        var findings: [Finding] = []
        for rule in rules {
            for call in model.calls where options.includePreviews || !call.scope.isPreview {
                findings += rule.check(call, in: context)
            }
            findings += rule.checkModel(model, in: context).filter { options.includePreviews || !model.isInPreview($0.range.lowerBound) }
        }
        return findings
    }

    /// "Specific beats general": drop a general rule's finding on a view that a
    /// rule refining it already reports.
    private func resolveOverlaps(_ findings: [Finding]) -> [Finding] {
        struct Silenced: Hashable {
            let rule: String
            let subject: Int
        }
        var silenced: Set<Silenced> = []
        for index in findings.indices {
            guard let general = refinements[findings[index].ruleID], !general.isEmpty, let subject = findings[index].subject else { continue }
            for rule in general { silenced.insert(Silenced(rule: rule, subject: subject)) }
        }
        guard !silenced.isEmpty else { return findings }
        return findings.filter { finding in
            guard let subject = finding.subject else { return true }
            return !silenced.contains(Silenced(rule: finding.ruleID, subject: subject))
        }
    }

    /// Drops suppressed findings and reports suppressions that name unknown rules.
    private func applySuppressions(_ findings: [Finding], tree: SourceFileSyntax, source: [UInt8], lines: LineIndex) -> [Finding] {
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
        guard !options.severities.isEmpty else { return findings }
        return findings.compactMap { finding in
            guard let setting = options.severities[finding.ruleID] else { return finding }
            guard let severity = setting.severity else { return nil }
            var adjusted = finding
            adjusted.severity = severity
            return adjusted
        }
    }
}
