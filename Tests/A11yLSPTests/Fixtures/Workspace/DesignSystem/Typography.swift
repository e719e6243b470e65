import SwiftUI

extension View {
    func cardTitle() -> some View {
        font(.title3.bold())
    }
}
