/// A location as the API sends it. Decoding is tolerant: fields the API
/// adds are ignored, and any field but `id` and `name` may be missing.
package struct LocationRecord: Sendable, Hashable, Decodable {
  package var id: Int
  package var name: String
  /// `Planet`, `Space station`, …; may be empty or `unknown`.
  package var type: String
  /// `Dimension C-137`, …; may be empty or `unknown`.
  package var dimension: String
  /// The URLs of the characters last seen here. Often empty.
  package var residents: [String]
  package var url: String?
  package var created: String?

  package init(
    id: Int, name: String, type: String = "", dimension: String = "", residents: [String] = [],
    url: String? = nil, created: String? = nil
  ) {
    self.id = id
    self.name = name
    self.type = type
    self.dimension = dimension
    self.residents = residents
    self.url = url
    self.created = created
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, type, dimension, residents, url, created
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.id = try container.decode(Int.self, forKey: .id)
    self.name = try container.decode(String.self, forKey: .name)
    self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
    self.dimension = try container.decodeIfPresent(String.self, forKey: .dimension) ?? ""
    self.residents = try container.decodeIfPresent([String].self, forKey: .residents) ?? []
    self.url = try container.decodeIfPresent(String.self, forKey: .url)
    self.created = try container.decodeIfPresent(String.self, forKey: .created)
  }
}
