// The UIKit half of the model: per class (its declaration and extensions in this file),
// the receivers it configures (stored properties and locals, with their UIKit class), what
// is set on each and where, and the accessibility members it overrides. Facts about the
// same class from other files come through the workspace index (`UIKitTypeFacts`).
// Rules ask this model; none of them reads statements from the tree.

import Foundation
import SwiftSyntax

/// One statement that configures a receiver: `playButton.setImage(…, for: .normal)`,
/// `titleLabel.font = …`, `accessibilityTraits.insert(.adjustable)`.
public struct UIKitStatement {
    public enum Action {
        /// `receiver.property = value`
        case set(property: String, value: ExprSyntax)
        /// `receiver.method(arguments)`
        case call(method: String, arguments: LabeledExprListSyntax)
        /// `receiver.accessibilityTraits.insert(value)`, `formUnion(value)`, `|= value`
        case addTraits(ExprSyntax)
    }

    /// `playButton`, `playButton.titleLabel`, `navigationItem.rightBarButtonItem`; `self` for the class itself.
    public let receiver: String
    public let action: Action
    /// The whole statement.
    public let range: Range<Int>
    /// The function (or property) it is written in.
    public let function: String?
    /// The receiver as the source spells it (`button` inside a lazy closure for `playButton`,
    /// `button.titleLabel?`), empty for an implicit `self`: what a fix inserted beside it must write.
    public var writtenReceiver: String = ""

    public var property: String? {
        if case .set(let property, _) = action { return property }
        return nil
    }
    public var value: ExprSyntax? {
        if case .set(_, let value) = action { return value }
        return nil
    }
    public var method: String? {
        if case .call(let method, _) = action { return method }
        return nil
    }
    public var arguments: LabeledExprListSyntax? {
        if case .call(_, let arguments) = action { return arguments }
        return nil
    }
}

/// A stored property, local or parameter that holds a view (or a bar item).
public struct UIKitReceiver {
    public enum Origin: Equatable { case storedProperty, local, parameter }
    public let name: String
    /// The class as declared or constructed (`UIButton`, `PlayerButton`), nil when unseen.
    public let className: String?
    public let origin: Origin
    /// `@IBOutlet`: a storyboard or nib configures it too, and the engine cannot read those.
    public let isOutlet: Bool
    /// Where the receiver is made (`UIBarButtonItem(image:…)`), when it is made by a call.
    public let constructor: FunctionCallExprSyntax?
}

/// A bar button item made with an image: `UIBarButtonItem(image: …, style: .plain, target: self, action: …)`.
public struct UIKitBarItemCreation {
    /// The call.
    public let call: FunctionCallExprSyntax
    /// The receiver it is stored in (`moreItem`, `navigationItem.rightBarButtonItem`), nil in an array or argument.
    public let receiver: String?
    /// The statement that holds the call.
    public let statementRange: Range<Int>
    /// The receiver as the source spells it, for a fix inserted after the statement.
    public let writtenReceiver: String?
}

/// A class (or an extension of one) as UIKit code configures it.
public final class UIKitType {
    /// As the workspace index names it (`Outer.Inner` for a nested type).
    public let name: String
    public private(set) var inheritedTypes: [String] = []
    public private(set) var isDeclaredHere = false
    /// The name token of the declaration (or of the first extension).
    public private(set) var nameRange: Range<Int>
    public private(set) var receivers: [String: UIKitReceiver] = [:]
    public private(set) var statements: [UIKitStatement] = []
    public private(set) var barItems: [UIKitBarItemCreation] = []
    /// Members it declares that speak to assistive technologies or to text size:
    /// `accessibilityIncrement`, `isAccessibilityElement`, `traitCollectionDidChange`, ….
    public private(set) var overrides: Set<String> = []
    /// It reacts to text-size changes (`traitCollectionDidChange`, `registerForTraitChanges`, the content size notification).
    public private(set) var observesTextSize = false
    /// It sends control events itself (`sendActions(for: .valueChanged)`): a custom control.
    public private(set) var sendsControlActions = false
    /// Receivers listed in an `accessibilityElements` array (exposed by their container).
    public private(set) var listedElements: Set<String> = []
    /// An `accessibilityTraits` override whose getter gives `.adjustable`: its name token.
    public private(set) var adjustableTraitsOverride: Range<Int>?

    init(name: String, nameRange: Range<Int>) {
        self.name = name
        self.nameRange = nameRange
    }

    func addPart(inheritedTypes: [String], isDeclaration: Bool, nameRange: Range<Int>) {
        for type in inheritedTypes where !self.inheritedTypes.contains(type) { self.inheritedTypes.append(type) }
        if isDeclaration && !isDeclaredHere {
            isDeclaredHere = true
            self.nameRange = nameRange
        }
    }

    func add(_ receiver: UIKitReceiver) {
        if let existing = receivers[receiver.name], existing.origin == .storedProperty, receiver.origin != .storedProperty { return }
        receivers[receiver.name] = receiver
    }
    func add(_ statement: UIKitStatement) { statements.append(statement) }
    func add(_ item: UIKitBarItemCreation) { barItems.append(item) }
    func addOverride(_ name: String) { overrides.insert(name) }
    func noteTextSizeObservation() { observesTextSize = true }
    func noteControlActions() { sendsControlActions = true }
    func noteListed(_ names: [String]) { listedElements.formUnion(names) }
    func noteAdjustableOverride(_ range: Range<Int>) { adjustableTraitsOverride = adjustableTraitsOverride ?? range }

    /// The statements that configure a receiver (`self` for the class itself).
    public func statements(on receiver: String) -> [UIKitStatement] {
        statements.filter { $0.receiver == receiver }
    }
}

/// The UIKit model of one file (or one top-level declaration).
public final class UIKitModel {
    /// Classes and extensions by name, in source order of their first part.
    public let types: [UIKitType]
    /// The code localizes text (`NSLocalizedString`, `String(localized:)`, a `.localized` helper).
    public let localizesText: Bool
    let workspace: IndexLookup
    /// Types this file declares, by name, with their superclass as written.
    let declaredSuperclasses: [String: String]

    init(types: [UIKitType], localizesText: Bool, declaredSuperclasses: [String: String], workspace: IndexLookup) {
        self.types = types
        self.localizesText = localizesText
        self.declaredSuperclasses = declaredSuperclasses
        self.workspace = workspace
    }

    public func type(named name: String) -> UIKitType? { types.first { $0.name == name } }

    /// The UIKit class a class name comes down from (`PlayerButton` → `UIButton`), following
    /// superclasses declared here or in the workspace; nil when the chain leaves what is known.
    public func uikitClass(of className: String?) -> String? {
        guard var current = className.map(Self.bareClassName) else { return nil }
        for _ in 0..<6 {
            if UIKitClasses.known.contains(current) { return current }
            guard let parent = superclass(of: current) else { return nil }
            current = parent
        }
        return nil
    }

    private func superclass(of name: String) -> String? {
        if let local = declaredSuperclasses[name] { return local }
        let parts = workspace.typeParts(named: name).filter(\.isDeclaration)
        return parts.first?.inheritedTypes.first.map(Self.bareClassName)
    }

    /// `UIButton` for `UIButton!`, `UIKit.UIButton?`, `weak UIButton`.
    static func bareClassName(_ written: String) -> String {
        var name = written.trimmingCharacters(in: .init(charactersIn: "!? "))
        if name.hasPrefix("UIKit.") { name.removeFirst("UIKit.".count) }
        return name
    }

    /// The class of a receiver of a type: its own declaration, or `self`'s class.
    public func receiverClass(_ receiver: String, in type: UIKitType) -> String? {
        if receiver == "self" { return type.inheritedTypes.first.flatMap { uikitClass(of: $0) } ?? (UIKitClasses.known.contains(type.name) ? type.name : nil) }
        return uikitClass(of: type.receivers[receiver]?.className)
    }

    // MARK: Facts across files

    /// What other parts of the class (here and, through the index, in other files) establish for a receiver.
    public func has(_ fact: UIKitFact, on receiver: String, in type: UIKitType) -> Bool {
        let own = type.statements.filter { UIKitFacts.owner(of: $0.receiver) == receiver }
        if UIKitFacts.facts(of: own).contains(fact) { return true }
        if fact == .exposedByContainer, type.listedElements.contains(receiver) { return true }
        return workspaceFacts(of: type).contains { $0.receivers.contains { $0.name == receiver && $0.facts.contains(fact) } }
    }

    /// The class, or one of its extensions anywhere in the workspace, declares this member.
    public func overrides(_ member: String, in type: UIKitType) -> Bool {
        type.overrides.contains(member) || workspaceFacts(of: type).contains { $0.overrides.contains(member) }
    }

    /// The class overrides a member, looked up by class name (for a receiver's own class).
    public func classOverrides(_ member: String, className: String) -> Bool {
        if let local = type(named: className), local.overrides.contains(member) { return true }
        return workspace.typeParts(named: className).contains { $0.uikit?.overrides.contains(member) == true }
    }

    public func observesTextSize(_ type: UIKitType) -> Bool {
        type.observesTextSize || workspaceFacts(of: type).contains(where: \.observesTextSize)
    }

    public func sendsControlActions(_ type: UIKitType) -> Bool {
        type.sendsControlActions || workspaceFacts(of: type).contains(where: \.sendsControlActions)
    }

    private func workspaceFacts(of type: UIKitType) -> [UIKitTypeFacts] {
        workspace.typeParts(named: type.name).compactMap(\.uikit)
    }

    /// The workspace localizes its text: this file does, another file does, or it has a strings table.
    public var workspaceLocalizesText: Bool { localizesText || workspace.localizesText() }
}

extension UIKitModel {
    /// Builds the model of a syntax subtree, with `#if` evaluated for `platform`.
    /// `roots`: the file, one declaration, or a group of declarations read together.
    static func build(_ roots: [Syntax], platform: Platform, workspace: IndexLookup) -> UIKitModel {
        let reader = UIKitReader(configuration: PlatformBuildConfiguration(platform: platform))
        for root in roots { reader.walk(root) }
        return UIKitModel(
            types: reader.typeOrder.compactMap { reader.types[$0] }, localizesText: reader.localizesText,
            declaredSuperclasses: reader.declaredSuperclasses, workspace: workspace)
    }
}
