/// What `--expand` does for a resource: an episode expands into its
/// characters, a location into its residents.
public struct ExpansionDescriptor: Sendable, Hashable {
  /// The name, such as `characters`; also the key in ``Item/references``.
  public var name: String
  public var summary: String
  /// The kind of the items the expansion yields.
  public var childKind: String

  public init(name: String, summary: String, childKind: String) {
    self.name = name
    self.summary = summary
    self.childKind = childKind
  }
}
