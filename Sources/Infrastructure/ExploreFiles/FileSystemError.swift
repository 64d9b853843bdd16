package import Foundation

/// A step of explore's file layer failed: a file could not be read, a
/// directory created, a file written, renamed or locked, or a folder is not
/// private enough to hold explore's files.
///
/// The layer knows paths and what went wrong, not what the user asked for:
/// each caller wraps it in its own user-facing error, showing ``path``,
/// ``reason`` (why, in explore's words) and ``advice`` (what to do), which
/// `FileSystemError+Messages.swift` renders from ``problem`` in one place.
///
/// ```swift
/// } catch {
///   throw StorageFailure(operation: "save your favorites", failure: error)
///   // Could not save your favorites at …/favorites.json: <reason>. <advice>
/// }
/// ```
package struct FileSystemError: Error, Hashable, CustomStringConvertible {
  /// What went wrong.
  package enum Problem: Sendable, Hashable {
    /// A system call failed with this `errno`.
    case system(Int32)
    /// The file holds more bytes than explore reads from it.
    case tooLarge(bytes: Int64, limit: Int)
    /// What explore would write holds more bytes than it reads back.
    case contentTooLarge(bytes: Int, limit: Int)
    /// Something other than a regular file is at the path.
    case notRegularFile(FileKind)
    /// The folder that explore's files end up in is not the user's alone.
    case folderNotPrivate(FolderPrivacy)
  }

  /// The file or directory involved.
  package var path: URL
  package var problem: Problem

  package init(path: URL, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// The failed call on `path`, with the current `errno` as the problem.
  static func lastError(at path: URL) -> FileSystemError {
    FileSystemError(path: path, problem: .system(POSIX.lastErrorCode))
  }

  package var description: String { "\(path.path): \(reason)" }
}
