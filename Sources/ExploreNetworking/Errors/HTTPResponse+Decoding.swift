public import ExploreCore
package import Foundation

extension HTTPResponse {
  /// Decodes the body as JSON into `type`.
  ///
  /// Unknown fields are ignored, and optional properties may be missing or
  /// `null`: real responses vary across years and API versions. Dates are
  /// read as ISO 8601, with or without fractional seconds
  /// (`2011-01-25T18:44:36Z`, `2017-11-04T18:48:46.250Z`).
  ///
  /// - Parameters:
  ///   - type: the expected shape.
  ///   - endpoint: names the request in an error, such as
  ///     `GET /users/octocat/followers`.
  /// - Throws: ``APIError`` of kind ``APIError/Kind/undecodable(endpoint:jsonPath:reason:)``
  ///   naming the JSON path that failed, such as `results[3].origin.url`.
  public func decode<T: Decodable>(_ type: T.Type, endpoint: String) throws -> T {
    guard !body.isEmpty else {
      throw APIError(.undecodable(endpoint: endpoint, jsonPath: "", reason: "the response body was empty"), url: url, status: status)
    }
    do {
      return try JSONDecoder.explore.decode(type, from: body)
    } catch let error as DecodingError {
      let (path, reason) = DecodingErrorDescription.describe(error)
      throw APIError(.undecodable(endpoint: endpoint, jsonPath: path, reason: reason), url: url, status: status)
    }
  }
}

extension JSONDecoder {
  /// A decoder for API bodies: lenient ISO 8601 dates.
  package static var explore: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      if let date = ISO8601Parsing.date(from: text) { return date }
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected an ISO 8601 date but found \"\(text)\"")
    }
    return decoder
  }
}

/// Parses ISO 8601 timestamps with or without fractional seconds.
package enum ISO8601Parsing {
  package static func date(from text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }
}

/// Turns a `DecodingError` into a JSON path and a short reason.
package enum DecodingErrorDescription {
  /// The path (`results[3].origin.url`) and reason of `error`.
  package static func describe(_ error: DecodingError) -> (path: String, reason: String) {
    switch error {
    case .keyNotFound(let key, let context):
      return (path(context.codingPath + [key]), "the required field is missing")
    case .valueNotFound(let type, let context):
      return (path(context.codingPath), "expected \(typeName(type)) but found null")
    case .typeMismatch(let type, let context):
      return (path(context.codingPath), "expected \(typeName(type)); \(clean(context.debugDescription))")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return ("", "the body is not valid JSON")
      }
      return (path(context.codingPath), clean(context.debugDescription))
    @unknown default:
      return ("", String(describing: error))
    }
  }

  /// `results[3].origin.url` from coding keys.
  package static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == "\(index)" {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Int64.Type, is Int32.Type, is UInt.Type: "an integer"
    case is Double.Type, is Float.Type: "a number"
    case is Bool.Type: "true or false"
    case is Date.Type: "a date"
    case is URL.Type: "a URL"
    default: "\(type)"
    }
  }

  private static func clean(_ text: String) -> String {
    var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    while let last = trimmed.last, ".".contains(last) { trimmed.removeLast() }
    guard let first = trimmed.first else { return "the value is not valid" }
    return first.lowercased() + trimmed.dropFirst()
  }
}
