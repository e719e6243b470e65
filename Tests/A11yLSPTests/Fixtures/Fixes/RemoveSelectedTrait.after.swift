import SwiftUI

struct SoundControls: View {
	@State private var muted = false
	@State private var bold = false
	@State private var following = false

	var body: some View {
		VStack {
			Button(muted ? "Unmute" : "Mute") {
				muted.toggle()
			}
			.padding()

			Button(bold ? "Unbold" : "Bold") { bold.toggle() }
				.accessibilityAddTraits(.isButton)

			Button(following ? "Unfollow" : "Follow") { following.toggle() }.font(.body)
		}
	}
}
