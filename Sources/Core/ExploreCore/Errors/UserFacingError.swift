/// An error whose description is a sentence a user can act on: what failed,
/// why, and what to do next.
///
/// The CLI prints `Error: <description>` for these, with the command's
/// usage line for a ``ErrorCategory/usage`` error, and exits with the
/// status of its ``category``. Any other error is reported as a runtime
/// failure.
public protocol UserFacingError: Error, CustomStringConvertible {
  /// What kind of failure this is: ``ErrorCategory/runtime`` unless the
  /// command as given cannot run (``ErrorCategory/usage``).
  var category: ErrorCategory { get }
}

extension UserFacingError {
  public var category: ErrorCategory { .runtime }
}
