/// A character's origin or last known location as the API embeds it:
/// `{"name": "Earth (C-137)", "url": "https://…/location/1"}`.
///
/// The API writes `url` as `""` when the place is unknown.
package struct PlaceReference: Sendable, Hashable, Decodable {
  package var name: String
  package var url: String

  package init(name: String, url: String = "") {
    self.name = name
    self.url = url
  }

  /// The id of the location, or `nil` when the place is unknown.
  package var locationID: String? { ReferenceID.parse(url) }

  private enum CodingKeys: String, CodingKey { case name, url }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.name = try container.decodeIfPresent(String.self, forKey: .name) ?? "unknown"
    self.url = try container.decodeIfPresent(String.self, forKey: .url) ?? ""
  }
}
