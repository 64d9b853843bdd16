package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's content so that, whatever happens, the path holds
/// either the complete old content or the complete new content, readable
/// only by its owner.
///
/// The steps: write a temporary file in the same directory (so the rename
/// stays on one file system) with mode 0600, `fsync` it, `rename` it over
/// the target, then `fsync` the directory so the rename itself survives a
/// power cut. A crash before the rename leaves the old file and a stray
/// temporary file, which ``removeStaleTemporaryFiles(for:)`` removes when
/// called under the file's lock.
///
/// ```swift
/// try AtomicFileWriter().write(data, to: url, within: directories.data)
/// ```
package struct AtomicFileWriter: Sendable {
  /// The mode of every file explore writes.
  package static let fileMode: UInt32 = 0o600

  /// Called after the temporary file is complete and synchronised, just
  /// before the rename, with the temporary file and the target. Only tests
  /// set it (the storage probe pauses there to be killed); `nil` in explore.
  package var beforeRename: (@Sendable (_ temporary: URL, _ target: URL) -> Void)?

  /// Whether the data and the rename are flushed to disk (`fsync`) before
  /// ``write(_:to:)`` returns. Without it a write still survives a killed
  /// process whole or not at all, but a power cut may lose it: right for
  /// a cache, whose lost entry is only a miss.
  package var synchronizes: Bool

  package init(
    synchronizes: Bool = true,
    beforeRename: (@Sendable (_ temporary: URL, _ target: URL) -> Void)? = nil
  ) {
    self.synchronizes = synchronizes
    self.beforeRename = beforeRename
  }

  /// Writes `data` to `url` atomically, with permissions 0600, creating the
  /// directory and any missing parents (0700) when needed.
  ///
  /// - Parameter root: the explore folder `url` is in (see
  ///   ``PrivateDirectory``): the folders from it down to `url`'s must be
  ///   private, or nothing is written. `nil` only for a folder the user
  ///   chose to share (`--record`).
  /// - Complexity: O(*n*) in the size of `data`, plus two `fsync`s when
  ///   ``synchronizes``.
  /// - Throws: ``FileSystemError`` when any step fails; `url` is then unchanged.
  package func write(_ data: Data, to url: URL, within root: URL?) throws(FileSystemError) {
    let directory = url.deletingLastPathComponent()
    try PrivateDirectory.create(directory, within: root)
    let temporary = directory.appendingPathComponent(
      "\(Self.temporaryPrefix(for: url))\(POSIX.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    let descriptor = POSIX.openFile(temporary.path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: Self.fileMode)
    guard descriptor >= 0 else { throw .lastError(at: temporary) }
    var renamed = false
    defer { if !renamed { POSIX.removeFile(temporary.path) } }
    // NB: open's mode is filtered by the umask, which may also leave it
    // wider than asked on odd systems; fchmod sets exactly 0600 before a
    // single byte is written.
    let wrote = POSIX.setMode(descriptor, Self.fileMode)
      && data.withUnsafeBytes { POSIX.writeAll(descriptor, $0) }
      && (!synchronizes || POSIX.synchronize(descriptor))
    let failure = FileSystemError.lastError(at: temporary)
    POSIX.closeFile(descriptor)
    guard wrote else { throw failure }

    beforeRename?(temporary, url)

    guard POSIX.renameFile(temporary.path, to: url.path) else { throw .lastError(at: url) }
    renamed = true
    if synchronizes { Self.synchronizeDirectory(directory) }
  }

  /// Flushes `directory`'s entries (a rename or an unlink in it) to disk.
  ///
  /// NB: without this fsync a rename may be lost on a power cut even
  /// though the data blocks are safe; the file is complete either way.
  package static func synchronizeDirectory(_ directory: URL) {
    let descriptor = POSIX.openFile(directory.path, flags: O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = POSIX.synchronize(descriptor)
    POSIX.closeFile(descriptor)
  }

  /// The start of every temporary file name for `url`: `.<name>.tmp-`.
  package static func temporaryPrefix(for url: URL) -> String {
    ".\(url.lastPathComponent).tmp-"
  }

  /// Removes temporary files that killed writers of `url` left behind.
  ///
  /// Call only while holding the lock every writer of `url` takes: each
  /// live writer holds it while its temporary file exists, so any such file
  /// found then is stale.
  /// - Complexity: O(*n*) in the number of names in `url`'s directory.
  package static func removeStaleTemporaryFiles(for url: URL) {
    let directory = url.deletingLastPathComponent()
    let prefix = temporaryPrefix(for: url)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
    for name in names where name.hasPrefix(prefix) {
      POSIX.removeFile(directory.appendingPathComponent(name).path)
    }
  }
}
