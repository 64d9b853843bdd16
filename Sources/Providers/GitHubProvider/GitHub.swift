public import ExploreCore
public import ExploreEngine
public import ExploreNetworking
import ExploreSignIn

/// The GitHub REST API: followers, following, profiles, user and repository
/// search, starred repositories, star and unstar, and login.
///
/// ```swift
/// let github = GitHub(context: context)
/// let page = try await github.load(ResourceRequest(path: ["followers"], arguments: ["user": "octocat"]), at: .first)
/// page.items.map(\.title)  // logins
/// ```
///
/// Every request goes through `context.transport` with GitHub's media type,
/// API version and, when one is available, a token from `GH_TOKEN`,
/// `GITHUB_TOKEN` or the stored login, in that order.
public struct GitHub: Provider, TableOwner {
  /// The item kinds this provider makes.
  package enum Kind {
    /// A user or organization; the id is the login.
    package static let user = "user"
    /// A repository; the id is `owner/repo`.
    package static let repository = "repository"
    /// The outcome of `auth status`.
    package static let authentication = "authentication"
  }

  /// How many of your most recent stars `search repos` reads to mark
  /// starred rows: three pages of 100.
  package static let starredCheckLimit = 300

  let context: ProviderContext
  /// GitHub's client without a token: each load sends with a copy that
  /// carries the token it reads then (``tableEngine()``).
  public let client: RESTClient
  let tokenStore: LoginStore
  /// Your stars, loaded once and forgotten after a star or unstar.
  let starredRepositories = SharedLoad<StarredSnapshot>()

  public init(context: ProviderContext) {
    self.context = context
    self.tokenStore = Self.tokenStore(in: context.directories.config)
    self.client = Self.client(for: context)
  }
}
