import SwiftUI

extension Button where Label == Image {
    /// An icon button of the design system.
    init(symbol: Image, action: @escaping () -> Void) {
        self.init(action: action) { symbol }
    }
}
