// The UIKit side of the component cards: which card a UIKit class is an instance of, and
// what that component must have when it is built with UIKit rather than SwiftUI.
// Facts from the guidance's Semantic Control pattern and component cards, in our own words.

public struct UIKitComponentNotes: Sendable {
    public let className: String
    public let component: Component
    /// What VoiceOver says for the role (`Button`, `Switch button`, `Adjustable`).
    public let role: String
    public let mustHaves: [String]
}

public enum UIKitComponents {
    public static let all: [UIKitComponentNotes] = [
        UIKitComponentNotes(className: "UIButton", component: .buttonBasic, role: "Button", mustHaves: [
            "A title (`setTitle(_:for:)` or `configuration.title`); an image-only button also needs `accessibilityLabel` naming the action.",
            "Its action on `.touchUpInside` (or a `UIAction`), so every input method activates it.",
            "For on/off buttons, either a stable name plus `isSelected`, or a name that says the next action: never both.",
            "Fonts from `preferredFont(forTextStyle:)` or `UIFontMetrics`, with `adjustsFontForContentSizeCategory` on its title label.",
        ]),
        UIKitComponentNotes(className: "UIBarButtonItem", component: .buttonBasic, role: "Button", mustHaves: [
            "A title, a system item (`.add`, `.done`), or an `accessibilityLabel` when it shows only an image.",
            "The label says the action (\"More\", \"Filter\"), never the word \"button\".",
        ]),
        UIKitComponentNotes(className: "UISwitch", component: .switchBasic, role: "Switch button", mustHaves: [
            "An `accessibilityLabel` naming the setting, or a row (cell) that is the element and carries that name.",
            "The on/off state left to the switch itself: no state words in the label.",
            "Never `isAccessibilityElement = false` unless a container speaks for it and toggles it.",
        ]),
        UIKitComponentNotes(className: "UISlider", component: .slider, role: "Adjustable", mustHaves: [
            "An `accessibilityLabel` naming what it sets (a slider has no visible title of its own).",
            "An `accessibilityValue` in the user's units when the percentage VoiceOver would say means nothing.",
            "A way to change the value without dragging (buttons or a stepper) where precision matters.",
        ]),
        UIKitComponentNotes(className: "UIStepper", component: .stepper, role: "Adjustable", mustHaves: [
            "An `accessibilityLabel` naming the quantity; its increment and decrement buttons are spoken by the system.",
            "The current value visible beside it and given as `accessibilityValue` when the stepper's own is not meaningful.",
        ]),
        UIKitComponentNotes(className: "UISegmentedControl", component: .selectSegmented, role: "Tab", mustHaves: [
            "Segments with titles, or images that each carry an `accessibilityLabel`.",
            "An `accessibilityLabel` on the control naming the choice it makes, as the visible heading says it.",
        ]),
        UIKitComponentNotes(className: "UITextField", component: .textfield, role: "Text field", mustHaves: [
            "A name that stays when typing starts: a visible label linked as `accessibilityLabel`, not the placeholder alone.",
            "`textContentType` and `keyboardType` for email, phone, password, one-time codes; `isSecureTextEntry` for passwords.",
            "A font that follows Dynamic Type, with `adjustsFontForContentSizeCategory = true`.",
        ]),
        UIKitComponentNotes(className: "UIDatePicker", component: .datepicker, role: "Date picker", mustHaves: [
            "An `accessibilityLabel` naming the date it sets (the compact style's button shows only the date).",
            "A visible label beside it that says the same.",
        ]),
    ]

    public static func notes(forClass name: String) -> UIKitComponentNotes? {
        all.first { $0.className == name }
    }
}
