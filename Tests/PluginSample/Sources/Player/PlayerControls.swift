// SwiftUI exists only on Apple's platforms: the linter reads this branch (it judges #if
// for iOS), while the compiler on Linux skips it.
#if canImport(SwiftUI)
import SwiftUI

struct PlayerControls: View {
    var body: some View {
        Image(systemName: "forward.fill")
            .accessibilityLabel("Next track button")
    }
}
#endif

public enum Player {}
