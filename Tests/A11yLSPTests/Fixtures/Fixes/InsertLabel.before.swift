import SwiftUI

struct ComposerToolbar: View {
    @State private var muted = false
    @State private var paused = false
    @State private var pinned = false

    var body: some View {
        HStack {
            Button(action: share) { Image(systemName: "square.and.arrow.up") }

            Button {
                openSettings()
            } label: {
                Image(systemName: "gearshape.fill")
            }

            Button {
                muted.toggle()
            } label: {
                Image(systemName: muted ? "speaker.slash" : "speaker.wave.2")
            }
            .padding(8)

            Button(action: { paused.toggle() }) {
                Image(systemName: paused ? "play.fill" : "pause.fill")
            }
            .buttonStyle(.borderless) // keeps the toolbar look

            Button { pinned.toggle() } label: {
                if pinned {
                    Image(systemName: "pin.slash")
                } else {
                    Image(systemName: "pin")
                }
            }

            Menu { Button("Rename", action: rename) } label: { Image(systemName: "ellipsis.circle") }
            Button(action: download) { Image(systemName: "arrow.down.circle") }
        }
    }

    func share() {}
    func openSettings() {}
    func rename() {}
    func download() {}
}
