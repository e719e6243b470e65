// Pins: .accessibilityElement(children: .ignore) (and with no argument) makes one element that
// says only its own label; the children are not read.
import SwiftUI

struct RatingBadge: View {
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "star.fill")
                Text("4.5")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating 4.5 of 5")
            HStack {
                Text("120")
                Text("reviews")
            }
            .accessibilityElement()
            .accessibilityLabel("120 reviews")
        }
    }
}
