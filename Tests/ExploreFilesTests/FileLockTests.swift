@testable import ExploreFiles
import ExploreTestSupport
import Foundation
import Testing

@Suite struct FileLockTests {
  /// Threads that each open the lock file themselves (as separate processes
  /// do) and increment a counter file: with the lock, no increment is lost.
  @Test func readModifyWritesUnderTheLockLoseNothing() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let counter = folder.url.appendingPathComponent("state/counter")
    let lockFile = FileLock.lockFile(for: counter)
    let writers = 8, rounds = 25
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<writers {
        group.addTask {
          for _ in 0..<rounds {
            try FileLock.withExclusiveLock(on: lockFile, within: nil) {
              let current = try BoundedFile.contents(of: counter, limit: 1 << 20).flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? 0
              try AtomicFileWriter(synchronizes: false).write(Data("\(current + 1)".utf8), to: counter, within: nil)
            }
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try String(contentsOf: counter, encoding: .utf8) == "\(writers * rounds)")
    #expect(lockFile.lastPathComponent == "counter.lock")
    #expect(try TemporaryFolder.permissions(of: lockFile) == 0o600)
    #expect(try TemporaryFolder.permissions(of: counter.deletingLastPathComponent()) == 0o700)
    #expect(try Data(contentsOf: lockFile).isEmpty)
  }

  @Test func theLockIsReleasedWhenTheBodyThrows() throws {
    struct Refused: Error {}
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lockFile = folder.url.appendingPathComponent("x.lock")
    #expect(throws: Refused.self) {
      try FileLock.withExclusiveLock(on: lockFile, within: nil) { throw Refused() }
    }
    // NB: a lock still held would block here forever; the suite's time
    // limit is the safety net, not an assertion.
    #expect(try FileLock.withExclusiveLock(on: lockFile, within: nil) { 42 } == 42)
  }

  @Test func aLockFileThatCannotBeOpenedIsNamed() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let lockFile = folder.url.appendingPathComponent("a-folder.lock")
    try FileManager.default.createDirectory(at: lockFile, withIntermediateDirectories: true)
    let error = try #require(throws: FileSystemError.self) {
      try FileLock.withExclusiveLock(on: lockFile, within: nil) {}
    }
    #expect(error.path == lockFile)
  }
}
