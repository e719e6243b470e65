// Pins: decorative images, .accessibilityHidden(true) and .hidden() are not read, but counted
// with their lines and reasons.
import SwiftUI

struct ProfileHeader: View {
    var body: some View {
        HStack {
            Image(decorative: "avatar-ring")
            Text("Sam Rivera")
            Image(systemName: "chevron.right")
                .accessibilityHidden(true)
            Text("Editing")
                .hidden()
        }
    }
}
