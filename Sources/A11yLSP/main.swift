// The `a11y-lsp` executable: the language server, or one of its commands.

import Foundation
import RuleEngine

let arguments = Array(CommandLine.arguments.dropFirst())

let usage = """
    usage: a11y-lsp                      run the language server on stdin/stdout
           a11y-lsp lint [PATH…]         lint Swift files (a11y-lsp lint --help for options)
           a11y-lsp tree FILE            the accessibility tree of each View in a file (a11y-lsp tree --help)
           a11y-lsp mcp                  run the Model Context Protocol server (for coding agents) on stdin/stdout
           a11y-lsp rules                list the rules
           a11y-lsp docs --output DIR    write the rule reference (docs/rules)
           a11y-lsp bench                measure speed (a11y-lsp bench --help)
           a11y-lsp --version
    """

switch arguments.first {
case nil, "--stdio":
    exit(ServerCommand.run())
case "lint":
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
        print(LintCommand.usage)
        exit(0)
    }
    exit(LintCommand.run(rest))
case "tree":
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
        print(TreeCommand.usage)
        exit(0)
    }
    exit(TreeCommand.run(rest))
case "mcp":
    if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
        print(MCPCommand.usage)
        exit(0)
    }
    exit(MCPCommand.run())
case "rules":
    if arguments.dropFirst().first == "--format", arguments.dropFirst(2).first == "json" {
        print(RuleCatalogJSON.render())
    } else {
        print(RuleDocumentation.table(), terminator: "")
    }
case "bench":
    exit(BenchCommand.run(Array(arguments.dropFirst())))
case "docs":
    exit(DocsCommand.run(Array(arguments.dropFirst())))
case "--version", "-V", "version":
    print("\(ToolInfo.name) \(ToolInfo.version)")
case "--help", "-h", "help":
    print(usage)
default:
    CLIOutput.error("a11y-lsp: unknown command '\(arguments[0])'\n\n\(usage)")
    exit(2)
}
