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
  /// The current `errno` as a sentence, such as "Permission denied".
  static var lastErrorDescription: String {
    // NB: ELOOP from O_NOFOLLOW: the system's "Too many levels of symbolic
    // links" would not say what to do.
    if errno == ELOOP {
      return "it is a symbolic link, and explore does not follow links to its own files; remove the link"
    }
    return String(cString: strerror(errno))
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
    var status = stat()
    guard lstat(path, &status) == 0 else { return false }
    return status.st_mode & S_IFMT == S_IFLNK
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

  static func sleepSeconds(_ seconds: UInt32) {
    _ = sleep(seconds)
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
