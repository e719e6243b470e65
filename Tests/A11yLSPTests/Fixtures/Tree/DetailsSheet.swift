// Pins: a sheet's content is another screen: the presenting view lists only its own button,
// and the sheet's type has its own tree (heading first, then its close button).
import SwiftUI

struct OrderSummary: View {
    @State private var showsDetails = false

    var body: some View {
        Button("Show details") {
            showsDetails = true
        }
        .sheet(isPresented: $showsDetails) {
            OrderDetailsSheet()
        }
    }
}

struct OrderDetailsSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Order details")
                .font(.title)
                .accessibilityAddTraits(.isHeader)
            Text("3 items, arriving Tuesday")
            Button("Close") {
                dismiss()
            }
        }
    }
}
