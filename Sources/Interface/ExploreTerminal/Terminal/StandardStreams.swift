#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard input, output and error as file descriptors:
/// whole writes and bounded reads that report `errno`, where `FileHandle`'s
/// older methods trap (a `try!` inside Foundation) on a closed or full
/// descriptor.
///
/// ```swift
/// if let code = StandardStreams.write("Error: …\n", to: STDERR_FILENO) { … }   // errno, or nil
/// let bytes = try StandardStreams.read(STDIN_FILENO, limit: 1 << 20)
/// ```
package enum StandardStreams {
  /// The standard descriptors (0, 1, 2) that were closed when the process
  /// started (`2>&-`). Each is open on `/dev/null` from then on, so that no
  /// file explore opens later takes its number and receives its text.
  ///
  /// Read it first thing in `main`: the first read reserves the numbers.
  package static let closedAtStart: Set<Int32> = reserveClosedDescriptors()

  /// Opens `/dev/null` on each of 0, 1 and 2 that is not open.
  private static func reserveClosedDescriptors() -> Set<Int32> {
    var closed: Set<Int32> = []
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      closed.insert(descriptor)
      // NB: `open` returns the lowest free number: this one, since the
      // lower ones are open by now.
      let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
      if opened >= 0, opened != descriptor {
        _ = dup2(opened, descriptor)
        _ = close(opened)
      }
    }
    return closed
  }

  /// Writes all of `text` to `descriptor`, retrying short and interrupted
  /// writes, and waiting when the descriptor is non-blocking and full.
  ///
  /// - Returns: the `errno` of the write that failed, or `nil`.
  @discardableResult
  package static func write(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written >= 0 {
          offset += written
        } else if errno == EINTR {
          continue
        } else if errno == EAGAIN || errno == EWOULDBLOCK {
          wait(for: descriptor, events: POLLOUT)
        } else {
          return errno
        }
      }
      return nil
    }
  }

  /// Reads `descriptor` to its end, keeping at most `limit` bytes in memory.
  ///
  /// - Complexity: O(*limit*) time and memory at most, however much the
  ///   descriptor holds (`< /dev/zero` stops after `limit + 1` bytes).
  /// - Throws: ``StandardInputError`` when more than `limit` bytes arrive,
  ///   or when the descriptor cannot be read (a directory, closed).
  package static func read(_ descriptor: Int32, limit: Int) throws(StandardInputError) -> [UInt8] {
    precondition(limit >= 0, "A read limit cannot be negative")
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: min(limit + 1, 64 * 1024))
    while result.count <= limit {
      let wanted = min(chunk.count, limit + 1 - result.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if count > 0 {
        result += chunk[0..<count]
      } else if count == 0 {
        return result
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        wait(for: descriptor, events: POLLIN)
      } else {
        switch errno {
        case EISDIR: throw StandardInputError(.directory)
        case EBADF: throw StandardInputError(.closed)
        case let code: throw StandardInputError(.unreadable(code))
        }
      }
    }
    throw StandardInputError(.tooLarge(limit: limit))
  }

  /// The system's words for `errno` `code`, such as "No space left on device".
  package static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// Blocks until `descriptor` is ready for `events` (or reports an error,
  /// which the next call then returns).
  private static func wait(for descriptor: Int32, events: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
    while poll(&entry, 1, -1) < 0, errno == EINTR {}
  }
}

// NB: the C calls under other names, since `write` and `read` name the
// methods above inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, bytes, count)
}
