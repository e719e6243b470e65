// The UIKit model on its own: receivers and their classes (stored, lazy, local, outlet,
// parameter), statements attributed through a lazy closure's local, overrides, and the
// per-class facts the workspace index keeps for other files.

import RuleEngine
import SwiftParser
import Testing

@Suite struct UIKitModelTests {
    static let source = """
        import UIKit

        final class PlayerView: UIView {
            @IBOutlet weak var artwork: UIImageView!
            private let titleLabel = UILabel()
            private lazy var playButton: UIButton = {
                let button = UIButton(type: .system)
                button.setImage(UIImage(systemName: "play.fill"), for: .normal)
                return button
            }()

            func configure(with cell: UITableViewCell) {
                let badge = UILabel()
                badge.font = .preferredFont(forTextStyle: .caption1)
                titleLabel.accessibilityLabel = isPlaying ? "Now playing" : "Paused"
                accessibilityTraits.insert(.adjustable)
            }

            override func accessibilityIncrement() {}
        }
        """

    @Test func receiversStatementsAndOverridesAreReadOnce() throws {
        let model = ViewModel.build(Parser.parse(source: Self.source))
        let type = try #require(model.uikit.type(named: "PlayerView"))
        #expect(type.receivers["artwork"]?.isOutlet == true && type.receivers["artwork"]?.className == "UIImageView")
        #expect(type.receivers["titleLabel"]?.origin == .storedProperty && type.receivers["titleLabel"]?.className == "UILabel")
        #expect(type.receivers["playButton"]?.className == "UIButton")
        #expect(type.receivers["badge"]?.origin == .local)
        #expect(type.receivers["cell"]?.origin == .parameter)
        #expect(type.receivers["button"] == nil, "a lazy closure's local stands for its property")
        let image = try #require(type.statements.first { $0.method == "setImage" })
        #expect(image.receiver == "playButton" && image.writtenReceiver == "button" && image.function == "playButton")
        #expect(type.statements.contains { $0.receiver == "self" && { if case .addTraits = $0.action { true } else { false } }($0) })
        #expect(type.overrides.contains("accessibilityIncrement"))
        #expect(model.uikit.has(.named, on: "titleLabel", in: type), "a ternary label is a name")
        #expect(!model.uikit.has(.named, on: "playButton", in: type))
        #expect(model.uikit.receiverClass("self", in: type) == "UIView")
    }

    @Test func anExtensionInAnotherFileCountsThroughTheIndex() {
        let files = [
            ("PlayerView.swift", Self.source),
            ("PlayerView+Accessibility.swift", "extension PlayerView {\n    func label() { playButton.accessibilityLabel = title }\n}\n"),
        ]
        let alone = InMemoryWorkspace.lint([files[0]]).filter { $0.ruleID == "uikit-icon-button-name" }
        let together = InMemoryWorkspace.lint(files).filter { $0.ruleID == "uikit-icon-button-name" }
        #expect(alone.count == 1)
        #expect(together.isEmpty, "the label set in the other file is a name")
    }
}
