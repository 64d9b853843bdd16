public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary folders that live as long as the test process: each is made
/// under one folder per process, which is removed when the process exits.
///
/// For helpers whose callers cannot scope a folder with `defer` (a provider
/// made for a test keeps using its folders); a test that can remove what it
/// makes should still do so itself.
///
/// ```swift
/// let home = try ProcessTemporaryDirectory.make("explore-zoo-tests")
/// ```
public enum ProcessTemporaryDirectory {
  /// `<temporary directory>/explore-tests-<pid>-<UUID>`, removed at exit.
  public static let root: URL = {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-tests-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    // NB: a C function pointer captures nothing; it reads the static, set by then.
    atexit { try? FileManager.default.removeItem(at: ProcessTemporaryDirectory.root) }
    return root
  }()

  /// A new, empty folder `<root>/<prefix>-<UUID>`, private to this user (0700).
  public static func make(_ prefix: String) throws -> URL {
    let folder = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return folder
  }
}
