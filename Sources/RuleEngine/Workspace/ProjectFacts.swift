// What the project says about each file: the platform it is built for and whether it
// is a widget extension or a test, from the Xcode projects and Swift packages under the
// workspace. `"platform": "auto"` (the default) reads it; an explicit platform wins.

import Foundation
import SwiftParser
import SwiftSyntax

public struct ProjectFacts: Sendable {
    private var projects: [XcodeProject] = []
    /// Package roots (folders of `Package.swift`) with the platforms their manifest lists, deepest first.
    private var packages: [(root: String, platforms: [Platform])] = []

    public init() {}

    /// The facts of the Xcode projects and package manifests `WorkspaceFiles.find` found.
    public init(_ found: WorkspaceFiles.Found) {
        projects = found.xcodeProjects.compactMap { XcodeProject(ConfigurationFiles.absolute($0)) }
        packages = found.packageManifests.compactMap { manifest in
            let absolute = ConfigurationFiles.absolute(manifest)
            guard let data = FileManager.default.contents(atPath: absolute) else { return nil }
            return ((absolute as NSString).deletingLastPathComponent, Self.platforms(inManifest: [UInt8](data)))
        }.sorted { $0.root.count > $1.root.count }
    }

    public var isEmpty: Bool { projects.isEmpty && packages.isEmpty }

    /// What the projects say about a file, by absolute path: an Xcode target holding it first, then
    /// the nearest package whose manifest lists platforms.
    public func facts(for absolutePath: String) -> TargetFacts? {
        for project in projects {
            if let facts = project.facts(for: absolutePath) { return facts }
        }
        for package in packages where absolutePath.hasPrefix(package.root + "/") {
            guard !package.platforms.isEmpty else { return nil }
            let platform = [Platform.iOS, .watchOS, .visionOS, .tvOS, .macOS].first(where: package.platforms.contains)
            return TargetFacts(platform: platform, isWidgetExtension: false, isTest: false)
        }
        return nil
    }

    /// `platforms: [.iOS(.v17), .macOS(.v14)]` of a manifest's `Package(…)`.
    static func platforms(inManifest bytes: [UInt8]) -> [Platform] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let finder = PlatformsFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.platforms
    }
}

private final class PlatformsFinder: SyntaxVisitor {
    var platforms: [Platform] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else { return .visitChildren }
        for element in array.elements {
            let callee = element.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? element.expression
            guard let name = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { continue }
            if let platform = Platform.allCases.first(where: { $0.rawValue == name }) { platforms.append(platform) }
        }
        return .skipChildren
    }
}
