// `a11y-lsp tree FILE`: the screen of each View type in a file as VoiceOver reads it.

import Foundation
import JSONRPC
import RuleEngine

enum TreeCommand {
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    static let usage = """
        usage: a11y-lsp tree FILE [--type NAME] [--format text|json|markdown] [--depth N] [--no-index]

        Prints the accessibility tree of each View type FILE declares: the elements VoiceOver
        reaches by swiping, in order, each with its source line and what VoiceOver says, the
        views it skips (hidden: line and reason) and what the rotor counts.

          --type NAME     only the View type NAME
          --format text   one element a line: `12  "Play, Button"`, a container's elements indented (default)
          --format json   {"version":1,"views":[{"type","line","elements","hidden","rotor"}]}
          --format markdown  a heading per view and a list of its elements
          --depth N       how many levels of custom views to show by their bodies (default 1)
          --no-index      read FILE alone: custom views of other files are shown by name

        Exit status: 0, or 2 for a usage error, an unreadable file or no such View type.
        """

    struct Options {
        var path: String?
        var typeName: String?
        var format = Format.text
        var depth = 1
        var useIndex = true
    }

    static func run(_ arguments: [String]) -> Int32 {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            CLIOutput.error("\(error.message)\n\n\(usage)")
            return 2
        }
        guard let path = options.path else {
            CLIOutput.error("tree needs a FILE\n\n\(usage)")
            return 2
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            CLIOutput.error("\(path): cannot read the file")
            return 2
        }
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            CLIOutput.error("\(path): not valid UTF-8")
            return 2
        }
        if let hazard = ParserHazard.find(in: bytes) {
            CLIOutput.error("\(path): skipped: \(hazard)")
            return 2
        }
        let workspace: TreeWorkspace
        do {
            workspace = try TreeWorkspace.load(for: path, useIndex: options.useIndex)
        } catch {
            CLIOutput.error("a11y-lsp: \(error)")
            return 2
        }
        let absolute = ConfigurationFiles.absolute(path)
        let file = workspace.sourceFile(bytes: bytes, path: absolute)
        let tree = TreeBuilder.tree(of: file, typeName: options.typeName, options: workspace.options(besides: absolute, depth: options.depth))
        if let name = options.typeName, tree.views.isEmpty {
            CLIOutput.error("\(path): no View type named \(name) with a body")
            return 2
        }
        switch options.format {
        case .text: CLIOutput.write(tree.text())
        case .markdown: CLIOutput.write(tree.markdown())
        case .json: CLIOutput.write(TreeJSON.document(tree).description + "\n")
        }
        return 0
    }

    struct UsageError: Error { let message: String }

    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var index = 0
        func value(_ name: String) throws(UsageError) -> String {
            guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
            index += 1
            return arguments[index - 1]
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--type": options.typeName = try value(argument)
            case "--format":
                let name = try value(argument)
                guard let format = Format(rawValue: name) else {
                    throw UsageError(message: "unknown format '\(name)' (expected: \(Format.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                options.format = format
            case "--depth":
                let text = try value(argument)
                guard let depth = Int(text), depth >= 0 else { throw UsageError(message: "--depth needs a number, not '\(text)'") }
                options.depth = depth
            case "--no-index": options.useIndex = false
            case _ where argument.hasPrefix("-"): throw UsageError(message: "unknown option \(argument)")
            default:
                guard options.path == nil else { throw UsageError(message: "tree reads one FILE") }
                options.path = argument
            }
        }
        return options
    }
}
