public import ExploreCore
package import Foundation

extension HTTPResponse {
  /// Decodes the body as JSON into `type`.
  ///
  /// Unknown fields are ignored, and optional properties may be missing or
  /// `null`: real responses vary across years and API versions. Dates are
  /// read as ISO 8601, with or without fractional seconds
  /// (`2011-01-25T18:44:36Z`, `2017-11-04T18:48:46.250Z`). Invalid UTF-8
  /// and unpaired surrogate escapes are replaced with U+FFFD first, with a
  /// note in ``DecodingNotes/current``, so that one garbled string does not
  /// make the whole body unreadable.
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
    var text = body
    if let repair = JSONTextRepair(body) {
      text = repair.text
      for note in repair.notes { DecodingNotes.current?.add(note) }
    }
    do {
      return try JSONDecoder.explore.decode(type, from: text)
    } catch let error as DecodingError {
      var (path, reason) = DecodingErrorDescription.describe(error)
      // NB: on Linux the decoder says "not valid JSON", with no path, for a
      // number that does not fit a required field too; the body's own parse
      // tells the two apart. (On macOS the error says so, with the path.)
      if path.isEmpty, reason == DecodingErrorDescription.notJSON, JSONNesting.exceeds(text, depth: JSONNesting.maximumDepth) {
        // NB: JSONDecoder reports a body nested too deep as not JSON at all.
        reason = JSONNesting.tooDeepReason
      } else if DecodingErrorDescription.isOutOfRange(error)
        || (path.isEmpty && reason == DecodingErrorDescription.notJSON
          && (try? JSONSerialization.jsonObject(with: text, options: [.fragmentsAllowed])) != nil)
      {
        reason = "a required value does not fit its type (such as an integer beyond 64 bits)"
      }
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
        return ("", notJSON)
      }
      return (path(context.codingPath), clean(context.debugDescription))
    @unknown default:
      return ("", String(describing: error))
    }
  }

  /// The reason given for a body that does not parse as JSON at all.
  package static let notJSON = "the body is not valid JSON"

  /// Whether `error` is Foundation's report of a number that does not fit
  /// the type asked for, such as `1e400` for an `Int` (macOS: "Parsed JSON
  /// number <1e400> does not fit in Int.").
  package static func isOutOfRange(_ error: DecodingError) -> Bool {
    guard case .dataCorrupted(let context) = error else { return false }
    return context.debugDescription.contains("does not fit")
  }

  /// The note for a ``Tolerant`` field whose number does not fit `type`.
  package static func outOfRangeReason(for type: Any.Type) -> String {
    "the value does not fit \(typeName(type))"
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

  /// "an integer", "a string", "a date"…, for messages.
  package static func typeName(_ type: Any.Type) -> String {
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
