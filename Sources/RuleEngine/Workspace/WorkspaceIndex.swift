// The workspace index: every file's summary, merged by name so the view model can ask
// "is `ProfileRow` a View, and where do its parameters go?", "what is `Metrics.rowHeight`?".
//
// It is a value: a lint works on one snapshot while the server updates another. Updating
// one file touches only the names that file contributes.

import Foundation

public struct WorkspaceIndex: Sendable {
    struct Contribution<Value: Hashable & Sendable>: Hashable, Sendable {
        let path: String
        let value: Value
    }

    public private(set) var summaries: [String: FileSummary] = [:]
    private var types: [String: [Contribution<TypeSummary>]] = [:]
    private var constants: [String: [Contribution<ConstantSummary>]] = [:]
    private var modifiers: [String: [Contribution<ModifierSummary>]] = [:]
    private var initializers: [String: [Contribution<InitializerSummary>]] = [:]
    private var actions: [String: [Contribution<ActionKind>]] = [:]
    private var useSites: [String: [Contribution<UseSiteSummary>]] = [:]
    /// Localization keys and their development-language text, from the app's strings tables.
    public private(set) var strings: [String: String] = [:]
    /// Files whose code localizes text.
    private var localizingFiles: Set<String> = []

    /// The app localizes its text: some file does, or it has a strings table.
    public var localizesText: Bool { !localizingFiles.isEmpty || !strings.isEmpty }

    /// Changes whenever some answer may have changed, so work checked against this index need
    /// not be checked again until it does. Every change anywhere takes a new number, so two
    /// indexes with the same stamp hold the same summaries.
    public struct Stamp: Hashable, Sendable {
        fileprivate let revision: UInt64
    }
    public private(set) var stamp = Stamp(revision: 0)

    public init() {}

    private static let revisions = RevisionCounter()

    public static let empty = WorkspaceIndex()

    public var isEmpty: Bool { summaries.isEmpty && strings.isEmpty }
    public var fileCount: Int { summaries.count }

    /// Sets (or, with nil, removes) one file's summary.
    public mutating func update(path: String, summary: FileSummary?) {
        if let old = summaries[path] {
            if old == summary { return }
            remove(old, of: path)
        } else if summary == nil {
            return
        }
        summaries[path] = summary
        if let summary { add(summary, of: path) }
        stamp = Stamp(revision: Self.revisions.next())
    }

    public mutating func setStrings(_ table: [String: String]) {
        guard table != strings else { return }
        strings = table
        stamp = Stamp(revision: Self.revisions.next())
    }

    private mutating func add(_ summary: FileSummary, of path: String) {
        if summary.localizesText { localizingFiles.insert(path) }
        for type in summary.types { types[type.name, default: []].append(Contribution(path: path, value: type)) }
        for constant in summary.constants { constants[constant.name, default: []].append(Contribution(path: path, value: constant)) }
        for modifier in summary.modifiers { modifiers[modifier.name, default: []].append(Contribution(path: path, value: modifier)) }
        for initializer in summary.initializers {
            initializers[initializer.typeName, default: []].append(Contribution(path: path, value: initializer))
        }
        for action in summary.actions { actions[action.name, default: []].append(Contribution(path: path, value: action.kind)) }
        for use in summary.useSites { useSites[use.typeName, default: []].append(Contribution(path: path, value: use)) }
    }

    private mutating func remove(_ summary: FileSummary, of path: String) {
        localizingFiles.remove(path)
        func drop<Value>(_ table: inout [String: [Contribution<Value>]], _ names: [String]) {
            for name in Set(names) {
                table[name]?.removeAll { $0.path == path }
                if table[name]?.isEmpty == true { table[name] = nil }
            }
        }
        drop(&types, summary.types.map(\.name))
        drop(&constants, summary.constants.map(\.name))
        drop(&modifiers, summary.modifiers.map(\.name))
        drop(&initializers, summary.initializers.map(\.typeName))
        drop(&actions, summary.actions.map(\.name))
        drop(&useSites, summary.useSites.map(\.typeName))
    }

    // MARK: Lookups (the view model asks through `IndexLookup`, which records what it asked)

    /// The files that declare a type (with `struct`, `class`, `enum` or `actor`), for reading its
    /// body again when the summary is not enough (the accessibility tree shows a custom view's elements).
    public func declaringPaths(of name: String) -> [String] {
        (types[name] ?? []).filter(\.value.isDeclaration).map(\.path)
    }

    /// Every declaration and extension of a type, in every file.
    func typeParts(named name: String) -> [TypeSummary] { types[name]?.map(\.value) ?? [] }

    /// A constant visible from `path`: public ones anywhere, file-private ones in that file.
    /// When different files give the name different values, it is ambiguous: nil.
    func constant(named name: String, from path: String?) -> ConstantValue? {
        let visible = (constants[name] ?? []).filter { !$0.value.isFilePrivate || $0.path == path }
        let ownFile = visible.filter { $0.path == path }
        return Self.unique((ownFile.isEmpty ? visible : ownFile).map(\.value.value))
    }

    func modifier(named name: String) -> ModifierSummary? { Self.unique(modifiers[name]?.map(\.value) ?? []) }

    func initializers(of typeName: String) -> [InitializerSummary] { initializers[typeName]?.map(\.value) ?? [] }

    func action(named name: String) -> ActionKind? { Self.unique(actions[name]?.map(\.value) ?? []) }

    func useSites(of typeName: String) -> [UseSiteSummary] { useSites[typeName]?.map(\.value) ?? [] }

    private static func unique<Value: Hashable>(_ values: [Value]) -> Value? {
        guard let first = values.first else { return nil }
        return values.dropFirst().allSatisfy { $0 == first } ? first : nil
    }
}

/// Numbers handed out once each, from any thread.
private final class RevisionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0

    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}
