/// The fixed choices of GitHub's `sort` and `order` parameters, as the API
/// spells them. Help and completion list their raw values.
package enum GitHubSortKey {
  /// `search users --sort`.
  package enum UserSearch: String, CaseIterable, Sendable {
    case followers, repositories, joined
  }

  /// `search repos --sort`.
  package enum RepositorySearch: String, CaseIterable, Sendable {
    case stars, forks
    case helpWantedIssues = "help-wanted-issues"
    case updated
  }

  /// `repos <user> --sort`.
  package enum RepositoryList: String, CaseIterable, Sendable {
    case pushed, updated, created
    case fullName = "full_name"
  }

  /// `--order` of searches.
  package enum Order: String, CaseIterable, Sendable {
    case desc, asc
  }
}
