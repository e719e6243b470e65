import SwiftUI

struct Notes: View {
    var body: some View { Image(systemName: "note").onTapGesture { open() } }
}
