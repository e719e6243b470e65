// Pins: a tap gesture gives text no role (read as plain text), a native control brings it; a
// toggle's label and state merge into one element (seed: Semantic Control).
import SwiftUI

struct PaymentOptions: View {
    @State private var marketing = false
    @State private var isFavorite = false

    var body: some View {
        VStack {
            Text("Pay").padding().onTapGesture { pay() }
            Button("Pay") { pay() }
            Toggle("Marketing emails", isOn: $marketing)
            Toggle(isOn: $isFavorite) {
                Label("Favorite", systemImage: isFavorite ? "heart.fill" : "heart")
            }
            .toggleStyle(.button)
        }
    }

    private func pay() {}
}
