// The card for `select.segmented`.

extension ComponentCard {
    static let selectSegmented = ComponentCard(
        component: .selectSegmented,
        name: "Select (Segmented)",
        summary: "A segmented `Picker`: a row of a few exclusive options, all visible, where a choice applies at once.",
        useWhen: [
            "Switching between a few views or modes of the same content (Day, Week, Month).",
            "The options are few and short enough to sit side by side.",
        ],
        pickAnother: [
            (when: "there are more than five options or their text is long", component: .selectMenu),
            (when: "several options can be on at once", component: .checkbox),
            (when: "it is a single on/off choice", component: .switchBasic),
        ],
        mustHaves: [
            "A native `Picker` with `.pickerStyle(.segmented)`; each segment is a button and the chosen one is announced as selected.",
            "`.accessibilityLabel` with exactly the `Picker` title: the segmented style does not speak the title on its own.",
            "`.accessibilityElement(children: .contain)`, so the segments stay reachable inside the named group.",
            "Short segment text; an image segment still gets a text name, for instance through `Label`.",
        ],
        donts: [
            "Use segments to run actions or to open other screens.",
            "Squeeze in more than about five segments; their text truncates at large sizes.",
            "Label the picker with words other than its title.",
            "Leave image-only segments without a text name.",
        ],
        example: """
            Picker("Calendar view", selection: $range) {
                Text("Day").tag(CalendarRange.day)
                Text("Week").tag(CalendarRange.week)
                Text("Month").tag(CalendarRange.month)
            }
            .pickerStyle(.segmented)
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Calendar view")
            """)
}
