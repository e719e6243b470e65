// Hover over UIKit code, through the server: a UIKit class shows its component's card with
// the UIKit must-haves; a receiver the class configures shows what VoiceOver will say, and
// a name that switches with the selected state is shown as the problem it is.

import JSONRPC
import Testing

@Suite struct UIKitHoverTests {
    static let controller = """
        import UIKit

        final class PlayerViewController: UIViewController {
            private let playButton = 1️⃣UIButton(type: .system)
            private let muteButton = UIButton(type: .system)
            private let volume = 2️⃣UISlider()
            private var isMuted = false

            override func viewDidLoad() {
                super.viewDidLoad()
                3️⃣playButton.setTitle("Play", for: .normal)
                playButton.addTarget(self, action: #selector(play), for: .touchUpInside)
                volume.accessibilityLabel = "Volume"
            }

            private func updateMute() {
                4️⃣muteButton.accessibilityLabel = isMuted ? "Unmute" : "Mute"
                muteButton.isSelected = isMuted
            }
        }
        """

    private func hover(_ client: LSPClient, _ uri: String, _ text: String, _ offset: Int) -> String? {
        let prefix = text.utf8.prefix(offset)
        let line = prefix.filter { $0 == UInt8(ascii: "\n") }.count
        let column = prefix.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).last!.count
        let id = client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)], "position": ["line": .int(line), "character": .int(column)]])
        guard case .success(let result) = client.reply(to: id) else { return nil }
        return result[path: "contents", "value"]?.stringValue
    }

    @Test func uikitClassesAndReceiversShowTheirCardAndAnnouncement() throws {
        let (text, markers) = Markers.extract(Self.controller)
        let uri = "file:///w/PlayerViewController.swift"
        let client = try LSPClient()
        client.initialize()
        client.open(uri, text)

        let button = try #require(hover(client, uri, text, markers["1️⃣"]! + 3), "\(client.transcript)")
        #expect(button.contains("`button.basic`"), "\(button)")
        #expect(button.contains("In UIKit, must have:") && button.contains("accessibilityLabel"), "\(button)")

        let slider = try #require(hover(client, uri, text, markers["2️⃣"]! + 3))
        #expect(slider.contains("`slider`") && slider.contains("In UIKit, must have:"), "\(slider)")

        let play = try #require(hover(client, uri, text, markers["3️⃣"]! + 2))
        #expect(play.contains(#""Play, Button""#), "\(play)")

        let mute = try #require(hover(client, uri, text, markers["4️⃣"]! + 2))
        #expect(mute.contains(#"isMuted == true → "Unmute, Selected, Button""#), "\(mute)")
        #expect(mute.contains(#"isMuted == false → "Mute, Button""#), "\(mute)")
        #expect(mute.contains("toggle-name-and-selected-trait"), "the double state is called out:\n\(mute)")
        #expect(mute.split(separator: "\n").count <= 25)
        #expect(client.shutdownAndExit() == 0)
    }
}
