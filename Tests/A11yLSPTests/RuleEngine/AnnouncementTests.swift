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

/// What the preview used to misread (issue 20): verbatim texts, icons that change with a
/// condition, bindings written out as conditions, labels of several texts.
@Suite final class AnnouncementReadingTests: ModelFixture {
    private func lines(_ source: String, _ typeName: String = "Button") throws -> [String] {
        AnnouncementPreview.announcements(for: try call(source, typeName)).map(\.line)
    }

    @Test func aVerbatimTextIsReadAsItsText() throws {
        #expect(try lines(#"Button(action: survey) { Text(verbatim: "Take Survey") }"#) == [#""Take Survey, Button""#])
    }

    @Test func anIconThatChangesWithAConditionIsReadPerBranch() throws {
        #expect(try lines(#"Button(action: mute) { Image(systemName: isMuted ? "speaker.slash" : "speaker") }"#) == [
            #"isMuted == true → "‹image name "speaker.slash"›, Button""#,
            #"isMuted == false → "‹image name "speaker"›, Button""#,
        ])
    }

    @Test func aBindingWrittenOutIsNamedByWhatItReadsOnOneLine() throws {
        let source = """
            Toggle("Captions", isOn: Binding(
                get: { player.showsCaptions },
                set: { player.setCaptions($0) }
            ))
            """
        let spoken = try lines(source, "Toggle")
        #expect(spoken == [#"player.showsCaptions == true → "Captions, On, Switch button""#, #"player.showsCaptions == false → "Captions, Off, Switch button""#])
        let long = try lines(#"Button(viewModel.configuration.isSomethingVeryLongEnabled && other.flag ? "A" : "B") { }"#)
        #expect(long.allSatisfy { !$0.contains("\n") && $0.count < 80 }, "\(long)")
        #expect(long.first?.contains("…") == true, "\(long)")
    }

    @Test func aLabelOfSeveralTextsIsNotBracketedTwice() throws {
        let spoken = try lines(#"Button(action: open) { HStack { Text(item.title); Text(item.subtitle) } }"#)
        #expect(spoken == [#""‹item.title› ‹item.subtitle›, Button""#])
    }
}
