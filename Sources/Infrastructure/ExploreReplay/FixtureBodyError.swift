public import ExploreCore

/// A fixture whose `bodyBase64` is not base64.
public struct FixtureBodyError: UserFacingError, Equatable {
  public init() {}

  public var description: String {
    "A replay fixture's bodyBase64 is not valid base64, so its response cannot be replayed; record it again with --record."
  }
}
