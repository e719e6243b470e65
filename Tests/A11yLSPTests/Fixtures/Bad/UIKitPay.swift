import UIKit

final class PayCell: UITableViewCell {
    func configure() {
        accessibilityLabel = "Pay button" // expect: role-word-in-label, uikit-label-not-localized
    }
}
