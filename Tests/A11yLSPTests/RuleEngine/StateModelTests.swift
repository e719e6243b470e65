// The model queries the State and Global rules read: state words, conditions, fixed names,
// conditional icons, branches, loop variables and frame growth.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite final class StateModelTests {
    /// Calls refer to their parents weakly: the model that owns them must outlive the test's use of them.
    private var models: [ViewModel] = []

    private func call(_ source: String, _ typeName: String) throws -> ViewCall {
        let model = ViewModel.build(Parser.parse(source: source))
        models.append(model)
        return try #require(model.calls.first { $0.typeName == typeName })
    }

    @Test(arguments: [
        ("Favorite", "Favorited"), ("Follow", "Following"), ("Pin", "Pinned"), ("Star", "Starred"), ("Like", "Liked"),
        ("Captions On", "Captions Off"), ("Enabled", "Disabled"), ("Muted", "Unmuted"), ("Selected", "Not Selected"),
    ])
    func recognisesStatePairs(_ first: String, _ second: String) {
        #expect(StateWords.isStatePair(first, second))
        #expect(StateWords.isStatePair(second, first))
    }

    @Test(arguments: [
        ("Mute", "Unmute"), ("Pin", "Remove Pin"), ("Show", "Hide"), ("Follow", "Unfollow"), ("Play", "Pause"),
        ("Copy", "Copied"), ("Save", "Saving…"), ("Turn On", "Turn Off"), ("Save", "Save"),
        ("Mark as Played", "Mark as Unplayed"), ("Make Public", "Make Private"), ("Set as Enabled", "Set as Disabled"),
    ])
    func actionPairsAreNotStatePairs(_ first: String, _ second: String) {
        #expect(!StateWords.isStatePair(first, second))
    }

    @Test func findsAStateWordAtTheEndOnly() {
        #expect(StateWords.endsWithStateWord("Wi-Fi: Off") == "off")
        #expect(StateWords.endsWithStateWord("Sync on Wi-Fi") == nil)
        #expect(StateWords.endsWithStateWord("Turn On") == nil)
        #expect(StateWords.endsWithStateWord("Show Disabled Users") == nil)
    }

    @Test func readsConditions() {
        #expect(StateCondition("selection == item.id").comparisonRoots == ["selection", "item"])
        #expect(StateCondition("a == b && c").comparisonRoots == nil)
        #expect(StateCondition("model.isOn").identifiers == ["model", "isOn"])
        #expect(StateCondition("isFavorite").looksLikeState)
        #expect(StateCondition("account.isFollowing").looksLikeState, "\"account\" is not \"count\"")
        #expect(!StateCondition("isLoading").looksLikeState)
        #expect(!StateCondition("horizontalSizeClass == .compact").looksLikeState)
    }

    @Test func tellsFixedNamesFromNamesThatMayChange() {
        #expect(NameValue.literal("Play", 0..<4).isFixed)
        #expect(NameValue.unknown(#""accessibility.editor.poll""#).isFixed, "a localization key is constant")
        #expect(NameValue.unknown("L10n.Player.play").isFixed, "a static member is constant")
        #expect(!NameValue.unknown("favoriteLabel").isFixed)
        #expect(!NameValue.unknown("L10n.follow(name)").isFixed)
        #expect(NameValue.unknown("option.title").isData(of: ["option"]))
        #expect(!NameValue.unknown("model.title").isData(of: ["option"]))
    }

    @Test func findsConditionalIconsInTheLabel() throws {
        let ternary = try call(#"Button { } label: { HStack { Image(systemName: on ? "a" : "b"); Text("T") } }"#, "Button")
        #expect(ternary.conditionalIcons.map(\.condition.text) == ["on"])
        #expect(ternary.conditionalIcons.first?.imageNames == ["a", "b"])
        let branches = try call(#"Button { } label: { if on { Image("a") } else { Image("b") } }"#, "Button")
        #expect(branches.conditionalIcons.first?.appearsOnlyInOneBranch == false)
        let appearing = try call(#"Button { } label: { Text("T"); if on { Image("check") } }"#, "Button")
        #expect(appearing.conditionalIcons.first?.appearsOnlyInOneBranch == true)
        let argument = try call(#"Button("Star", systemImage: on ? "star.fill" : "star") { }"#, "Button")
        #expect(argument.conditionalIcons.map(\.condition.text) == ["on"])
        let labelled = try call(#"Button { } label: { Image(systemName: on ? "a" : "b").accessibilityLabel("x") }"#, "Button")
        #expect(labelled.conditionalIcons.isEmpty, "an image with its own label is spoken")
    }

    @Test func readsWhatTheActionChanges() throws {
        let flip = try call("Button(\"B\") { withAnimation { store.showPoll.toggle() }; reset() }", "Button")
        #expect(flip.stateChangedByAction == ["showPoll"])
        let choose = try call("Button(\"B\") { selection = option }", "Button")
        #expect(choose.stateChangedByAction == ["selection"])
        #expect(try call("Button(\"B\", action: save)", "Button").stateChangedByAction.isEmpty)
    }

    @Test func knowsLoopVariablesAndConditionalBranches() throws {
        let looped = try call("ForEach(items) { item in Button(item.name) { pick(item) } }", "Button")
        #expect(looped.loopVariables == ["item"])
        #expect(try call("ForEach(items) { Button($0.name) { } }", "Button").loopVariables == ["$0"])
        #expect(try call("VStack { if on { HStack { Button(\"A\") { } } } }", "Button").isInConditionalBranch)
        #expect(try call("on ? Button(\"A\") { } : nil", "Button").isInConditionalBranch)
        #expect(try call("VStack { Button(\"A\") { } }", "Button").isInConditionalBranch == false)
        #expect(try call("if on { } \n VStack { Button(\"A\") { } }", "Button").isInConditionalBranch == false)
    }

    @Test func growsAFrameThroughLaterModifiers() throws {
        let chain = try call("Image(\"x\").frame(width: 20, height: 30).padding(.horizontal, 12).padding(4)", "Image")
        let frame = try #require(chain.modifiers[0].literalFrame)
        let grown = Array(chain.modifiers.dropFirst()).grown(from: frame)
        #expect(grown.width == 52 && grown.height == 38)
        let shaped = try call("Image(\"x\").frame(width: 20, height: 20).contentShape(Rectangle())", "Image")
        #expect(Array(shaped.modifiers.dropFirst()).grown(from: frame).width == 20, "a plain content shape adds nothing")
        let unknown = try call("Image(\"x\").frame(width: 20).padding(spacing)", "Image")
        #expect(Array(unknown.modifiers.dropFirst()).grown(from: frame).width == .infinity)
    }
}
