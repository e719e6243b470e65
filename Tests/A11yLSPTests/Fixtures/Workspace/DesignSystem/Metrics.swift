import CoreGraphics

enum Metrics {
    static let smallIcon: CGFloat = 28
    static let largeIcon: CGFloat = 48
}
