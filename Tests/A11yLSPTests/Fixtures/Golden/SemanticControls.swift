// Real controls instead of tap gestures (the Semantic Control pattern).

import SwiftUI
import UIKit

struct CheckoutRow: View {
    @State private var newsletter = false
    var pay: () -> Void = {}

    var body: some View {
        VStack {
            Button("Pay now") { pay() }

            Toggle("Weekly newsletter", isOn: $newsletter)

            Toggle(isOn: $newsletter) {
                Label("Favorite", systemImage: newsletter ? "heart.fill" : "heart")
            }
            .toggleStyle(.button)

            // A double tap shortcut is not the only way in: the row is also a button.
            Text("Order #1042")
                .onTapGesture(count: 2) { pay() }
        }
    }
}

final class PayViewController: UIViewController {
    let payView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        payView.isAccessibilityElement = true
        payView.accessibilityLabel = String(localized: "Pay")
        payView.accessibilityTraits = .button
    }
}
