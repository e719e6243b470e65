// The view model's window onto the workspace index. Every question it asks is recorded
// with a digest of the answer, so a cached result (a declaration's findings, a file's
// cached lint) can later be checked against a newer index: the same questions, the same
// answers, the same findings.

import Foundation

/// One question the model can ask the index.
public enum IndexQuery: Hashable, Sendable, CustomStringConvertible {
    case type(String)
    case constant(String)
    case modifier(String)
    case initializers(String)
    case action(String)
    case useSites(String)
    case localizedString(String)
    /// Whether any file of the workspace localizes text, or it has a strings table.
    case localization

    public var description: String {
        switch self {
        case .type(let name): return "type:" + name
        case .constant(let name): return "constant:" + name
        case .modifier(let name): return "modifier:" + name
        case .initializers(let name): return "initializers:" + name
        case .action(let name): return "action:" + name
        case .useSites(let name): return "useSites:" + name
        case .localizedString(let key): return "string:" + key
        case .localization: return "localization:"
        }
    }

    /// Reads a query back from its description (for the findings cache on disk).
    public init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = String(text[text.index(after: colon)...])
        switch text[..<colon] {
        case "type": self = .type(name)
        case "constant": self = .constant(name)
        case "modifier": self = .modifier(name)
        case "initializers": self = .initializers(name)
        case "action": self = .action(name)
        case "useSites": self = .useSites(name)
        case "string": self = .localizedString(name)
        case "localization": self = .localization
        default: return nil
        }
    }
}

/// The answers a piece of work depended on: each query with a digest of its answer.
public typealias IndexDependencies = [IndexQuery: UInt64]

extension WorkspaceIndex {
    /// A digest of the answer to a query, the same in every process for the same answer.
    public func digest(of query: IndexQuery, from path: String?) -> UInt64 {
        switch query {
        case .type(let name): StableDigest.of(typeParts(named: name))
        case .constant(let name): StableDigest.of(constant(named: name, from: path))
        case .modifier(let name): StableDigest.of(modifier(named: name))
        case .initializers(let name): StableDigest.of(initializers(of: name))
        case .action(let name): StableDigest.of(action(named: name))
        case .useSites(let name): StableDigest.of(useSites(of: name))
        case .localizedString(let key): StableDigest.of(strings[key])
        case .localization: StableDigest.of(localizesText)
        }
    }

    /// Whether every recorded answer is still the answer this index gives.
    public func answersMatch(_ dependencies: IndexDependencies, from path: String?) -> Bool {
        dependencies.allSatisfy { digest(of: $0.key, from: path) == $0.value }
    }
}

/// The index as one file's model sees it, recording each question. One per model; the
/// model is read on one thread at a time, the lock only makes that safe to rely on.
public final class IndexLookup: @unchecked Sendable {
    public private(set) var index: WorkspaceIndex
    /// The file being read, for constants private to it.
    public private(set) var path: String?
    private let lock = NSLock()
    private var asked: Set<IndexQuery> = []

    public init(index: WorkspaceIndex = .empty, path: String? = nil) {
        self.index = index
        self.path = path
    }

    /// No index at all: every question has no answer, and nothing needs recording.
    public static let none = IndexLookup()

    /// Gives a model built before the index was ready (its summary needed none) the index its
    /// rules will consult. Called once, before the model is read by rules.
    func bind(_ index: WorkspaceIndex, path: String?) {
        precondition(self !== Self.none, "the shared empty lookup is never bound")
        self.index = index
        self.path = path
    }

    /// Every question asked so far, with a digest of the answer.
    public var dependencies: IndexDependencies {
        var result = IndexDependencies()
        for query in questions { result[query] = index.digest(of: query, from: path) }
        return result
    }

    /// Every question asked so far.
    var questions: Set<IndexQuery> {
        lock.lock()
        defer { lock.unlock() }
        return asked
    }

    private func note(_ query: IndexQuery) {
        guard !index.isEmpty else { return }
        lock.lock()
        asked.insert(query)
        lock.unlock()
    }

    // MARK: Questions

    public func typeParts(named name: String) -> [TypeSummary] {
        note(.type(name))
        return index.typeParts(named: name)
    }

    public func constant(named name: String) -> ConstantValue? {
        note(.constant(name))
        return index.constant(named: name, from: path)
    }

    public func modifier(named name: String) -> ModifierSummary? {
        note(.modifier(name))
        return index.modifier(named: name)
    }

    public func initializers(of typeName: String) -> [InitializerSummary] {
        note(.initializers(typeName))
        return index.initializers(of: typeName)
    }

    public func action(named name: String) -> ActionKind? {
        note(.action(name))
        return index.action(named: name)
    }

    public func useSites(of typeName: String) -> [UseSiteSummary] {
        note(.useSites(typeName))
        return index.useSites(of: typeName)
    }

    public func localizedString(_ key: String) -> String? {
        note(.localizedString(key))
        return index.strings[key]
    }

    public func localizesText() -> Bool {
        note(.localization)
        return index.localizesText
    }

    // MARK: Facts built from the answers

    /// The type is known in the workspace as a `View` (declared or extended as one).
    public func isView(_ name: String) -> Bool {
        typeParts(named: name).contains { $0.inheritedTypes.contains("View") || $0.inheritedTypes.contains("SwiftUI.View") }
    }

    /// What a custom view's body shows, when exactly one body is known for the type.
    public func viewBody(of name: String) -> ViewBodySummary? {
        let bodies = typeParts(named: name).compactMap(\.body)
        return bodies.count == 1 ? bodies[0] : nil
    }

    /// The stored properties of a type, in declaration order, across its declaration and extensions.
    public func properties(of name: String) -> [PropertySummary] {
        typeParts(named: name).flatMap(\.properties)
    }

    public func style(named name: String) -> StyleSummary? {
        let styles = typeParts(named: name).compactMap(\.style)
        return styles.count == 1 ? styles[0] : nil
    }
}
