/// What loads a provider's resources once it is connected to its API: a
/// built-in ``Provider`` made from its context, or a provider declared at
/// run time. The CLI holds every provider as this, through
/// ``ProviderDefinition/connect(_:)``, and never knows which it has.
public protocol ResourceLoader: Sendable {
  /// Loads one page of a list, the sections of a detail view, or performs
  /// an action, after checking `request` against its resource's rules.
  ///
  /// - Throws: ``UnknownResourceError``, ``InvalidValueError`` (both usage
  ///   errors, exit 64), or what the resource's handler throws.
  func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage

  /// Returns `items`, loaded by `request`, with ``Item/children`` filled in
  /// by `expansion`.
  ///
  /// - Throws: ``UnsupportedExpansionError`` (exit 64) when the resource
  ///   does not offer `expansion`, or what its handler throws.
  func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item]
}
