// Toggle buttons done right: one state model each (the button.toggle card).

import SwiftUI

struct ToolbarToggles: View {
    @State private var isMuted = false
    @State private var isPinned = false
    @State private var speakerOff = false
    @State private var isItalic = false

    var body: some View {
        VStack(spacing: 12) {
            // The name is the next action.
            Button(isMuted ? "Unmute" : "Mute") {
                isMuted.toggle()
            }

            Button(isPinned ? "Remove Pin" : "Pin") {
                isPinned.toggle()
            }

            // Icon only: the label carries the state as the next action.
            Button {
                speakerOff.toggle()
            } label: {
                Image(systemName: speakerOff ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel(speakerOff ? "Unmute" : "Mute")

            // Formatting toggle: a stable name and a selected trait that tracks the state.
            Button {
                isItalic.toggle()
            } label: {
                Image(systemName: "italic")
            }
            .accessibilityLabel("Italic")
            .accessibilityAddTraits(isItalic ? .isSelected : [])
        }
    }
}
