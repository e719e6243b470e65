import SwiftUI

struct CheckoutView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Pay").onTapGesture { pay() }

            Text("Pay later")
                .padding()
                .onTapGesture {
                    // Defer the payment by a week.
                    payLater()
                }
                .frame(maxWidth: .infinity)

            HStack {
                Image(systemName: "star")
                Text("Rate this app")
            }
            .onTapGesture(perform: rate)

            Image(systemName: "heart")
                .onTapGesture { like() }
        }
    }

    func pay() {}
    func payLater() {}
    func rate() {}
    func like() {}
}
