import SwiftUI

struct EpisodeCell: View {
    let episode: Episode

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(episode.title)
                Text(episode.duration)
            }
            .accessibilityElement(children: .combine)
            DownloadBadge(episode: episode)
        }
    }
}

struct NoticeCard<Content: View>: View {
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notice")
                .accessibilityAddTraits(.isHeader)
            content
        }
    }
}
