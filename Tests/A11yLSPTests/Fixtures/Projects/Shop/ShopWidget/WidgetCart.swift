import SwiftUI

struct WidgetCart: View {
    var body: some View { Image(systemName: "cart").onTapGesture { open() } }
}
