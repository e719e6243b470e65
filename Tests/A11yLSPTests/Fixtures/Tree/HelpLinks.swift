// Pins: the rotor counts headings (.isHeader or .accessibilityHeading), links and images; a
// Link is read as a link, not a button.
import SwiftUI

struct HelpCenter: View {
    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Help")
                    .accessibilityAddTraits(.isHeader)
                Image("support-team")
                    .accessibilityLabel("Our support team")
                Text("Contact")
                    .accessibilityHeading(.h2)
                Link("Terms of use", destination: URL(string: "https://example.com/terms")!)
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
            }
        }
    }
}
