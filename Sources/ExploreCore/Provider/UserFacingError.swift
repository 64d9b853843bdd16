/// An error whose description is a sentence a user can act on: what failed,
/// why, and what to do next.
///
/// The CLI prints `Error: <description>` for these and exits with
/// ``exitCode``. Any other error is reported the same way with exit code 1.
public protocol UserFacingError: Error, CustomStringConvertible {
  /// The process exit code: 1 for runtime failures, 64 for usage errors.
  var exitCode: Int32 { get }
}

extension UserFacingError {
  public var exitCode: Int32 { 1 }
}
