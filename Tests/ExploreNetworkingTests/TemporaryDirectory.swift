import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-networking-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  func write(_ text: String, to name: String) throws {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  /// Every regular file below the folder, relative paths sorted.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: url.path)
    var names: [String] = []
    while let name = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isDirectory), !isDirectory.boolValue {
        names.append(name)
      }
    }
    return names.sorted()
  }
}
