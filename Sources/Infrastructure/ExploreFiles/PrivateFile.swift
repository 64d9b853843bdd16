package import Foundation

/// Removing explore's own files and checking their modes (reads go
/// through ``BoundedFile``).
package enum PrivateFile {
  /// Removes `url`; a file that is already gone counts as removed.
  ///
  /// - Throws: ``FileSystemError`` when the file exists and cannot be removed.
  package static func remove(_ url: URL) throws(FileSystemError) {
    guard POSIX.removeFile(url.path) || POSIX.lastErrorWasMissingFile else { throw .lastError(at: url) }
    AtomicFileWriter.synchronizeDirectory(url.deletingLastPathComponent())
  }

  /// Sets `url`'s permissions to 0600 (0700 for a folder), as for a file
  /// an older explore created with the umask's modes. A symbolic link is
  /// left alone, and so is what it points to.
  ///
  /// - Throws: ``FileSystemError`` when the mode cannot be set.
  package static func restrict(_ url: URL, isDirectory: Bool = false) throws(FileSystemError) {
    let mode = isDirectory ? PrivateDirectory.mode : AtomicFileWriter.fileMode
    guard POSIX.setMode(url.path, mode) else { throw .lastError(at: url) }
  }

  /// Whether `url` exists with a mode that lets group or others read or
  /// write it, as after a copy or a careless `chmod`.
  package static func isAccessibleByOthers(_ url: URL) -> Bool {
    guard
      let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
      let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue
    else { return false }
    return mode & 0o077 != 0
  }
}
