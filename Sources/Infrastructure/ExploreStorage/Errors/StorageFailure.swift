public import Foundation
public import ExploreCore
package import ExploreFiles

/// A file operation on explore's own state failed: a file could not be
/// read, a directory created, a file written, or a lock taken, or a folder
/// is not private enough to hold explore's files.
///
/// The file named in the message is as it was before the operation: writes
/// go to a temporary file first, and a file explore cannot read is left
/// where it is, so a failure never damages saved data.
public struct StorageFailure: UserFacingError, Hashable {
  /// What explore was doing: "save your favorites".
  public var operation: String
  /// The file or directory involved.
  public var path: URL
  /// Why it failed, in explore's words: "it is a folder, not a file".
  public var reason: String
  /// What to do about it: "Move it aside (…), then try again."
  public var advice: String

  public init(
    operation: String, path: URL, reason: String,
    advice: String = "Check that the folder exists and that you may write to it, then try again."
  ) {
    self.operation = operation
    self.path = path
    self.reason = reason
    self.advice = advice
  }

  /// `failure`, a step of the file layer, while doing `operation`.
  package init(operation: String, failure: FileSystemError) {
    self.init(operation: operation, path: failure.path, reason: failure.reason, advice: failure.advice)
  }

  public var description: String {
    "Could not \(operation) at \(path.path): \(reason). \(advice) Your saved data is unchanged."
  }
}
