import ExploreCore

/// The arguments and options of GitHub's resources, each declared once with
/// the type its handler reads: `request[Self.user]` is a `String`,
/// `request[Self.repositoryOrder]` a ``GitHubSortKey/RepositoryList``.
extension GitHub {
  /// `<user>` of the user lists, `user` and `repos`.
  static let user = ArgumentKey("user", summary: "A GitHub username, such as octocat.", rule: GitHubRules.username)

  /// `[<user>]` of `starred`: yours when left out.
  static let starredUser = ArgumentKey<String?>.optional(
    "user", summary: "A GitHub username; leave it out for your own stars.", rule: GitHubRules.username
  )

  /// `<repository>` of `star` and `unstar`.
  static let repository = ArgumentKey(
    "repository", summary: "A repository as owner/repo, such as apple/swift.", rule: GitHubRules.repository
  )

  /// `<query>` of both searches.
  static let query = ArgumentKey("query", summary: "What to search for.", rule: GitHubRules.query)

  /// `repos --sort`.
  static let repositoryOrder = OptionKey.choice(
    "sort", summary: "The order of the list.", default: GitHubSortKey.RepositoryList.pushed
  )

  /// `starred --check owner/repo`, which asks instead of listing.
  static let check = OptionKey<String?>(
    "check", summary: "Say whether you starred this repository (owner/repo) instead of listing.",
    valueName: "owner/repo", rule: GitHubRules.repository, conflicts: ["user"]
  )

  /// `search users --sort`.
  static let userSearchSort = OptionKey.choice(
    "sort", summary: "Sort by this instead of best match.", of: GitHubSortKey.UserSearch.self
  )

  /// `search repos --sort`.
  static let repositorySearchSort = OptionKey.choice(
    "sort", summary: "Sort by this instead of best match.", of: GitHubSortKey.RepositorySearch.self
  )

  /// `--order` of both searches.
  static let searchOrder = OptionKey.choice("order", summary: "The direction of --sort.", default: GitHubSortKey.Order.desc)

  /// `search repos --language`.
  static let language = OptionKey<String?>(
    "language", summary: "Only repositories in this language.", valueName: "language", rule: GitHubRules.language
  )

  /// `search repos --topic`, repeatable.
  static let topics = OptionKey.repeated(
    "topic", summary: "Only repositories with this topic; repeat for several.", valueName: "topic", rule: GitHubRules.topic
  )

  /// `search repos --stars`.
  static let stars = OptionKey<String?>(
    "stars", summary: "Only repositories with this many stars, such as '>=100'.", valueName: "count", rule: GitHubRules.stars
  )
}
