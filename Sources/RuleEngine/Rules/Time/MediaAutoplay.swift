// media-autoplay: a player that starts by itself as the view appears, with no way to pause it.

struct MediaAutoplay: Rule {
    static let id = "media-autoplay"
    /// Reads the view type's other declarations (its controls, the methods that start playback),
    /// and every type of the file: a `VideoPlayer` anywhere in it may be where the player is shown.
    static let scope = RuleScope.file
    static let triggers: [String]? = [".play()"]
    static let severity = Severity.warning
    static let components: [Component] = [.timingMotion]
    static let wcag = ["1.4.2"]
    static let summary = "An `AVPlayer` is started with `play()` as the view appears (`onAppear`, `task`, `init`, `viewDidLoad`…) and the view offers no way to pause it."
    static let rationale = """
        Sound that starts by itself talks over VoiceOver, which is how a blind user hears the screen; if \
        nothing on screen pauses it, they cannot hear their way to the control that would. Video or audio that \
        plays automatically needs a pause or stop control, or should start muted.
        """
    static let fixDescription = """
        Show the player with its system controls (`VideoPlayer(player:)`, `AVPlayerViewController`), add a \
        pause button, or start muted (`player.isMuted = true`) and let the user turn the sound on.
        """
    static let notes = [
        """
        The player is a local or a property declared in the file as `AVPlayer` or `AVQueuePlayer`; short sound \
        effects (`AVAudioPlayer`, system sounds) are not reported. Playback counts as automatic when `play()` \
        runs in `.onAppear`, `.task`, an initializer or a view controller's `viewDidLoad`/`viewWillAppear`/\
        `viewDidAppear` (callbacks such as a ready-to-play observer included), or in a method of the same type \
        that one of those calls; never when it runs from a button or gesture.
        """,
        """
        Silent when the type mentions `pause` (a pause control or call exists), sets `isMuted`, shows \
        `VideoPlayer` or `AVPlayerViewController` (system controls), or passes the player on to another view \
        or object (which may show controls); only an `AVPlayerLayer` or `AVPlayerLooper`, which draw or \
        repeat it, does not count. A type only extended in this file is left alone.
        """,
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct WelcomeView: View {
                @State private var player = AVPlayer(url: Bundle.main.url(forResource: "intro", withExtension: "mp4")!)
                var body: some View {
                    PlayerLayerView(layer: AVPlayerLayer(player: player))
                        .onAppear { ↓player.play() }
                }
            }
            """,
            """
            final class RadioViewController: UIViewController {
                private var player: AVPlayer?
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    player = AVPlayer(url: streamURL)
                    ↓player?.play()
                }
            }
            """,
            """
            struct Ambience: View {
                private let player: AVQueuePlayer
                init(items: [AVPlayerItem]) {
                    player = AVQueuePlayer(items: items)
                }
                var body: some View { Color.black.task { start() } }
                private func start() { ↓player.play() }
            }
            """,
        ],
        silent: [
            """
            struct Trailer: View {
                @State private var player = AVPlayer(url: trailerURL)
                var body: some View {
                    VideoPlayer(player: player).onAppear { player.play() }
                }
            }
            """,
            """
            struct WelcomeView: View {
                @State private var player = AVPlayer(url: introURL)
                var body: some View {
                    PlayerLayerView(layer: AVPlayerLayer(player: player))
                        .onAppear { player.isMuted = true; player.play() }
                }
            }
            """,
            """
            struct Episode: View {
                @State private var player = AVPlayer(url: episodeURL)
                var body: some View {
                    Button("Play") { player.play() }
                }
            }
            """,
            """
            struct Radio: View {
                @State private var player = AVPlayer(url: streamURL)
                var body: some View {
                    VStack { Button("Pause") { player.pause() } }.onAppear { player.play() }
                }
            }
            """,
            """
            struct Clip: View {
                @StateObject var model: ClipModel
                var body: some View { ClipSurface(model: model).onAppear { model.player.play() } }
            }
            """,
            """
            struct Feed: View {
                @State private var player = AVPlayer(url: clipURL)
                var body: some View {
                    InlinePlayer(player: player).onAppear { player.play() }
                }
            }
            """,
        ])

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard let player = call.playedReceiver, let type = call.scope.type?.name else { return [] }
        let types = context.model.declaredTypes
        guard types.isDeclared(type), let declared = call.declaredType(of: player, in: types), Self.isStreamingPlayer(declared),
            call.runsOnAppearance(in: types, model: context.model)
        else { return [] }
        let mentioned = types.identifiers(of: type)
        guard !mentioned.contains(where: { $0.lowercased().contains("pause") }), !mentioned.contains("isMuted"),
            !types.typeNames.contains(where: { types.identifiers(of: $0).contains("VideoPlayer") || types.identifiers(of: $0).contains("AVPlayerViewController") }),
            !types.handsOn(player, in: type)
        else { return [] }
        return [
            Finding(
                Self.self, range: call.chainRange,
                message: "This starts playback as the view appears, and nothing in \(type) pauses it: sound that plays by itself talks over VoiceOver. Show system playback controls, add a pause button, or start muted.",
                subject: call)
        ]
    }

    /// `AVPlayer`, `AVPlayer?`, `AVPlayer(url: …)`, `AVQueuePlayer(items: …)`.
    private static func isStreamingPlayer(_ declared: String) -> Bool {
        let name = declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name == "AVPlayer" || name == "AVQueuePlayer"
    }
}
