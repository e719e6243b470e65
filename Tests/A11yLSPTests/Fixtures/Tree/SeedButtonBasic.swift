// Pins: text, icon-and-text and icon-only buttons are one element each, named by their text or
// their label; a disabled button is read "Dimmed" after its role (seed: Button (Basic)).
import SwiftUI

struct ButtonBasicDemo: View {
    var body: some View {
        VStack(spacing: 16) {
            Button("Save") {
                print("Saved")
            }
            Button {
                print("Downloaded")
            } label: {
                Label("Download", systemImage: "arrow.down.circle")
            }
            Button {
                print("Settings")
            } label: {
                Image(systemName: "gearshape")
            }
            .accessibilityLabel("Open settings")
            Button("Disabled") {
                print("Won't fire")
            }
            .disabled(true)
        }
    }
}
