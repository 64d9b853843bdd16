package import ExploreCore
package import Foundation

/// An error answer that means "this page is empty", as some APIs answer a
/// filter that matches nothing or a page past the end: the Rick and Morty
/// API's 404 `{"error": "There is nothing here"}`.
///
/// ```json
/// "emptyAnswer": {"status": 404, "at": "error", "equals": "There is nothing here"}
/// ```
///
/// Only that status with that exact text at that place is an empty page;
/// any other answer of the status (the same API's unknown route says
/// "There is nothing here." with a full stop) stays an error, so that a
/// wrong base URL or path is never shown as an empty list.
///
/// A detail's `missing` answer is one too: the 404 that says a record does
/// not exist (`"Character not found"`), which leaves a reference to it out.
package struct EmptyAnswer: Sendable, Hashable, Codable {
  /// The HTTP status of the answer: 404.
  package var status: Int
  /// Where the body holds the text: `error`.
  package var at: JSONPath
  /// The text, matched exactly.
  package var equals: String

  package init(status: Int = 404, at: JSONPath, equals: String) {
    self.status = status
    self.at = at
    self.equals = equals
  }

  package enum CodingKeys: String, CodingKey, CaseIterable {
    case status, at, equals
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    let status = try container.decodeIfPresent(Int.self, forKey: .status) ?? 404
    guard (400...599).contains(status) else {
      throw DecodingError.dataCorruptedError(
        forKey: .status, in: container, debugDescription: "an empty answer is an error status, 400 to 599, such as 404; write the status the API answers, or leave it out for 404")
    }
    self.init(
      status: status, at: try container.decode(JSONPath.self, forKey: .at),
      equals: try TableCoding.text(container, .equals, "the text the body holds at \"at\", such as \"There is nothing here\""))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if status != 404 { try container.encode(status, forKey: .status) }
    try container.encode(at, forKey: .at)
    try container.encode(equals, forKey: .equals)
  }

  /// Whether an answer of `status` with `body` is this empty answer.
  ///
  /// - Complexity: O(*n*) in the length of `body`, which is read only for
  ///   the declared status.
  package func matches(status: Int, body: Data) -> Bool {
    guard status == self.status, let json = try? JSONDecoder().decode(JSONValue.self, from: body) else { return false }
    return json.string(at: at) == equals
  }

  package static let schema = TableSchema.object(
    CodingKeys.self, "An error answer that means nothing is there: a list's empty page, or a record that does not exist.", required: [.at, .equals]
  ) { key in
    switch key {
    case .status: .integer("The answer's HTTP status; 404 when left out.", minimum: 400, maximum: 599)
    case .at: .reference("path")
    case .equals: .string("The text the body holds there, matched exactly.", minLength: 1)
    }
  }
}
