@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

@Suite struct CorruptFileTests {
  static let instant = Date(timeIntervalSince1970: 1_763_766_062)  // 2025-11-21T23:01:02Z

  @Test func movesTheFileAsideWithItsBytesAndATimestamp() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("favorites.json")
    var moved: [String] = []
    for content in ["{ torn", "not json", "third"] {
      try Data(content.utf8).write(to: file)
      let destination = try CorruptFile.moveAside(file, at: Self.instant)
      #expect(try String(contentsOf: destination, encoding: .utf8) == content)
      #expect(!FileManager.default.fileExists(atPath: file.path))
      moved.append(destination.lastPathComponent)
    }
    #expect(moved == [
      "favorites.json.corrupt-20251121T230102Z",
      "favorites.json.corrupt-20251121T230102Z-2",
      "favorites.json.corrupt-20251121T230102Z-3",
    ])
  }

  @Test func aMissingFileCannotBeMovedAndSaysWhich() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("gone.json")
    let error = try #require(throws: FileSystemError.self) {
      try CorruptFile.moveAside(file, at: Self.instant)
    }
    #expect(error.path == file)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
  }
}

@Suite struct PrivateFileTests {
  @Test func readsRemovesAndReportsAccessibleFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("logins.json")
    #expect(try BoundedFile.contents(of: file, limit: 1 << 20) == nil)
    #expect(!PrivateFile.isAccessibleByOthers(file))
    try AtomicFileWriter().write(Data("{}".utf8), to: file, within: nil)
    #expect(try BoundedFile.contents(of: file, limit: 1 << 20) == Data("{}".utf8))
    #expect(!PrivateFile.isAccessibleByOthers(file))
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    #expect(PrivateFile.isAccessibleByOthers(file))
    try PrivateFile.remove(file)
    try PrivateFile.remove(file)  // already gone: fine
    #expect(!FileManager.default.fileExists(atPath: file.path))
  }

  @Test func aFolderIsNotAReadableFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    #expect(throws: FileSystemError.self) { try BoundedFile.contents(of: folder.url, limit: 1 << 20) }
  }
}
