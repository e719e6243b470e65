// Pins: a NavigationLink is one element (its label's icon and text merge into its name) read as
// a button; its destination is another screen and is not read here.
import SwiftUI

struct SettingsRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    GeneralSettings()
                } label: {
                    HStack {
                        Image(systemName: "gear")
                        Text("General")
                    }
                }
                NavigationLink("Privacy", destination: PrivacySettings())
            }
        }
    }
}
