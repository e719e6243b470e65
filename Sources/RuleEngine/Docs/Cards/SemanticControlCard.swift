// The card for `semantic-control`.

extension ComponentCard {
    static let semanticControl = ComponentCard(
        component: .semanticControl,
        name: "Semantic Control",
        summary: "If people can activate it, assistive technologies must see a control too: named, with a role and a state, and operable by every input method.",
        useWhen: [
            "Whenever something reacts to touch: start from the matching native control (Button, Toggle, Slider, Stepper, Picker, TextField).",
            "Reviewing a custom view that has a gesture attached.",
        ],
        pickAnother: [
            (when: "it runs an action", component: .buttonBasic),
            (when: "it turns a setting on or off", component: .switchBasic),
            (when: "it opens a web page", component: .linkBasic),
        ],
        mustHaves: [
            "Prefer the platform control, which brings all of that for free; hand-build it on a custom view only when no platform control fits.",
            "A name that contains the visible text; the system speaks the role, so the label does not.",
            "On/off state exposed by a `Toggle`, a value or the selected trait, not by the title or an icon alone.",
            "Activation that works for VoiceOver, Switch Control, Voice Control and keyboards without custom gestures.",
            "Gestures beyond a single tap (double tap, long press, drag) paired with an `.accessibilityAction`.",
            "UIKit views with a tap recognizer set `isAccessibilityElement`, `accessibilityLabel` and the `.button` trait.",
        ],
        donts: [
            "Attach `.onTapGesture` to text, images or stacks for something the user needs.",
            "Treat `.accessibilityIdentifier` as a name: it is for UI tests and is never spoken.",
            "Write role words into labels (\"Checkout button\").",
            "Signal state by colour alone.",
            "Give two controls on one screen the same name: Voice Control cannot tell them apart.",
        ],
        example: """
            // A custom look goes inside a real Button, not behind a tap gesture.
            Button {
                addToCart(product)
            } label: {
                ProductTile(product: product)
            }
            .buttonStyle(.plain)

            Toggle("Order updates", isOn: $orderUpdates)
            """)
}
