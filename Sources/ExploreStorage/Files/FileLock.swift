package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file next to the data
/// file, held for the length of one read-modify-write.
///
/// Every process that changes the data file takes the lock first, so two
/// concurrent `favorites add` runs serialise and neither update is lost.
/// The lock file itself stays empty and is never removed: removing it would
/// let a waiting process lock an unlinked file while a new one locks a
/// fresh file.
package enum FileLock {
  /// Runs `body` while holding the exclusive lock on `lockFile`, creating
  /// it (0600) and its directory (0700) when needed. Blocks until the lock
  /// is free.
  ///
  /// - Throws: ``StorageFailure`` when the lock file cannot be opened or
  ///   locked, or whatever `body` throws.
  package static func withExclusiveLock<Result>(
    on lockFile: URL,
    describing operation: String,
    _ body: () throws -> Result
  ) throws -> Result {
    try StorageDirectory.create(lockFile.deletingLastPathComponent(), describing: operation)
    let descriptor = POSIX.openFile(lockFile.path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o600)
    guard descriptor >= 0 else {
      throw StorageFailure(operation: operation, path: lockFile, reason: POSIX.lastErrorDescription)
    }
    defer { POSIX.closeFile(descriptor) }
    guard POSIX.lockExclusively(descriptor) else {
      throw StorageFailure(operation: operation, path: lockFile, reason: POSIX.lastErrorDescription)
    }
    defer { POSIX.unlock(descriptor) }
    return try body()
  }
}
