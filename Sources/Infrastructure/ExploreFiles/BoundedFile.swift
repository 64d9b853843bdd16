package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way explore reads a file: with a size bound checked before the
/// first byte is read, and never blocking on something that is not a file.
///
/// ```swift
/// guard let data = try BoundedFile.contents(of: url, limit: 1 << 20) else { return nil }   // no file
/// ```
///
/// The file is opened first and everything is checked on the open
/// descriptor (`fstat`), so a file swapped for another between the check
/// and the read cannot pass: what is read is what was checked.
/// `O_NONBLOCK` makes opening a named pipe return at once (instead of
/// waiting for a writer), and `O_NOCTTY` keeps a terminal device from
/// becoming explore's; both are then refused as not regular files.
package enum BoundedFile {
  /// What to do with a symbolic link at the path itself.
  package enum Links: Sendable {
    /// Read what the link points to, as for files the user may link
    /// elsewhere (favorites, logins, fixtures).
    case follow
    /// Refuse it (``FileKind/symbolicLink``), as for cache entries, which
    /// only explore writes.
    case refuse
  }

  /// The content of `url`, or `nil` when there is no file there.
  ///
  /// - Parameters:
  ///   - limit: the most bytes the file may hold. A larger file is refused
  ///     before any byte is read, from its size; one that grows past the
  ///     limit while being read is refused once `limit + 1` bytes are in.
  ///   - links: whether a symbolic link at `url` is followed.
  /// - Complexity: O(*n*) in the size of the file, at most `limit`; memory
  ///   is at most the file's size plus one byte.
  /// - Throws: ``FileSystemError`` with ``FileSystemError/Problem/tooLarge(bytes:limit:)``,
  ///   ``FileSystemError/Problem/notRegularFile(_:)`` (a folder, a named
  ///   pipe, a device, a socket, or a link that `links` refuses), or the
  ///   system's error (`EACCES`, `EIO`…).
  package static func contents(of url: URL, limit: Int, links: Links = .follow) throws(FileSystemError) -> Data? {
    precondition(limit >= 0, "BoundedFile.contents(of:limit:) needs a limit of 0 or more")
    var flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY
    if links == .refuse { flags |= O_NOFOLLOW }
    let descriptor = POSIX.openFile(url.path, flags: flags)
    guard descriptor >= 0 else {
      let code = POSIX.lastErrorCode
      if code == ENOENT { return nil }
      // NB: O_NOFOLLOW fails with ELOOP on a link (and O_NONBLOCK may turn
      // a device's refusal into ENXIO): name the kind, not the errno.
      if code == ELOOP, links == .refuse { throw FileSystemError(path: url, problem: .notRegularFile(.symbolicLink)) }
      throw FileSystemError(path: url, problem: .system(code))
    }
    defer { POSIX.closeFile(descriptor) }
    guard let status = POSIX.status(of: descriptor) else { throw .lastError(at: url) }
    let kind = FileKind(mode: UInt32(status.st_mode))
    guard kind == .regularFile else { throw FileSystemError(path: url, problem: .notRegularFile(kind)) }
    let size = Int64(status.st_size)
    guard size <= Int64(limit) else { throw FileSystemError(path: url, problem: .tooLarge(bytes: size, limit: limit)) }
    return try read(descriptor, expecting: Int(size), limit: limit, url: url)
  }

  /// Reads `descriptor` to its end, expecting `expected` bytes (what
  /// `fstat` said), and refusing more than `limit`.
  private static func read(_ descriptor: Int32, expecting expected: Int, limit: Int, url: URL) throws(FileSystemError) -> Data {
    // NB: one byte more than expected, so that a file that grew since the
    // fstat is noticed without a second pass; a file that shrank just ends early.
    var data = Data(count: expected + 1)
    var count = 0
    while true {
      if count == data.count {
        guard count <= limit else { throw FileSystemError(path: url, problem: .tooLarge(bytes: Int64(count), limit: limit)) }
        data.count = min(limit + 1, max(count * 2, count + 4_096))
      }
      let read = data.withUnsafeMutableBytes { buffer in
        POSIX.readBytes(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]))
      }
      if read < 0 { throw .lastError(at: url) }
      if read == 0 { break }
      count += read
    }
    data.count = count
    return data
  }
}
