public import Foundation

/// What a provider says about itself, apart from its resources: its names,
/// where its API is, where its fixtures are, and which kinds of item may be
/// kept as favorites.
///
/// ```swift
/// ProviderMetadata(
///   name: "forecasts", aliases: ["fc"], summary: "Weather forecasts",
///   defaultBaseURL: URL(string: "https://api.example.com")!,
///   baseURLEnvironmentVariable: "EXPLORE_FORECASTS_API_URL",
///   favorites: [FavoritableKind(kind: "city", detailResource: ["city"], argumentName: "id", plural: "cities")]
/// )
/// ```
public struct ProviderMetadata: Sendable {
  /// The name on the command line: `github`, `rickmorty`.
  public var name: String
  /// Other names: `gh`; `rick-and-morty`, `rm`.
  public var aliases: [String]
  /// One line for `explore providers`.
  public var summary: String
  /// The real API, used unless the environment variable overrides it.
  public var defaultBaseURL: URL
  /// The environment variable that overrides the base URL, such as
  /// `EXPLORE_GITHUB_API_URL`.
  public var baseURLEnvironmentVariable: String
  /// The name of the folder under `fixtures/` with its replay fixtures.
  public var fixturesFolder: String
  /// The item kinds that may be kept as favorites, each with the detail
  /// resource that loads one item by id. This one list gives the
  /// `favorites` commands and the interactive `f` key.
  public var favorites: [FavoritableKind]
  /// How many pages of a list may be in flight, and how many pages `--all`
  /// loads before it needs `--limit` or `--max-pages`.
  public var pagingLimits: PagingLimits
  /// The environment variables the provider reads besides its base URL's,
  /// each with what it gives, for help: `("EXPLORE_POKEAPI_TOKEN", "The token …")`.
  public var environmentVariables: [(name: String, summary: String)]

  public init(
    name: String,
    aliases: [String] = [],
    summary: String,
    defaultBaseURL: URL,
    baseURLEnvironmentVariable: String,
    fixturesFolder: String? = nil,
    favorites: [FavoritableKind] = [],
    pagingLimits: PagingLimits = .standard,
    environmentVariables: [(name: String, summary: String)] = []
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.defaultBaseURL = defaultBaseURL
    self.baseURLEnvironmentVariable = baseURLEnvironmentVariable
    self.fixturesFolder = fixturesFolder ?? name
    // NB: the folder is a path component of `--record` and of the replay's
    // fixtures: a declared provider's name is checked before it gets here
    // (`ProviderDeclaration.validate()`), so anything else is a bug.
    precondition(
      !self.fixturesFolder.isEmpty && !self.fixturesFolder.contains("/") && self.fixturesFolder != "." && self.fixturesFolder != "..",
      "A provider's fixtures folder must be one folder name, got '\(self.fixturesFolder)'")
    self.favorites = favorites
    self.pagingLimits = pagingLimits
    self.environmentVariables = environmentVariables
  }
}
