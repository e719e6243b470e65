// The tool's name and version, as `--version` and `serverInfo` report them.

enum ToolInfo {
    static let name = "a11y-lsp"
    static let version = "0.1.0"
}
