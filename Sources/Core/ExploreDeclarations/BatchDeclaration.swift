import ExploreTables
/// The path of an API that answers several records in one request,
/// `/character/{ids}` with the ids joined by ``separator``: references load
/// in as few requests as the URL length allows, one id alone through the
/// detail's own path.
package struct BatchDeclaration: Sendable, Hashable {
  /// The path, with one placeholder for the ids.
  package var path: String
  /// What joins the ids: `,`.
  package var separator: String

  package init(path: String, separator: String = ",") {
    self.path = path
    self.separator = separator
  }
}

extension BatchDeclaration: Codable {
  package enum CodingKeys: String, CodingKey, CaseIterable {
    case path, separator
  }

  package init(from decoder: any Decoder) throws {
    let container = try TableCoding.container(decoder, keyedBy: CodingKeys.self)
    path = try TableCoding.text(container, .path, "the path that takes many ids, such as \"/character/{ids}\"")
    separator = try TableCoding.textIfPresent(container, .separator, "what joins the ids, such as \",\"") ?? ","
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(path, forKey: .path)
    if separator != "," { try container.encode(separator, forKey: .separator) }
  }
}
