import SwiftUI

struct ComposerToolbar: View {
    @State private var muted = false
    @State private var paused = false
    @State private var pinned = false

    var body: some View {
        HStack {
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .accessibilityLabel("Share")

            Button {
                openSettings()
            } label: {
                Image(systemName: "gearshape.fill")
            }
            .accessibilityLabel("Settings")

            Button {
                muted.toggle()
            } label: {
                Image(systemName: muted ? "speaker.slash" : "speaker.wave.2")
            }
            .padding(8)
            .accessibilityLabel(<#label#>)

            Button(action: { paused.toggle() }) {
                Image(systemName: paused ? "play.fill" : "pause.fill")
            }
            .buttonStyle(.borderless) // keeps the toolbar look
            .accessibilityLabel(paused ? "Play" : "Pause")

            Button { pinned.toggle() } label: {
                if pinned {
                    Image(systemName: "pin.slash")
                } else {
                    Image(systemName: "pin")
                }
            }
            .accessibilityLabel(<#label#>)

            Menu { Button("Rename", action: rename) } label: { Image(systemName: "ellipsis.circle") }
                .accessibilityLabel("More")
            Button(action: download) { Image(systemName: "arrow.down.circle") }
                .accessibilityLabel(<#label#>)
        }
    }

    func share() {}
    func openSettings() {}
    func rename() {}
    func download() {}
}
