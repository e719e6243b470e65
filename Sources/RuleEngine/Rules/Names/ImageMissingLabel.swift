// image-missing-label: an asset or bitmap image shown as content, with no name and not marked decorative.

import SwiftSyntax

struct ImageMissingLabel: Rule {
    static let id = "image-missing-label"
    static let triggers: [String]? = ["Image("]
    static let severity = Severity.warning
    static let components: [Component] = [.semanticControl]
    static let wcag = ["4.1.2", "1.1.1"]
    static let summary = "An asset or `UIImage` image in a view's body has no accessibility label and is not marked decorative."
    static let rationale = """
        VoiceOver stops on an image and speaks its label; with none, it falls back to the asset's file name \
        ("hero_bg_2x, Image") or just "Image" for a bitmap. A user hears noise where a picture adds nothing, and \
        learns nothing where it carries meaning. Saying which it is, decorative or described, fixes both.
        """
    static let fixDescription = """
        If the image is decoration, create it with `Image(decorative: "asset")` (or add `.accessibilityHidden(true)`); \
        if it carries meaning, add `.accessibilityLabel("…")` describing it.
        """
    static let notes = [
        "WCAG 1.1.1 (Non-text Content) is listed beside the catalog's 4.1.2: it is the criterion that asks for a text alternative, or for decoration to be ignorable.",
        "Images built from an asset name (a literal, a generated resource such as `Image(.bannerArt)`, a constant or a variable), `uiImage:` or `nsImage:` are read: whatever the asset is called, a missing label is missing. SF Symbols and `Image(systemSymbol:)`-style wrappers are left alone, and so is an image whose name is a function call (a helper may pick a symbol). The fixes never invent words: they offer a placeholder label for the author to fill in, or marking the image decorative.",
        "Only images placed in a view's `body` (or a modifier's `body(content:)`) are judged. An image in a helper property or function may end up in a control's label or a `Label`'s icon, where it is decorative by design, so it is not reported.",
        "The image is left alone inside a control, a `Label`, a `Text`, a tab item, or a custom view (which may combine or hide its content), and under any ancestor that hides, combines, ignores or replaces its children's accessibility or carries a label of its own. The same holds for a view's `body` when every use of that view in the workspace is inside a control's label (a row shown only as a `NavigationLink`'s label): the image is part of the control.",
        "Images in backgrounds, masks, context-menu previews and swipe actions are left alone: they are decoration by intent, and whether VoiceOver reaches them depends on the container.",
        "An image with a gesture, or inside a view with one, is left to the gesture rules: it is (part of) a tap target, whose fix is a control with a name.",
    ]
    static let examples = RuleExamples(
        fires: [
            """
            struct Onboarding: View {
                var body: some View {
                    VStack {
                        ↓Image("onboarding-hero").resizable().scaledToFit()
                        Text("Welcome")
                    }
                }
            }
            """,
            """
            struct AuthorRow: View {
                let avatar: UIImage
                var body: some View {
                    HStack {
                        ↓Image(uiImage: avatar).clipShape(Circle())
                        Text(name)
                    }
                }
            }
            """,
            """
            struct Card: View {
                var body: some View {
                    ZStack {
                        ↓Image("paper-texture")
                        Text(title)
                    }
                    .overlay(alignment: .topTrailing) { ↓Image("new-badge") }
                }
            }
            """,
            """
            struct Poster: View {
                var body: some View {
                    if let image {
                        ↓Image(uiImage: image)
                    } else {
                        ProgressView()
                    }
                }
            }
            """,
            """
            struct Banner: View {
                var body: some View {
                    VStack {
                        ↓Image(.bannerArt).resizable()
                        ↓Image(Constants.heroImage)
                        Text("Summer sale")
                    }
                }
            }
            """,
        ],
        silent: [
            """
            struct Header: View {
                var body: some View {
                    VStack {
                        Image(decorative: "divider")
                        Image("logo").accessibilityLabel("Acme")
                        Image("swirl").accessibilityHidden(true)
                        Image(systemName: "star.fill")
                        Image(systemSymbol: .gear)
                    }
                }
            }
            """,
            """
            struct Actions: View {
                var body: some View {
                    Button(action: share) { Image("share-icon") }.accessibilityLabel("Share")
                    Label { Text("Pro") } icon: { Image("crown") }
                }
            }
            """,
            """
            struct Country: View {
                var body: some View {
                    HStack { Image("flag-fr"); Text("France") }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("France")
                }
            }
            """,
            """
            struct Profile: View {
                var body: some View { logo }
                var logo: some View { Image("logo") }
            }
            """,
            """
            struct Gallery: View {
                var body: some View {
                    CardView { Image("sunset") }
                    Text("Notes").background(Image("paper"))
                }
            }
            """,
            """
            struct Photo: View {
                var body: some View {
                    Image("photo").onTapGesture { open() }
                    Image(uiImage: preview, label: Text("Preview"))
                }
            }
            """,
            """
            struct Thumbnail: View {
                var body: some View {
                    Group {
                        if let image { Image(uiImage: image).resizable() } else { ProgressView() }
                    }
                    .onTapGesture { select() }
                }
            }
            """,
            """
            struct Mac: View {
                var body: some View {
                    #if os(macOS)
                    Image("mac-hero")
                    #endif
                }
            }
            """,
            #"#Preview { Image("hero") }"#,
            """
            struct AlbumRow: View {
                let album: Album
                var body: some View {
                    HStack { Image(uiImage: album.cover); Text(album.title) }
                }
            }
            // file: AlbumList.swift
            struct AlbumList: View {
                var body: some View {
                    List(albums) { album in NavigationLink(value: album) { AlbumRow(album: album) } }
                }
            }
            """,
            """
            struct Banner: View {
                var body: some View {
                    VStack {
                        Image(.bannerArt).accessibilityHidden(true)
                        Image(Constants.heroImage).accessibilityLabel("A lighthouse at dusk")
                        Image(icon(for: kind))
                        Button(action: open) { Image(.shareIcon) }.accessibilityLabel("Share")
                    }
                }
            }
            """,
        ])

    /// Modifier closures whose content is shown as content (an overlay badge, a toolbar logo, a sheet).
    private static let contentModifiers: Set<String> = [
        "overlay", "toolbar", "sheet", "fullScreenCover", "popover", "safeAreaInset", "navigationDestination", "inspector",
    ]

    func check(_ call: ViewCall, in context: RuleContext) -> [Finding] {
        guard call.typeName == "Image", let constructor = call.constructor, let kind = assetKind(call),
            call.accessibilityLabel == nil, !call.isAccessibilityHidden, !call.hasCustomAccessibilityModifier,
            !call.hasAccessibilityReplacement, !call.mergesChildren, !call.isInvisible, call.gestures.isEmpty,
            isShownAsContent(call), call.enclosingDeclarationName == "body"
        else { return [] }
        let fallback = kind == .bitmap ? "only \"Image\"" : "its file name"
        return [
            Finding(
                Self.self, range: constructor.byteRange,
                message: "This image has no accessibility label, so VoiceOver announces \(fallback); use Image(decorative:) if it is decoration, or add .accessibilityLabel(\"…\") describing it.",
                subject: call, fixes: fixes(for: call, constructor: constructor, kind: kind, in: context))
        ]
    }

    private enum AssetKind { case asset, namedAsset, bitmap }

    private func assetKind(_ call: ViewCall) -> AssetKind? {
        guard let first = call.arguments.first, !call.arguments.contains(where: { $0.label == "label" }) else { return nil }
        switch first.label {
        case nil:
            if let name = ExpressionReader.stringLiteral(first.expression) { return name.isEmpty ? nil : .asset }
            // `Image(.bannerArt)`, `Image(Constants.heroImage)`, `Image(name)`: an asset whose name is unknown.
            let expression = first.expression
            return expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) ? .namedAsset : nil
        case "uiImage", "nsImage":
            return .bitmap
        default:
            return nil
        }
    }

    /// Every view between the image and its body's root shows it as plain content.
    private func isShownAsContent(_ call: ViewCall) -> Bool {
        var child = call
        while let parent = child.parent {
            if case .modifier(let name) = child.role, !Self.contentModifiers.contains(name) { return false }
            if parent.kind.isInteractive || parent.kind == .label || parent.kind == .text || parent.kind == .expression || parent.typeName == "Tab" {
                return false
            }
            if case .custom = parent.kind { return false }
            if parent.isAccessibilityHidden || parent.mergesChildren || parent.hasAccessibilityReplacement || parent.hasCustomAccessibilityModifier
                || parent.accessibilityLabelModifier != nil || !parent.gestures.isEmpty
            {
                return false
            }
            child = parent
        }
        // A view used only as a control's label elsewhere: the image is part of that control.
        return call.bodyIsOnlyUsedAsLabelOf == nil
    }

    /// Whether an image is decoration only its author knows, so both fixes are offered one at a time
    /// and never applied by fix-all: a placeholder label to fill in, or marking it decorative.
    private func fixes(for call: ViewCall, constructor: FunctionCallExprSyntax, kind: AssetKind, in context: RuleContext) -> [Fix] {
        var fixes: [Fix] = []
        // What an image shows only its author knows: never words read from its asset name.
        let code = ".accessibilityLabel(\(SuggestedLabel.placeholder.expression))"
        fixes.append(Fix(
            title: SuggestedLabel.placeholder.additionTitle(code, placeholderAsks: "type what the image shows"),
            edits: [context.fixes.appendModifier(code, to: call)], isSafe: false))
        if kind == .asset, let first = constructor.arguments.first {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            fixes.append(Fix(title: "Mark it decorative: Image(decorative:)", edits: [TextEdit(range: start..<start, replacement: "decorative: ")], isSafe: false))
        } else {
            fixes.append(Fix(title: "Hide it from accessibility as decoration", edits: [context.fixes.appendModifier(".accessibilityHidden(true)", to: call)], isSafe: false))
        }
        return fixes
    }
}
