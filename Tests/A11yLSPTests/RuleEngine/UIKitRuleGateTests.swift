// Six rules that SwiftUI code trips as well (`""`, `size:`, `selected`, `image`, `accessibilityLabel`) ask the text
// for the word their UIKit check needs before they build the UIKit model. These tests hold
// the question to the walk: however the UIKit code spells the statement (a line break or a
// comment before `=`, no spaces, a button made in a closure, a bar item made inline), the rule
// still reports it. (empty-control-name asks for `setTitle`, the method its check matches by
// name; its own examples cover it.)

import RuleEngine
import Testing

@Suite struct UIKitRuleGateTests {
    private static func reports(_ rule: String, in source: String) -> Bool {
        Linter().lint(source: source).contains { $0.ruleID == rule }
    }

    @Test(arguments: [
        "titleLabel.font\n            = UIFont.systemFont(ofSize: 17)",
        "self.titleLabel.font=UIFont.systemFont(ofSize: 17)",
        "titleLabel.font = /* fixed */ UIFont.systemFont(ofSize: 17)",
    ])
    func anAssignedFixedFontIsReportedHoweverItIsSpelled(statement: String) {
        let source = """
            final class TrackCell: UITableViewCell {
                private let titleLabel = UILabel()
                func setUp() {
                    \(statement)
                }
            }
            """
        #expect(Self.reports("uikit-fixed-font", in: source), "\(statement)")
    }

    @Test(arguments: [
        "muteButton.isSelected = isMuted",
        "muteButton.isSelected\n            = isMuted",
        "muteButton.accessibilityTraits = isMuted ? [.button, .selected] : .button",
    ])
    func aSelectionFollowingTheNameIsReportedHoweverItIsSpelled(selection: String) {
        let source = """
            final class PlayerControls: UIView {
                private let muteButton = UIButton(type: .system)
                func update(isMuted: Bool) {
                    muteButton.setTitle(isMuted ? "Unmute" : "Mute", for: .normal)
                    \(selection)
                }
            }
            """
        #expect(Self.reports("toggle-name-and-selected-trait", in: source), "\(selection)")
    }

    @Test(arguments: [
        "private let closeButton: UIButton = {\n        let button = UIButton(type: .custom)\n        button.setImage(UIImage(systemName: \"xmark\"), for: .normal)\n        return button\n    }()",
        "private lazy var shareItem = UIBarButtonItem(image: UIImage(systemName: \"square.and.arrow.up\"), style: .plain, target: self, action: #selector(share))",
    ])
    func anUnnamedIconButtonIsReportedHoweverItIsMade(property: String) {
        let source = """
            final class DetailViewController: UIViewController {
                \(property)
                @objc func share() {}
            }
            """
        #expect(Self.reports("uikit-icon-button-name", in: source), "\(property)")
    }

    @Test(arguments: [
        "iconView.accessibilityLabel\n            = \"Downloaded\"",
        "iconView.accessibilityLabel=\"Downloaded\"",
        "iconView.accessibilityTraits = .image",
    ])
    func aLabelOnAPlainViewIsReportedHoweverItIsSpelled(statement: String) {
        let source = """
            final class StatusCell: UITableViewCell {
                private let iconView = UIImageView()
                func configure() {
                    \(statement)
                }
            }
            """
        #expect(Self.reports("uikit-label-without-element", in: source), "\(statement)")
    }

    @Test(arguments: ["accessibilityLabel", "accessibilityHint", "accessibilityValue"])
    func anUntranslatedLabelHintOrValueIsReported(property: String) {
        let source = """
            final class PlayerView: UIView {
                private let playButton = UIButton(type: .system)
                func configure() {
                    playButton.\(property)\n            = "Plays the episode"
                    playButton.setTitle(NSLocalizedString("Play", comment: ""), for: .normal)
                }
            }
            """
        #expect(Self.reports("uikit-label-not-localized", in: source), "\(property)")
    }
}
