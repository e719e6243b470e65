// The card for `textfield`.

extension ComponentCard {
    static let textfield = ComponentCard(
        component: .textfield,
        name: "Text Field",
        summary: "A one-line text entry, named for VoiceOver and told what it holds, so the right keyboard and AutoFill suggestions appear.",
        useWhen: [
            "The user types a short piece of text: a name, an email address, a search term, a code.",
        ],
        pickAnother: [
            (when: "the value is a date or a time", component: .datepicker),
            (when: "the value comes from a fixed list", component: .selectMenu),
            (when: "it is a small number changed step by step", component: .stepper),
        ],
        mustHaves: [
            "A name VoiceOver can read: the field's title, an `.accessibilityLabel`, or a `LabeledContent` row around it.",
            "`.textContentType` so AutoFill can offer the right data, and `.keyboardType` for the right keyboard.",
            "Passwords in a `SecureField` with `.textContentType(.password)`, or `.newPassword` when one is being created.",
            "Autocorrection and capitalisation off where they get in the way (emails, usernames).",
            "Errors written in text beside the field, not shown by a red border alone.",
        ],
        donts: [
            "Rely on the placeholder (`prompt:`) as the only name; it vanishes once typing starts.",
            "Put a password in a plain `TextField`.",
            "Leave the default keyboard for emails, phone numbers or one-time codes.",
            "Fix the font size; fields should grow with Dynamic Type.",
        ],
        example: """
            Form {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                TextField("Phone", text: $phone)
                    .textContentType(.telephoneNumber)
                    .keyboardType(.phonePad)
            }
            """)
}
