import SwiftUI

struct MacCart: View {
    var body: some View { Button("Buy") { buy() }.frame(width: 20, height: 20) }
}
