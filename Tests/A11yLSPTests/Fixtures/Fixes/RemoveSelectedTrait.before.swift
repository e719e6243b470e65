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
			// The trait repeats what the name already says.
			.accessibilityAddTraits(muted ? .isSelected : [])
			.padding()

			Button(bold ? "Unbold" : "Bold") { bold.toggle() }
				.accessibilityAddTraits([.isButton, bold ? .isSelected : []])

			Button(following ? "Unfollow" : "Follow") { following.toggle() }.accessibilityAddTraits(.isSelected).font(.body)
		}
	}
}
