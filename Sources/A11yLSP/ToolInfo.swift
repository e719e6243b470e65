// The tool's name and version, as `--version` and `serverInfo` report them.

enum ToolInfo {
    static let name = "a11y-lsp"
    static let version = "0.1.0"
}

extension ToolInfo {
    /// The project's home, for links to the rule pages when no local copy is found.
    static let repositoryURL = "https://github.com/a11y-lsp/a11y-lsp"

    /// A rule's page in the repository, for reports read away from a checkout.
    static func rulePageURL(_ id: String) -> String { repositoryURL + "/blob/main/docs/rules/\(id).md" }
}
