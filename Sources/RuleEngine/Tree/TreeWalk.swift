// The walk behind `TreeBuilder`: one view at a time, deciding whether it is an element,
// a container of elements, hidden, or a layout that only passes its content on.

import SwiftSyntax

struct TreeWalk {
    /// What holds for the views being walked.
    struct State {
        /// Branch labels, outermost first (`isMuted == true`).
        var conditions: [String] = []
        var repeats: String?
        /// Custom views already expanded on the way here.
        var depth = 0
        /// The use site's line, while walking a body in another file.
        var lineOverride: Int?
        /// `Type.member`s being walked, so a view that shows itself stops.
        var followed: Set<String> = []
        /// What the custom view being expanded was given as its content (`Card { … }`).
        var slot: Slot?
    }

    /// Views passed to a custom view, walked where they were written.
    final class Slot {
        let nodes: [ViewNode]
        let type: String?
        let source: TreeSourceFile
        let state: State

        init(nodes: [ViewNode], type: String?, source: TreeSourceFile, state: State) {
            self.nodes = nodes
            self.type = type
            self.source = source
            self.state = state
        }
    }

    let home: TreeSourceFile
    let lines: LineIndex
    let options: TreeOptions
    private(set) var hidden: [HiddenElement] = []
    private var switchCases: [ObjectIdentifier: [String: [String]]] = [:]

    init(home: TreeSourceFile, lines: LineIndex, options: TreeOptions) {
        self.home = home
        self.lines = lines
        self.options = options
    }

    // MARK: Lists of views

    mutating func elements(ofMember name: String, in type: String, source: TreeSourceFile, state: State) -> [TreeElement] {
        guard let nodes = source.model.declaredTypes.viewNodes(ofMember: name, in: type) else { return [] }
        var state = state
        guard state.followed.insert("\(type).\(name)").inserted else { return [] }
        return elements(nodes, type: type, source: source, state: state)
    }

    /// The elements of sibling views, ordered by their sort priority (source order among equals).
    mutating func elements(_ nodes: [ViewNode], type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        let groups = self.groups(nodes, type: type, source: source, state: state)
        return groups.enumerated().sorted { first, second in
            first.element.priority != second.element.priority ? first.element.priority > second.element.priority : first.offset < second.offset
        }.flatMap(\.element.elements)
    }

    private mutating func groups(_ nodes: [ViewNode], type: String?, source: TreeSourceFile, state: State) -> [(priority: Double, elements: [TreeElement])] {
        var result: [(priority: Double, elements: [TreeElement])] = []
        for node in nodes {
            switch node {
            case .view(let call):
                result.append((Self.sortPriority(of: call), elements(of: call, type: type, source: source, state: state)))
            case .branches(let condition, let lists):
                if ViewNode.conditionIsAvailabilityCheck(condition) {
                    // `#available` picks an API, not content: the first branch is what a current system shows.
                    result += groups(lists.first ?? [], type: type, source: source, state: state)
                    continue
                }
                for (list, label) in zip(lists, branchLabels(condition, count: lists.count, source: source)) {
                    var inner = state
                    inner.conditions.append(label)
                    result += groups(list, type: type, source: source, state: inner)
                }
            case .opaque(let range):
                result.append((0, opaque(range, type: type, source: source, state: state)))
            }
        }
        return result
    }

    // MARK: One view

    private mutating func elements(of call: ViewCall, type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        var state = state
        let line = state.lineOverride ?? lines.line(containing: call.calleeRange.lowerBound) + 1
        if call.hasModifier("hidden") {
            hidden.append(HiddenElement(line: line, reason: .hidden))
            return []
        }
        if let modifier = call.lastModifier(named: "accessibilityHidden") {
            switch modifier.firstArgument.map(Self.booleanLiteral) {
            case .some(.some(false)):
                break
            case nil, .some(.some(true)):
                hidden.append(HiddenElement(line: line, reason: .accessibilityHidden))
                return []
            case .some(nil):
                // Hidden under a condition: read only while it is false.
                hidden.append(HiddenElement(line: line, reason: .accessibilityHidden))
                let condition = modifier.firstArgument!.trimmedDescription
                state.conditions.append(AnnouncementPreview.Assumption(condition: SyntaxFacts.normalized(condition), holds: false).description)
            }
        }
        if call.kind == .image, call.arguments.first?.label == "decorative" {
            hidden.append(HiddenElement(line: line, reason: .decorative))
            return []
        }
        if call.isInvisible { return [] }

        var before: [TreeElement] = []
        var after: [TreeElement] = []
        for content in call.contents {
            guard case .modifier(let name) = content.role else { continue }
            switch name {
            case "background":
                before += elements(content.nodes, type: type, source: source, state: state)
            case "overlay":
                after += elements(content.nodes, type: type, source: source, state: state)
            case "safeAreaInset":
                let edge = call.modifiers(named: name).first?.argument("edge")?.trimmedDescription ?? ""
                let found = elements(content.nodes, type: type, source: source, state: state)
                if edge == ".top" || edge == ".leading" { before += found } else { after += found }
            case "toolbar":
                // Bar items are read where they are on screen: the navigation bar above the content,
                // the bottom bar below it.
                for node in content.nodes {
                    let found = elements([node], type: type, source: source, state: state)
                    if Self.isBottomBarItem(node) { after += found } else { before += found }
                }
            default:
                continue
            }
        }
        return before + ownElements(of: call, line: line, type: type, source: source, state: state) + after
    }

    private mutating func ownElements(of call: ViewCall, line: Int, type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        if call.mergesChildren || Self.isSingleElement(call.kind) {
            return [element(call, line: line, state: state)]
        }
        if call.modifiers(named: "accessibilityElement").contains(where: { $0.argument("children")?.trimmedDescription.hasSuffix(".contain") == true }) {
            var inner = state
            inner.conditions = []
            let children = contentElements(of: call, type: type, source: source, state: inner)
            let announcements = call.accessibilityLabel == nil ? [] : AnnouncementPreview.announcements(for: call)
            return [TreeElement(
                line: line, label: call.accessibilityLabel?.spokenForm, announcements: announcements, traits: [], condition: Self.condition(state),
                repeats: state.repeats, children: children, isContainer: true, isFormControl: false)]
        }
        switch call.kind {
        case .custom(let name):
            return expand(call, named: name, line: line, type: type, source: source, state: state)
        case .expression:
            if let member = Self.memberReference(call.root.trimmedDescription), let type {
                return follow(member, in: type, source: source, state: state, line: line)
            }
            return [placeholder(call.root.trimmedDescription, line: line, state: state)]
        case .container(let name):
            if call.accessibilityLabel != nil { return [element(call, line: line, state: state)] }
            if name == "TabView" { return tabElements(of: call, type: type, source: source, state: state) }
            return contentElements(of: call, type: type, source: source, state: state)
        case .shape:
            return call.accessibilityLabel == nil ? [] : [element(call, line: line, state: state)]
        default:
            return [element(call, line: line, state: state)]
        }
    }

    /// A container's content: a section's header first and footer last, each row once with how
    /// often it repeats when the container iterates over data.
    private mutating func contentElements(of call: ViewCall, type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        var state = state
        if let count = Self.repeatCount(of: call) { state.repeats = state.repeats == nil ? count : "n" }
        var parts: [(order: Int, nodes: [ViewNode])] = []
        for content in call.contents where DeclaredContentWalk.isShown(content) {
            switch content.role {
            case .content, .argument("header"), .argument("footer"):
                let label = Self.argumentLabel(of: content)
                parts.append((label == "header" ? 0 : label == "footer" ? 2 : 1, content.nodes))
            default:
                continue
            }
        }
        let ordered = parts.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        return ordered.flatMap { elements($0.element.nodes, type: type, source: source, state: state) }
    }

    /// One tab's content at a time (each labelled with its tab), then the tab bar below it.
    private mutating func tabElements(of call: ViewCall, type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        let tabs = call.nodes(for: .content) ?? []
        var content: [TreeElement] = []
        var bar: [TreeElement] = []
        for (position, node) in tabs.enumerated() {
            guard case .view(let tab) = node else {
                content += elements([node], type: type, source: source, state: state)
                continue
            }
            let item = tab.nodes(for: .modifier("tabItem")) ?? []
            let name = item.directViews.first.flatMap { $0.accessibleName?.literalText } ?? String(position + 1)
            var inner = state
            inner.conditions.append("tab == \(name)")
            content += elements([node], type: type, source: source, state: inner)
            bar += elements(Array(item.prefix(1)), type: type, source: source, state: state)
        }
        return content + bar
    }

    // MARK: Custom views and members

    private mutating func expand(_ call: ViewCall, named name: String, line: Int, type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        guard state.depth < options.expansionDepth else { return [placeholder(name, line: line, state: state)] }
        var inner = state
        inner.depth += 1
        if let content = call.contents.first(where: { $0.role == .content || $0.role == .label }) {
            inner.slot = Slot(nodes: content.nodes, type: type, source: source, state: state)
        } else {
            inner.slot = nil
        }
        if source.model.declaredTypes.isDeclared(name), source.model.declaredTypes.member("body", of: name)?.body != nil {
            return elements(ofMember: "body", in: name, source: source, state: inner)
        }
        if let other = options.otherFile(name), other.model.declaredTypes.member("body", of: name)?.body != nil {
            inner.lineOverride = state.lineOverride ?? line
            return elements(ofMember: "body", in: name, source: other, state: inner)
        }
        return [placeholder(name, line: line, state: state)]
    }

    /// `content`, `self.header`, `rows()`: a member of the type, or what a custom view was given.
    private mutating func follow(_ member: String, in type: String, source: TreeSourceFile, state: State, line: Int) -> [TreeElement] {
        if source.model.declaredTypes.viewNodes(ofMember: member, in: type) != nil {
            return elements(ofMember: member, in: type, source: source, state: state)
        }
        if let slot = state.slot, source.model.declaredTypes.member(member, of: type) != nil {
            var inner = slot.state
            inner.conditions += state.conditions.dropFirst(slot.state.conditions.count)
            return elements(slot.nodes, type: slot.type, source: slot.source, state: inner)
        }
        return [placeholder(member, line: line, state: state)]
    }

    private mutating func opaque(_ range: Range<Int>, type: String?, source: TreeSourceFile, state: State) -> [TreeElement] {
        let text = String(decoding: source.bytes[range.clamped(to: 0..<source.bytes.count)], as: UTF8.self)
        let line = state.lineOverride ?? lines.line(containing: range.lowerBound) + 1
        if let member = Self.memberReference(text), let type { return follow(member, in: type, source: source, state: state, line: line) }
        return [placeholder(text, line: line, state: state)]
    }

    // MARK: Elements

    private func element(_ call: ViewCall, line: Int, state: State) -> TreeElement {
        TreeElement(
            line: line, label: (call.accessibleName ?? call.combinedChildrenName)?.spokenForm,
            announcements: AnnouncementPreview.announcements(for: call), traits: Self.traits(of: call), condition: Self.condition(state),
            repeats: state.repeats, children: [], isContainer: false, isFormControl: Self.isFormControl(call.kind))
    }

    /// A view the tree does not see into (a custom view past the expansion depth, a variable):
    /// present, shown by its name.
    private func placeholder(_ text: String, line: Int, state: State) -> TreeElement {
        var shown = SyntaxFacts.normalized(text)
        if shown.count > 40 { shown = String(shown.prefix(39)) + "…" }
        return TreeElement(
            line: line, label: nil, announcements: [Announcement(conditions: [], text: "‹\(shown)›", hint: nil)], traits: [],
            condition: Self.condition(state), repeats: state.repeats, children: [], isContainer: false, isFormControl: false)
    }

    private static func condition(_ state: State) -> String? {
        state.conditions.isEmpty ? nil : state.conditions.joined(separator: ", ")
    }

    /// Views that are one element whatever they hold: controls (their label is their name),
    /// text, images and labels.
    private static func isSingleElement(_ kind: ViewKind) -> Bool {
        if kind.isInteractive { return true }
        return kind == .text || kind == .image || kind == .label
    }

    private static func isFormControl(_ kind: ViewKind) -> Bool {
        switch kind {
        case .toggle, .textField, .secureField, .picker, .slider, .stepper, .datePicker: return true
        case .otherControl(let name): return ["TextEditor", "ColorPicker", "MultiDatePicker"].contains(name)
        default: return false
        }
    }

    /// UIAccessibility's trait names for what the call is and adds.
    static func traits(of call: ViewCall) -> [String] {
        var traits: [String] = []
        let isLink = call.kind == .link || call.addsTrait("isLink")
        let buttonKinds: [ViewKind] = [.button, .navigationLink, .editButton, .pasteButton, .shareLink, .menu, .picker, .toggle]
        if !isLink, buttonKinds.contains(call.kind) || call.addsTrait("isButton") { traits.append("button") }
        if isLink { traits.append("link") }
        if call.addsTrait("isHeader") { traits.append("header") }
        if call.kind == .image || call.addsTrait("isImage") { traits.append("image") }
        if call.kind == .text || call.kind == .label || call.addsTrait("isStaticText") { traits.append("staticText") }
        if call.kind == .slider || call.kind == .stepper { traits.append("adjustable") }
        if call.kind == .toggle { traits.append("toggle") }
        if call.addsTrait("isSelected") { traits.append("selected") }
        if call.hasModifier("disabled") { traits.append("notEnabled") }
        return traits
    }

    // MARK: Reading the source

    private static func sortPriority(of call: ViewCall) -> Double {
        guard let value = call.lastModifier(named: "accessibilitySortPriority")?.firstArgument else { return 0 }
        return Double(value.trimmedDescription) ?? 0
    }

    private static func booleanLiteral(_ expression: ExprSyntax) -> Bool? {
        guard let literal = expression.as(BooleanLiteralExprSyntax.self) else { return nil }
        return literal.literal.tokenKind == .keyword(.true)
    }

    /// How many rows a `List`/`ForEach` over data shows: the count of a literal range or array, else `n`.
    private static func repeatCount(of call: ViewCall) -> String? {
        guard case .container(let name) = call.kind, name == "ForEach" || name == "List",
            let data = call.arguments.first(labeled: nil), data.closure == nil
        else { return nil }
        let text = data.expression.trimmedDescription
        if let match = text.wholeMatch(of: /(\d+)\s*\.\.<\s*(\d+)/), let low = Int(match.output.1), let high = Int(match.output.2) {
            return String(max(high - low, 0))
        }
        if let match = text.wholeMatch(of: /(\d+)\s*\.\.\.\s*(\d+)/), let low = Int(match.output.1), let high = Int(match.output.2) {
            return String(max(high - low + 1, 0))
        }
        if let array = data.expression.as(ArrayExprSyntax.self) { return String(array.elements.count) }
        return "n"
    }

    private static func argumentLabel(of content: ClosureContent) -> String? {
        content.expression.parent?.as(LabeledExprSyntax.self)?.label?.text
            ?? content.expression.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
    }

    private static func isBottomBarItem(_ node: ViewNode) -> Bool {
        guard case .view(let call) = node else { return false }
        return call.arguments.first(labeled: "placement")?.expression.trimmedDescription.hasSuffix("bottomBar") == true
    }

    static func memberReference(_ text: String) -> String? {
        var name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        if name.hasSuffix("()") { name.removeLast(2) }
        guard let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return name
    }

    /// `isMuted == true` and `isMuted == false` for an `if`, as the announcement preview labels
    /// conditions; `state == .playing` for each case of a `switch`.
    private mutating func branchLabels(_ condition: String, count: Int, source: TreeSourceFile) -> [String] {
        let subject = SyntaxFacts.normalized(condition)
        if let cases = switchLabels(in: source)[subject], cases.count == count {
            return cases.map { $0 == "default" ? "\(subject): default" : "\(subject) == \($0)" }
        }
        if ViewNode.conditionBindsValues(condition) {
            return ["if \(subject)", "else (if \(subject))"] + Array(repeating: subject, count: max(count - 2, 0))
        }
        return [true, false].map { AnnouncementPreview.Assumption(condition: subject, holds: $0).description }
            + Array(repeating: subject, count: max(count - 2, 0))
    }

    private mutating func switchLabels(in source: TreeSourceFile) -> [String: [String]] {
        let key = ObjectIdentifier(source.model)
        if let known = switchCases[key] { return known }
        let collector = SwitchCaseCollector(viewMode: .sourceAccurate)
        collector.walk(source.model.root)
        switchCases[key] = collector.cases
        return collector.cases
    }
}

/// Every `switch` of a file: its subject and its cases' patterns, in order.
private final class SwitchCaseCollector: SyntaxVisitor {
    var cases: [String: [String]] = [:]

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        cases[SyntaxFacts.normalized(node.subject.trimmedDescription)] = node.cases.map { item in
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { return "…" }
            switch switchCase.label {
            case .case(let label): return SyntaxFacts.normalized(label.caseItems.trimmedDescription)
            case .default: return "default"
            @unknown default: return "…"
            }
        }
        return .visitChildren
    }
}
