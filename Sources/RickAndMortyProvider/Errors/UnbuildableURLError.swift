public import ExploreCore

/// A request URL could not be formed from the base URL and what the user
/// asked for, such as a base URL in `EXPLORE_RICKMORTY_API_URL` that takes
/// no path.
public struct UnbuildableURLError: UserFacingError, Hashable {
  /// The text that is not a URL.
  public var text: String

  public init(text: String) {
    self.text = text
  }

  public var description: String {
    "Could not build a request URL from '\(text)'. Check the base URL in \(RickAndMorty.descriptor.baseURLEnvironmentVariable): it must be an http or https URL, such as https://rickandmortyapi.com/api."
  }
}
