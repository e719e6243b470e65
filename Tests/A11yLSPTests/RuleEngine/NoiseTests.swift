// The two rules users found noisy (issue 20): dialog-focus-not-restored speaks once per
// type and only for presentations a control of the type triggers; a tap that a visible
// Button beside it also performs is not reported.

import RuleEngine
import Testing

@Suite struct NoiseTests {
    @Test func aTypeWithManyPresentationsGetsOneFindingWithTheOthersRelated() throws {
        let source = """
            struct Feed: View {
                @State private var composing = false
                @State private var filtering = false
                @State private var sharing = false
                @State private var failed = false
                var body: some View {
                    List { }
                        .toolbar {
                            Button("Compose") { composing = true }
                            Button("Filter") { self.filtering.toggle() }
                            Button("Share", action: share)
                        }
                        .sheet(isPresented: $composing) { Composer() }
                        .sheet(isPresented: $filtering) { Filters() }
                        .sheet(isPresented: $sharing) { ShareSheet() }
                        .alert("Could not load", isPresented: $failed) { }
                        .task { failed = true }
                }
                func share() { sharing = true }
            }
            """
        let findings = Linter().lint(source: source).filter { $0.ruleID == "dialog-focus-not-restored" }
        #expect(findings.count == 1, "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.related.count == 2, "the two other sheets a control presents; not the alert raised by .task: \(finding.related)")
        #expect(finding.message.contains("and 2 more presentations"), "\(finding.message)")
    }

    @Test func presentationsNoControlTriggersAreNotReported() {
        let source = """
            struct Root: View {
                @State private var showingOnboarding = false
                @State private var error: AppError?
                var body: some View {
                    Tabs()
                        .fullScreenCover(isPresented: $showingOnboarding) { Onboarding() }
                        .sheet(item: $error) { ErrorView(error: $0) }
                        .onAppear { showingOnboarding = true }
                }
            }
            """
        #expect(Linter().lint(source: source).filter { $0.ruleID == "dialog-focus-not-restored" }.isEmpty)
    }

    @Test func aTapThatAVisibleButtonAlsoPerformsIsNotReported() {
        let source = """
            struct Review: View {
                @State private var showsFullText = false
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(review.text)
                            .lineLimit(showsFullText ? nil : 4)
                            .onTapGesture {
                                showsFullText = true
                            }
                        Button("Read more") { showsFullText = true }
                    }
                }
            }
            """
        #expect(Linter().lint(source: source).filter { $0.ruleID == "tap-gesture-not-control" }.isEmpty)
        let withoutButton = source.replacing(#"Button("Read more") { showsFullText = true }"#, with: #"Button("Report") { report() }"#)
        #expect(Linter().lint(source: withoutButton).filter { $0.ruleID == "tap-gesture-not-control" }.count == 1)
    }
}
