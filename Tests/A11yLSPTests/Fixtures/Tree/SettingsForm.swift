// Pins: a form is read row by row in source order through its sections; each control's title
// and the control are one element; a section's footer comes after its rows.
import SwiftUI

struct SettingsForm: View {
    @State private var name = ""
    @State private var password = ""
    @State private var notifications = true
    @State private var fontSize = 14

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $name)
                SecureField("Password", text: $password)
            }
            Section {
                Toggle("Notifications", isOn: $notifications)
                Stepper("Font size", value: $fontSize)
            } footer: {
                Text("Changes apply to every device.")
            }
        }
    }
}
