package import ExploreNetworking

/// A location as the API sends it. Only `id` and `name` are required.
package struct LocationRecord: APIRecord, Hashable {
  package var id: Int
  package var name: String
  /// `Planet`, `Space station`, …; may be empty or `unknown`.
  @Tolerant package var type: String?
  /// `Dimension C-137`, …; may be empty or `unknown`.
  @Tolerant package var dimension: String?
  /// The URLs of the characters last seen here. Often empty.
  @Tolerant package var residents: [String]?
  @Tolerant package var url: String?
}
