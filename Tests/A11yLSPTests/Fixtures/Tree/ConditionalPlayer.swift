// Pins: content shown under a condition is listed per branch with the branch's condition
// (`if`, `if let`, `switch`), in source order; an element's own condition stays in its announcement.
import SwiftUI

struct MiniPlayer: View {
    let player: Player
    @State private var isPlaying = false
    @State private var state = LoadState.loading

    var body: some View {
        VStack {
            if let episode = player.current {
                Text(episode.title)
                Button(isPlaying ? "Pause" : "Play") {
                    isPlaying.toggle()
                }
            } else {
                Text("Nothing playing")
            }
            switch state {
            case .loading:
                ProgressView("Loading")
            case .failed:
                Text("Couldn't load the queue")
            default:
                EmptyView()
            }
        }
    }
}
