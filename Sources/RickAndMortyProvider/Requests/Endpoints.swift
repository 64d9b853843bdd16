package import Foundation

/// Builds the URLs the provider requests, under one base URL.
///
/// Paths, relative to the base (these are what fixtures record):
/// - a list page: `/character?page=2&name=rick&status=alive`, with `page`
///   first and then the filters in ``RecordKind/filterNames`` order;
/// - one record: `/character/1`;
/// - several records: `/character/1,2,3`, ids ascending.
package struct Endpoints: Sendable, Hashable {
  package var baseURL: URL

  package init(baseURL: URL) {
    self.baseURL = baseURL
  }

  /// The base URL as text, without a trailing slash.
  private var base: String {
    var text = baseURL.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }

  /// Page `page` of the list of `kind`, filtered by `filters` (name and
  /// value pairs, sent in the order given).
  ///
  /// - Throws: ``UnbuildableURLError`` when the base URL takes no path.
  package func list(_ kind: RecordKind, page: Int, filters: [(name: String, value: String)] = []) throws -> URL {
    let query = ([("page", String(page))] + filters)
      .map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }
      .joined(separator: "&")
    return try Self.url("\(base)/\(kind.endpoint)?\(query)")
  }

  /// One record of `kind` by id.
  ///
  /// - Throws: ``UnbuildableURLError`` when the base URL takes no path.
  package func record(_ kind: RecordKind, id: String) throws -> URL {
    try Self.url("\(base)/\(kind.endpoint)/\(Self.encode(id))")
  }

  /// The records of `kind` with `ids`, from the multiple-ids endpoint.
  /// One id gives the single-record URL, which the API answers with an
  /// object rather than an array.
  ///
  /// - Throws: ``UnbuildableURLError`` when the base URL takes no path.
  package func records(_ kind: RecordKind, ids: [String]) throws -> URL {
    try Self.url(recordsPrefix(kind) + ids.map(Self.encode).joined(separator: ","))
  }

  /// `text` as a URL.
  ///
  /// NB: the parts explore adds are percent-encoded, so only a base URL
  /// from the environment can make this fail; that is the user's input,
  /// and so an error rather than a trap.
  private static func url(_ text: String) throws -> URL {
    guard let url = URL(string: text) else { throw UnbuildableURLError(text: text) }
    return url
  }

  /// The text of a multiple-ids URL before the ids: `https://…/api/character/`.
  package func recordsPrefix(_ kind: RecordKind) -> String {
    "\(base)/\(kind.endpoint)/"
  }

  /// What `url` adds to the base URL, such as `/character?page=2`: the
  /// request path fixtures record, and the endpoint named in errors.
  package func relativePath(of url: URL) -> String {
    let text = url.absoluteString
    return text.hasPrefix(base) ? String(text.dropFirst(base.count)) : text
  }

  /// Characters left as they are in a query value: RFC 3986's unreserved set.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  )

  /// Percent-encodes everything but unreserved characters.
  ///
  /// NB: stricter than `URLComponents`, which leaves `+` and `&`-like
  /// characters alone in some positions; the API's query parser reads `+`
  /// as a space.
  static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
  }
}
