// Pins: a List over data shows its row once, marked × n; a row combined with
// .accessibilityElement(children: .combine) is one element reading its texts in order, its icon
// left out.
import SwiftUI

struct InboxList: View {
    let messages: [Message]

    var body: some View {
        List(messages) { message in
            HStack {
                Image(systemName: "envelope")
                VStack(alignment: .leading) {
                    Text(message.sender)
                    Text(message.subject)
                }
            }
            .accessibilityElement(children: .combine)
        }
    }
}
