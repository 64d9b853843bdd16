public import Foundation

/// A fresh folder under the system's temporary directory, removed by
/// ``remove()`` (call it in a `defer`, so it goes even when a test fails).
///
/// ```swift
/// let folder = try TemporaryFolder()
/// defer { folder.remove() }
/// #expect(try TemporaryFolder.permissions(of: folder.url.appendingPathComponent("x")) == 0o600)
/// ```
public struct TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-files-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// The permission bits of `path`, such as `0o600`.
  public static func permissions(of path: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
