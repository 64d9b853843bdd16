/// Where the records a reference names load from.
package enum ReferenceTarget: Sendable {
  /// Through this detail resource.
  case route(ReferenceRoutes.Route)
  /// Through the detail resource the reference's URLs were found to name
  /// when their records were read (``ReferenceRoutes/match(_:basePath:)``).
  case matched
}
