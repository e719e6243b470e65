// JSON-RPC 2.0 messages: requests, notifications, responses and errors.

/// A request id: JSON-RPC allows numbers and strings.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init?(_ value: JSONValue) {
        switch value {
        case .int(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .double where value.intValue != nil: self = .number(value.intValue!)
        default: return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .number(let number): return .int(number)
        case .string(let text): return .string(text)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): return String(number)
        case .string(let text): return "\"\(text)\""
        }
    }
}

/// The error codes of JSON-RPC 2.0 and the ones the LSP adds.
public struct ErrorCode: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let parseError = ErrorCode(rawValue: -32700)
    public static let invalidRequest = ErrorCode(rawValue: -32600)
    public static let methodNotFound = ErrorCode(rawValue: -32601)
    public static let invalidParams = ErrorCode(rawValue: -32602)
    public static let internalError = ErrorCode(rawValue: -32603)
    public static let serverNotInitialized = ErrorCode(rawValue: -32002)
    public static let requestCancelled = ErrorCode(rawValue: -32800)
    public static let contentModified = ErrorCode(rawValue: -32801)
}

public struct ResponseError: Error, Hashable, Sendable {
    public let code: ErrorCode
    public let message: String
    public let data: JSONValue?

    public init(_ code: ErrorCode, _ message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .int(code.rawValue), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}

/// One JSON-RPC message, in either direction.
public enum Message: Hashable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    case response(id: RequestID, result: JSONValue)
    /// An error reply. The id is nil when the request it answers could not be read.
    case errorResponse(id: RequestID?, error: ResponseError)

    public var json: JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0"]
        switch self {
        case .request(let id, let method, let params):
            members["id"] = id.json
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .notification(let method, let params):
            members["method"] = .string(method)
            if let params { members["params"] = params }
        case .response(let id, let result):
            members["id"] = id.json
            members["result"] = result
        case .errorResponse(let id, let error):
            members["id"] = id?.json ?? .null
            members["error"] = error.json
        }
        return .object(members)
    }

    /// The framed bytes to write to the stream.
    public var framedBytes: [UInt8] { MessageFramer.frame(JSONWriter.encode(json)) }
}

/// What reading one frame produced: a message, or an error to send back.
public enum IncomingMessage: Sendable, Equatable {
    case message(Message)
    /// The frame was not a valid message; `id` is set when the request's id could still be read.
    case invalid(id: RequestID?, error: ResponseError)
}

public enum MessageDecoder {
    /// Decodes a frame body into a message or the error that answers it.
    public static func decode(_ body: [UInt8]) -> IncomingMessage {
        let value: JSONValue
        do {
            value = try JSONParser.parse(body)
        } catch {
            return .invalid(id: nil, error: ResponseError(.parseError, "Parse error: \(error)"))
        }
        return decode(value)
    }

    public static func decode(_ value: JSONValue) -> IncomingMessage {
        guard case .object(let members) = value else {
            let what = value.arrayValue != nil ? "batches are not supported" : "a message must be a JSON object"
            return .invalid(id: nil, error: ResponseError(.invalidRequest, "Invalid request: \(what)"))
        }
        let rawID = members["id"]
        let id = rawID.flatMap(RequestID.init)
        guard members["jsonrpc"] == "2.0" else {
            return .invalid(id: id, error: ResponseError(.invalidRequest, "Invalid request: \"jsonrpc\" must be \"2.0\""))
        }
        if let rawID, rawID != .null, id == nil {
            return .invalid(id: nil, error: ResponseError(.invalidRequest, "Invalid request: an id must be a number or a string"))
        }
        let params = members["params"]
        if let params, params.objectValue == nil, params.arrayValue == nil {
            return .invalid(id: id, error: ResponseError(.invalidRequest, "Invalid request: params must be an object or an array"))
        }
        if let method = members["method"] {
            guard let name = method.stringValue else {
                return .invalid(id: id, error: ResponseError(.invalidRequest, "Invalid request: method must be a string"))
            }
            if let id { return .message(.request(id: id, method: name, params: params)) }
            if rawID == .null {
                return .invalid(id: nil, error: ResponseError(.invalidRequest, "Invalid request: a request id may not be null"))
            }
            return .message(.notification(method: name, params: params))
        }
        if let error = members["error"] {
            guard let code = error["code"]?.intValue, let message = error["message"]?.stringValue else {
                return .invalid(id: nil, error: ResponseError(.invalidRequest, "Invalid response: malformed error object"))
            }
            return .message(.errorResponse(id: id, error: ResponseError(ErrorCode(rawValue: code), message, data: error["data"])))
        }
        if let result = members["result"], let id {
            return .message(.response(id: id, result: result))
        }
        return .invalid(id: id, error: ResponseError(.invalidRequest, "Invalid request: no method, result or error"))
    }
}
