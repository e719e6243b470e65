// A small player screen with the accessibility mistakes a11y-lsp finds.
// Try: swift run a11y-lsp lint Examples

import SwiftUI

struct PlayerControls: View {
    @State private var muted = false
    @State private var liked = false

    var body: some View {
        HStack(spacing: 20) {
            // Icon only, no name: VoiceOver says "speaker wave 2, Button" at best.
            Button {
                muted.toggle()
            } label: {
                Image(systemName: muted ? "speaker.slash" : "speaker.wave.2")
            }

            // Name change and selected trait at once: "Unmute, Selected".
            Button(muted ? "Unmute" : "Mute") {
                muted.toggle()
            }
            .accessibilityAddTraits(muted ? .isSelected : [])

            // A tap gesture that flips a Bool: a hand-made toggle with no role and no state.
            Image(systemName: liked ? "heart.fill" : "heart")
                .onTapGesture {
                    liked.toggle()
                }

            // The role is already spoken: "Next track button, Button".
            Button(action: skip) {
                Image(systemName: "forward.fill")
            }
            .accessibilityLabel("Next track button")

            // An empty title leaves the switch unnamed.
            Toggle("", isOn: $muted)
        }
    }

    private func skip() {}
}
