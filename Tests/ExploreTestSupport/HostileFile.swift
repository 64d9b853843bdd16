public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Things a test puts where explore expects one of its files: a huge
/// sparse file (its size costs no disk), a named pipe that nobody writes.
///
/// ```swift
/// try HostileFile.sparse(at: entry, bytes: 2 << 30)   // 2 GiB, no blocks
/// try HostileFile.namedPipe(at: favorites)             // a read would wait forever
/// try HostileFile.link(config, toNewFolder: shared)     // ~/.config/explore -> a 0755 folder
/// ```
public enum HostileFile {
  /// Replaces whatever is at `url` with a sparse file of `bytes` zero bytes,
  /// making the folders on its way.
  public static func sparse(at url: URL, bytes: UInt64) throws {
    try prepare(url)
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
    let handle = try FileHandle(forWritingTo: url)
    defer { try? handle.close() }
    try handle.truncate(atOffset: bytes)
  }

  /// Replaces whatever is at `url` with a named pipe (FIFO), mode 0600.
  public static func namedPipe(at url: URL) throws {
    try prepare(url)
    guard mkfifo(url.path, 0o600) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }

  /// Makes `link` a symbolic link to a new folder `target` with `mode`
  /// (0755 by default: others may read it), making the folders on the
  /// way to both, and returns `target`.
  @discardableResult
  public static func link(_ link: URL, toNewFolder target: URL, mode: Int = 0o755) throws -> URL {
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: target.path)
    try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    return target
  }

  /// The size `stat` reports for `url`, without reading it.
  public static func size(of url: URL) throws -> UInt64 {
    try (FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value ?? 0
  }

  private static func prepare(_ url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil { try FileManager.default.removeItem(at: url) }
  }
}
