// Pins: written rows are read one by one; a ForEach over a literal range repeats its row that
// many times (× 3), and one over data × n.
import SwiftUI

struct ShortcutsList: View {
    let recents: [Recent]

    var body: some View {
        List {
            Text("Favorites")
            Text("Shared with you")
            ForEach(0..<3) { index in
                Text("Slot \(index)")
            }
            ForEach(recents) { recent in
                Text(recent.title)
            }
        }
    }
}
