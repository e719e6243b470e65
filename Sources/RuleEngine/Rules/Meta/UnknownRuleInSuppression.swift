// unknown-rule-in-suppression: a suppression comment names a rule that does not exist.

struct UnknownRuleInSuppression: Rule {
    static let id = "unknown-rule-in-suppression"
    static let triggers: [String]? = ["a11y-lsp:"]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "A suppression comment names a rule id that a11y-lsp does not have."
    static let rationale = """
        A misspelt id suppresses nothing, so the finding it was meant for keeps showing, or, worse, the \
        comment outlives a rename and silently stops working. Reporting it keeps every suppression honest.
        """
    static let fixDescription = "Correct the id (see `a11y-lsp rules` for the list) or remove the comment."
    static let notes = [
        "The check is done by the linter itself while reading suppression comments, not per view, so it also covers comments far from any view.",
        "A directive with no ids at all (`// a11y-lsp:disable-next-line`) suppresses every rule and is not reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            "↓// a11y-lsp:disable-next-line icon-only-control-nam\nButton(action: f) { Image(systemName: \"gear\") }",
            "↓// a11y-lsp:disable-file made-up-rule",
            "Text(\"x\") ↓/* a11y-lsp:disable-line role-word, empty-control-name */",
        ],
        silent: [
            "// a11y-lsp:disable-next-line icon-only-control-name\nButton(action: f) { Image(systemName: \"gear\") }",
            "// a11y-lsp:disable-next-line\nButton(action: f) { Image(systemName: \"gear\") }",
            "let note = \"// a11y-lsp:disable-next-line not-a-rule\"",
            "// a11y-lsp:disable empty-control-name -- legacy screen, tracked in #12\nToggle(\"\", isOn: $on)\n// a11y-lsp:enable empty-control-name",
        ])
}
