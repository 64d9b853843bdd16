/// An episode as the API sends it. Decoding is tolerant: fields the API
/// adds are ignored, and any field but `id` and `name` may be missing.
package struct EpisodeRecord: Sendable, Hashable, Decodable {
  package var id: Int
  package var name: String
  /// As the API writes it: `December 2, 2013`.
  package var airDate: String
  /// The code: `S01E01`.
  package var episode: String
  /// The URLs of the characters who appear.
  package var characters: [String]
  package var url: String?
  package var created: String?

  package init(
    id: Int, name: String, airDate: String = "", episode: String = "", characters: [String] = [],
    url: String? = nil, created: String? = nil
  ) {
    self.id = id
    self.name = name
    self.airDate = airDate
    self.episode = episode
    self.characters = characters
    self.url = url
    self.created = created
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, airDate = "air_date", episode, characters, url, created
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.id = try container.decode(Int.self, forKey: .id)
    self.name = try container.decode(String.self, forKey: .name)
    self.airDate = try container.decodeIfPresent(String.self, forKey: .airDate) ?? ""
    self.episode = try container.decodeIfPresent(String.self, forKey: .episode) ?? ""
    self.characters = try container.decodeIfPresent([String].self, forKey: .characters) ?? []
    self.url = try container.decodeIfPresent(String.self, forKey: .url)
    self.created = try container.decodeIfPresent(String.self, forKey: .created)
  }
}
