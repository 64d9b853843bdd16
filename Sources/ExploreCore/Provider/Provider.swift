/// An API that explore can browse. This is the plugin point: a provider
/// module conforms one type to it, and the CLI, help, completions, paging,
/// search, expansion, caching and JSON output work for it without the CLI
/// or the core knowing its name.
///
/// ```swift
/// public struct Weather: Provider {
///   public static let descriptor = ProviderDescriptor(
///     name: "weather", summary: "Forecasts",
///     defaultBaseURL: URL(string: "https://api.example.com")!,
///     baseURLEnvironmentVariable: "EXPLORE_WEATHER_API_URL",
///     resources: [ResourceDescriptor(path: ["cities"], summary: "Cities")]
///   )
///   public init(context: ProviderContext) { … }
///   public func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage { … }
/// }
/// ```
public protocol Provider: Sendable {
  /// The provider's names, base URL and resources.
  static var descriptor: ProviderDescriptor { get }

  /// Makes a provider that reaches its API through `context`.
  init(context: ProviderContext)

  /// Loads one page of a list, the sections of a detail view, or performs
  /// an action.
  ///
  /// The request has passed every rule its descriptor declares. Resources
  /// that do not page receive ``PageCursor/first``.
  func load(_ request: ResourceRequest, at cursor: PageCursor) async throws -> ResourcePage

  /// Returns `items` with ``Item/children`` filled in by `expansion`.
  ///
  /// Implementations collect the references of every item, remove
  /// duplicates and fetch them in as few requests as the API allows: never
  /// one request per item.
  func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item]
}

extension Provider {
  /// Providers without expansions need not implement ``expand(_:by:for:)``.
  public func expand(_ items: [Item], by expansion: ExpansionDescriptor, for request: ResourceRequest) async throws -> [Item] {
    throw UnsupportedExpansionError(provider: Self.descriptor.name, expansion: expansion.name)
  }
}

/// An expansion was asked of a provider that does not offer it.
public struct UnsupportedExpansionError: UserFacingError {
  public var provider: String
  public var expansion: String

  public var description: String {
    "\(provider) cannot expand items into \(expansion). Run 'explore \(provider) --help' to see what each resource offers."
  }
}
