// JSON-RPC 2.0 messages: decoding every kind, ids of both types, and the errors.

import JSONRPC
import Testing

@Suite struct MessageTests {
    private func decode(_ text: String) -> IncomingMessage { MessageDecoder.decode(Array(text.utf8)) }

    private func errorCode(_ incoming: IncomingMessage) -> ErrorCode? {
        if case .invalid(_, let error) = incoming { return error.code }
        return nil
    }

    @Test func decodesRequestsWithNumberAndStringIDs() {
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
            == .message(.request(id: .number(1), method: "initialize", params: .object([:]))))
        #expect(decode(#"{"jsonrpc":"2.0","id":"abc","method":"shutdown"}"#)
            == .message(.request(id: .string("abc"), method: "shutdown", params: nil)))
    }

    @Test func decodesNotifications() {
        #expect(decode(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#)
            == .message(.notification(method: "initialized", params: .object([:]))))
    }

    @Test func decodesResponsesAndErrors() {
        #expect(decode(#"{"jsonrpc":"2.0","id":3,"result":null}"#) == .message(.response(id: .number(3), result: .null)))
        #expect(decode(#"{"jsonrpc":"2.0","id":"x","error":{"code":-32601,"message":"nope"}}"#)
            == .message(.errorResponse(id: .string("x"), error: ResponseError(.methodNotFound, "nope"))))
    }

    @Test func reportsParseErrors() {
        #expect(errorCode(decode("{not json")) == .parseError)
    }

    @Test(arguments: [
        #"[{"jsonrpc":"2.0","method":"a"}]"#,
        #"{"jsonrpc":"1.0","id":1,"method":"a"}"#,
        #"{"id":1,"method":"a"}"#,
        #"{"jsonrpc":"2.0","id":{"a":1},"method":"a"}"#,
        #"{"jsonrpc":"2.0","id":1,"method":5}"#,
        #"{"jsonrpc":"2.0","id":1,"method":"a","params":3}"#,
        #"{"jsonrpc":"2.0","id":null,"method":"a"}"#,
        #"{"jsonrpc":"2.0","id":1}"#,
        #""just a string""#,
    ])
    func reportsInvalidRequests(_ text: String) {
        #expect(errorCode(decode(text)) == .invalidRequest)
    }

    @Test func keepsTheIDOfAnInvalidRequestWhenItCanBeRead() {
        if case .invalid(let id, _) = decode(#"{"jsonrpc":"1.0","id":9,"method":"a"}"#) {
            #expect(id == .number(9))
        } else {
            Issue.record("expected an invalid request")
        }
    }

    @Test func encodesEveryKind() throws {
        let messages: [Message] = [
            .request(id: .number(1), method: "m", params: ["a": 1]),
            .notification(method: "n", params: nil),
            .response(id: .string("s"), result: ["ok": true]),
            .errorResponse(id: nil, error: ResponseError(.parseError, "bad")),
            .errorResponse(id: .number(2), error: ResponseError(.requestCancelled, "cancelled", data: "d")),
        ]
        for message in messages {
            let body = Array(message.framedBytes.drop { $0 != UInt8(ascii: "{") })
            if case .errorResponse(nil, let error) = message {
                #expect(try JSONParser.parse(body)["id"] == .null)
                #expect(try JSONParser.parse(body)[path: "error", "code"] == .int(error.code.rawValue))
            } else {
                #expect(MessageDecoder.decode(body) == .message(message))
            }
        }
    }

    @Test func definesTheProtocolErrorCodes() {
        let codes: [ErrorCode] = [.parseError, .invalidRequest, .methodNotFound, .invalidParams, .internalError,
                                  .serverNotInitialized, .requestCancelled, .contentModified]
        #expect(codes.map(\.rawValue) == [-32700, -32600, -32601, -32602, -32603, -32002, -32800, -32801])
    }
}

extension JSONValue {
    subscript(path path: String...) -> JSONValue? {
        var current: JSONValue? = self
        for key in path { current = current?[key] }
        return current
    }
}
