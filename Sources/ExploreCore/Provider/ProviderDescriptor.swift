public import Foundation

/// Everything the CLI knows about a provider before it makes a request:
/// its ``ProviderMetadata`` and the descriptors of its resources.
///
/// A provider does not write one: ``Provider/descriptor`` derives it from
/// ``Provider/metadata`` and ``Provider/resources``.
public struct ProviderDescriptor: Sendable {
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
  public var resources: [ResourceDescriptor]
  /// The item kinds that may be kept as favorites, with the detail resource
  /// that loads one item by id; the CLI offers `favorites`,
  /// `favorites add` and `favorites remove` for these, and the interactive
  /// `f` key.
  public var favoritable: [FavoritableKind]
  /// How many pages of a list may be in flight, and how many pages `--all`
  /// loads before it needs `--limit` or `--max-pages`.
  public var pagingLimits: PagingLimits

  public init(
    name: String,
    aliases: [String] = [],
    summary: String,
    defaultBaseURL: URL,
    baseURLEnvironmentVariable: String,
    fixturesFolder: String? = nil,
    resources: [ResourceDescriptor],
    favoritable: [FavoritableKind] = [],
    pagingLimits: PagingLimits = .standard
  ) {
    self.name = name
    self.aliases = aliases
    self.summary = summary
    self.defaultBaseURL = defaultBaseURL
    self.baseURLEnvironmentVariable = baseURLEnvironmentVariable
    self.fixturesFolder = fixturesFolder ?? name
    self.resources = resources
    self.favoritable = favoritable
    self.pagingLimits = pagingLimits
  }

  /// The descriptor of a provider with `metadata` and `resources`.
  public init(metadata: ProviderMetadata, resources: [ResourceDescriptor]) {
    self.init(
      name: metadata.name,
      aliases: metadata.aliases,
      summary: metadata.summary,
      defaultBaseURL: metadata.defaultBaseURL,
      baseURLEnvironmentVariable: metadata.baseURLEnvironmentVariable,
      fixturesFolder: metadata.fixturesFolder,
      resources: resources,
      favoritable: metadata.favorites,
      pagingLimits: metadata.pagingLimits
    )
  }

  /// The resource whose path is `path`, matching aliases of its last word.
  ///
  /// - Complexity: O(*r*) in the number of resources.
  public func resource(named path: [String]) -> ResourceDescriptor? {
    resources.first { $0.isNamed(path) }
  }

  /// The base URL from `environment`, or the default.
  public func baseURL(in environment: [String: String]) -> URL {
    if let value = environment[baseURLEnvironmentVariable], !value.isEmpty, let url = URL(string: value) {
      return url
    }
    return defaultBaseURL
  }
}
