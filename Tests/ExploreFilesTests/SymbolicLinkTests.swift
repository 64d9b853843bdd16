@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

/// A symbolic link planted where explore keeps its files is never followed
/// to create, lock or change the mode of what it points to (issue 21).
@Suite struct SymbolicLinkTests {
  @Test func aLinkAtTheLockFileIsRefusedAndItsTargetIsNeitherCreatedNorChanged() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let counter = folder.url.appendingPathComponent("state/favorites.json")
    try FileManager.default.createDirectory(at: counter.deletingLastPathComponent(), withIntermediateDirectories: true)
    let lockFile = FileLock.lockFile(for: counter)
    // A target that does not exist, and one that does, with its own mode.
    let missing = folder.url.appendingPathComponent("created-through-the-link")
    let existing = folder.url.appendingPathComponent("someone-elses-file")
    try Data("theirs".utf8).write(to: existing)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: existing.path)

    for target in [missing, existing] {
      try? FileManager.default.removeItem(at: lockFile)
      try FileManager.default.createSymbolicLink(at: lockFile, withDestinationURL: target)
      var ran = false
      #expect {
        try FileLock.withExclusiveLock(on: lockFile, within: nil) { ran = true }
      } throws: { error in
        "\(error)".contains("symbolic link")
      }
      #expect(!ran)
    }
    #expect(!FileManager.default.fileExists(atPath: missing.path))
    #expect(try TemporaryFolder.permissions(of: existing) == 0o644)
  }

  @Test func restrictingALinkLeavesWhatItPointsToAlone() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = folder.url.appendingPathComponent("elsewhere", isDirectory: true)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
    let link = folder.url.appendingPathComponent("cache")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    try PrivateFile.restrict(link, isDirectory: true)
    #expect(try TemporaryFolder.permissions(of: target) == 0o755)

    // A real folder is still restricted.
    try PrivateFile.restrict(target, isDirectory: true)
    #expect(try TemporaryFolder.permissions(of: target) == 0o700)
  }
}
