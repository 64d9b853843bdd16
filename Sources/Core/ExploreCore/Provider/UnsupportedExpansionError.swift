/// `--expand` asked a resource for an expansion it does not offer.
public struct UnsupportedExpansionError: UserFacingError, Hashable {
  /// The provider's name: `rickmorty`.
  public var provider: String
  /// The resource's name: `episodes`.
  public var resource: String
  /// The expansion asked for: `planets`.
  public var expansion: String

  public init(provider: String, resource: String, expansion: String) {
    self.provider = provider
    self.resource = resource
    self.expansion = expansion
  }

  public var description: String {
    "'\(provider) \(resource)' cannot expand items into \(expansion). "
      + "Run 'explore \(provider) \(resource) --help' to see the expansions it offers."
  }

  /// A usage error.
  public var category: ErrorCategory { .usage }
}
