// Plain buttons done right: text, icon and text, icon only with a label, disabled.

import SwiftUI

struct AccountActions: View {
    var save: () -> Void = {}
    var body: some View {
        HStack {
            Button("Save changes", action: save)

            Button(action: save) {
                Label("Export", systemImage: "square.and.arrow.down")
            }

            Button {
                save()
            } label: {
                Image(systemName: "gearshape")
            }
            .accessibilityLabel("Account settings")

            Button("Delete account", role: .destructive) {}
                .disabled(true)

            Toggle("Sync over cellular", isOn: .constant(true))
                .labelsHidden()
        }
    }
}
