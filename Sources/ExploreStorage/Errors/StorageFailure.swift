public import Foundation
public import ExploreCore
package import ExploreFiles

/// A file operation on explore's own state failed: a directory could not be
/// created, a file could not be written, or a lock could not be taken.
///
/// The file named in the message is as it was before the operation: writes
/// go to a temporary file first, so a failure never damages saved data.
public struct StorageFailure: UserFacingError, Hashable {
  /// What explore was doing: "save your favorites".
  public var operation: String
  /// The file or directory involved.
  public var path: URL
  /// Why it failed, as the system said it: "Permission denied".
  public var reason: String

  public init(operation: String, path: URL, reason: String) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// `failure`, a step of the file layer, while doing `operation`.
  package init(operation: String, failure: FileSystemError) {
    self.init(operation: operation, path: failure.path, reason: failure.reason)
  }

  public var description: String {
    "Could not \(operation) at \(path.path): \(reason). Your saved data is unchanged; check that the folder exists and that you may write to it, then try again."
  }
}
