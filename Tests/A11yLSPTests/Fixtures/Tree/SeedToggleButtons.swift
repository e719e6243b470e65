// Pins: a stack is read top to bottom; a control's icon is part of the control (one element),
// and a toggle button's state is either its changing name or the Selected trait (seed: Button (Toggle)).
import SwiftUI

struct ToggleButtonDemo: View {
    @State private var muted = false
    @State private var pinned = false
    @State private var iconOnlyMuted = false
    @State private var bold = false

    var body: some View {
        VStack(spacing: 16) {
            Button(muted ? "Unmute" : "Mute") {
                muted.toggle()
            }
            Button(pinned ? "Remove Pin" : "Pin") {
                pinned.toggle()
            }
            Button {
                iconOnlyMuted.toggle()
            } label: {
                Image(systemName: iconOnlyMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .accessibilityLabel(iconOnlyMuted ? "Unmute" : "Mute")
            Button {
                bold.toggle()
            } label: {
                Image(systemName: "bold")
            }
            .accessibilityLabel("Bold")
            .accessibilityAddTraits(bold ? .isSelected : [])
        }
    }
}
