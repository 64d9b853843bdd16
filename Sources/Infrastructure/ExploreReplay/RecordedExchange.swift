package import ExploreCore
package import Foundation

/// One request and its response as a fixture file holds it (Contract A):
///
/// ```json
/// {
///   "request": { "method": "GET", "path": "/episode?page=1" },
///   "response": { "status": 200, "headers": { "content-type": "application/json" }, "body": { … } }
/// }
/// ```
///
/// `path` is relative to the provider's base URL. `body` holds a JSON body;
/// `bodyText` any other text; `bodyBase64` a body that is not UTF-8 text (a
/// picture), in base64; all are absent when the body is empty.
package struct RecordedExchange: Codable, Sendable, Hashable {
  package struct Request: Codable, Sendable, Hashable {
    package var method: String
    package var path: String
  }

  package struct Response: Codable, Sendable, Hashable {
    package var status: Int
    package var headers: [String: String]?
    package var body: JSONValue?
    package var bodyText: String?
    package var bodyBase64: String?
  }

  package var request: Request
  package var response: Response

  /// The most bytes a fixture file may hold: 64 MiB, room for the largest
  /// body explore accepts (32 MiB) written as pretty-printed JSON. A larger
  /// file is skipped unread; a larger recording is not written.
  package static let maximumFileBytes = 64 << 20

  /// Response headers that fixtures keep; everything else is dropped.
  package static func keepsHeader(_ name: String) -> Bool {
    let name = name.lowercased()
    return ["content-type", "link", "etag", "last-modified", "retry-after", "location"].contains(name)
      || name.hasPrefix("x-ratelimit-")
  }

  /// The exchange for `response` to a request at `path`, without secrets.
  package init(method: HTTPMethod, path: String, response: HTTPResponse) {
    request = Request(method: method.rawValue, path: path)
    var headers: [String: String] = [:]
    for (name, value) in response.headers.fields where Self.keepsHeader(name) {
      headers[name.lowercased()] = value
    }
    var body: JSONValue?
    var bodyText: String?
    var bodyBase64: String?
    if !response.body.isEmpty {
      if let value = try? JSONDecoder().decode(JSONValue.self, from: response.body) {
        body = value
      } else if let text = String(data: response.body, encoding: .utf8) {
        bodyText = text
      } else {
        bodyBase64 = response.body.base64EncodedString()
      }
    }
    self.response = Response(
      status: response.status, headers: headers.isEmpty ? nil : headers, body: body, bodyText: bodyText, bodyBase64: bodyBase64)
  }

  /// The exchange with the API's own absolute URLs, in the body and the
  /// `Link` and `Location` headers, moved from `rebasing`'s source base to
  /// its target.
  package func rebased(by rebasing: URLRebasing) -> RecordedExchange {
    var exchange = self
    exchange.response.headers = response.headers?.mapValues(rebasing.rewrite)
    exchange.response.body = response.body.map(rebasing.rewrite)
    exchange.response.bodyText = response.bodyText.map(rebasing.rewrite)
    return exchange
  }

  /// The recorded body as bytes.
  package func bodyData() throws -> Data {
    if let body = response.body {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.withoutEscapingSlashes]
      return try encoder.encode(body)
    }
    if let base64 = response.bodyBase64 {
      guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { throw FixtureBodyError() }
      return data
    }
    return Data((response.bodyText ?? "").utf8)
  }

  /// The file's bytes: pretty-printed JSON with sorted keys.
  package func fileData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var data = try encoder.encode(self)
    data.append(0x0A)
    return data
  }
}
