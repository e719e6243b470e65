// Builds the accessibility tree of each `View` type in a file from its view model: the
// elements VoiceOver reaches by swiping, in order, grouped as SwiftUI groups them, each
// with the announcement hover shows (`AnnouncementPreview`, the one implementation).
//
// Reading order: a stack's (and a `ZStack`'s, back to front) content in source order, then
// `.accessibilitySortPriority` (higher first) among the views of one container. A control,
// `Text`, `Image`, `Label` or combined view is one element; a `.contain` container keeps its
// elements as children; other containers add nothing of their own.

import SwiftSyntax

/// A file the tree reads a custom view's body from: its model and text.
public struct TreeSourceFile {
    public let model: ViewModel
    public let bytes: [UInt8]

    public init(model: ViewModel, bytes: [UInt8]) {
        self.model = model
        self.bytes = bytes
    }
}

public struct TreeOptions {
    /// How many levels of custom views are shown by their bodies (the rest by their names).
    public var expansionDepth: Int
    /// The file that declares a custom view this file does not, from the workspace index.
    public var otherFile: (String) -> TreeSourceFile?

    public init(expansionDepth: Int = 1, otherFile: @escaping (String) -> TreeSourceFile? = { _ in nil }) {
        self.expansionDepth = expansionDepth
        self.otherFile = otherFile
    }
}

public enum TreeBuilder {
    /// The trees of every `View` type `file` declares with a `body`, in source order; only
    /// `typeName`'s when given.
    public static func tree(of file: TreeSourceFile, typeName: String? = nil, options: TreeOptions = TreeOptions()) -> AccessibilityTree {
        let lines = LineIndex(file.bytes)
        let types = file.model.declaredTypes
        // A file declaring custom views is read once however many views use them.
        var options = options
        let memo = OtherFiles(options.otherFile)
        options.otherFile = memo.file(declaring:)
        var views: [ViewTree] = []
        for declaration in viewDeclarations(in: types) where typeName == nil || declaration.name == typeName {
            guard let body = types.member("body", of: declaration.name), body.body != nil else { continue }
            var walk = TreeWalk(home: file, lines: lines, options: options)
            let elements = walk.elements(ofMember: "body", in: declaration.name, source: file, state: TreeWalk.State())
            views.append(ViewTree(
                typeName: declaration.name, line: lines.line(containing: declaration.offset) + 1,
                bodyLine: lines.line(containing: body.nameRange.lowerBound) + 1, bodyRange: body.nameRange, declarationRange: declaration.range,
                elements: elements, hidden: walk.hidden.sorted { $0.line < $1.line }, rotor: RotorSummary(counting: elements)))
        }
        return AccessibilityTree(views: views)
    }

    /// Types declared or extended as `View`, by the offset of their name.
    static func viewDeclarations(in types: DeclaredTypes) -> [(name: String, offset: Int, range: Range<Int>)] {
        types.typeNames.compactMap { name -> (name: String, offset: Int, range: Range<Int>)? in
            for declaration in types.declarations(of: name) {
                let inherited: InheritanceClauseSyntax?
                let nameOffset: Int
                if let node = declaration.as(StructDeclSyntax.self) {
                    (inherited, nameOffset) = (node.inheritanceClause, node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
                } else if let node = declaration.as(ClassDeclSyntax.self) {
                    (inherited, nameOffset) = (node.inheritanceClause, node.name.positionAfterSkippingLeadingTrivia.utf8Offset)
                } else if let node = declaration.as(ExtensionDeclSyntax.self) {
                    (inherited, nameOffset) = (node.inheritanceClause, node.extendedType.positionAfterSkippingLeadingTrivia.utf8Offset)
                } else {
                    continue
                }
                let names = inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                if names.contains("View") || names.contains("SwiftUI.View") {
                    // The body may sit in another extension of the type: the view spans all of them.
                    let ranges = types.declarations(of: name).map(\.byteRange)
                    let whole = (ranges.map(\.lowerBound).min() ?? 0)..<(ranges.map(\.upperBound).max() ?? 0)
                    return (name, nameOffset, whole)
                }
            }
            return nil
        }.sorted { $0.offset < $1.offset }
    }
}

/// The other files read for one tree, by the type asked for.
private final class OtherFiles {
    private let read: (String) -> TreeSourceFile?
    private var found: [String: TreeSourceFile?] = [:]

    init(_ read: @escaping (String) -> TreeSourceFile?) { self.read = read }

    func file(declaring name: String) -> TreeSourceFile? {
        if let known = found[name] { return known }
        let file = read(name)
        found[name] = .some(file)
        return file
    }
}

extension RotorSummary {
    init(counting elements: [TreeElement]) {
        for element in elements {
            if element.isContainer {
                let inner = RotorSummary(counting: element.children)
                headings += inner.headings
                links += inner.links
                formControls += inner.formControls
                images += inner.images
                continue
            }
            if element.traits.contains("header") { headings += 1 }
            if element.traits.contains("link") { links += 1 }
            if element.isFormControl { formControls += 1 }
            if element.traits.contains("image") { images += 1 }
        }
    }
}
