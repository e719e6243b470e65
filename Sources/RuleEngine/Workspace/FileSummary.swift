// What one Swift file declares that other files may need to know, as plain values
// (no syntax nodes): the workspace index is made of these, one per file.
//
// Every list is kept in source order and every value is Hashable, so two summaries of
// the same text compare equal and a summary's digest is the same in every process.

/// A summary of one file, or of one top-level declaration (summaries of a file's
/// declarations concatenate into the file's summary).
public struct FileSummary: Hashable, Sendable, Codable {
    public var types: [TypeSummary] = []
    public var constants: [ConstantSummary] = []
    public var modifiers: [ModifierSummary] = []
    public var initializers: [InitializerSummary] = []
    public var actions: [ActionSummary] = []
    public var useSites: [UseSiteSummary] = []
    /// The code localizes text (`NSLocalizedString`, `String(localized:)`): the app is localized,
    /// so a plain string given to VoiceOver is a gap in that localization.
    public var localizesText = false

    public init() {}

    public var isEmpty: Bool {
        types.isEmpty && constants.isEmpty && modifiers.isEmpty && initializers.isEmpty && actions.isEmpty && useSites.isEmpty && !localizesText
    }

    /// The summaries of several declarations, as one file's: constants private to the file are put
    /// in place in the file's styles, since no other file can look them up.
    public init(concatenating parts: [FileSummary]) {
        for part in parts {
            types += part.types
            constants += part.constants
            modifiers += part.modifiers
            initializers += part.initializers
            actions += part.actions
            useSites += part.useSites
            localizesText = localizesText || part.localizesText
        }
        let privateNumbers = Dictionary(constants.filter(\.isFilePrivate).compactMap { constant -> (String, NumericExpression)? in
            switch constant.value {
            case .number(let value): return (constant.name, .number(value))
            case .numeric(let expression): return (constant.name, expression)
            default: return nil
            }
        }, uniquingKeysWith: { first, _ in first })
        guard !privateNumbers.isEmpty else { return }
        types = types.map { $0.settling(privateNumbers) }
    }
}

/// A type declared (or extended) in the file.
public struct TypeSummary: Hashable, Sendable, Codable {
    /// The type with `constants` put in place in its style's height cap.
    func settling(_ constants: [String: NumericExpression]) -> TypeSummary {
        guard let style, let cap = style.heightCap else { return self }
        let settled = StyleSummary(
            protocolName: style.protocolName, heightCap: cap.substituting { constants[$0] }, parametersTrueByDefault: style.parametersTrueByDefault,
            showsTitle: style.showsTitle, showsIcon: style.showsIcon, addsText: style.addsText)
        return TypeSummary(
            name: name, isDeclaration: isDeclaration, inheritedTypes: inheritedTypes, properties: properties, body: body, style: settled, uikit: uikit)
    }

    /// The name as written (`PlayerView`; `Outer.Inner` for a nested type).
    public let name: String
    /// Declared here with `struct`/`class`/`enum`/`actor`, rather than only extended.
    public let isDeclaration: Bool
    /// Conformances and superclass, as written (`View`, `ButtonStyle`, `UIView`).
    public let inheritedTypes: [String]
    public let properties: [PropertySummary]
    /// What the type's `body` shows, when it has one.
    public let body: ViewBodySummary?
    /// What a style's `makeBody(configuration:)` does to the label, for button, label and toggle styles.
    public let style: StyleSummary?
    /// What this part of a UIKit class sets on its receivers and which accessibility members it overrides.
    public var uikit: UIKitTypeFacts? = nil
}

public struct PropertySummary: Hashable, Sendable, Codable {
    public let name: String
    /// The declared type as written (`String`, `() -> Void`), empty when inferred.
    public let typeText: String
    /// Attribute names without `@` (`State`, `Binding`, `ViewBuilder`).
    public let attributes: [String]
    public let hasDefault: Bool
    public let isStatic: Bool

    /// A stored closure (`let onTap: () -> Void`): a callback its users pass in.
    public var isCallback: Bool { typeText.contains("->") }
}

/// Where a view's parameter ends up in what it shows.
public enum ParameterUse: String, Hashable, Sendable, CaseIterable, Codable {
    /// The title string of a control (`Button(title) { … }`).
    case controlTitle
    /// Text shown by `Text`/`Label` outside any control.
    case text
    /// Text shown inside a control's label.
    case controlLabelText
    /// An image's name or resource.
    case image
    /// The value of `.accessibilityLabel(…)`.
    case accessibilityLabel
    /// Called, or passed on, as a control's action.
    case controlAction
    /// Called by a gesture.
    case gestureAction
    /// A view passed in and shown inside a control's label.
    case controlLabelContent
}

public struct ParameterFlow: Hashable, Sendable, Codable {
    public let parameter: String
    public let uses: [ParameterUse]
}

public struct ViewBodySummary: Hashable, Sendable, Codable {
    /// The kind of the view the body returns (`Button`, `HStack`, `Text`), nil when unseen.
    public let rootTypeName: String?
    /// The root is a control (RULES.md's list), so the custom view is one too.
    public let rootIsControl: Bool
    /// The root names itself for assistive technologies (`.accessibilityLabel`, or a combined element with a label).
    public let rootHasAccessibilityLabel: Bool
    /// The root is hidden from assistive technologies.
    public let rootIsHidden: Bool
    /// The root combines or replaces its children (`.accessibilityElement(children: .combine)`).
    public let rootMergesChildren: Bool
    /// Every branch of the body shows images only: no text, nothing unseen.
    public let showsOnlyImages: Bool
    /// Some control is in the body.
    public let containsControl: Bool
    public let flows: [ParameterFlow]

    public func uses(of parameter: String) -> [ParameterUse] {
        flows.first { $0.parameter == parameter }?.uses ?? []
    }
}

/// A numeric expression kept as a value, to be worked out where its parameters are known:
/// `compact ? Consts.height - 10 : Consts.height`.
public indirect enum NumericExpression: Hashable, Sendable, Codable {
    case number(Double)
    /// A static constant, by qualified name (`Metrics.rowHeight`).
    case constant(String)
    /// A stored property of the type the expression is in (a style's `compact`).
    case parameter(String)
    /// `flag ? a : b`, or `!flag ? a : b` when `negated`.
    case conditional(parameter: String, negated: Bool, then: NumericExpression, otherwise: NumericExpression)
    case binary(String, NumericExpression, NumericExpression)
    /// No limit (`nil`, `.infinity`).
    case unbounded
}

public struct StyleSummary: Hashable, Sendable, Codable {
    /// `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle` or `ToggleStyle`.
    public let protocolName: String
    /// The most the view's height can be after `makeBody`'s modifiers (`.frame(height:)`,
    /// `.frame(maxHeight:)` with nothing after it that grows the view); nil when it is not capped.
    public let heightCap: NumericExpression?
    /// The style's Boolean properties that default to `true` (others default to `false`), for working out `heightCap`.
    public let parametersTrueByDefault: [String]
    /// The style shows `configuration.label`, or for a label style which parts it shows.
    public let showsTitle: Bool
    public let showsIcon: Bool
    /// `makeBody` shows a `Text` of its own beside the label (a caption under an icon), which
    /// SwiftUI reads as the button's name when the label has none.
    public let addsText: Bool
}

/// A static (or global) constant whose value the source shows.
public struct ConstantSummary: Hashable, Sendable, Codable {
    /// `Metrics.rowHeight`, `UserText.learnMore`; a global's bare name.
    public let name: String
    public let value: ConstantValue
    /// Declared `private`/`fileprivate`: other files cannot see it.
    public let isFilePrivate: Bool
}

public enum ConstantValue: Hashable, Sendable, Codable {
    case number(Double)
    /// Text the user reads: a literal, or the development-language value of a localized string.
    case text(String)
    /// A key into the app's strings tables (`NSLocalizedString("settings.title", comment: "")`).
    case localizationKey(String)
    /// A numeric expression over other constants (`Consts.height - 10`).
    case numeric(NumericExpression)
    /// A `Font` or `Color` expression as written (`.title3.bold()`), for design-system tokens.
    case expression(String)
}

/// A function in `extension View` (or a `ViewModifier`'s `body(content:)`) that applies modifiers.
public struct ModifierSummary: Hashable, Sendable, Codable {
    public let name: String
    public let parameters: [String]
    /// The modifiers it applies to the view, in order (`font(.title3.bold())`).
    public let applied: [AppliedModifier]
}

public struct AppliedModifier: Hashable, Sendable, Codable {
    public let name: String
    /// The argument list as written, without the parentheses.
    public let arguments: String
}

/// A custom initializer of a SwiftUI control (`extension Button where Label == Image { init(symbol:action:) }`).
public struct InitializerSummary: Hashable, Sendable, Codable {
    public let typeName: String
    /// Argument labels, `_` for unlabeled ones, and the parameters' names, in order.
    public let labels: [String]
    public let parameters: [String]
    /// Parameters shown whole as the control's label (`self.init(action: action) { symbol }`).
    public let labelContentParameters: [String]
    /// Parameters shown as the control's text (its title, or a `Text` in its label).
    public let titleParameters: [String]
    /// The label the initializer builds shows images only (`Image(systemName: name)`, an `Image` parameter).
    public let labelShowsOnlyImages: Bool
    /// The initializer names the control itself (`.accessibilityLabel` inside it).
    public let setsAccessibilityLabel: Bool

    /// The parameter an argument with this label (`_` for none) binds to, given the labels before it.
    public func parameter(forArgumentAt position: Int, labels callLabels: [String]) -> String? {
        var cursor = 0
        for (index, label) in callLabels.enumerated() {
            guard let found = labels[cursor...].firstIndex(of: label) else { return nil }
            if index == position { return parameters[found] }
            cursor = found + 1
        }
        return nil
    }

    /// The call's labels (non-trailing arguments, `_` for unlabeled) fit this initializer, in order.
    public func accepts(_ callLabels: [String]) -> Bool {
        var cursor = 0
        for label in callLabels {
            guard cursor < labels.count, let found = labels[cursor...].firstIndex(of: label) else { return false }
            cursor = found + 1
        }
        return true
    }
}

/// What a function's whole body does, when it does one of the things rules ask about.
public enum ActionKind: String, Hashable, Sendable, Codable {
    case opensURL, dismisses, togglesBoolean
}

public struct ActionSummary: Hashable, Sendable, Codable {
    /// `Type.method` for a method, the bare name for a global function.
    public let name: String
    public let kind: ActionKind
}

/// One place a capitalized call (a custom view, if the index knows it as one) is made.
public struct UseSiteSummary: Hashable, Sendable, Codable {
    public let typeName: String
    /// The control whose label the call sits in (`NavigationLink` for `NavigationLink { Row() }`), if any.
    public let controlLabelOf: String?
    /// Closure literals passed to it, by argument label (`nil` for a trailing closure), with what each does.
    public let closureArguments: [ClosureArgument]
}

public struct ClosureArgument: Hashable, Sendable, Codable {
    public let label: String?
    public let kind: ActionKind?
}
