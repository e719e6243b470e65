import SwiftUI

struct CartView: View {
    var body: some View { Image(systemName: "cart").onTapGesture { open() } }
}
