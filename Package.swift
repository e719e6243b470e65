// swift-tools-version:6.0
// a11y-lsp: the accessibility language server for SwiftUI and UIKit.
//
// Swift source is parsed with the toolchain's own SwiftSyntax/SwiftParser (the
// modules in `<toolchain>/usr/lib/swift/host`), so the package has no package
// dependencies. Only when that folder lacks the modules (some Xcode toolchains)
// does the manifest fall back to the swift-syntax package of the same major
// version; that is the one way a package may enter this build.
import Foundation
import PackageDescription

/// The syntax modules the rule engine imports directly.
let syntaxModules = ["SwiftSyntax", "SwiftParser", "SwiftIfConfig", "SwiftOperators"]

/// `<toolchain>/usr/lib/swift/host`, from `A11Y_LSP_SWIFT_SYNTAX_HOST` or from the `swiftc` on PATH.
func syntaxHostFolder() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let override = environment["A11Y_LSP_SWIFT_SYNTAX_HOST"], !override.isEmpty {
        return override
    }
    let fileManager = FileManager.default
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard fileManager.isExecutableFile(atPath: candidate.path) else { continue }
        // <toolchain>/usr/bin/swiftc → <toolchain>/usr/lib/swift/host
        let usr = candidate.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        return usr.appendingPathComponent("lib/swift/host").path
    }
    return nil
}

let hostFolder = syntaxHostFolder().flatMap { folder -> String? in
    FileManager.default.fileExists(atPath: folder + "/SwiftSyntax.swiftmodule") ? folder : nil
}

var packageDependencies: [Package.Dependency] = []
var syntaxDependencies: [Target.Dependency] = []
var syntaxSwiftSettings: [SwiftSetting] = []
var syntaxLinkerSettings: [LinkerSetting] = []

if let host = hostFolder {
    syntaxSwiftSettings = [.unsafeFlags(["-I", host])]
    syntaxLinkerSettings = [.unsafeFlags(["-L", host] + syntaxModules.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", host])]
} else {
    // Fallback for toolchains without host modules: swift-syntax 603 matches Swift 6.3.
    packageDependencies = [.package(url: "https://github.com/swiftlang/swift-syntax.git", "603.0.0"..<"604.0.0")]
    syntaxDependencies = syntaxModules.map { .product(name: $0, package: "swift-syntax") }
}

let package = Package(
    name: "a11y-lsp",
    products: [
        .executable(name: "a11y-lsp", targets: ["A11yLSP"]),
        // The plugins run an installed a11y-lsp and depend on no target here, so a package
        // that requires this one by version can use them (see README, "SwiftPM plugins").
        .plugin(name: "A11yLintCommandPlugin", targets: ["A11yLintCommandPlugin"]),
        .plugin(name: "A11yLintBuildToolPlugin", targets: ["A11yLintBuildToolPlugin"]),
    ],
    dependencies: packageDependencies,
    targets: [
        .target(name: "JSONRPC"),
        .target(
            name: "RuleEngine",
            dependencies: syntaxDependencies,
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        .executableTarget(
            name: "A11yLSP",
            dependencies: ["JSONRPC", "RuleEngine"],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
        // No declared permission: SwiftPM would then demand --allow-writing-to-package-directory
        // on every run, --fix or not. On macOS, --fix needs `swift package --disable-sandbox`.
        .plugin(
            name: "A11yLintCommandPlugin",
            capability: .command(intent: .custom(verb: "a11y-lint", description: "Lint the package's Swift sources for accessibility with the installed a11y-lsp"))
        ),
        .plugin(name: "A11yLintBuildToolPlugin", capability: .buildTool()),
        .testTarget(
            name: "A11yLSPTests",
            dependencies: ["A11yLSP", "JSONRPC", "RuleEngine"] + syntaxDependencies,
            resources: [.copy("Fixtures")],
            swiftSettings: syntaxSwiftSettings,
            linkerSettings: syntaxLinkerSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
