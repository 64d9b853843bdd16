package import ExploreNetworking

/// A character's origin or last known location as the API embeds it:
/// `{"name": "Earth (C-137)", "url": "https://…/location/1"}`, with `url`
/// `""` when the place is unknown.
package struct PlaceReference: Sendable, Hashable, Decodable {
  @Tolerant package var name: String?
  @Tolerant package var url: String?

  /// The id of the location, or `nil` when the place is unknown.
  package var locationID: String? { url.flatMap(ReferenceID.parse) }
}
