// The VoiceOver announcement preview, read from the source.

import RuleEngine
import SwiftParser
import Testing

@Suite final class AnnouncementTests {
    private var models: [ViewModel] = []

    private func lines(_ source: String, _ typeName: String = "Button") throws -> [String] {
        let model = ViewModel.build(Parser.parse(source: source))
        models.append(model)
        let call = try #require(model.calls.first { $0.typeName == typeName })
        return AnnouncementPreview.announcements(for: call).map(\.line)
    }

    @Test func aNameThatChangesGivesOneLinePerBranch() throws {
        #expect(try lines(#"Button(muted ? "Unmute" : "Mute") { muted.toggle() }"#) == [
            #"muted == true → "Unmute, Button""#, #"muted == false → "Mute, Button""#,
        ])
    }

    @Test func theSameConditionInNameAndTraitLinesUp() throws {
        #expect(try lines(#"Button(muted ? "Unmute" : "Mute") {}.accessibilityAddTraits(muted ? .isSelected : [])"#) == [
            #"muted == true → "Unmute, Selected, Button""#, #"muted == false → "Mute, Button""#,
        ])
    }

    @Test func aStableNameWithATrackedTrait() throws {
        let source = #"Button { bold.toggle() } label: { Image(systemName: "bold") }.accessibilityLabel("Bold").accessibilityAddTraits(bold ? .isSelected : [])"#
        #expect(try lines(source) == [#"bold == true → "Bold, Selected, Button""#, #"bold == false → "Bold, Button""#])
    }

    @Test func unknownPartsAreShownNotGuessed() throws {
        #expect(try lines(#"Button(title) {}"#) == [#""‹title›, Button""#])
        #expect(try lines(#"Button {} label: { Image(systemName: "gear") }"#) == [#""‹image name "gear"›, Button""#])
    }

    @Test func valuesStatesDimmedAndHints() throws {
        #expect(try lines(#"Toggle("Wi-Fi", isOn: $wifi)"#, "Toggle") == [#"wifi == true → "Wi-Fi, On, Switch button""#, #"wifi == false → "Wi-Fi, Off, Switch button""#])
        #expect(try lines(#"Button("Save") {}.disabled(true)"#) == [#""Save, Button, Dimmed""#])
        #expect(try lines(#"Button("Play") {}.accessibilityHint("Plays the song")"#) == [#""Play, Button" … "Plays the song""#])
        #expect(try lines(#"Link("Help", destination: url)"#, "Link") == [#""Help, Link""#])
        #expect(try lines(#"Text("Settings").accessibilityAddTraits(.isHeader)"#, "Text") == [#""Settings, Heading""#])
    }
}
