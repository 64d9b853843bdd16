package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's content so that, whatever happens, the path holds
/// either the complete old content or the complete new content.
///
/// The steps: write a temporary file in the same directory (so the rename
/// stays on one file system), `fsync` it, `rename` it over the target, then
/// `fsync` the directory so the rename itself survives a power cut. A crash
/// before the rename leaves the old file and a stray temporary file, which
/// the next locked write of the same file removes (see ``DocumentStore``).
///
/// ```swift
/// let writer = AtomicFileWriter(environment: ProcessInfo.processInfo.environment)
/// try writer.write(data, to: url, describing: "save your favorites")
/// ```
///
/// ## Crash-test pause point (tests only)
///
/// When the environment has ``pauseBeforeRenameVariable``
/// (`EXPLORE_TEST_PAUSE_BEFORE_RENAME=<marker path>`), the writer stops
/// after the temporary file is complete and synchronised but before the
/// rename: it creates the marker file and sleeps (up to a minute), so a
/// test can kill the process at exactly that point. It exists only for
/// tests; nothing else should set it.
package struct AtomicFileWriter: Sendable {
  /// The environment variable that enables the test-only pause point.
  package static let pauseBeforeRenameVariable = "EXPLORE_TEST_PAUSE_BEFORE_RENAME"

  /// The marker path for the pause point, or `nil` when it is off.
  package var pauseMarker: String?

  package init(environment: [String: String]) {
    let marker = environment[Self.pauseBeforeRenameVariable]
    self.pauseMarker = (marker?.isEmpty ?? true) ? nil : marker
  }

  /// Writes `data` to `url` atomically, with permissions 0600, creating the
  /// directory (0700) when needed.
  ///
  /// - Parameter operation: what the user asked for, for error messages:
  ///   "save your favorites".
  /// - Throws: ``StorageFailure`` when any step fails; `url` is then unchanged.
  package func write(_ data: Data, to url: URL, describing operation: String) throws {
    let directory = url.deletingLastPathComponent()
    try StorageDirectory.create(directory, describing: operation)
    let temporary = directory.appendingPathComponent(
      "\(Self.temporaryPrefix(for: url))\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
    )
    let descriptor = POSIX.openFile(temporary.path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o600)
    guard descriptor >= 0 else {
      throw StorageFailure(operation: operation, path: temporary, reason: POSIX.lastErrorDescription)
    }
    var renamed = false
    defer { if !renamed { POSIX.removeFile(temporary.path) } }
    let wrote = POSIX.writeAll(descriptor, [UInt8](data)) && POSIX.synchronize(descriptor)
    let reason = POSIX.lastErrorDescription
    POSIX.closeFile(descriptor)
    guard wrote else { throw StorageFailure(operation: operation, path: temporary, reason: reason) }

    pauseIfRequested()

    guard POSIX.renameFile(temporary.path, to: url.path) else {
      throw StorageFailure(operation: operation, path: url, reason: POSIX.lastErrorDescription)
    }
    renamed = true
    // NB: without this fsync the rename may be lost on a power cut even
    // though the data blocks are safe; the file is complete either way.
    let directoryDescriptor = POSIX.openFile(directory.path, flags: O_RDONLY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      _ = POSIX.synchronize(directoryDescriptor)
      POSIX.closeFile(directoryDescriptor)
    }
  }

  /// The start of every temporary file name for `url`: `.<name>.tmp-`.
  package static func temporaryPrefix(for url: URL) -> String {
    ".\(url.lastPathComponent).tmp-"
  }

  private func pauseIfRequested() {
    guard let pauseMarker else { return }
    _ = FileManager.default.createFile(atPath: pauseMarker, contents: Data("\(ProcessInfo.processInfo.processIdentifier)\n".utf8))
    // NB: bounded, so a test that fails to kill the writer does not leave
    // it behind for long; after the pause the write simply completes.
    for _ in 0..<60 { POSIX.sleepSeconds(1) }
  }
}
