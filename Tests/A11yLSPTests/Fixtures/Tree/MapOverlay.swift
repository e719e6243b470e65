// Pins: a view's overlay is read after the view, its background before it.
import SwiftUI

struct MapCard: View {
    var body: some View {
        Image("city-map")
            .accessibilityLabel("Map of the city centre")
            .overlay(alignment: .bottomTrailing) {
                Button("Recenter") {}
            }
            .background {
                Text("Map")
            }
    }
}
