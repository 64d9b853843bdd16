/// A request named a resource the provider does not have.
public struct UnknownResourceError: UserFacingError, Hashable {
  /// The provider's name: `github`.
  public var provider: String
  /// The resource as asked for: `search gists`.
  public var resource: String

  public init(provider: String, resource: String) {
    self.provider = provider
    self.resource = resource
  }

  public var description: String {
    "\(provider) has no resource '\(resource)'. Run 'explore \(provider) --help' to list its resources."
  }

  /// A usage error.
  public var category: ErrorCategory { .usage }
}
