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
    let declarationRules: [any Rule]
    /// Rules of `.relatedDeclarations` and `.file` scope, in that order of no importance.
    let fileRules: [any Rule]
    let declarationTriggers: TriggerSet
    /// For each declaration rule (in order), whether it reads other members (`rulesReadingOtherMembers`).
    let readsOtherMembers: [Bool]
    let fileTriggers: TriggerSet
    /// For each rule id, the general rules it silences on the same view.
    private let refinements: [String: [String]]

    /// Whether a file's unchecked declarations are checked on all cores (the server; the CLI
    /// already lints several files at once).
    private let checksDeclarationsInParallel: Bool
    /// How many bytes of declarations, besides the largest, make the helper threads worth asking.
    /// A helper has to wake up and walk a tree parsed on another core: on a file of one view and
    /// its imports that cost more than it took off (didOpen of small real files, 0.02-0.03x of the
    /// parse), while ten generated views (about 3.5 KB besides the largest) gained as much.
    private static let bytesForThreads = 3_000

    /// The fewest items for `ParallelMap` to share these declarations out (`Int.max`: never).
    func itemsForThreads(_ declarations: [Int], ranges: [Range<Int>]) -> Int {
        guard checksDeclarationsInParallel else { return Int.max }
        var (total, largest) = (0, 0)
        for index in declarations {
            total += ranges[index].count
            largest = max(largest, ranges[index].count)
        }
        return total - largest >= Self.bytesForThreads ? 2 : Int.max
    }

    /// Whether rules of `.relatedDeclarations` scope read groups of related declarations (false:
    /// the whole file, for checking that the groups never change a result).
    let groupsDeclarations: Bool

    /// `usesTriggers: false` runs every rule everywhere, and `groupsDeclarations: false` runs every
    /// rule that reads several declarations on the whole file: both for checking that these
    /// shortcuts never change a result.
    public init(
        rules: [any Rule.Type] = RuleRegistry.all, options: LintOptions = LintOptions(), usesTriggers: Bool = true, parallel: Bool = true,
        groupsDeclarations: Bool = true
    ) {
        self.groupsDeclarations = groupsDeclarations
        self.options = options
        checksDeclarationsInParallel = parallel
        // A rule that is off, or whose guidance is not the platform's, does no work at all.
        let enabled = rules.filter {
            options.severity(of: $0) != nil && $0.platforms.contains(options.platform) && !(options.isWidgetExtension && Self.notInWidgets.contains($0.id))
        }.map { $0.init() }
        declarationRules = enabled.filter { type(of: $0).scope == .declaration }
        fileRules = enabled.filter { type(of: $0).scope != .declaration }
        declarationTriggers = TriggerSet(declarationRules, enabled: usesTriggers)
        readsOtherMembers = declarationRules.map { Self.rulesReadingOtherMembers.contains(type(of: $0).id) }
        fileTriggers = TriggerSet(fileRules, enabled: usesTriggers)
        refinements = Dictionary(uniqueKeysWithValues: rules.filter { !$0.refines.isEmpty }.map { ($0.id, $0.refines) })
    }

    /// Starts the threads that share a file's declarations with the caller, so that the first file
    /// checked does not pay for starting them.
    public static func startHelperThreads() { ParallelMap.startHelpers() }

    /// `projectPath` is the file's path relative to the project (or the folder being linted);
    /// it tells test files apart, which are skipped unless `includeTests` is set. With `state`,
    /// unchanged declarations reuse their findings from the previous run.
    public func lint(_ document: SourceDocument, projectPath: String? = nil, state: IncrementalLintState? = nil, workspace: WorkspaceContext? = nil) -> [Finding] {
        if isSkipped(projectPath) {
            // Not linted, so the summary adopted for these bytes would be taken by a later lint of other bytes.
            state?.adoptedSummary = nil
            return []
        }
        if state == nil, workspace == nil, !mayFire(in: document.bytes) { return [] }
        let state = state ?? IncrementalLintState(remembersIndentation: false)
        let text = SourceText(bytes: document.bytes, lines: document.lineIndex)
        let isKeystroke = state.hasLinted
        let prepared = prepare(document, text: text, state: state)
        let findings = check(prepared, tree: document.tree, text: text, state: state, workspace: workspace)
        // A document's later lints (keystrokes) free their models off the way to the diagnostics; a
        // first lint (the CLI's, of many files at once) frees them itself, so that they never pile up.
        if isKeystroke { DeferredRelease.release(prepared) }
        return findings
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
        let pairs = BytePairs(bytes, range: all)
        return declarationTriggers.triggered(in: bytes, range: all, pairs: pairs).contains(true)
            || fileTriggers.triggered(in: bytes, range: all, pairs: pairs).contains(true)
            || Suppressions.mayOccur(in: bytes)
    }

    private func isSkipped(_ projectPath: String?) -> Bool {
        guard !options.includeTests else { return false }
        return options.isTestTarget || projectPath.map(LintOptions.isTestFile) ?? false
    }

    /// Rules about interaction a widget does not have: gestures, text input, sliders and pickers,
    /// menus, presentations, focus and navigation. (A widget's taps open the app or run an intent.)
    /// And one-line limits: a widget is a fixed size that cannot scroll, so rows are cut by design.
    /// And headings: a widget is one glance, with no sections to move between by the headings rotor.
    static let notInWidgets: Set<String> = [
        "tap-gesture-not-control", "custom-toggle-not-toggle", "tap-gesture-no-alternative", "navigation-by-tap-gesture",
        "button-opens-url", "button-for-persistent-setting", "touch-target-size", "focus-effect-disabled", "textfield-name",
        "textfield-content-type", "password-in-textfield", "slider-name", "slider-without-step-controls", "slider-value-not-meaningful",
        "stepper-redundant-adjustable", "datepicker-name", "segmented-picker-name", "menu-picker-label-override", "menu-destructive-role",
        "menu-named-by-value", "dialog-focus-not-restored", "heading-missing-trait", "modal-without-close", "input-changes-context", "auto-dismiss-without-control",
        "media-autoplay", "orientation-locked", "motion-without-alternative", "uikit-gesture-without-traits", "control-text-truncation",
    ]

    public func lint(
        _ tree: SourceFileSyntax, source: [UInt8], lines: LineIndex? = nil, projectPath: String? = nil,
        state: IncrementalLintState? = nil, workspace: WorkspaceContext? = nil
    ) -> [Finding] {
        if isSkipped(projectPath) { return [] }
        let state = state ?? IncrementalLintState(remembersIndentation: false)
        let text = SourceText(bytes: source, lines: lines)
        let prepared = prepare(tree, text: text, state: state)
        return check(prepared, tree: tree, text: text, state: state, workspace: workspace)
    }

    /// The file's summary for the workspace index, from the document's current text. The models
    /// built for it are kept in `state` for the lint that follows, so the file is walked once
    /// (unless `keepingModels` is false: when many files wait at once, their models would take
    /// more memory than walking them again takes time).
    public func summarize(_ document: SourceDocument, state: IncrementalLintState, keepingModels: Bool = true) -> FileSummary {
        // Asked for the summary, it works it out: a summary adopted for a lint is not taken here.
        state.adoptedSummary = nil
        let text = SourceText(bytes: document.bytes, lines: document.lineIndex)
        let prepared = prepare(document, text: text, state: state)
        if !keepingModels { prepared.releaseModels() }
        return prepared.summary
    }

    /// Keys every top-level declaration, builds the models of those not remembered (or all of
    /// them, the first time) and works out the file's summary.
    private func prepare(_ document: SourceDocument, text: SourceText, state: IncrementalLintState) -> PreparedFile {
        if let prepared = state.prepared, prepared.document === document, prepared.generation == document.editGeneration { return prepared }
        // Declarations outside the changed span keep their keys: no need to hash them again.
        let region = document.takeChangedRegion()
        if state.document !== document { state.previousKeys = [:] }
        state.document = document
        state.knownChange = region.map { $0 } ?? (state.previousKeys.isEmpty ? nil : SourceDocument.ChangedRegion(lower: Int.max, upper: Int.max, delta: 0))
        let prepared = prepare(document.tree, text: text, state: state)
        prepared.document = document
        prepared.generation = document.editGeneration
        state.prepared = prepared
        return prepared
    }

    private func prepare(_ tree: SourceFileSyntax, text: SourceText, state: IncrementalLintState) -> PreparedFile {
        // Fixes are indented with the file's unit, so a new unit makes every remembered fix stale.
        // (Working the unit out scans the file: a one-off lint has nothing remembered to check.)
        if !state.remembersIndentation {
            state.forgetFindings()
        } else if state.indentUnitIsUnchanged(in: text) {
            text.assumeIndentUnit(state.indentUnit)
        } else if state.indentUnit != text.indentUnit {
            state.forgetFindings()
            state.indentUnit = text.indentUnit
        }
        state.lineCount = text.lines.lineCount
        let items = Array(tree.statements)
        let ranges = items.map { $0.position.utf8Offset..<$0.endPosition.utf8Offset }
        let (keyRanges, keys) = Self.keys(of: ranges, text: text, state: state)
        state.previousKeys = Dictionary(zip(keyRanges, keys), uniquingKeysWith: { first, _ in first })
        state.knownChange = nil
        if state.summariesPending { completeSummaries(items: items, ranges: ranges, keys: keys, text: text, state: state) }
        // A first lint of bytes whose summary the index holds models its declarations for the rules only.
        let adopted = state.entries.isEmpty ? state.adoptedSummary : nil
        state.adoptedSummary = nil
        var missing: [Int] = []
        var seen: Set<IncrementalLintState.Key> = []
        for index in items.indices where state.entries[keys[index]] == nil && seen.insert(keys[index]).inserted {
            missing.append(index)
        }
        let platform = options.platform
        let source = text.bytes
        // Independent declarations (a file just opened) are modelled on all cores.
        // A keystroke's type is checked member by member after (`lintByMember`): split it here, and
        // its model takes the scope the split read.
        let splitsTypes = state.hasLinted && missing.count == 1
        let built = ParallelMap.map(missing, minimumForThreads: itemsForThreads(missing, ranges: ranges)) { index in
            let members = splitsTypes ? TypeMembers(items[index], text: text) : nil
            // Summarized from its members' parts, the type's model waits for the rules that need it.
            if let members, adopted == nil,
                let byMember = summarizeByMember(items[index], split: members, range: ranges[index], text: text, remembered: state.memberSummaries[members.scope.name]?.parts)
            {
                return DeclarationModel(
                    index: index, model: byMember.wholeModel, summary: byMember.summary, members: members, memberModels: byMember.memberModels,
                    summaryParts: byMember.parts, partsRead: byMember.partsRead)
            }
            let model = self.model(of: items[index], range: ranges[index], source: source, typeScope: members?.scope)
            let summary = adopted == nil ? SummaryExtractor.summarize(items[index], model: model, platform: platform) : FileSummary()
            return DeclarationModel(index: index, model: model, summary: summary, members: members)
        }
        for model in built {
            if let parts = model.summaryParts, let type = model.members?.scope.name {
                state.rememberSummaryParts(parts, of: type)
                state.memberSummariesRead += model.partsRead
            }
        }
        let summary: FileSummary
        if let adopted {
            // The declarations' own summaries are made after the findings (`completeSummaries`).
            summary = adopted
            state.lastItemSummaries = []
            state.summariesPending = true
        } else if keysOnlyChange(built, keys: keys, state: state) {
            // A keystroke that leaves what the file tells the index as it was (nearly all do).
            summary = state.summary
            for model in built { state.lastItemSummaries[model.index] = model.summary }
        } else {
            // Declarations of the same text (two identical previews) are modelled once and both summarized.
            var summaries: [IncrementalLintState.Key: FileSummary] = [:]
            for model in built { summaries[keys[model.index]] = model.summary }
            state.lastItemSummaries = items.indices.map { summaries[keys[$0]] ?? state.entries[keys[$0]]?.summary ?? FileSummary() }
            summary = FileSummary(concatenating: state.lastItemSummaries)
        }
        state.lastKeys = keys
        state.summary = summary
        return PreparedFile(items: items, ranges: ranges, keys: keys, built: built, summary: summary)
    }

    /// The declarations are the last run's, in the same places, except those modelled afresh, whose
    /// summaries are what they were: the file's summary has not changed.
    private func keysOnlyChange(_ built: [DeclarationModel], keys: [IncrementalLintState.Key], state: IncrementalLintState) -> Bool {
        guard !state.lastKeys.isEmpty, keys.count == state.lastKeys.count, state.lastItemSummaries.count == keys.count, built.count <= 8 else { return false }
        let modelled = Set(built.map(\.index))
        for position in keys.indices where !modelled.contains(position) && keys[position] != state.lastKeys[position] { return false }
        return built.allSatisfy { state.lastItemSummaries[$0.index] == $0.summary }
    }

    /// Runs the rules: on declarations modelled afresh, and on remembered ones whose answers from
    /// the workspace index changed; the others keep their findings, moved to where they now start.
    private func check(_ prepared: PreparedFile, tree: SourceFileSyntax, text: SourceText, state: IncrementalLintState, workspace: WorkspaceContext?) -> [Finding] {
        let source = text.bytes
        // Without a workspace the file is its own workspace: what it declares is still known in it.
        var index = workspace?.index ?? state.standaloneIndex
        let path = workspace?.path ?? Self.standalonePath
        index.update(path: path, summary: prepared.summary)
        if workspace == nil { state.standaloneIndex = index }
        state.prepared = nil
        let (items, ranges, keys) = (prepared.items, prepared.ranges, prepared.keys)
        var redo = prepared.built
        let modelled = Set(prepared.built.map(\.index))
        var seen = Set(prepared.built.map { keys[$0.index] })
        // Remembered findings were checked against this very index last time: nothing to recheck.
        let recheck = state.checkedStamp != index.stamp || state.checkedPath != path
        state.checkedStamp = index.stamp
        state.checkedPath = path
        for position in items.indices where recheck && !modelled.contains(position) {
            guard let entry = state.entries[keys[position]], !entry.dependencies.isEmpty, seen.insert(keys[position]).inserted,
                !state.answerDigests.answersMatch(entry.dependencies, in: index, from: path)
            else { continue }
            let model = model(of: items[position], range: ranges[position], source: source)
            redo.append(DeclarationModel(index: position, model: model, summary: entry.summary))
        }
        let rememberedMembers = state.members
        // Member by member only from a document's second lint on: a first lint (the CLI's, a
        // didOpen) has nothing to reuse, and building member models too would only cost.
        let checksByMember = state.hasLinted
        let digests = state.answerDigests
        // A type split into members (a keystroke's) is read piece by piece; the others whole, on the
        // threads that check them.
        var splitScans: [Int: DeclarationScan] = [:]
        var piecesUsed: [IncrementalLintState.Key: PieceScan] = [:]
        for built in redo {
            guard let members = built.members else { continue }
            splitScans[built.index] = scanPieces(source, range: ranges[built.index], pieces: members.ranges, kept: state.pieceScans, used: &piecesUsed, read: &state.piecesRead)
        }
        if !piecesUsed.isEmpty { state.pieceScans = piecesUsed }
        let freshNames = Dictionary(
            redo.map { built in
                let item = items[built.index]
                let names: DeclarationNames
                if !options.includePreviews, DeclarationNames.isPreview(item) {
                    names = .standingApart()
                } else if let mentioned = splitScans[built.index]?.mentioned {
                    names = DeclarationNames(item, mentioned: mentioned)
                } else {
                    names = DeclarationNames(item, bytes: source, range: ranges[built.index])
                }
                return (keys[built.index], names)
            }, uniquingKeysWith: { first, _ in first })
        let standingAlone = keysStandingAlone(
            keys, names: items.indices.map { freshNames[keys[$0]] ?? state.entries[keys[$0]]?.names }, grouping: state.grouping)
        let computed = ParallelMap.map(redo, minimumForThreads: itemsForThreads(redo.map(\.index), ranges: ranges)) { built in
            // The whole declaration's model, built when first needed: a type summarized member by
            // member (`summarizeByMember`) whose rules all check members alone needs none.
            var wholeModel = built.model
            wholeModel?.bind(index, path: path)
            var modelled = false
            func model() -> ViewModel {
                if let wholeModel { return wholeModel }
                let made = self.model(of: items[built.index], range: ranges[built.index], source: source, typeScope: built.members?.scope)
                made.bind(index, path: path)
                wholeModel = made
                modelled = true
                return made
            }
            // A refining rule and the rule it refines report the same view, which lies within one
            // declaration: overlaps resolve here, once per changed declaration.
            let scan = splitScans[built.index] ?? scanWhole(source, range: ranges[built.index])
            let fileRulesTriggered = scan.fileTriggered
            let grouped = groupedRules(triggered: fileRulesTriggered)
            let standsAlone = standingAlone.contains(keys[built.index])
            // The rules of related declarations need the whole model unless the members answer them
            // all: UIKit's words are read only when they could.
            let membersAnswer = !grouped.isEmpty && Self.membersAnswerWithoutUIKit(grouped)
                && !ViewModel.mayHoldUIKit(Syntax(items[built.index]), source: source)
            let byMember = !checksByMember ? nil : lintByMember(
                items[built.index], members: built.members, memberModels: built.memberModels, model: model,
                wholeModelNeeded: !standsAlone || !grouped.isEmpty && !membersAnswer, text: text,
                triggered: scan.declarationTriggered, groupRules: grouped, remembered: rememberedMembers, index: index, path: path, digests: digests)
            let findings = byMember?.findings
                ?? resolveOverlaps(lintDeclaration(model, triggered: scan.declarationTriggered, text: text)).sorted(by: Self.inOrder)
            // Most declarations are a group of their own: the rules that read related declarations
            // run here on the model already built. In a group of several they run on the group's model.
            let ownGroupFindings = !standsAlone ? nil
                : grouped.isEmpty ? []
                : byMember.map { runGrouped(grouped, on: model, membersAnswer: membersAnswer, text: text, members: $0.groupFindings) }
                    ?? run(grouped, on: model(), text: text)
            // In a group of several, the group's model is put together from this one.
            let groupPart = standsAlone ? nil : model()
            var dependencies = wholeModel.map { digests.dependencies(of: $0.workspace) } ?? IndexDependencies()
            if let byMember { dependencies.merge(byMember.dependencies) { first, _ in first } }
            let entry = IncrementalLintState.Entry(
                start: ranges[built.index].lowerBound, findings: findings,
                fileRulesTriggered: fileRulesTriggered, ownGroupFindings: ownGroupFindings,
                summary: built.summary, dependencies: dependencies,
                names: freshNames[keys[built.index]]!)
            return (entry, byMember, groupPart, modelled)
        }
        var reused: [IncrementalLintState.Key: IncrementalLintState.Entry] = [:]
        reused.reserveCapacity(state.entries.count)
        // In a group of several, a declaration's model is lent to the group's (by position).
        var groupParts: [Int: ViewModel] = [:]
        for (position, built) in redo.enumerated() {
            reused[keys[built.index]] = computed[position].0
            groupParts[built.index] = computed[position].2
        }
        // Each type checked by member in this run keeps the members it used; the others keep theirs.
        var checkedMembers: [String: [IncrementalLintState.MemberKey: IncrementalLintState.MemberEntry]] = [:]
        for case let (_, byMember?, _, _) in computed {
            checkedMembers[byMember.typeName, default: [:]].merge(byMember.entries) { first, _ in first }
            state.memberModelsBuilt += byMember.modelsBuilt
        }
        if checksByMember { state.declarationModelsBuilt += computed.filter(\.3).count }
        if !checkedMembers.isEmpty { state.rememberMembers(checkedMembers, stamp: index.stamp, path: path) }
        var findings: [Finding] = []
        findings.reserveCapacity(state.findingCount)
        var dependencies = IndexDependencies()
        var inOrder: [IncrementalLintState.Entry?] = []
        inOrder.reserveCapacity(items.count)
        for position in items.indices {
            let entry = reused[keys[position]] ?? state.entries[keys[position]]
            inOrder.append(entry)
            guard let entry else { continue }
            reused[keys[position]] = entry
            let delta = ranges[position].lowerBound - entry.start
            if delta == 0 {
                findings += entry.findings
            } else {
                for finding in entry.findings { findings.append(finding.shifted(by: delta)) }
            }
            dependencies.merge(entry.dependencies) { first, _ in first }
        }
        state.entries = reused
        state.hasLinted = true
        state.findingCount = findings.count
        state.summary = prepared.summary

        // Declarations come in order and each one's findings are sorted, so only whole-file
        // findings make a sort necessary.
        let fileFindings = checkGroups(
            FileRuleInput(prepared: prepared, tree: tree, text: text, entries: inOrder, models: groupParts),
            index: index, path: path, recheck: recheck, state: state, dependencies: &dependencies)
        let hasFileFindings = !fileFindings.isEmpty
        findings += fileFindings
        state.dependencies = dependencies
        // Whole-file findings may overlap declarations' findings.
        findings = applySeverities(hasFileFindings ? resolveOverlaps(findings) : findings)
        // One scan of the text says whether any suppression comment can be there.
        let maySuppress = Suppressions.mayOccur(in: source)
        if maySuppress { findings = applySuppressions(findings, tree: tree, source: source, lines: text.lines) }
        // Suppression comments may add findings of their own.
        if hasFileFindings || maySuppress { findings.sort(by: Self.inOrder) }
        // A fix keeps the file's line endings.
        if LineIndex.endsLinesWithCRLF(source) { findings = findings.map { $0.withCRLFLineBreaks() } }
        return findings
    }

    /// The name a file linted without a workspace has in its own one-file index.
    static let standalonePath = "<file>"

    static func inOrder(_ first: Finding, _ second: Finding) -> Bool {
        let (a, b) = (first.range.lowerBound, second.range.lowerBound)
        return a != b ? a < b : first.ruleID < second.ruleID
    }

    /// `model` gives the declaration's model, asked for only when a rule is triggered.
    /// `triggered`: for each declaration rule, whether the declaration's text holds one of its triggers.
    private func lintDeclaration(_ model: () -> ViewModel, triggered: [Bool], text: SourceText) -> [Finding] {
        let wanted = declarationRules.enumerated().filter { triggered[$0.offset] }.map(\.element)
        guard !wanted.isEmpty else { return [] }
        return run(wanted, on: model(), text: text)
    }

    /// `typeFacts`: the whole type's facts by rule id when `model` is one member's (see `TypeFactsRule`).
    func run(_ rules: [any Rule], on model: ViewModel, text: SourceText, typeFacts: [String: AnyHashable] = [:]) -> [Finding] {
        RuleRun.$current.withValue(RuleRun(buildsFixes: options.buildsFixes)) { runRules(rules, on: model, text: text, typeFacts: typeFacts) }
    }

    /// The rules' findings on the model; `RuleRun.current` must be bound (see `run`).
    func runRules(_ rules: [any Rule], on model: ViewModel, text: SourceText, typeFacts: [String: AnyHashable] = [:]) -> [Finding] {
        var context = RuleContext(model: model, source: text)
        context.typeFacts = typeFacts
        // Every rule checks the same calls: leave out previews once, not once per rule.
        let calls = checkedCalls(of: model)
        var findings: [Finding] = []
        for rule in rules {
            findings += callFindings(of: rule, on: calls, in: context)
            findings += modelFindings(of: rule, in: context)
        }
        return findings
    }

    /// A top-level declaration's model, not yet bound to the index. `typeScope`: the declaration's
    /// scope when it is a type and the caller has read it (`TypeMembers.scope`).
    func model(of item: CodeBlockItemSyntax, range: Range<Int>, source: [UInt8], typeScope: TypeScope? = nil) -> ViewModel {
        ViewModel.build(
            item, platform: options.platform, firstID: range.lowerBound, workspace: IndexLookup(path: nil), source: source,
            outermostTypeScope: typeScope)
    }

    /// The calls the rules check: previews only when asked for.
    func checkedCalls(of model: ViewModel) -> [ViewCall] {
        options.includePreviews ? model.calls : model.calls.filter { !$0.scope.isPreview }
    }

    /// What the rule's per-call check finds on `calls` (from `checkedCalls`), in source order.
    func callFindings(of rule: any Rule, on calls: [ViewCall], in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for call in calls {
            let found = rule.check(call, in: context)
            if !found.isEmpty { findings += found }
        }
        return findings
    }

    /// What the rule's check of the whole model finds.
    func modelFindings(of rule: any Rule, in context: RuleContext) -> [Finding] {
        let found = rule.checkModel(context.model, in: context)
        guard !found.isEmpty, !options.includePreviews else { return found }
        return found.filter { !context.model.isInPreview($0.range.lowerBound) }
    }

    /// "Specific beats general": drop a general rule's finding on a view that a
    /// rule refining it already reports.
    func resolveOverlaps(_ findings: [Finding]) -> [Finding] {
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
