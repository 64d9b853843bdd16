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
      .appendingPathComponent("explore-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Writes `text` to the file `name` (a relative path) in the folder,
  /// making the folders on its way.
  public func write(_ text: String, to name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Every regular file below the folder, as relative paths, sorted.
  public func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    var names: [String] = []
    while let name = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        names.append(name)
      }
    }
    return names.sorted()
  }

  /// The permission bits of `path`, such as `0o600`.
  public static func permissions(of path: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: path.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
  }
}
