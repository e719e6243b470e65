// Pins: .accessibilitySortPriority reorders views within their container: higher first, the
// rest keep source order.
import SwiftUI

struct ArticleHeader: View {
    var body: some View {
        VStack {
            Text("By Ana Lima")
            Text("Tides are changing")
                .accessibilitySortPriority(1)
            Text("5 min read")
        }
    }
}
