/// What kind of failure a ``UserFacingError`` is. It decides how the CLI
/// reports the error and which status explore exits with; `ExitStatus`
/// maps each category to its status, in one place.
public enum ErrorCategory: Sendable, Hashable {
  /// A command explore cannot run as given: a missing or invalid value,
  /// values that conflict. Printed with the command's usage line; exits 64.
  case usage
  /// The command could not do its work: the API, the network, a file.
  /// Exits 1.
  case runtime
}
