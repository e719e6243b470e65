// Pins: .accessibilityElement(children: .contain) keeps each child an element, grouped under
// the container (indented), which is not a stop of its own.
import SwiftUI

struct UpNext: View {
    let songs: [Song]

    var body: some View {
        VStack {
            Text("Library")
            VStack {
                Text("Queue")
                    .accessibilityAddTraits(.isHeader)
                ForEach(songs) { song in
                    Text(song.title)
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Up next")
        }
    }
}
