// Pins: toolbar items are read where they are on screen: navigation-bar items before the
// content, bottom-bar items after it.
import SwiftUI

struct MailboxScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Weekly report")
                Text("Lunch on Friday?")
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        compose()
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("Compose")
                }
                ToolbarItem(placement: .bottomBar) {
                    Text("Updated just now")
                }
            }
        }
    }

    private func compose() {}
}
