import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    let compact: Bool

    init(compact: Bool = false) {
        self.compact = compact
    }

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.vertical)
            .frame(maxWidth: .infinity, maxHeight: compact ? Consts.height - 10 : Consts.height)
            .background(Color.accentColor)
    }
}

private enum Consts {
    static let height: CGFloat = 50
}
