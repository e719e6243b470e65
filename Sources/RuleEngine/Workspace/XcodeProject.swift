// Which target of an Xcode project each Swift file belongs to, and what that target is:
// its platform (SDKROOT / SUPPORTED_PLATFORMS), whether it is a widget extension, and
// whether it is a test bundle. Read from `project.pbxproj`, both the classic file
// references and Xcode 16's folders synchronized with a target.

import Foundation

/// What a project says about the target(s) one file is built in.
public struct TargetFacts: Equatable, Sendable {
    public var platform: Platform?
    /// Every target holding the file is a widget extension (no gestures, no text input).
    public var isWidgetExtension: Bool
    /// Every target holding the file is a test bundle.
    public var isTest: Bool

    public init(platform: Platform?, isWidgetExtension: Bool = false, isTest: Bool = false) {
        self.platform = platform
        self.isWidgetExtension = isWidgetExtension
        self.isTest = isTest
    }
}

public struct XcodeProject: Sendable {
    struct Target: Sendable {
        let name: String
        let platform: Platform?
        let isWidgetExtension: Bool
        let isTest: Bool
    }

    private(set) var targets: [Target] = []
    /// Absolute file path → indices of the targets that compile it.
    private var members: [String: Set<Int>] = [:]
    /// Folders whose files a target compiles (synchronized groups), with per-file exceptions.
    private var folders: [(path: String, targets: Set<Int>, excluded: [String: Set<Int>], included: [String: Set<Int>])] = []

    /// Reads `folder.xcodeproj/project.pbxproj`; nil when it cannot be read.
    public init?(_ projectFolder: String) {
        guard let data = FileManager.default.contents(atPath: projectFolder + "/project.pbxproj"),
            let root = try? PropertyList.parse([UInt8](data)), let objects = root["objects"]?.dictionary,
            let projectID = root["rootObject"]?.string, let project = objects[projectID]
        else { return nil }
        let sourceRoot = (projectFolder as NSString).deletingLastPathComponent
        let base = project["projectDirPath"]?.string.flatMap { $0.isEmpty ? nil : $0 }.map { (sourceRoot as NSString).appendingPathComponent($0) } ?? sourceRoot
        let paths = Self.groupPaths(objects: objects, mainGroup: project["mainGroup"]?.string, root: base)
        let projectSettings = Self.settings(objects, list: project["buildConfigurationList"]?.string, paths: paths)
        let targetIDs = project["targets"]?.array?.compactMap(\.string) ?? []
        var indexByID: [String: Int] = [:]
        for id in targetIDs {
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget" else { continue }
            let settings = projectSettings.merging(Self.settings(objects, list: target["buildConfigurationList"]?.string, paths: paths)) { _, own in own }
            let productType = target["productType"]?.string ?? ""
            let name = target["name"]?.string ?? ""
            let index = targets.count
            indexByID[id] = index
            targets.append(Target(
                name: name, platform: Self.platform(settings),
                isWidgetExtension: Self.isWidget(productType: productType, name: name, settings: settings, sourceRoot: base),
                isTest: productType.contains("unit-test") || productType.contains("ui-testing")))
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string, let path = paths[reference] else { continue }
                    members[path, default: []].insert(index)
                }
            }
        }
        // Synchronized folders: every file under them belongs to the targets that list them, less
        // each target's exceptions; an exception set naming another target adds files to it.
        for (id, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = paths[id] else { continue }
            let owners = Set(targetIDs.compactMap { targetID -> Int? in
                guard let index = indexByID[targetID],
                    objects[targetID]?["fileSystemSynchronizedGroups"]?.array?.contains(where: { $0.string == id }) == true
                else { return nil }
                return index
            })
            var excluded: [String: Set<Int>] = [:]
            var included: [String: Set<Int>] = [:]
            for exceptionID in object["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let exception = objects[exceptionID], let target = exception["target"]?.string.flatMap({ indexByID[$0] }) else { continue }
                for file in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                    let path = (folder as NSString).appendingPathComponent(file)
                    if owners.contains(target) { excluded[path, default: []].insert(target) } else { included[path, default: []].insert(target) }
                }
            }
            folders.append((folder, owners, excluded, included))
        }
    }

    /// The facts of the targets that compile a file; nil when no target of this project does.
    public func facts(for absolutePath: String) -> TargetFacts? {
        var holding = members[absolutePath] ?? []
        for folder in folders where absolutePath.hasPrefix(folder.path + "/") {
            holding.formUnion(folder.targets.subtracting(folder.excluded[absolutePath] ?? []))
            holding.formUnion(folder.included[absolutePath] ?? [])
        }
        guard !holding.isEmpty else { return nil }
        let held = holding.map { targets[$0] }
        // A file built for several platforms is checked against the strictest one it ships on; when
        // one of its targets' platform cannot be read, the platform is not known.
        let platforms = held.compactMap(\.platform)
        let platform = platforms.count < held.count ? nil : [Platform.iOS, .watchOS, .visionOS, .tvOS, .macOS].first(where: platforms.contains)
        // A widget's view is often compiled into the app too (for intents and previews): a file a widget
        // extension builds counts as widget code when its path says so.
        let isWidget = held.allSatisfy(\.isWidgetExtension)
            || (held.contains(where: \.isWidgetExtension) && absolutePath.split(separator: "/").contains { $0.localizedCaseInsensitiveContains("widget") })
        return TargetFacts(platform: platform, isWidgetExtension: isWidget, isTest: held.allSatisfy(\.isTest))
    }

    // MARK: Reading the project

    /// Each group's and file reference's absolute path, from the main group down.
    private static func groupPaths(objects: [String: PropertyList], mainGroup: String?, root: String) -> [String: String] {
        var result: [String: String] = [:]
        guard let mainGroup else { return result }
        var pending = [(id: mainGroup, parent: root)]
        var visited: Set<String> = []
        while let (id, parent) = pending.popLast() {
            guard visited.insert(id).inserted, let object = objects[id] else { continue }
            let own = object["path"]?.string
            let path: String
            switch object["sourceTree"]?.string {
            case "SOURCE_ROOT": path = own.map { (root as NSString).appendingPathComponent($0) } ?? root
            case "<absolute>": path = own ?? parent
            case "<group>", nil: path = own.map { (parent as NSString).appendingPathComponent($0) } ?? parent
            default: continue  // SDK and build-product references are not the project's sources
            }
            result[id] = (path as NSString).standardizingPath
            for child in object["children"]?.array?.compactMap(\.string) ?? [] { pending.append((child, path)) }
        }
        return result
    }

    /// The build settings of a configuration list's first configuration (Debug, usually), over
    /// those of the `.xcconfig` file it is based on.
    private static func settings(_ objects: [String: PropertyList], list: String?, paths: [String: String]) -> [String: String] {
        guard let list, let configuration = objects[list]?["buildConfigurations"]?.array?.first?.string,
            let object = objects[configuration], let settings = object["buildSettings"]?.dictionary
        else { return [:] }
        let own = settings.compactMapValues { $0.string ?? $0.array?.compactMap(\.string).joined(separator: " ") }
        let base = object["baseConfigurationReference"]?.string.flatMap { paths[$0] }.map { XCConfig.settings(at: $0) } ?? [:]
        return base.merging(own) { _, own in own }
    }

    static func platform(_ settings: [String: String]) -> Platform? {
        let sdk = settings["SDKROOT"] ?? ""
        let supported = sdk == "auto" || sdk.isEmpty ? (settings["SUPPORTED_PLATFORMS"] ?? "") : sdk
        let names = supported.split(separator: " ").map(String.init)
        let order: [(String, Platform)] = [("iphoneos", .iOS), ("watchos", .watchOS), ("xros", .visionOS), ("appletvos", .tvOS), ("macosx", .macOS)]
        return order.first { prefix, _ in names.contains { $0.hasPrefix(prefix) } }?.1
    }

    private static func isWidget(productType: String, name: String, settings: [String: String], sourceRoot: String) -> Bool {
        guard productType.hasPrefix("com.apple.product-type.app-extension") || productType.contains("extensionkit") else { return false }
        if let plist = settings["INFOPLIST_FILE"],
            let data = FileManager.default.contents(atPath: (sourceRoot as NSString).appendingPathComponent(plist.replacingOccurrences(of: "$(SRCROOT)/", with: "")))
        {
            return String(decoding: data, as: UTF8.self).contains("com.apple.widgetkit-extension")
        }
        return name.localizedCaseInsensitiveContains("widget")
    }
}

/// Build settings from an `.xcconfig` file and the files it includes.
enum XCConfig {
    static func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let data = FileManager.default.contents(atPath: path) else { return [:] }
        var result: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = rawLine.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init)?.trimmingCharacters(in: .whitespaces) ?? ""
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"")
                guard quoted.count >= 2 else { continue }
                result.merge(settings(at: (folder as NSString).appendingPathComponent(String(quoted[1])), depth: depth + 1)) { _, new in new }
                continue
            }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            guard !key.contains("[") else { continue }  // conditional settings (`KEY[sdk=…]`) are left out
            result[key] = parts[1].trimmingCharacters(in: .whitespaces)
        }
        return result
    }
}
