// orientation-locked: a screen or app that allows a single orientation.

struct OrientationLocked: Rule {
    static let id = "orientation-locked"
    static let triggers: [String]? = ["supportedInterfaceOrientations"]
    static let severity = Severity.info
    static let components: [Component] = [.timingMotion]
    static let wcag = ["1.3.4"]
    // Only iPhone and iPad screens rotate.
    static let platforms: [Platform] = [.iOS]
    static let summary = "`supportedInterfaceOrientations` (or the app delegate's `supportedInterfaceOrientationsFor`) returns a single orientation."
    static let rationale = """
        Some people cannot turn their device: it is mounted on a wheelchair or a bed frame, or held in a \
        stand. A screen that works only in portrait (or only in landscape) shows them sideways text or nothing \
        usable. Unless one orientation is essential (a piano keyboard, a check deposit scan), let the screen \
        rotate and adapt its layout.
        """
    static let fixDescription = """
        Return `.all` (or `.allButUpsideDown` on iPhone) and make the layout adapt to size classes; keep a \
        single orientation only where the task truly needs it, and say why in a comment.
        """
    static let notes = [
        """
        Read from the returned mask: `.portrait`, `.landscape`, `[.portrait, .portraitUpsideDown]` and the \
        like lock the screen; `.all`, `.allButUpsideDown`, a mix of portrait and landscape, and anything the \
        engine cannot read (a variable such as `AppDelegate.orientationLock`, `super`, a call) do not. A \
        ternary locks only when both branches do. This is advice (info): some tasks need one orientation.
        """,
        "The app's Info.plist (`UISupportedInterfaceOrientations`) is not read; only Swift code is.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            final class ScannerViewController: UIViewController {
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """,
            """
            class AppDelegate: NSObject, UIApplicationDelegate {
                func ↓application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return [.portrait, .portraitUpsideDown]
                }
            }
            """,
            """
            final class PlayerController: UIViewController {
                override var ↓supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    get { UIInterfaceOrientationMask.landscape }
                }
            }
            """,
        ],
        silent: [
            """
            final class ReaderViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
            }
            """,
            """
            class AppDelegate: NSObject, UIApplicationDelegate {
                static var orientationLock = UIInterfaceOrientationMask.all
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.orientationLock
                }
            }
            """,
            """
            final class HomeController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                }
            }
            """,
            """
            final class GalleryController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscape] }
            }
            """,
        ])

    func checkModel(_ model: ViewModel, in context: RuleContext) -> [Finding] {
        let types = model.declaredTypes
        return types.typeNames.flatMap { type in
            types.members(of: type).compactMap { member -> Finding? in
                let isOrientationMember = member.isFunction
                    ? member.name == "application" && member.argumentLabels.contains("supportedInterfaceOrientationsFor")
                    : member.name == "supportedInterfaceOrientations"
                guard isOrientationMember, let body = member.body, let values = InterfaceOrientations.returnedValues(of: body),
                    values.allSatisfy({ InterfaceOrientations.isLocked($0) == true })
                else { return nil }
                return Finding(
                    Self.self, range: member.nameRange,
                    message: "This allows a single orientation: people whose device is mounted or held in the other one cannot use the screen. Allow both unless one is essential to the task.",
                    subject: nil)
            }
        }
    }
}
