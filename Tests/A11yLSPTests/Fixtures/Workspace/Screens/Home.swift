import SwiftUI

struct Home: View {
    @Environment(\.openURL) private var openURL
    @State private var albums: [Album] = []

    var body: some View {
        NavigationStack {
            List {
                Image(.bannerArt) // expect: image-missing-label
                PromoView(title: "Summer", onLearnMore: { openURL(promoURL) })
                ForEach(albums) { album in
                    NavigationLink(value: album) { AlbumRow(album: album) }
                }
            }
            .toolbar {
                Button(symbol: Image(systemName: "xmark")) { dismiss() } // expect: icon-only-control-name
                Button("Premium \(Image(systemName: "chevron.forward"))") { upgrade() } // expect: decorative-chevron
            }
            Button("Continue", action: next)
                .buttonStyle(PrimaryButtonStyle(compact: true)) // expect: touch-target-size
            Button("Skip", action: skip)
                .buttonStyle(PrimaryButtonStyle())
            Button(action: openSettings) { Image(systemName: "gear") }
                .accessibilityLabel("home.settings.label") // expect: role-word-in-label
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .frame(width: Metrics.smallIcon, height: Metrics.smallIcon) // expect: touch-target-size
                .accessibilityLabel(UserText.close)
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .frame(width: Metrics.largeIcon, height: Metrics.largeIcon)
                .accessibilityLabel("Share")
        }
    }
}
