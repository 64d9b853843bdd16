import ExploreCore
import ExploreTestSupport
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
    IsolatedHome.environment(of: root)
  }

  var directories: ExploreDirectories {
    ExploreDirectories(environment: environment, home: root)
  }

  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
