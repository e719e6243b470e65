import SwiftUI

struct CartTestView: View {
    var body: some View { Image(systemName: "cart").onTapGesture { open() } }
}
