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
  public var cost: ExpansionCost?

  /// A constant bound, ``ExpansionCost/requests(_:)``, or `nil` for none
  /// or one that depends on a list.
  public var maxRequestsPerPage: Int? {
    if case .requests(let count) = cost { count } else { nil }
  }

  public init(name: String, summary: String, childKind: String, maxRequestsPerPage: Int? = nil) {
    self.init(name: name, summary: summary, childKind: childKind, cost: maxRequestsPerPage.map(ExpansionCost.requests))
  }

  public init(name: String, summary: String, childKind: String, cost: ExpansionCost?) {
    self.name = name
    self.summary = summary
    self.childKind = childKind
    self.cost = cost
  }
}
