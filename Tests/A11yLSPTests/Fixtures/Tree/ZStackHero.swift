// Pins: a ZStack is read back to front (source order): the background image before the text
// and button drawn over it.
import SwiftUI

struct HeroBanner: View {
    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image("mountains")
            VStack(alignment: .leading) {
                Text("Alpine trails")
                Button("Explore") {}
            }
        }
    }
}
