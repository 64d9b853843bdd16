public import ExploreCore

/// An expansion was asked for that yields a kind of item the provider does
/// not serve.
public struct ExpansionNotOfferedError: UserFacingError, Hashable {
  public var expansion: String

  public init(expansion: String) {
    self.expansion = expansion
  }

  public var description: String {
    "rickmorty cannot expand items into \(expansion). Run 'explore rickmorty --help' to see what each resource offers."
  }

  /// A usage error.
  public var exitCode: Int32 { 64 }
}
