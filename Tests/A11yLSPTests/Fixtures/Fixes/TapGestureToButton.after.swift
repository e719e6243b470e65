import SwiftUI

struct CheckoutView: View {
    var body: some View {
        VStack(spacing: 12) {
            Button("Pay") { pay() }

            Button {
                // Defer the payment by a week.
                payLater()
            } label: {
                Text("Pay later")
                    .padding()
            }
            .frame(maxWidth: .infinity)

            Button(action: rate) {
                HStack {
                    Image(systemName: "star")
                    Text("Rate this app")
                }
            }

            Button { like() } label: { Image(systemName: "heart") }
                .accessibilityLabel(<#label#>)
        }
    }

    func pay() {}
    func payLater() {}
    func rate() {}
    func like() {}
}
