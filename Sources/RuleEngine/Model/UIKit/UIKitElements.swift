// The UIKit model's answers about accessibility elements: labels that nothing speaks,
// controls hidden from assistive technologies, adjustable views with nothing to adjust.

import SwiftSyntax

extension UIKitModel {
    /// The first label (or traits) statement on each plain view the class never makes an element.
    public func unexposedLabels(in type: UIKitType) -> [UIKitStatement] {
        var result: [UIKitStatement] = []
        var seen: Set<String> = []
        for statement in type.statements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            guard statement.property == "accessibilityLabel" || statement.property == "accessibilityTraits", statement.receiver != "self",
                let value = statement.value, !UIKitFacts.isEmptyText(value),
                let receiver = type.receivers[statement.receiver], receiver.origin != .parameter, !receiver.isOutlet,
                let className = receiver.className, UIKitClasses.plainViews.contains(className),
                !has(.madeElement, on: receiver.name, in: type), !has(.exposedByContainer, on: receiver.name, in: type),
                seen.insert(receiver.name).inserted
            else { continue }
            result.append(statement)
        }
        return result
    }

    /// Statements that hide a control (`isAccessibilityElement = false`, `accessibilityElementsHidden = true`)
    /// in a class that makes no container or cell the element in its place.
    public func hiddenControls(in type: UIKitType) -> [UIKitStatement] {
        guard !containerTakesOver(type) else { return [] }
        return type.statements.filter { statement in
            guard statement.receiver != "self", let value = statement.value,
                (statement.property == "isAccessibilityElement" && UIKitFacts.isLiteral(value, false))
                    || (statement.property == "accessibilityElementsHidden" && UIKitFacts.isLiteral(value, true)),
                let receiver = type.receivers[statement.receiver], receiver.origin != .parameter,
                let uikitClass = uikitClass(of: receiver.className)
            else { return false }
            return UIKitClasses.controls.contains(uikitClass)
        }
    }

    /// The class is a cell, or makes itself or another view the element that carries its controls' names and actions.
    func containerTakesOver(_ type: UIKitType) -> Bool {
        if let own = receiverClass("self", in: type), ["UITableViewCell", "UICollectionViewCell"].contains(own) { return true }
        if ["isAccessibilityElement", "accessibilityElements", "accessibilityCustomActions", "accessibilityActivate"].contains(where: { overrides($0, in: type) }) {
            return true
        }
        if has(.madeElement, on: "self", in: type) || has(.exposedByContainer, on: "self", in: type) { return true }
        return type.statements.contains { statement in
            (statement.property == "isAccessibilityElement" && statement.value.map { !UIKitFacts.isLiteral($0, false) } == true)
                || statement.property == "accessibilityCustomActions" || statement.property == "accessibilityElements"
        }
    }

    /// The class makes views inside it the elements (their traits or element status are set, or it
    /// lists `accessibilityElements`): a segmented control whose segments are buttons needs no role itself.
    public func exposesParts(_ type: UIKitType) -> Bool {
        if overrides("accessibilityElements", in: type) { return true }
        return type.statements.contains { statement in
            if statement.property == "accessibilityElements" { return true }
            guard statement.receiver != "self" else { return false }
            if case .addTraits = statement.action { return true }
            return statement.property == "accessibilityTraits" || statement.property == "isAccessibilityElement"
        }
    }

    /// Statements (or an override) that give a view the adjustable trait, where the view's class
    /// overrides neither `accessibilityIncrement()` nor `accessibilityDecrement()`.
    public func adjustableWithoutActions(in type: UIKitType) -> [Range<Int>] {
        var result: [Range<Int>] = []
        if let override = type.adjustableTraitsOverride, !classAdjusts("self", in: type) { result.append(override) }
        for statement in type.statements {
            let traits: ExprSyntax?
            switch statement.action {
            case .set(let property, let value) where property == "accessibilityTraits": traits = value
            case .addTraits(let value): traits = value
            default: traits = nil
            }
            guard let traits, SyntaxFacts.identifiers(in: traits).contains("adjustable"), !classAdjusts(statement.receiver, in: type) else { continue }
            result.append(statement.range)
        }
        return result
    }

    /// The receiver's class answers swipes up and down, or the engine cannot tell.
    private func classAdjusts(_ receiver: String, in type: UIKitType) -> Bool {
        let actions = ["accessibilityIncrement", "accessibilityDecrement"]
        if receiver == "self" {
            if actions.contains(where: { overrides($0, in: type) }) { return true }
            return !superclassChainIsKnownWithoutActions(type.inheritedTypes.first)
        }
        guard let declared = type.receivers[receiver], declared.origin != .parameter else { return true }
        return !superclassChainIsKnownWithoutActions(declared.className)
    }

    /// Every class from `className` up to UIKit is known, and none of them adjusts.
    private func superclassChainIsKnownWithoutActions(_ className: String?) -> Bool {
        guard var current = className.map(Self.bareClassName) else { return false }
        for _ in 0..<6 {
            if ["UISlider", "UIStepper", "UIPickerView", "UIDatePicker", "UISegmentedControl", "UIPageControl"].contains(current) { return false }
            if UIKitClasses.known.contains(current) { return true }
            if ["accessibilityIncrement", "accessibilityDecrement"].contains(where: { classOverrides($0, className: current) }) { return false }
            guard let parent = declaredSuperclasses[current] ?? workspace.typeParts(named: current).first(where: \.isDeclaration)?.inheritedTypes.first else {
                return false
            }
            current = Self.bareClassName(parent)
        }
        return false
    }
}
