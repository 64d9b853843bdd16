public import Foundation

/// What a loopback route answers: a status, ordered headers and a body.
///
/// ```swift
/// LoopbackResponse.json(["login": "octocat"])
/// LoopbackResponse(status: 204)
/// ```
public struct LoopbackResponse: Sendable, Hashable {
  /// The HTTP status.
  public var status: Int
  /// The headers in the order they are sent, names lowercased.
  public private(set) var headers: [Header]
  /// The body; never sent for `HEAD`, 1xx, 204 and 304.
  public var body: Data
  /// Set by a `closeMidBody` fault: the server promises the whole body, sends half and closes.
  public var closesMidBody = false
  /// Set by a `resetMidBody` fault, with ``closesMidBody``: the connection is reset, not closed.
  public var resetsConnection = false
  /// Set by a `malformedChunks` fault: the body goes in a chunked encoding whose chunk size is
  /// not a hex number.
  public var hasMalformedChunks = false
  /// Set by a `trickle` fault: the body goes out one byte at a time, with this pause before each.
  public var millisecondsPerByte: Int?
  /// The `Content-Length` sent instead of the body's size; the connection closes after the
  /// body. Set by a `declareLength` fault, or by a route that announces more than it sends.
  public var declaredLength: Int?
  /// Set by a `silence` fault: nothing is sent; the connection stays open until the client
  /// closes it or the server stops.
  public var isSilent = false

  /// One header line.
  public struct Header: Sendable, Hashable {
    public var name: String
    public var value: String
  }

  public init(status: Int, headers: [(String, String)] = [], body: Data = Data()) {
    self.status = status
    self.headers = headers.map { Header(name: $0.0.lowercased(), value: $0.1) }
    self.body = body
  }

  /// A JSON answer: `value` (made of dictionaries, arrays, strings, numbers, `Bool` and
  /// `NSNull`) serialized without escaping `/`, with `content-type: application/json`.
  public static func json(_ value: Any, status: Int = 200, headers: [(String, String)] = []) -> LoopbackResponse {
    // NB: slashes stay unescaped so that base-URL rewriting finds the URLs in bodies, and
    // keys are sorted so that the same value gives the same bytes (and ETag) every time.
    let body = (try? JSONSerialization.data(withJSONObject: value, options: [.withoutEscapingSlashes, .fragmentsAllowed, .sortedKeys])) ?? Data()
    return LoopbackResponse(status: status, headers: [("content-type", "application/json; charset=utf-8")] + headers, body: body)
  }

  /// A JSON answer encoded from `value`, without escaping `/`.
  public static func json(encoding value: some Encodable, status: Int = 200) -> LoopbackResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
    let body = (try? encoder.encode(value)) ?? Data()
    return LoopbackResponse(status: status, headers: [("content-type", "application/json; charset=utf-8")], body: body)
  }

  /// A plain-text answer.
  public static func text(_ text: String, status: Int = 200) -> LoopbackResponse {
    LoopbackResponse(status: status, headers: [("content-type", "text/plain; charset=utf-8")], body: Data(text.utf8))
  }

  /// The first value of header `name`, whatever its case.
  public func header(_ name: String) -> String? {
    let name = name.lowercased()
    return headers.first { $0.name == name }?.value
  }

  /// Replaces every `name` header with one `value`.
  public mutating func setHeader(_ name: String, _ value: String) {
    let name = name.lowercased()
    headers.removeAll { $0.name == name }
    headers.append(Header(name: name, value: value))
  }

  /// Adds `name: value` unless a `name` header is already there.
  public mutating func addHeaderIfAbsent(_ name: String, _ value: String) {
    if header(name) == nil { headers.append(Header(name: name.lowercased(), value: value)) }
  }

  /// Replaces `text` with `replacement` in every header value and in the body.
  ///
  /// - Complexity: O(*n*) in the size of the body.
  public mutating func replace(_ text: String, with replacement: String) {
    guard !text.isEmpty else { return }
    headers = headers.map { Header(name: $0.name, value: $0.value.replacingOccurrences(of: text, with: replacement)) }
    let needle = Data(text.utf8)
    guard body.range(of: needle) != nil else { return }
    var result = Data()
    var rest = body[...]
    while let found = rest.range(of: needle) {
      result.append(rest[rest.startIndex..<found.lowerBound])
      result.append(contentsOf: replacement.utf8)
      rest = rest[found.upperBound...]
    }
    result.append(rest)
    body = result
  }

  /// Whether the status forbids a body (1xx, 204, 304).
  var statusForbidsBody: Bool { status < 200 || status == 204 || status == 304 }
}
