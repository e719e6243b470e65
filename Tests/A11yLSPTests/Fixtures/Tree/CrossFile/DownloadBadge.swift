import SwiftUI

struct DownloadBadge: View {
    let episode: Episode

    var body: some View {
        Image(systemName: "arrow.down.circle.fill")
            .accessibilityLabel("Downloaded")
    }
}
