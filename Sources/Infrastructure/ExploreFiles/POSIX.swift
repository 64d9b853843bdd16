#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX calls the file layer needs, so the rest of
/// the module reads the same on Linux and macOS, retries `EINTR`, and
/// reports failures as `errno` sentences.
enum POSIX {
  /// The current `errno`.
  static var lastErrorCode: Int32 { errno }

  /// `code` as the system says it, such as "Input/output error".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Opens `path`; returns -1 on failure (`errno` says why).
  static func openFile(_ path: String, flags: Int32, mode: UInt32 = 0o600) -> Int32 {
    retryingInterrupts { open(path, flags, mode_t(mode)) }
  }

  static func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// Sets the permissions of an open file to exactly `mode`, whatever the
  /// umask took away or left when it was created.
  static func setMode(_ descriptor: Int32, _ mode: UInt32) -> Bool {
    retryingInterrupts { fchmod(descriptor, mode_t(mode)) } == 0
  }

  /// Sets the permissions of `path` to exactly `mode`, unless `path` is a
  /// symbolic link: what a link points to is never changed (it may be
  /// anything of the user's), and the link itself has no mode to set.
  static func setMode(_ path: String, _ mode: UInt32) -> Bool {
    if isSymbolicLink(path) { return true }
    return retryingInterrupts { chmod(path, mode_t(mode)) } == 0
  }

  /// Whether `path` itself is a symbolic link (`lstat`, not followed).
  static func isSymbolicLink(_ path: String) -> Bool {
    status(atPath: path, followingLinks: false).map { FileKind(mode: UInt32($0.st_mode)) == .symbolicLink } ?? false
  }

  /// What `fstat` says of an open descriptor, or `nil` (`errno` says why).
  static func status(of descriptor: Int32) -> stat? {
    var status = stat()
    return retryingInterrupts { fstat(descriptor, &status) } == 0 ? status : nil
  }

  /// What `stat` (or `lstat`, when not following links) says of `path`,
  /// or `nil` (`errno` says why).
  static func status(atPath path: String, followingLinks: Bool) -> stat? {
    var status = stat()
    let result = retryingInterrupts { followingLinks ? stat(path, &status) : lstat(path, &status) }
    return result == 0 ? status : nil
  }

  /// The folder `path` names with every symbolic link resolved (`realpath`),
  /// or `nil` when it cannot be resolved.
  static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The user explore runs as (`geteuid`): the one its folders must belong to.
  static var effectiveUserID: UInt32 { UInt32(geteuid()) }

  /// Reads at most `buffer.count` bytes, retrying `EINTR`.
  /// - Returns: the number of bytes read, 0 at the end of the file, or -1
  ///   (`errno` says why).
  static func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    while true {
      let count = read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0 && errno == EINTR { continue }
      return count
    }
  }

  /// Writes every byte of `bytes`, retrying short writes and `EINTR`.
  /// - Returns: `false` when a write failed (`errno` says why).
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += written
    }
    return true
  }

  /// Flushes `descriptor` to stable storage.
  static func synchronize(_ descriptor: Int32) -> Bool {
    retryingInterrupts { fsync(descriptor) } == 0
  }

  static func renameFile(_ source: String, to destination: String) -> Bool {
    rename(source, destination) == 0
  }

  /// Removes `path`; `false` when it failed (`errno` says why, `ENOENT`
  /// when it was already gone).
  @discardableResult
  static func removeFile(_ path: String) -> Bool {
    unlink(path) == 0
  }

  /// Whether the last failure was "no such file or directory".
  static var lastErrorWasMissingFile: Bool { errno == ENOENT }

  /// Blocks until this process holds the exclusive `flock` on `descriptor`.
  static func lockExclusively(_ descriptor: Int32) -> Bool {
    retryingInterrupts { flock(descriptor, LOCK_EX) } == 0
  }

  static func unlock(_ descriptor: Int32) {
    _ = flock(descriptor, LOCK_UN)
  }

  /// Creates one directory with `mode` (before the umask).
  /// - Returns: `.created`, `.existed`, or `.failed` (`errno` says why).
  static func makeDirectory(_ path: String, mode: UInt32) -> DirectoryCreation {
    if mkdir(path, mode_t(mode)) == 0 { return .created }
    return errno == EEXIST ? .existed : .failed
  }

  enum DirectoryCreation {
    case created, existed, failed
  }

  /// The process id, for temporary file names.
  static var processIdentifier: Int32 { getpid() }

  private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
    while true {
      let result = call()
      if result == -1 && errno == EINTR { continue }
      return result
    }
  }
}
