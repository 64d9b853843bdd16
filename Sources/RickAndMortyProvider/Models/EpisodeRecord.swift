package import ExploreNetworking

/// An episode as the API sends it. Only `id` and `name` are required.
package struct EpisodeRecord: APIRecord, Hashable {
  package var id: Int
  package var name: String
  /// As the API writes it: `December 2, 2013`.
  @Tolerant package var airDate: String?
  /// The code: `S01E01`.
  @Tolerant package var episode: String?
  /// The URLs of the characters who appear.
  @Tolerant package var characters: [String]?
  @Tolerant package var url: String?

  private enum CodingKeys: String, CodingKey {
    case id, name, airDate = "air_date", episode, characters, url
  }
}
