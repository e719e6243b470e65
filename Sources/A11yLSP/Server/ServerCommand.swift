// `a11y-lsp` with no arguments: the language server on standard input and output.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import JSONRPC

enum ServerCommand {
    static func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)  // a client that goes away must not kill us mid-write
        let inbox = Inbox()
        let writer = MessageWriter(fileDescriptor: STDOUT_FILENO)
        let reader = MessageReader(
            fileDescriptor: STDIN_FILENO,
            onMessage: { inbox.push($0) },
            onClose: { inbox.close() })
        reader.start()
        return Workers.run {
            LanguageServer(inbox: inbox, send: { writer.send($0) }).run()
        }
    }
}
