// The exact text each rule's preferred fix produces on its own firing examples, and which fixes
// fix-all may apply unseen. The invariant test proves fixes are harmless; this one proves they
// write what a developer would.

import RuleEngine
import Testing

@Suite struct FixOutputTests {
    /// Rule id, index of the firing example, whether the preferred fix is safe for fix-all, the fixed text.
    static let expected: [(String, Int, Bool, String)] = [
        ("icon-only-control-name", 0, true, #"""
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .accessibilityLabel("Share")
            """#),
        ("role-word-in-label", 0, true, #"""
            Button(action: play) { Image(systemName: "play.fill") }.accessibilityLabel("Play")
            """#),
        ("label-on-icon-not-control", 0, true, #"""
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .accessibilityLabel("Share")
            """#),
        ("label-on-icon-not-control", 3, true, #"""
            Button(action: togglePin) {
                if pinned {
                    Image(systemName: "pin.slash")
                } else {
                    Image(systemName: "pin")
                }
            }
            .accessibilityLabel(pinned ? "Unpin" : "Pin")
            """#),
        ("label-not-starting-with-visible-text", 0, false, #"""
            Button("Send") { send() }.accessibilityLabel("Send message")
            """#),
        ("identifier-used-as-label", 0, true, #"""
            Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityIdentifier("shareButton")
                .accessibilityLabel("Share")
            """#),
        ("image-missing-label", 0, false, #"""
            struct Onboarding: View {
                var body: some View {
                    VStack {
                        Image("onboarding-hero").resizable().scaledToFit()
                            .accessibilityLabel(<#label#>)
                        Text("Welcome")
                    }
                }
            }
            """#),
        ("tap-gesture-not-control", 0, false, #"""
            Button { pay() } label: { Text("Pay").padding() }
            """#),
        ("custom-toggle-not-toggle", 0, false, #"""
            Toggle("Marketing emails", isOn: $isOn)
            """#),
        ("custom-toggle-not-toggle", 2, false, #"""
            Toggle("Notifications", isOn: $settings.notify).toggleStyle(.button)
            """#),
        ("tap-gesture-no-alternative", 0, false, #"""
            PostImage(post: post).onTapGesture(count: 2) { model.like(post) }
                .accessibilityAction(named: "Like") { model.like(post) }
            """#),
        ("tap-gesture-no-alternative", 1, false, #"""
            MessageBubble(message)
                .padding()
                .onLongPressGesture {
                    copy(message)
                }
                .accessibilityAction(named: "Copy") {
                    copy(message)
                }
            """#),
        ("button-opens-url", 0, false, #"""
            struct About: View {
                @Environment(\.openURL) private var openURL
                var body: some View {
                    Link("Privacy policy", destination: policyURL)
                }
            }
            """#),
        ("link-extra-button-trait", 0, true, #"""
            Link("Privacy policy", destination: policyURL)
            """#),
        ("link-extra-button-trait", 1, true, #"""
            Button("Website") { openURL(site) }.accessibilityAddTraits(.isLink)
                .accessibilityRemoveTraits(.isButton)
            """#),
        ("button-for-persistent-setting", 0, false, #"""
            struct Settings: View {
                @AppStorage("showAvatars") private var showAvatars = true
                var body: some View {
                    Toggle("Show avatars", isOn: $showAvatars)
                }
            }
            """#),
        ("toggle-name-and-selected-trait", 0, true, #"""
            Button(muted ? "Unmute" : "Mute") { muted.toggle() }
            """#),
        ("selected-trait-always-on", 0, true, #"""
            Button { bold.toggle() } label: { Image(systemName: "bold") }
                .accessibilityLabel("Bold")
                .accessibilityAddTraits(bold ? .isSelected : [])
            """#),
        ("selected-trait-always-on", 1, true, #"""
            ForEach(sizes, id: \.self) { size in
                Button(size.name) { selection = size }
                    .foregroundStyle(selection == size ? .white : .primary)
                    .accessibilityAddTraits([.isButton, selection == size ? .isSelected : []])
            }
            """#),
        ("state-only-in-icon", 0, true, #"""
            Button { isMuted.toggle() } label: {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel("Mute")
            .accessibilityAddTraits(isMuted ? .isSelected : [])
            """#),
        ("state-in-title", 0, false, #"""
            Toggle("Favorite", isOn: $isFavorite).toggleStyle(.button)
            """#),
        ("state-in-title", 4, false, #"""
            Toggle(isOn: $pinned) { Image(systemName: "pin") }.toggleStyle(.button).accessibilityLabel("Pin")
            """#),
        ("not-selected-value-redundant", 0, true, #"""
            Button { muted.toggle() } label: { Image(systemName: muted ? "speaker.slash" : "speaker") }
                .accessibilityLabel(muted ? "Unmute" : "Mute")
            """#),
        ("antonym-trait", 0, true, #"""
            Button("Bold") { bold.toggle() }.accessibilityAddTraits(bold ? .isSelected : [])
            """#),
        ("antonym-trait", 3, true, #"""
            Button("Italic") { italic.toggle() }.accessibilityAddTraits(italic ? .isSelected : [])
            """#),
        ("radio-missing-selected-state", 0, true, #"""
            ForEach(sizes, id: \.self) { size in
                Button { selection = size } label: {
                    HStack {
                        Image(systemName: selection == size ? "largecircle.fill.circle" : "circle")
                        Text(size.name)
                    }
                }
                .accessibilityAddTraits(selection == size ? .isSelected : [])
            }
            """#),
        ("checkbox-style-missing-value", 0, true, #"""
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: {
                        HStack {
                            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                            configuration.label
                        }
                    }
                    .buttonStyle(.plain)
                    .accessibilityValue(configuration.isOn ? "Checked" : "Unchecked")
                }
            }
            """#),
        ("touch-target-size", 0, false, #"""
            Button(action: close) { Image(systemName: "xmark") }.frame(width: 44, height: 44).accessibilityLabel("Close")
            """#),
        ("focus-effect-disabled", 0, true, #"""
            Button("Play") { play() }
            """#),
        ("fixed-font-size", 0, true, #"""
            Text("3 new").font(.caption)
            """#),
        ("fixed-font-size", 1, true, #"""
            Label("Downloads", systemImage: "arrow.down").font(.subheadline.weight(.semibold))
            """#),
        ("fixed-font-size", 3, true, #"""
            VStack {
                Text(title)
                Text(subtitle)
            }
            .font(Font.footnote.monospacedDigit())
            """#),
        ("control-text-truncation", 0, true, #"""
            Button("Add to Favorites") { add() }
            """#),
        ("menu-destructive-role", 0, true, #"""
            Menu("Actions") { Button("Rename", action: rename); Button("Delete", role: .destructive, action: delete) }
            """#),
        ("menu-destructive-role", 1, true, #"""
            Row(item)
                .contextMenu {
                    Button(role: .destructive) { remove(item) } label: {
                        Label("Remove from Library", systemImage: "trash")
                    }
                }
            """#),
        ("decorative-chevron", 0, true, #"""
            HStack { Label("Downloads", systemImage: "arrow.down.circle"); Image(systemName: "chevron.forward").foregroundStyle(.secondary).accessibilityHidden(true) }
            """#),
        ("segmented-picker-name", 0, true, #"""
            Picker("View", selection: $mode) { Text("Day").tag(0); Text("Week").tag(1) }.pickerStyle(.segmented)
                .accessibilityElement(children: .contain)
                .accessibilityLabel("View")
            """#),
        ("segmented-picker-name", 1, true, #"""
            Picker("Sort", selection: $sort) {
                ForEach(SortOrder.allCases) { Text($0.title).tag($0) }
            }
            .pickerStyle(.segmented)
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Sort")
            """#),
        ("menu-picker-label-override", 0, true, #"""
            Picker("Sort by", selection: $sort) { Text("Date").tag(0) }.pickerStyle(.menu)
            """#),
        ("datepicker-name", 0, true, #"""
            DatePicker("Start", selection: $start)
                .accessibilityLabel("Start")
            """#),
        ("slider-name", 0, true, #"""
            Slider(value: $volume, in: 0...1)
                .accessibilityLabel("Volume")
            """#),
        ("slider-name", 1, true, #"""
            VStack {
                Slider(value: $settings.fontScale, in: 0.5...1.5, step: 0.1)
                    .accessibilityLabel("Font size")
                Text("Font size")
            }
            """#),
        ("stepper-redundant-adjustable", 0, true, #"""
            Stepper("Guests: \(guests)", value: $guests, in: 1...10)
            """#),
        ("textfield-name", 0, true, #"""
            TextField("", text: $email)
                .accessibilityLabel("Email")
            """#),
        ("textfield-name", 6, true, #"""
            TextField("Email", text: $email).accessibilityLabel("Email")
            """#),
        ("textfield-content-type", 0, true, #"""
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            """#),
        ("heading-missing-trait", 0, true, #"""
            VStack(alignment: .leading) {
                Text("Recent Orders").font(.title2)
                    .accessibilityAddTraits(.isHeader)
                OrderList(orders: orders)
            }
            """#),
        ("heading-missing-trait", 2, true, #"""
            LazyVStack {
                HStack {
                    Text("Friends").font(.largeTitle)
                        .accessibilityAddTraits(.isHeader)
                    Spacer()
                    Button("See All") { showAll() }
                }
                FriendsRow(friends: friends)
            }
            """#),
        ("heading-word-in-label", 0, true, #"""
            Text("Settings").font(.title).accessibilityLabel("Settings")
                .accessibilityAddTraits(.isHeader)
            """#),
        ("heading-word-in-label", 3, true, #"""
            Text("Inbox").font(.largeTitle.bold()).accessibilityLabel(unread > 0 ? "Inbox title, \(unread) unread" : "Inbox")
                .accessibilityAddTraits(.isHeader)
            """#),
        ("disabled-look-only", 0, false, #"""
            Button {
                guard !message.isEmpty else { return }
                send(message)
            } label: {
                Image(systemName: "paperplane.fill")
            }
            .opacity(message.isEmpty ? 0.4 : 1)
            .accessibilityLabel("Send")
            .disabled(message.isEmpty)
            """#),
        ("disabled-look-only", 1, false, #"""
            Button(action: {
                if !canSubmit { return }
                submit()
            }) {
                Text("Submit").foregroundColor(canSubmit ? .white : .gray)
            }
            .disabled(!canSubmit)
            """#),
        ("tab-item-without-label", 0, false, #"""
            HomeView().tabItem { Image(systemName: "house"); Text("Home") }
            """#),
        ("tab-item-without-label", 1, false, #"""
            TabView {
                SearchView()
                    .tabItem {
                        Image(systemName: "magnifyingglass")
                        Text("Search")
                    }
                InboxView()
                    .tabItem { Label("", systemImage: "tray") }
            }
            """#),
        ("tab-item-without-label", 2, false, #"""
            TabView {
                Tab(value: .profile) { ProfileView() } label: { Image("profile-tab"); Text(<#label#>) }
            }
            """#),
        ("combine-children-missing", 1, true, #"""
            ForEach(orders) { order in
                VStack(alignment: .leading) {
                    Text(order.title).font(.headline)
                    HStack { Text(order.date, style: .date); Text(order.total) }
                }
                .padding(.vertical, 4)
                .accessibilityElement(children: .combine)
            }
            """#),
        ("password-in-textfield", 0, true, #"""
            SecureField("Password", text: $password)
                .textContentType(.password)
            """#),
        ("slider-value-not-meaningful", 0, true, #"""
            Slider(value: $fontSize, in: 8...64, step: 1) { Text("Font size") }
                .accessibilityValue("\(Int(fontSize))")
            """#),
        ("slider-value-not-meaningful", 1, true, #"""
            Slider(value: $settings.lineSpacing, in: 0.5...2) { Text("Line spacing") }
                .accessibilityValue("\(settings.lineSpacing.formatted())")
            """#),
        ("menu-named-by-value", 0, true, #"""
            HStack {
                Text("Sort by")
                Spacer()
                Menu {
                    Button("Newest") { order = .newest }
                    Button("Oldest") { order = .oldest }
                } label: {
                    Text(order.title)
                }
                .accessibilityLabel("Sort by")
                .accessibilityValue(Text(order.title))
            }
            """#),
        ("control-group-without-label", 0, false, #"""
            HStack {
                Button(action: bold) { Image(systemName: "bold") }.accessibilityLabel("Bold")
                Button(action: italic) { Image(systemName: "italic") }.accessibilityLabel("Italic")
                Button(action: underline) { Image(systemName: "underline") }.accessibilityLabel("Underline")
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel(<#label#>)
            """#),
    ]

    @Test(arguments: 0..<expected.count)
    func thePreferredFixWritesTheExpectedText(case index: Int) throws {
        let (ruleID, example, safe, after) = Self.expected[index]
        let rule = try #require(RuleRegistry.rule(withID: ruleID))
        let source = RuleExamples.unmark(rule.examples.fires[example]).source
        let finding = try #require(Linter.allRulesOn().lint(source: source).first { $0.ruleID == ruleID && !$0.fixes.isEmpty }, "\(ruleID) offers a fix")
        #expect(try EditApplier.apply(finding.fixes[0].edits, to: source) == after, "\(ruleID) example \(example)")
        #expect(finding.fixes[0].isSafe == safe, "\(ruleID): safe for fix-all")
    }

    /// Words a fix cannot know are not invented: the elements of a ForEach would all get the same
    /// name (a duplicate-control-name finding), and an image named by a property says nothing.
    /// An icon-only control still gets a placeholder to fill in, never applied by fix-all.
    @Test(arguments: [
        "ForEach(items) { item in Button { delete(item) } label: { Image(systemName: \"trash\") } }",
        "Button { pick(icon) } label: { Image(icon.previewImageName) }",
        "Button(action: openSettings) { Image(systemName: \"wrench\") }",
        "Button(action: record) { Image(systemName: \"mic.fill\") }",
        "Button(action: close) { Image(\"Close24\") }",
        "Button(action: close) { Image(\"ic_close\") }",
        "Button(action: back) { Image(\"btn-back\") }",
        "Button(action: layout) { Image(systemName: \"rectangle.grid.1x2\") }",
        "Button(action: refresh) { Image(systemSymbol: .arrowClockwise) }",
    ])
    func whereTheWordsAreUnknownTheFixIsAPlaceholder(source: String) throws {
        let findings = Linter.allRulesOn().lint(source: source).filter { $0.ruleID == "icon-only-control-name" }
        let fix = try #require(findings.first?.fixes.first, "a placeholder is offered")
        #expect(fix.edits.map { $0.replacement.trimmingPrefix(while: \.isWhitespace) } == [".accessibilityLabel(<#label#>)"], "\(fix.edits)")
        #expect(fix.title.contains("placeholder"), "the title says it is a placeholder: \(fix.title)")
        #expect(!fix.isSafe, "fix-all never writes a placeholder")
        #expect(Linter.allRulesOn().fixingAll(Array(source.utf8)).applied == 0, "fix-all leaves \(source) alone")
    }

    /// Only symbols whose meaning in a control is certain get words, and fix-all writes them.
    @Test(arguments: [
        ("Button(action: dismiss) { Image(systemName: \"xmark.circle.fill\") }", "Close"),
        ("Button(action: remove) { Image(systemName: \"trash\") }", "Delete"),
        ("Button(action: open) { Image(systemName: \"gearshape.fill\") }", "Settings"),
        ("Button(action: add) { Image(systemName: \"plus\") }", "Add"),
        ("Button(action: find) { Image(systemName: \"magnifyingglass\") }", "Search"),
        ("Button(action: share) { Image(systemName: \"square.and.arrow.up\") }", "Share"),
    ])
    func certainSymbolsAreNamedByFixAll(source: String, name: String) throws {
        let fixed = String(decoding: Linter.allRulesOn().fixingAll(Array(source.utf8)).bytes, as: UTF8.self)
        #expect(fixed.hasSuffix(".accessibilityLabel(\"\(name)\")"), "\(fixed)")
    }

    @Test func aSliderInAForEachGetsNoWords() throws {
        let findings = Linter.allRulesOn().lint(source: "ForEach($tracks) { $track in Slider(value: $track.volume) }").filter { $0.ruleID == "slider-name" }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.fixes.isEmpty })
    }

    /// RULES.md gives these rules no fix: the name or the design must come from the author.
    static let withoutFix: Set<String> = [
        "empty-control-name", "duplicate-control-name", "long-label", "uikit-gesture-without-traits", "navigation-by-tap-gesture",
        "state-in-toggle-label", "color-only-state", "slider-without-step-controls", "dialog-focus-not-restored",
        "modal-without-close", "inline-link-keyboard", "hint-describes-gesture", "unknown-rule-in-suppression",
        "generic-link-text", "hidden-container-with-controls", "contrast-too-low", "hardcoded-color", "missing-navigation-title",
        "zstack-reading-order", "sort-priority-overused",
        // Wave 2, "Beyond the cards": motion, media, timers, messages and context changes.
        "animation-ignores-reduce-motion", "auto-dismiss-without-control", "media-autoplay", "motion-without-alternative",
        "orientation-locked", "text-clipped-by-fixed-frame", "hint-missing-for-ambiguous-action", "input-changes-context",
        "status-message-not-announced",
        // UIKit: what a container should say, or which overrides to write, is the author's to decide.
        "uikit-hidden-control", "uikit-adjustable-without-actions", "uikit-custom-control-traits",
    ]

    @Test func everyRuleWithAFixInTheCatalogOffersOne() {
        for rule in RuleRegistry.all {
            let fixable = rule.examples.fires.contains { example in
                Linter.allRulesOn().lint(source: RuleExamples.unmark(example).source).contains { $0.ruleID == rule.id && !$0.fixes.isEmpty }
            }
            #expect(fixable == !Self.withoutFix.contains(rule.id), "\(rule.id): \(fixable ? "offers a fix RULES.md does not give" : "offers no fix")")
        }
    }
}
