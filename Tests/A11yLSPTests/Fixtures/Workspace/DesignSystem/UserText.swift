import Foundation

enum UserText {
    static let learnMore = NSLocalizedString("promo.learn-more", value: "Learn More", comment: "Promo link")
    static let close = NSLocalizedString("common.close", value: "Close", comment: "")
}
