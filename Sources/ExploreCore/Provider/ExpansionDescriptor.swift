/// What `--expand` does for a resource: an episode expands into its
/// characters, a location into its residents.
public struct ExpansionDescriptor: Sendable, Hashable {
  /// The name, such as `characters`; also the key in ``Item/references``.
  public var name: String
  public var summary: String
  /// The kind of the items the expansion yields.
  public var childKind: String
  /// The most requests expanding one page of the list may make, when the
  /// provider promises a bound; the conformance tests hold it to it.
  public var maxRequestsPerPage: Int?

  public init(name: String, summary: String, childKind: String, maxRequestsPerPage: Int? = nil) {
    self.name = name
    self.summary = summary
    self.childKind = childKind
    self.maxRequestsPerPage = maxRequestsPerPage
  }
}
