package import Foundation

/// Creates explore's state directories, private to the user (0700).
package enum StorageDirectory {
  /// Creates `directory` and any missing parents with mode 0700.
  ///
  /// Parents that already exist keep their permissions.
  /// - Throws: ``StorageFailure`` when a directory cannot be created.
  package static func create(_ directory: URL, describing operation: String) throws {
    var missing: [URL] = []
    var current = directory.standardizedFileURL
    while !FileManager.default.fileExists(atPath: current.path) {
      missing.append(current)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    for folder in missing.reversed() {
      guard POSIX.makeDirectory(folder.path, mode: 0o700) else {
        throw StorageFailure(operation: operation, path: folder, reason: POSIX.lastErrorDescription)
      }
    }
  }
}
