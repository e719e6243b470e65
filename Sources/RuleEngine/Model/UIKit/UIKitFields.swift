// The UIKit model's answers about text fields and titles: fields named only by their
// placeholder, password fields that show what is typed, buttons whose title is emptied.

import SwiftSyntax

extension UIKitModel {
    /// Receivers declared or made as exactly this class (a subclass may set things in its own code),
    /// that the class itself makes (not a parameter, not an outlet a storyboard configures).
    func ownReceivers(of classNames: Set<String>, in type: UIKitType) -> [UIKitReceiver] {
        type.receivers.values.filter { receiver in
            receiver.origin != .parameter && !receiver.isOutlet && receiver.className.map(classNames.contains) == true
        }.sorted { $0.name < $1.name }
    }

    /// `field.placeholder = …` on a text field that gets no accessibility label in the class: its only
    /// name disappears as soon as something is typed.
    public func placeholderOnlyFields(in type: UIKitType) -> [UIKitStatement] {
        ownReceivers(of: ["UITextField", "UISearchTextField"], in: type).compactMap { field in
            guard !has(.labelled, on: field.name, in: type), !has(.exposedByContainer, on: field.name, in: type) else { return nil }
            return type.statements.first { statement in
                statement.receiver == field.name && (statement.property == "placeholder" || statement.property == "attributedPlaceholder")
                    && statement.value.map { !UIKitFacts.isEmptyText($0) } == true
            }
        }
    }

    /// Text fields named as password fields (`passwordField`, `passwordTextField`) whose class never
    /// sets `isSecureTextEntry`: where each is made.
    public func unsecuredPasswordFields(in type: UIKitType) -> [Range<Int>] {
        ownReceivers(of: ["UITextField"], in: type).compactMap { field in
            let name = field.name.lowercased()
            guard name.contains("password"), ["field", "input"].contains(where: name.hasSuffix),
                !["confirm", "hint", "show", "reveal", "toggle"].contains(where: name.contains),
                !has(.secureEntrySet, on: field.name, in: type), let constructor = field.constructor
            else { return nil }
            return constructor.calledExpression.byteRange
        }
    }

    /// `button.setTitle("", for: .normal)` on a button that shows no image and gets no accessibility label:
    /// while the title is empty (a loading state), the button has no name.
    public func emptiedTitles(in type: UIKitType) -> [UIKitStatement] {
        ownReceivers(of: ["UIButton"], in: type).compactMap { button in
            guard !has(.labelled, on: button.name, in: type) else { return nil }
            let own = type.statements.filter { UIKitFacts.owner(of: $0.receiver) == button.name }
            let showsImage = own.contains { $0.method == "setImage" || $0.property == "image" || $0.property == "title" }
            guard !showsImage else { return nil }
            return own.first { statement in
                statement.method == "setTitle" && statement.arguments?.first.map { UIKitFacts.isEmptyText($0.expression) && !$0.expression.is(NilLiteralExprSyntax.self) } == true
            }
        }
    }
}

extension UIKitModel {
    /// Sliders the class makes that get no accessibility label in the class, where no container speaks
    /// for them: where each is made. (A segmented control is left alone: its segments speak their titles,
    /// and a real app's unlabelled one in a navigation bar read well enough.)
    public func unnamedAdjustables(in type: UIKitType) -> [Range<Int>] {
        guard !containerTakesOver(type) else { return [] }
        return ownReceivers(of: ["UISlider"], in: type).compactMap { control in
            guard !has(.labelled, on: control.name, in: type), !has(.exposedByContainer, on: control.name, in: type),
                let constructor = control.constructor, constructor.calledExpression.is(DeclReferenceExprSyntax.self)
            else { return nil }
            return constructor.calledExpression.byteRange
        }
    }
}

extension UIKitModel {
    /// Text fields whose name says what they ask for (`emailField`, `phoneNumberTextField`) but whose class
    /// never sets `textContentType`: where each is made, with the purpose. Secrets are left to
    /// `password-in-textfield`, which comes first.
    public func fieldsWithoutContentType(in type: UIKitType) -> [(range: Range<Int>, purpose: TextFieldPurpose)] {
        ownReceivers(of: ["UITextField"], in: type).compactMap { field in
            guard let purpose = TextFieldPurpose.named(by: IdentifierWords.words(field.name), isPropertyName: true), !purpose.isSecret,
                purpose.contentType != nil, let constructor = field.constructor, constructor.calledExpression.is(DeclReferenceExprSyntax.self),
                !type.statements.contains(where: { $0.receiver == field.name && $0.property == "textContentType" }),
                !has(.exposedByContainer, on: field.name, in: type)
            else { return nil }
            return (constructor.calledExpression.byteRange, purpose)
        }
    }
}
