import SwiftUI

struct AlbumRow: View {
    let album: Album

    var body: some View {
        HStack {
            Image(uiImage: album.cover)
            VStack(alignment: .leading) {
                Text(album.title).lineLimit(1) // expect: control-text-truncation
                Text(album.artist).lineLimit(1)
            }
        }
    }
}
