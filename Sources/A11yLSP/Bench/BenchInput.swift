// The standard benchmark input: SwiftUI rows with buttons, toggles, images and tap
// gestures, 14 lines each, so figures are comparable from run to run.

enum BenchInput {
    static let linesPerView = 14

    static func view(_ index: Int) -> String {
        """
        struct BenchRow\(index): View {
            @State private var isOn = false
            @State private var liked = false
            var body: some View {
                HStack {
                    Image(systemName: "star")
                    Text("Item \(index)")
                    Button { liked.toggle() } label: { Image(systemName: liked ? "heart.fill" : "heart") }
                    Toggle("Setting \(index)", isOn: $isOn)
                    Text("Details").onTapGesture { open(\(index)) }
                }
                .padding(.vertical, 4)
            }
        }

        """
    }

    static func file(views: Int, startingAt first: Int = 0) -> String {
        "import SwiftUI\n\n" + (first..<(first + views)).map(view).joined()
    }
}
