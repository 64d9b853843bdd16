import ExploreCore

/// A value the user typed breaks a rule, found before any request.
package struct GitHubInvalidValueError: UserFacingError {
  /// `<user>` or `--stars`.
  package var name: String
  package var value: String
  /// What a valid value looks like.
  package var rule: String

  package init(name: String, value: String, rule: String) {
    self.name = name
    self.value = value
    self.rule = rule
  }

  package var description: String {
    "'\(value)' is not a valid value for \(name): expected \(rule)."
  }

  package var exitCode: Int32 { 64 }
}
