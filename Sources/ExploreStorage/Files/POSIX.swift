#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX calls the store needs, so the rest of the
/// module reads the same on Linux and macOS, retries `EINTR`, and reports
/// failures as `errno` sentences.
enum POSIX {
  /// The current `errno` as a sentence, such as "Permission denied".
  static var lastErrorDescription: String {
    String(cString: strerror(errno))
  }

  /// Opens `path`; returns -1 on failure (`errno` says why).
  static func openFile(_ path: String, flags: Int32, mode: UInt32 = 0o600) -> Int32 {
    retryingInterrupts { open(path, flags, mode_t(mode)) }
  }

  static func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
  }

  /// Writes every byte of `bytes`, retrying short writes and `EINTR`.
  /// - Returns: `false` when a write failed (`errno` says why).
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress! + offset, bytes.count - offset)
      }
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

  static func removeFile(_ path: String) {
    _ = unlink(path)
  }

  /// Blocks until this process holds the exclusive `flock` on `descriptor`.
  static func lockExclusively(_ descriptor: Int32) -> Bool {
    retryingInterrupts { flock(descriptor, LOCK_EX) } == 0
  }

  static func unlock(_ descriptor: Int32) {
    _ = flock(descriptor, LOCK_UN)
  }

  /// Creates one directory with `mode`; succeeds when it already exists.
  static func makeDirectory(_ path: String, mode: UInt32) -> Bool {
    mkdir(path, mode_t(mode)) == 0 || errno == EEXIST
  }

  static func sleepSeconds(_ seconds: UInt32) {
    _ = sleep(seconds)
  }

  private static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
    while true {
      let result = call()
      if result == -1 && errno == EINTR { continue }
      return result
    }
  }
}
