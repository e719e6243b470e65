// role-word-in-label: the label repeats the role VoiceOver already speaks.

struct RoleWordInLabel: Rule {
    static let id = "role-word-in-label"
    static let triggers: [String]? = ["accessibilityLabel", "accessibility(label"]
    static let severity = Severity.warning
    static let components: [Component] = [.buttonBasic, .semanticControl]
    static let wcag = ["4.1.2"]
    static let summary = "An accessibility label names the element's own role (\"Play button\", \"Image of a cat\")."
    static let rationale = """
        VoiceOver speaks the role after the label, so "Play button" is announced as "Play button, Button". The \
        role word is also spoken in the user's language by the system, while the one in the label is not, and \
        Voice Control users must say the extra word to activate the control.
        """
    static let fixDescription = "Delete the role word (and a separator left dangling); keep the words that name the action or content."
    static let examples = RuleExamples(
        fires: [
            #"Button(action: play) { Image(systemName: "play.fill") }↓.accessibilityLabel("Play button")"#,
            #"Image("cat")↓.accessibilityLabel("Image of a cat sleeping")"#,
            #"Link(destination: policyURL) { Text("Privacy") }↓.accessibilityLabel("Privacy policy link")"#,
            #"Toggle(isOn: $dark) { Text("Dark") }↓.accessibilityLabel("Dark mode switch")"#,
            #"Button(action: close) { Image(systemName: "xmark") }↓.accessibilityLabel(isModal ? "Close button" : "Back")"#,
            #"Image(systemName: "gear")↓.accessibilityLabel("Settings icon")"#,
            "↓payView.accessibilityLabel = \"Pay button\"",
            #"Button(action: next) { Image(systemName: "chevron.right") }↓.accessibilityLabel("Button: next page")"#,
        ],
        silent: [
            #"Button(action: copy) { Image(systemName: "link") }.accessibilityLabel("Copy Link")"#,
            #"Button(action: newTab) { Image(systemName: "plus") }.accessibilityLabel("New Tab")"#,
            #"Button(action: toggleSidebar) { Image(systemName: "sidebar.left") }.accessibilityLabel("Toggle Sidebar")"#,
            #"Button(action: addImage) { Image(systemName: "photo") }.accessibilityLabel("Add Image")"#,
            #"Button(action: switchAccount) { Image(systemName: "person") }.accessibilityLabel("Switch Account")"#,
            #"Button(action: sew) { Image("stitch") }.accessibilityLabel("Buttonhole Stitch")"#,
            #"Button(action: ok) { Text("OK") }.accessibilityLabel("alert.button.ok")"#,
            #"Button(action: ok) { Text("OK") }.accessibilityLabel(model.name)"#,
            #"Text("Read the privacy policy").accessibilityLabel("Privacy policy link")"#,
            #"Image("avatar").accessibilityLabel("Profile picture")"#,
        ])

    private static let actionWords: Set<String> = [
        "add", "new", "copy", "share", "open", "close", "edit", "remove", "delete", "insert", "attach", "upload",
        "download", "save", "send", "paste", "change", "choose", "select", "pick", "replace", "crop", "rotate",
        "reset", "next", "previous", "view", "show", "hide", "expand", "collapse", "search", "scan", "take",
        "capture", "browse", "rename", "duplicate", "pin", "unpin", "clear", "set", "update", "invite", "create",
        "generate", "reload", "refresh", "profile", "cover", "app", "external", "flip", "toggle", "switch",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        let roles = roles(of: call)
        return call.modifiers(named: "accessibilityLabel").compactMap { modifier in
            guard let value = modifier.firstArgument else { return nil }
            let name = ExpressionReader.name(of: value, workspace: context.model.workspace)
            guard let word = roleWord(in: name, roles: roles) else { return nil }
            return Finding(
                Self.self, range: modifier.range,
                message: "The label says \"\(word)\", which VoiceOver already announces from the element's role; remove it from the label.",
                subject: call, fixes: removalFix(name, roles: roles, in: context))
        }
    }

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        model.assignments.filter { $0.property == "accessibilityLabel" }.compactMap { assignment in
            let name = ExpressionReader.name(of: assignment.value, workspace: context.model.workspace)
            guard let word = roleWord(in: name, roles: [.button]) else { return nil }
            return Finding(
                Self.self, range: assignment.range,
                message: "The label says \"\(word)\", which VoiceOver already announces from the element's traits; remove it from the label.",
                subject: nil, fixes: removalFix(name, roles: [.button], in: context))
        }
    }

    /// Deletes the role word from every literal branch that has it, with a separator left dangling.
    private func removalFix(_ name: NameValue, roles: Set<Role>, in context: RuleContext) -> [Fix] {
        let edits = LabelWordRemoval.edits(removingFrom: name, in: context) { text in
            guard let word = roleWord(inText: text, roles: roles) else { return nil }
            return (word, roleWordAtStart(text) == word)
        }
        return edits.isEmpty ? [] : [Fix(title: "Remove the role word from the label", edits: edits)]
    }

    /// "button" or "image of"/"picture of"/"photo of" when the text begins with it.
    private func roleWordAtStart(_ text: String) -> String? {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard let first = words.first else { return nil }
        if first == "button", words.count > 1 { return "button" }
        if words.count > 2, ["image", "picture", "photo"].contains(first), words[1] == "of" { return "\(first) of" }
        return nil
    }

    enum Role { case button, link, toggle, tab, image }

    private func roles(of call: ViewCall) -> Set<Role> {
        var roles: Set<Role> = [.button]  // "… button" is wrong on any element
        switch call.kind {
        case .link: roles.insert(.link)
        case .toggle: roles.insert(.toggle)
        case .image: roles.insert(.image)
        default: break
        }
        if call.addsTrait("isLink") { roles.insert(.link) }
        if call.addsTrait("isImage") { roles.insert(.image) }
        if case .modifier("tabItem") = call.role { roles.insert(.tab) }
        if call.typeName == "Tab" { roles.insert(.tab) }
        return roles
    }

    /// The role word a label wrongly contains, on any branch; nil when there is none.
    private func roleWord(in name: NameValue, roles: Set<Role>) -> String? {
        for leaf in name.leaves {
            let text: String
            switch leaf {
            case .literal(let value, _), .interpolated(let value, _): text = value
            default: continue
            }
            if let word = roleWord(inText: text, roles: roles) { return word }
        }
        return nil
    }

    private func roleWord(inText text: String, roles: Set<Role>) -> String? {
        let words = text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "‹" && $0 != "›" }).map(String.init)
        guard let last = words.last else { return nil }
        if let start = roleWordAtStart(text) { return start }
        let previous = words.count > 1 ? words[words.count - 2] : nil
        if last == "button", words.count > 1 { return "button" }
        // Other role words are often part of a name ("Copy Link", "New Tab"): only a plain noun before them counts.
        if let previous, Self.actionWords.contains(previous) { return nil }
        guard words.count > 1 else { return nil }
        switch last {
        case "link" where roles.contains(.link): return "link"
        case "checkbox" where roles.contains(.toggle), "switch" where roles.contains(.toggle), "toggle" where roles.contains(.toggle):
            return last
        case "tab" where roles.contains(.tab): return "tab"
        case "image" where roles.contains(.image), "icon" where roles.contains(.image):
            return last
        default: return nil
        }
    }
}
