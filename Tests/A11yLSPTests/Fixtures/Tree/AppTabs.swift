// Pins: a tab view shows one tab's content at a time (each labelled with its tab), and the tab
// bar below it is read last, each tab with its place in the bar.
import SwiftUI

struct AppTabs: View {
    var body: some View {
        TabView {
            Text("Today's picks")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
            Text("No downloads yet")
                .tabItem {
                    Label("Downloads", systemImage: "arrow.down.circle")
                }
        }
    }
}
