package import Foundation

/// Moves a file that does not parse out of the way, keeping its bytes, so
/// that the next write starts afresh without destroying anything.
///
/// ```swift
/// let movedTo = try CorruptFile.moveAside(url, at: Date())
/// // …/favorites.json.corrupt-20261121T230102Z
/// ```
package enum CorruptFile {
  /// Renames `url` to `<name>.corrupt-<UTC timestamp>` in the same folder
  /// (with `-2`, `-3`… when that name exists) and returns the new path.
  ///
  /// Call it while holding the file's lock, so that no other writer
  /// replaces the file between the failed parse and the move.
  /// - Complexity: O(*k*) for *k* earlier corrupt copies with the same timestamp.
  /// - Throws: ``FileSystemError`` when the rename fails; `url` is then unchanged.
  package static func moveAside(_ url: URL, at date: Date) throws(FileSystemError) -> URL {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(url.lastPathComponent).corrupt-\(formatter.string(from: date))"
    let directory = url.deletingLastPathComponent()
    var destination = directory.appendingPathComponent(base)
    var suffix = 2
    while FileManager.default.fileExists(atPath: destination.path) {
      destination = directory.appendingPathComponent("\(base)-\(suffix)")
      suffix += 1
    }
    guard POSIX.renameFile(url.path, to: destination.path) else { throw .lastError(at: url) }
    AtomicFileWriter.synchronizeDirectory(directory)
    return destination
  }
}
