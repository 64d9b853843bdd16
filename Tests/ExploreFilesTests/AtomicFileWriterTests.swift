@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

@Suite struct AtomicFileWriterTests {
  @Test func writesAPrivateFileAndCreatesEveryMissingFolderPrivate() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("a/b/c/state.json")
    try AtomicFileWriter().write(Data("one".utf8), to: file, within: nil)
    #expect(try String(contentsOf: file, encoding: .utf8) == "one")
    #expect(try TemporaryFolder.permissions(of: file) == 0o600)
    for path in ["a", "a/b", "a/b/c"] {
      #expect(try TemporaryFolder.permissions(of: folder.url.appendingPathComponent(path)) == 0o700, "\(path)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path) == ["state.json"])
  }

  @Test func replacesTheContentAndTightensNothingElse() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
    let file = folder.url.appendingPathComponent("state.json")
    try AtomicFileWriter().write(Data("old".utf8), to: file, within: nil)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    try AtomicFileWriter(synchronizes: false).write(Data("new".utf8), to: file, within: nil)
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    // The replacement is a new file, created 0600 whatever the old one was.
    #expect(try TemporaryFolder.permissions(of: file) == 0o600)
    #expect(try TemporaryFolder.permissions(of: folder.url) == 0o755)
  }

  /// The hook runs with the temporary file complete, private and beside the
  /// target, while the target still holds the old content.
  @Test func beforeRenameSeesACompletePrivateTemporaryAndTheOldTarget() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("state.json")
    try AtomicFileWriter().write(Data("old".utf8), to: file, within: nil)
    let seen = Seen()
    let writer = AtomicFileWriter { temporary, target in
      seen.record(
        temporary: (try? String(contentsOf: temporary, encoding: .utf8)) ?? "",
        mode: (try? TemporaryFolder.permissions(of: temporary)) ?? -1,
        target: (try? String(contentsOf: target, encoding: .utf8)) ?? "",
        sameFolder: temporary.deletingLastPathComponent() == target.deletingLastPathComponent()
          && temporary.lastPathComponent.hasPrefix(AtomicFileWriter.temporaryPrefix(for: target))
      )
    }
    try writer.write(Data("new".utf8), to: file, within: nil)
    #expect(seen.value == .init(temporary: "new", mode: 0o600, target: "old", sameFolder: true))
    #expect(try String(contentsOf: file, encoding: .utf8) == "new")
  }

  @Test func aFailedRenameLeavesTheTargetAndNoTemporaryFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // NB: a non-empty directory cannot be replaced by a file, so the rename fails.
    let target = folder.url.appendingPathComponent("state.json")
    try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
    let error = try #require(throws: FileSystemError.self) {
      try AtomicFileWriter().write(Data("new".utf8), to: target, within: nil)
    }
    #expect(error.path == target)
    #expect(!error.reason.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["state.json"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == ["inside"])
  }

  @Test func aFolderThatCannotBeCreatedIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let blocker = folder.url.appendingPathComponent("blocker")
    try Data("a file, not a folder".utf8).write(to: blocker)
    let error = try #require(throws: FileSystemError.self) {
      try AtomicFileWriter().write(Data("x".utf8), to: blocker.appendingPathComponent("sub/state.json"), within: nil)
    }
    #expect(error.path.lastPathComponent == "sub")
    #expect(error.description.contains(blocker.path))
  }

  @Test func staleTemporaryFilesOfOneTargetAreRemovedAndOthersKept() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("state.json")
    let names = [".state.json.tmp-1-2", ".state.json.tmp-3-4", ".other.json.tmp-5-6", "state.json"]
    for name in names {
      try Data(name.utf8).write(to: folder.url.appendingPathComponent(name))
    }
    AtomicFileWriter.removeStaleTemporaryFiles(for: file)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [".other.json.tmp-5-6", "state.json"])
  }
}

/// What the `beforeRename` hook observed.
///
/// NB: `@unchecked Sendable` is sound because every access holds `lock`.
private final class Seen: @unchecked Sendable {
  struct Value: Hashable {
    var temporary: String
    var mode: Int
    var target: String
    var sameFolder: Bool
  }

  private let lock = NSLock()
  private var stored: Value?

  var value: Value? { lock.withLock { stored } }

  func record(temporary: String, mode: Int, target: String, sameFolder: Bool) {
    lock.withLock { stored = Value(temporary: temporary, mode: mode, target: target, sameFolder: sameFolder) }
  }
}
