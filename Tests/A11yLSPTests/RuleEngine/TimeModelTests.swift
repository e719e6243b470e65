// The model facts the timing and motion rules read: animation curves and how far they move
// views, waits and what runs after them, property writes, locked orientations, and the
// Timing and Motion card on hover.

import RuleEngine
import SwiftParser
import SwiftSyntax
import Testing

@Suite final class TimeModelTests: ModelFixture {
    private func firstModifier(_ source: String, _ name: String) throws -> Modifier {
        try #require(model(source).calls.flatMap(\.modifiers).first { $0.name == name })
    }

    @Test(arguments: [
        (".animation(.easeInOut(duration: 2), value: x)", 2.0, false),
        (".animation(.linear(duration: 1).repeatForever(autoreverses: false), value: x)", 1.0, true),
        (".animation(Animation.easeIn(duration: 0.5).repeatCount(4), value: x)", 2.0, false),
        (".animation(.easeOut(duration: 3).speed(2), value: x)", 1.5, false),
        (".animation(.default, value: x)", 0.35, false),
        (".animation(.spring(response: 0.8), value: x)", 0.8, false),
        (".animation(reduce ? nil : .easeIn(duration: 4), value: x)", 4.0, false),
    ])
    func animationCurvesAreRead(_ modifier: String, _ seconds: Double, _ forever: Bool) throws {
        let curve = try #require(try firstModifier("Circle()" + modifier, "animation").animationCurve)
        #expect(curve.duration == seconds)
        #expect(curve.repeatsForever == forever)
    }

    @Test(arguments: [".animation(style, value: x)", ".animation(makeAnimation(), value: x)", ".animation(nil, value: x)"])
    func animationsTheEngineCannotReadAreUnknown(_ modifier: String) throws {
        #expect(try firstModifier("Circle()" + modifier, "animation").animationCurve == nil)
    }

    @Test(arguments: [
        (".offset(x: open ? 0 : -300)", MotionExtent.far),
        (".offset(y: pressed ? 2 : 0)", MotionExtent.small),
        (".offset(x: shift.width)", MotionExtent.unknown),
        (".scaleEffect(shown ? 1 : 0)", MotionExtent.far),
        (".scaleEffect(pulsing ? 1.4 : 1)", MotionExtent.noticeable),
        (".rotationEffect(.degrees(spin ? 360 : 0))", MotionExtent.far),
        (".rotationEffect(.radians(.pi / 8))", MotionExtent.unknown),
        (".rotationEffect(.degrees(open ? 30 : 0))", MotionExtent.small),
        (".offset(x: CGFloat(page) * -320)", MotionExtent.unknown),
        (".rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))", MotionExtent.far),
    ])
    func motionIsGradedFromTheNumbersWritten(_ modifier: String, _ extent: MotionExtent) throws {
        let name = String(modifier.dropFirst().prefix { $0 != "(" })
        #expect(try firstModifier("Card()" + modifier, name).motionExtent == extent)
    }

    @Test func fadesAreNotMotion() throws {
        #expect(try firstModifier("Card().opacity(shown ? 1 : 0)", "opacity").motionExtent == nil)
    }

    private func delayedWork(_ source: String) throws -> DelayedWork {
        try #require(model(source).calls.compactMap(\.delayedWork).first)
    }

    @Test func waitsAreReadWithTheirLengthAndWork() throws {
        let after = try delayedWork("func f() { DispatchQueue.main.asyncAfter(deadline: .now() + 3) { shown = false } }")
        #expect(after.seconds == 3)
        #expect(after.writes.map(\.property) == ["shown"])
        #expect(after.writes.map(\.value) == [.off])

        let sleep = try delayedWork("func f() async { try? await Task.sleep(for: .seconds(2)); toast = nil; banner.toggle() }")
        #expect(sleep.seconds == 2)
        #expect(sleep.writes.map(\.value) == [.off, .toggled])
        #expect(!sleep.awaitsOtherWork)

        let nanoseconds = try delayedWork("func f() async { try await Task.sleep(nanoseconds: 1_500_000_000); await MainActor.run { self.error = nil } }")
        #expect(nanoseconds.seconds == 1.5)
        #expect(!nanoseconds.awaitsOtherWork, "hopping to the main actor is no other work")
        #expect(nanoseconds.writes.map(\.property) == ["error"])

        let timer = try delayedWork("func f() { Timer.scheduledTimer(withTimeInterval: 4, repeats: false) { _ in self.dismiss() } }")
        #expect(timer.seconds == 4)
        #expect(timer.dismisses)
    }

    @Test func aDebounceWaitsForOtherWork() throws {
        let debounce = try delayedWork("func f() async { try? await Task.sleep(for: .milliseconds(300)); results = try await search(query) }")
        #expect(debounce.seconds == 0.3)
        #expect(debounce.awaitsOtherWork)
    }

    @Test func repeatingTimersAndFunctionReferencesDeferNothingSeen() throws {
        let calls = model("func f() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in tick() }; DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: work) }").calls
        #expect(calls.compactMap(\.delayedWork).isEmpty)
    }

    private func returnedMask(_ body: String) throws -> [Bool?] {
        let source = "final class C: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(body) } }"
        let tree = Parser.parse(source: source)
        let getter = try #require(tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first?.decl.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock)
        guard case .getter(let statements) = getter.accessors else { return [] }
        return try #require(InterfaceOrientations.returnedValues(of: statements)).map(InterfaceOrientations.isLocked)
    }

    @Test func orientationMasksAreRead() throws {
        #expect(try returnedMask(".portrait") == [true])
        #expect(try returnedMask("[.landscapeLeft, .landscapeRight]") == [true])
        #expect(try returnedMask("return [.portrait, .landscape]") == [false])
        #expect(try returnedMask(".allButUpsideDown") == [false])
        #expect(try returnedMask("isPad ? .all : .portrait") == [false])
        #expect(try returnedMask("AppDelegate.lock") == [nil])
    }

    @Test(arguments: [
        ("Circle().animation(.spring, value: x)", "animation"),
        ("func f() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { } }", "asyncAfter"),
        ("func f() async { try? await Task.sleep(for: .seconds(1)) }", "sleep"),
    ])
    func timingCodeShowsTheTimingAndMotionCard(_ source: String, _ name: String) throws {
        let built = model(source)
        // On the modifier's name, just after its dot.
        let dot = try #require(source.range(of: "." + name)).lowerBound
        let offset = source.utf8.distance(from: source.startIndex, to: dot) + 1
        let match = try #require(ComponentResolver.match(at: offset, in: built))
        #expect(match.component == .timingMotion)
        #expect(ComponentCards.card(for: .timingMotion)?.markdown.contains("Reduce Motion") == true)
    }
}

extension TimeModelTests {
    /// `namesRead` answers `mentions` for plain names: a branch's condition read once, not once per name.
    @Test func aConditionsNamesReadAreTheNamesItMentions() throws {
        let view = model("""
            struct Status: View {
                var body: some View {
                    if let e = self.error, !model.saved, count2 > 0 || é_ü, list.isEmpty, x.y.z { Text("Failed") }
                    if case .failed(let reason) = state { Text(reason) }
                }
            }
            """)
        let branches = view.declaredTypes.conditionalContent(of: "Status", in: view)
        let first = try #require(branches.first { $0.condition.contains("error") })
        #expect(branches.contains { $0.condition.contains("reason") })
        let names = ["e", "error", "self", "model", "saved", "count", "count2", "é_ü", "list", "isEmpty", "x", "y", "z", "failed", "reason", "state", "let", "case"]
        for branch in branches {
            for name in names {
                #expect(branch.namesRead.contains(name) == branch.mentions(name), "\(name) in \(branch.condition)")
            }
        }
        #expect(first.namesRead.isSuperset(of: ["error", "model", "count2", "é_ü", "list", "x"]))
        #expect(first.namesRead.isDisjoint(with: ["saved", "isEmpty", "self", "y"]))
    }
}
