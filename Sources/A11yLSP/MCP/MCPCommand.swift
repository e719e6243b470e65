// `a11y-lsp mcp`: the MCP server on standard input and output, one JSON-RPC message per
// line. Requests are answered in order, each before the next is read; nothing but
// messages goes to standard output.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC

enum MCPCommand {
    static let usage = """
        usage: a11y-lsp mcp

        Runs a Model Context Protocol server on standard input and output (newline-delimited
        JSON-RPC), for coding agents. Tools: \(MCPTools.all.map(\.name).joined(separator: ", ")).
        """

    static func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that goes away must not kill us mid-write
        let writer = MessageWriter(fileDescriptor: STDOUT_FILENO, framing: .newlineDelimited)
        let server = MCPServer(send: { writer.send($0) })
        var framer = LineFramer()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            framer.append(chunk[0..<count])
            while let frame = framer.nextFrame() {
                switch frame {
                case .message(let body): server.handle(MessageDecoder.decode(body))
                case .malformed(let reason): server.handle(.invalid(id: nil, error: ResponseError(.parseError, "Parse error: \(reason)")))
                }
            }
        }
        return 0
    }
}

enum MCPTools {
    static let all: [any MCPTool] = [LintSourceTool(), LintPathsTool(), FixSourceTool(), ExplainRuleTool(), VoiceOverPreviewTool()]
}
