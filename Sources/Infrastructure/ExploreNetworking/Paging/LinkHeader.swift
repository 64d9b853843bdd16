public import Foundation

/// The links of an HTTP `Link` header (RFC 8288), by relation.
///
/// GitHub pages its lists with it:
///
/// ```swift
/// let links = LinkHeader(#"<https://api.github.com/user/583231/followers?page=2>; rel="next", <https://api.github.com/user/583231/followers?page=3>; rel="last""#)
/// links.next  // https://api.github.com/user/583231/followers?page=2
/// links.last  // https://api.github.com/user/583231/followers?page=3
/// ```
///
/// The parser reads every link and every relation, including several
/// relations in one parameter (`rel="next last"`), quoted and unquoted
/// values, and commas or semicolons inside `<…>`. URLs are kept exactly as
/// the server wrote them (only characters that may not appear raw are
/// percent-encoded), so callers follow the server's own next page rather
/// than rebuilding it. Malformed parts are skipped; parsing never fails,
/// and stops after ``maximumLinks`` links.
public struct LinkHeader: Sendable, Hashable {
  /// One link: a target and its parameters.
  public struct Link: Sendable, Hashable {
    /// The target, resolved against the base URL when it was relative.
    public var url: URL
    /// The relation types, lowercased, such as `["next"]` or `["next", "last"]`.
    public var relations: [String]
    /// Every parameter by lowercased name, with quotes removed.
    public var parameters: [String: String]
  }

  /// Every link in the order the header lists them, up to ``maximumLinks``.
  public private(set) var links: [Link] = []

  /// The most links read from one header; the rest are ignored. GitHub
  /// sends at most four (`first`, `prev`, `next`, `last`); a header of
  /// thousands costs a URL each, for nothing.
  public static let maximumLinks = 64

  /// Parses `value`.
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  public init(_ value: String) {
    self.init(value, relativeTo: nil)
  }

  /// Parses `value`, resolving relative targets against `base`.
  ///
  /// - Complexity: O(*n*) in the length of `value`.
  public init(_ value: String, relativeTo base: URL?) {
    var scanner = LinkHeaderScanner(value)
    while links.count < Self.maximumLinks, let (target, parameters) = scanner.nextLink() {
      guard let url = Self.resolve(target, relativeTo: base) else { continue }
      let relations = (parameters["rel"] ?? "")
        .lowercased()
        .split(whereSeparator: { $0 == " " || $0 == "\t" })
        .map(String.init)
      links.append(Link(url: url, relations: relations, parameters: parameters))
    }
  }

  /// The first link with relation `rel` (compared case-insensitively).
  ///
  /// - Complexity: O(*n*) in the number of links.
  public subscript(rel: String) -> URL? {
    let wanted = rel.lowercased()
    return links.first { $0.relations.contains(wanted) }?.url
  }

  /// The next page.
  public var next: URL? { self["next"] }
  /// The previous page.
  public var prev: URL? { self["prev"] ?? self["previous"] }
  /// The first page.
  public var first: URL? { self["first"] }
  /// The last page.
  public var last: URL? { self["last"] }

  private static func resolve(_ target: String, relativeTo base: URL?) -> URL? {
    let encoded = LenientURLEncoding.encode(target.trimmingCharacters(in: .whitespaces))
    if let base, !encoded.contains("://") {
      return URL(string: encoded, relativeTo: base)?.absoluteURL
    }
    return URL(string: encoded)
  }
}

/// Splits a `Link` header into targets and parameters.
private struct LinkHeaderScanner {
  private let characters: [Character]
  private var index = 0

  init(_ value: String) {
    characters = Array(value)
  }

  /// The next `<target>` and its parameters, or `nil` at the end.
  mutating func nextLink() -> (String, [String: String])? {
    while index < characters.count {
      // Find the opening bracket of the next link.
      guard let open = characters[index...].firstIndex(of: "<") else {
        index = characters.count
        return nil
      }
      // NB: the target runs to the first `>`; commas and semicolons inside
      // it belong to the URL.
      guard let close = characters[(open + 1)...].firstIndex(of: ">") else {
        index = characters.count
        return nil
      }
      let target = String(characters[(open + 1)..<close])
      index = close + 1
      let parameters = scanParameters()
      return (target, parameters)
    }
    return nil
  }

  /// Reads `; name=value; name="quoted, value"` up to the comma that ends
  /// the link.
  private mutating func scanParameters() -> [String: String] {
    var parameters: [String: String] = [:]
    while index < characters.count {
      skipWhitespace()
      guard index < characters.count else { break }
      let character = characters[index]
      if character == "," {
        index += 1
        break
      }
      if character == "<" {
        break  // a link with a missing comma before it
      }
      if character == ";" {
        index += 1
        continue
      }
      var name = ""
      while index < characters.count, !"=;,<".contains(characters[index]) {
        name.append(characters[index])
        index += 1
      }
      var value = ""
      if index < characters.count, characters[index] == "=" {
        index += 1
        skipWhitespace()
        if index < characters.count, characters[index] == "\"" {
          index += 1
          while index < characters.count, characters[index] != "\"" {
            if characters[index] == "\\", index + 1 < characters.count {
              index += 1
            }
            value.append(characters[index])
            index += 1
          }
          index += 1  // the closing quote
        } else {
          while index < characters.count, !";,<".contains(characters[index]) {
            value.append(characters[index])
            index += 1
          }
        }
      }
      let key = name.trimmingCharacters(in: .whitespaces).lowercased()
      // NB: RFC 8288 says only the first `rel` counts; keep the first of each.
      if !key.isEmpty, parameters[key] == nil {
        parameters[key] = value.trimmingCharacters(in: .whitespaces)
      }
    }
    return parameters
  }

  private mutating func skipWhitespace() {
    while index < characters.count, characters[index].isWhitespace {
      index += 1
    }
  }
}
