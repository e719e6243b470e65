// The platform conditional compilation is evaluated for (iOS unless configured).

import SwiftIfConfig
import SwiftSyntax

public enum Platform: String, CaseIterable, Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// Answers `#if` conditions as a build for the platform would: `os(…)`, `canImport(…)`;
/// custom conditions such as `DEBUG` are unset, so debug-only code is not checked.
struct PlatformBuildConfiguration: BuildConfiguration {
    let platform: Platform

    func activeClause(of node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        node.activeClause(in: self).clause
    }

    func isCustomConditionSet(name: String) -> Bool { false }
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        guard let module = importPath.first?.1 else { return false }
        switch module {
        case "AppKit", "Cocoa": return platform == .macOS
        case "UIKit": return platform != .macOS && platform != .watchOS
        case "WatchKit": return platform == .watchOS
        default: return true  // Apple's frameworks and the app's own packages are there
        }
    }

    func isActiveTargetOS(name: String) -> Bool {
        switch platform {
        case .iOS: return name == "iOS"
        case .macOS: return name == "macOS" || name == "OSX"
        case .tvOS: return name == "tvOS"
        case .watchOS: return name == "watchOS"
        case .visionOS: return name == "visionOS" || name == "xrOS"
        }
    }

    func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    var targetPointerBitWidth: Int { 64 }
    var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    var endianness: Endianness { .little }
    var languageVersion: VersionTuple { VersionTuple(6, 0) }
    var compilerVersion: VersionTuple { VersionTuple(6, 3) }
}
