package import Foundation

/// A step of explore's file layer failed: a directory could not be created,
/// a file could not be written, renamed or locked.
///
/// The layer knows paths and system errors, not what the user asked for;
/// each caller wraps it in its own user-facing error (``path`` and
/// ``reason`` are the parts to show).
package struct FileSystemError: Error, Hashable, CustomStringConvertible {
  /// The file or directory involved.
  package var path: URL
  /// Why it failed, as the system said it: "Permission denied".
  package var reason: String

  package init(path: URL, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// The failed call on `path`, with the current `errno` as the reason.
  static func lastError(at path: URL) -> FileSystemError {
    FileSystemError(path: path, reason: POSIX.lastErrorDescription)
  }

  package var description: String { "\(path.path): \(reason)" }
}
