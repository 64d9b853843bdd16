import ExploreCore
import ExploreTestSupport
import Foundation

/// A fresh folder under the system's temporary directory with XDG folders
/// inside, so no test touches the real home. Removed on `remove()`.
struct TemporaryDirectories {
  private let folder: TemporaryFolder
  /// The temporary home, a ``TemporaryFolder``.
  var root: URL { folder.url }

  init() throws {
    folder = try TemporaryFolder()
  }

  /// The XDG environment pointing into ``root``.
  var environment: [String: String] {
    IsolatedHome.environment(of: root)
  }

  var directories: ExploreDirectories {
    ExploreDirectories(environment: environment, home: root)
  }

  func remove() {
    folder.remove()
  }
}
