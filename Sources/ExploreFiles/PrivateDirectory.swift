package import Foundation

/// Creates explore's directories private to the user: mode 0700 whatever
/// the umask.
package enum PrivateDirectory {
  /// The mode of every directory explore creates.
  package static let mode: UInt32 = 0o700

  /// Creates `directory` and any missing parents with mode 0700.
  ///
  /// Every directory this call creates, intermediate ones included, gets
  /// exactly 0700 (`mkdir` then `chmod`, since the umask could take bits
  /// away); directories that already exist keep their permissions.
  /// - Complexity: O(*d*) system calls for *d* missing directories.
  /// - Throws: ``FileSystemError`` when a directory cannot be created.
  package static func create(_ directory: URL) throws(FileSystemError) {
    var missing: [URL] = []
    var current = directory.standardizedFileURL
    while !FileManager.default.fileExists(atPath: current.path) {
      missing.append(current)
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { break }
      current = parent
    }
    for folder in missing.reversed() {
      switch POSIX.makeDirectory(folder.path, mode: mode) {
      case .created:
        // NB: mkdir's mode is filtered by the umask; chmod is not. A
        // concurrent process creating the same folder is fine: both set 0700.
        guard POSIX.setMode(folder.path, mode) else { throw .lastError(at: folder) }
      case .existed:
        continue
      case .failed:
        throw .lastError(at: folder)
      }
    }
  }
}
