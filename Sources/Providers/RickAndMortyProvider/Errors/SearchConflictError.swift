public import ExploreCore

/// `--search` and `--name` were both given with different text. The API
/// takes one name filter, and `--search` is that filter.
public struct SearchConflictError: UserFacingError, Hashable {
  public var search: String
  public var name: String

  public init(search: String, name: String) {
    self.search = search
    self.name = name
  }

  public var description: String {
    "--search \"\(search)\" and --name \"\(name)\" both filter by name, and the API takes one name. "
      + "Give only one of them."
  }

  /// A usage error.
  public var category: ErrorCategory { .usage }
}
