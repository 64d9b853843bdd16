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
/// ```swift
/// try FileLock.withExclusiveLock(on: FileLock.lockFile(for: url), within: root) {
///   var contents = try read(url)
///   contents.change()
///   try AtomicFileWriter().write(contents.encoded(), to: url, within: root)
/// }
/// ```
///
/// Every process that changes the data file takes the lock first, so two
/// concurrent updates serialise and neither is lost. The lock file itself
/// stays empty and is never removed: removing it would let a waiting
/// process lock an unlinked file while a new one locks a fresh file.
package enum FileLock {
  /// The lock file that guards `file`: `<name>.lock` beside it.
  package static func lockFile(for file: URL) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".lock", isDirectory: false)
  }

  /// Runs `body` while holding the exclusive lock on `lockFile`, creating
  /// it (0600) and its directory (0700) when needed; a symbolic link at
  /// `lockFile` is refused, never followed, and so is anything but a
  /// regular file. Blocks until the lock is free; the lock is released
  /// when `body` returns or throws, and by the system when the process dies.
  ///
  /// - Parameter root: the explore folder the lock is in: the folders from
  ///   it down must be private (``PrivateDirectory``).
  /// - Throws: ``FileSystemError`` when the lock file cannot be created,
  ///   opened or locked, or whatever `body` throws.
  package static func withExclusiveLock<Result>(
    on lockFile: URL,
    within root: URL?,
    _ body: () throws -> Result
  ) throws -> Result {
    try PrivateDirectory.create(lockFile.deletingLastPathComponent(), within: root)
    // NB: O_NOFOLLOW: a symbolic link planted at the lock's path fails
    // (ELOOP) instead of creating, or making 0600, whatever it points to.
    // O_NONBLOCK: a named pipe there opens at once, to be refused below.
    let descriptor = POSIX.openFile(
      lockFile.path, flags: O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY, mode: AtomicFileWriter.fileMode)
    guard descriptor >= 0 else { throw FileSystemError.lastError(at: lockFile) }
    defer { POSIX.closeFile(descriptor) }
    guard let status = POSIX.status(of: descriptor) else { throw FileSystemError.lastError(at: lockFile) }
    let kind = FileKind(mode: UInt32(status.st_mode))
    guard kind == .regularFile else { throw FileSystemError(path: lockFile, problem: .notRegularFile(kind)) }
    guard POSIX.setMode(descriptor, AtomicFileWriter.fileMode), POSIX.lockExclusively(descriptor) else {
      throw FileSystemError.lastError(at: lockFile)
    }
    defer { POSIX.unlock(descriptor) }
    return try body()
  }
}
