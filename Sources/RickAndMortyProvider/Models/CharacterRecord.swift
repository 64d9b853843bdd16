package import ExploreNetworking

/// A character as the API sends it. Only `id` and `name` are required; every
/// other field is display, absent when missing or malformed.
package struct CharacterRecord: APIRecord, Hashable {
  package var id: Int
  package var name: String
  /// `Alive`, `Dead` or `unknown`.
  @Tolerant package var status: String?
  @Tolerant package var species: String?
  /// A subspecies or variant; empty for most characters.
  @Tolerant package var type: String?
  /// `Female`, `Male`, `Genderless` or `unknown`.
  @Tolerant package var gender: String?
  @Tolerant package var origin: PlaceReference?
  @Tolerant package var location: PlaceReference?
  /// The URLs of the episodes the character appears in.
  @Tolerant package var episode: [String]?
  /// The record's own API URL.
  @Tolerant package var url: String?
  /// The character's portrait.
  @Tolerant package var image: String?
}
