// Shapes of the seeds' "bad" examples. Each expected finding is named at the end
// of the line where it starts.

import SwiftUI

struct PlayerScreen: View {
    @State private var muted = false
    @State private var marketing = false
    var pay: () -> Void = {}

    var body: some View {
        VStack {
            Button(muted ? "Unmute" : "Mute") {
                muted.toggle()
            }
            .accessibilityAddTraits(muted ? .isSelected : []) // expect: toggle-name-and-selected-trait

            Button { // expect: icon-only-control-name
                muted.toggle()
            } label: {
                Image(systemName: muted ? "speaker.slash" : "speaker.wave.2")
            }

            Text("Pay").padding().onTapGesture { pay() } // expect: tap-gesture-not-control

            HStack {
                Text("Marketing emails")
                Image(marketing ? "switch-on" : "switch-off")
            }
            .onTapGesture { marketing.toggle() } // expect: custom-toggle-not-toggle

            Button("Pay") { submitOrder() }
                .accessibilityLabel("Pay button") // expect: role-word-in-label

            Toggle("", isOn: $marketing) // expect: empty-control-name

            Image(systemName: "star")
                .onTapGesture { pay() } // expect: tap-gesture-not-control
                .accessibilityAddTraits(.isButton)
        }
    }
}
