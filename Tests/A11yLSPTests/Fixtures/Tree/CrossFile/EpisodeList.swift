// Pins: a custom view declared in another file is shown by its body's elements, at the line
// where it is used, one level deep (its own custom views are shown by name); what a custom
// container is given as content is read where its body places it.
import SwiftUI

struct EpisodeList: View {
    let episodes: [Episode]

    var body: some View {
        VStack {
            NoticeCard {
                Text("2 episodes expire soon")
            }
            List(episodes) { episode in
                EpisodeCell(episode: episode)
            }
        }
    }
}
