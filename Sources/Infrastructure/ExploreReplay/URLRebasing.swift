package import ExploreCore
package import Foundation

/// Rewrites the absolute URLs an API returns from the base it was reached
/// at (an override such as `http://127.0.0.1:8080/rickmorty`) to its
/// default base (`https://rickandmortyapi.com/api`), so that recordings
/// made through `EXPLORE_<NAME>_API_URL` replay anywhere.
///
/// ```swift
/// let rebasing = URLRebasing(from: URL(string: "http://127.0.0.1:8080/api")!, to: URL(string: "https://example.com/v3")!)
/// rebasing.rewrite("http://127.0.0.1:8080/api/items?page=2")  // "https://example.com/v3/items?page=2"
/// ```
///
/// Only whole bases are rewritten: the base followed by `/`, `?`, `#`, the
/// end of the text, or a character that cannot be part of a URL (`>`,
/// `"`, a space), so `…/api` never rewrites `…/apiary`.
package struct URLRebasing: Sendable, Hashable {
  /// The base as the API was reached, without a trailing slash.
  package let source: String
  /// The base recordings should name, without a trailing slash.
  package let target: String

  /// A rebasing from `source` to `target`; `nil` when they are the same, so
  /// recording against the real API changes nothing.
  package init?(from source: URL, to target: URL) {
    let source = Self.trimmed(source.absoluteString)
    let target = Self.trimmed(target.absoluteString)
    guard !source.isEmpty, source != target else { return nil }
    self.source = source
    self.target = target
  }

  /// `text` with every whole occurrence of the source base replaced.
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  package func rewrite(_ text: String) -> String {
    guard text.contains(source) else { return text }
    var result = ""
    var rest = text[...]
    while let range = rest.range(of: source) {
      let next = rest[range.upperBound...].first
      result += rest[..<range.lowerBound]
      result += (next.map(Self.endsBase) ?? true) ? target : source
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// `value` with the source base replaced in every string it holds.
  package func rewrite(_ value: JSONValue) -> JSONValue {
    switch value {
    case .string(let text): .string(rewrite(text))
    case .array(let values): .array(values.map(rewrite))
    case .object(let members): .object(members.mapValues(rewrite))
    case .null, .bool, .integer, .number: value
    }
  }

  private static func endsBase(_ character: Character) -> Bool {
    "/?#>\"' \t\r\n,;)]}".contains(character)
  }

  private static func trimmed(_ text: String) -> String {
    var text = text
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }
}
