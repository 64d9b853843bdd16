/// A character as the API sends it. Decoding is tolerant: fields the API
/// adds are ignored, and any field but `id` and `name` may be missing.
package struct CharacterRecord: Sendable, Hashable, Decodable {
  package var id: Int
  package var name: String
  /// `Alive`, `Dead` or `unknown`.
  package var status: String
  package var species: String
  /// A subspecies or variant; empty for most characters.
  package var type: String
  /// `Female`, `Male`, `Genderless` or `unknown`.
  package var gender: String
  package var origin: PlaceReference
  package var location: PlaceReference
  package var image: String?
  /// The URLs of the episodes the character appears in.
  package var episode: [String]
  /// The record's own API URL.
  package var url: String?
  package var created: String?

  package init(
    id: Int, name: String, status: String = "unknown", species: String = "", type: String = "",
    gender: String = "unknown", origin: PlaceReference = PlaceReference(name: "unknown"),
    location: PlaceReference = PlaceReference(name: "unknown"), image: String? = nil,
    episode: [String] = [], url: String? = nil, created: String? = nil
  ) {
    self.id = id
    self.name = name
    self.status = status
    self.species = species
    self.type = type
    self.gender = gender
    self.origin = origin
    self.location = location
    self.image = image
    self.episode = episode
    self.url = url
    self.created = created
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, status, species, type, gender, origin, location, image, episode, url, created
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.id = try container.decode(Int.self, forKey: .id)
    self.name = try container.decode(String.self, forKey: .name)
    self.status = try container.decodeIfPresent(String.self, forKey: .status) ?? "unknown"
    self.species = try container.decodeIfPresent(String.self, forKey: .species) ?? ""
    self.type = try container.decodeIfPresent(String.self, forKey: .type) ?? ""
    self.gender = try container.decodeIfPresent(String.self, forKey: .gender) ?? "unknown"
    self.origin = try container.decodeIfPresent(PlaceReference.self, forKey: .origin) ?? PlaceReference(name: "unknown")
    self.location = try container.decodeIfPresent(PlaceReference.self, forKey: .location) ?? PlaceReference(name: "unknown")
    self.image = try container.decodeIfPresent(String.self, forKey: .image)
    self.episode = try container.decodeIfPresent([String].self, forKey: .episode) ?? []
    self.url = try container.decodeIfPresent(String.self, forKey: .url)
    self.created = try container.decodeIfPresent(String.self, forKey: .created)
  }
}
