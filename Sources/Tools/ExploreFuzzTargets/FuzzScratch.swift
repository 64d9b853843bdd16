import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One private temporary folder per process for the targets that go
/// through files, removed when the process exits.
enum FuzzScratch {
  /// `$TMPDIR/explore-fuzz-<pid>`, created 0700 on first use.
  static let directory: URL = {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-fuzz-\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    path = url.path
    atexit {
      if let path = FuzzScratch.path { try? FileManager.default.removeItem(atPath: path) }
    }
    return url
  }()

  /// The folder's path, for the exit handler, which captures nothing.
  nonisolated(unsafe) private static var path: String?

  /// A fresh, empty folder `name` inside ``directory``.
  static func emptyFolder(_ name: String) -> URL {
    let url = directory.appendingPathComponent(name, isDirectory: true)
    try? FileManager.default.removeItem(at: url)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return url
  }
}
