import SwiftUI

struct PromoView: View {
    let title: String
    let onLearnMore: () -> Void

    var body: some View {
        VStack {
            Text(title)
            Button { onLearnMore() } label: { Text("Read the details") } // expect: button-opens-url
        }
    }
}
