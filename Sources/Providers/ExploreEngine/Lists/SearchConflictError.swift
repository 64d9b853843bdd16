package import ExploreCore

/// `--search` and the option that sends the same query parameter (`--name`,
/// for a list whose search is its `name` filter) were both given, with
/// different text. The API takes one value there, and `--search` is that
/// option.
package struct SearchConflictError: UserFacingError, Hashable {
  /// What `--search` gave, trimmed.
  package var search: String
  /// What the option gave, trimmed.
  package var name: String
  /// The option's name: `name` for `--name`.
  package var option: String
  /// The query parameter both send.
  package var parameter: String

  package init(search: String, name: String, option: String = "name", parameter: String = "name") {
    self.search = search
    self.name = name
    self.option = option
    self.parameter = parameter
  }

  package var description: String {
    "--search \"\(search)\" and --\(option) \"\(name)\" both filter by \(parameter), and the API takes one \(parameter). "
      + "Give only one of them."
  }

  /// A usage error.
  package var category: ErrorCategory { .usage }
}
