public import ExploreCore

/// A request named a resource the provider does not have.
public struct UnknownResourceError: UserFacingError, Hashable {
  public var resource: String

  public init(resource: String) {
    self.resource = resource
  }

  public var description: String {
    "rickmorty has no resource '\(resource)'. Run 'explore rickmorty --help' to see its resources."
  }

  /// A usage error.
  public var exitCode: Int32 { 64 }
}
