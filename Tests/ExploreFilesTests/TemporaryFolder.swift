import Foundation

/// A fresh folder under the system's temporary directory, removed by
/// `remove()` (call it in a `defer`).
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-files-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The permission bits of `path`.
  static func mode(of path: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
