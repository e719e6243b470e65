// The card for `datepicker`.

extension ComponentCard {
    static let datepicker = ComponentCard(
        component: .datepicker,
        name: "Date Picker",
        summary: "The system date and time control; whether it needs an explicit label depends on its style.",
        useWhen: [
            "The user sets a date or a time: a due date, an alarm, a booking.",
        ],
        pickAnother: [
            (when: "the answer is one of a few named choices rather than a date", component: .selectMenu),
            (when: "it is a plain number changed in steps, such as minutes of a timer", component: .stepper),
        ],
        mustHaves: [
            "A native `DatePicker`, which VoiceOver, keyboards and Switch Control can already operate.",
            "Compact and default styles: add `.accessibilityLabel` with the visible title, since those styles do not reliably speak it.",
            "Graphical and wheel styles: the visible title is the name, nothing to add.",
            "`displayedComponents` that match the question (`.date`, `.hourAndMinute`), and an `in:` range that rules out impossible dates.",
            "If `.labelsHidden()` hides the title, nearby visible text still says what the date is for.",
        ],
        donts: [
            "Build a date out of text fields or custom wheels.",
            "Give it a label that differs from the visible title: Voice Control users say what they see.",
            "Put the current date or a format hint in the label; the picker speaks its value.",
            "Leave the title empty.",
        ],
        example: """
            Form {
                // Compact (the default): name it explicitly.
                DatePicker("Due date", selection: $dueDate, in: Date.now..., displayedComponents: .date)
                    .accessibilityLabel("Due date")
                // Graphical: the title already names it.
                DatePicker("Arrival", selection: $arrival, displayedComponents: .date)
                    .datePickerStyle(.graphical)
            }
            """)
}
