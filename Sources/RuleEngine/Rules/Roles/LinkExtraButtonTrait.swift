// link-extra-button-trait: a link announced as a button too.

struct LinkExtraButtonTrait: Rule {
    static let id = "link-extra-button-trait"
    static let triggers: [String]? = ["isButton", "isLink"]
    static let severity = Severity.warning
    static let components: [Component] = [.linkBasic]
    static let wcag = ["4.1.2"]
    static let summary = "A `Link` is given the button trait, or a control is given the link trait while keeping its button trait."
    static let rationale = """
        VoiceOver speaks every trait an element has, so an element that is both a link and a button is announced \
        "Privacy policy, Button, Link": the user cannot tell whether it acts here or leads away. An element \
        should have one role, and for something that opens a URL that role is link.
        """
    static let fixDescription = """
        On a `Link`, remove the added `.isButton`. On a button that behaves as a link, pair \
        `.accessibilityAddTraits(.isLink)` with `.accessibilityRemoveTraits(.isButton)`, or make it a `Link`.
        """
    static let notes = [
        "A plain view (not a control) given only the link trait has no button trait to remove and is not reported; one given both `.isButton` and `.isLink` is.",
        "A trait value the engine cannot read (a variable) is unknown and not reported.",
    ]
    static let examples = RuleExamples(
        fires: [
            #"Link("Privacy policy", destination: policyURL)↓.accessibilityAddTraits(.isButton)"#,
            #"Button("Website") { openURL(site) }↓.accessibilityAddTraits(.isLink)"#,
            """
            NavigationLink(value: article) { ArticleRow(article) }
                .padding()
                ↓.accessibilityAddTraits([.isLink, .isHeader])
            """,
            #"Text("Terms")↓.accessibilityAddTraits([.isButton, .isLink]).onTapGesture { openTerms() }"#,
        ],
        silent: [
            #"Link("Privacy policy", destination: policyURL)"#,
            #"Button("Website") { openURL(site) }.accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isButton)"#,
            #"Button("Website") { openURL(site) }.accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isLink)"#,
            #"Text("Terms").accessibilityAddTraits(.isLink)"#,
            #"Link("Docs", destination: docsURL).accessibilityAddTraits(traits)"#,
            #"Link("Docs", destination: docsURL).accessibilityAddTraits(.isHeader)"#,
            """
            #if os(macOS)
            Link("Docs", destination: docsURL).accessibilityAddTraits(.isButton)
            #endif
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        if call.kind == .link {
            return call.addedTraits.filter { $0.traits.mentions("isButton") }.map { added in
                Finding(
                    Self.self, range: added.modifier.range,
                    message: "This Link is given the button trait, so VoiceOver announces it as both a button and a link; remove .isButton.",
                    subject: call, fixes: Self.removal(of: "isButton", added, in: context))
            }
        }
        let removesButton = call.modifiers(named: "accessibilityRemoveTraits").contains { modifier in
            modifier.firstArgument.map { ExpressionReader.traits(of: $0).mentions("isButton") } ?? false
        }
        guard !removesButton, call.kind.isInteractive || call.addsTrait("isButton") else { return [] }
        return call.addedTraits.filter { $0.traits.mentions("isLink") }.map { added in
            Finding(
                Self.self, range: added.modifier.range,
                message: "This element gets the link trait but keeps its button trait, so VoiceOver announces both roles; add .accessibilityRemoveTraits(.isButton) or use a Link.",
                subject: call, fixes: Self.buttonTraitRemoval(added, in: context, on: call))
        }
    }

    private static func removal(of trait: String, _ added: (modifier: Modifier, traits: TraitExpression), in context: RuleContext) -> [Fix] {
        guard let edit = context.fixes.removeTrait(trait, from: added.modifier, traits: added.traits) else { return [] }
        return [Fix(title: "Remove the .\(trait) trait", edits: [edit])]
    }

    /// The button trait this element added itself is taken out of its list; one that comes from the
    /// control's own role is removed with `.accessibilityRemoveTraits(.isButton)`.
    private static func buttonTraitRemoval(_ added: (modifier: Modifier, traits: TraitExpression), in context: RuleContext, on call: ViewCall) -> [Fix] {
        if added.traits.mentions("isButton") { return removal(of: "isButton", added, in: context) }
        guard !call.addsTrait("isButton") else { return [] }
        return [context.fixes.addition(of: ".accessibilityRemoveTraits(.isButton)", to: call, title: "Remove the button trait so only the link role is announced")]
    }
}
