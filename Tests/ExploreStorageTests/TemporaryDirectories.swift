import ExploreCore
import Foundation

/// A fresh folder under the system's temporary directory with XDG folders
/// inside, so no test touches the real home. Removed on `remove()`.
struct TemporaryDirectories {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-storage-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// The XDG environment pointing into ``root``.
  var environment: [String: String] {
    [
      "HOME": root.path,
      "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": root.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": root.appendingPathComponent("data").path,
      "XDG_STATE_HOME": root.appendingPathComponent("state").path,
    ]
  }

  var directories: ExploreDirectories {
    ExploreDirectories(environment: environment, home: root)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
