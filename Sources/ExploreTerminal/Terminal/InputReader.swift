import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads key presses from a raw-mode terminal on a thread of its own and
/// hands them to `deliver`.
///
/// A lone ESC is held for ``escapeTimeout``: if the rest of a sequence
/// (`ESC [ A`) does not follow in that time, it is the Escape key. The end
/// of input (a terminal that went away) goes to `ended`, once.
// NB: @unchecked Sendable because `isStopped` is read and written only
// while `lock` is held; the decoder is touched only by the reading thread.
package final class InputReader: @unchecked Sendable {
  /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
  static let escapeTimeout: Int32 = 50

  private let fileDescriptor: Int32
  private let deliver: @Sendable (Key) -> Void
  private let ended: @Sendable () -> Void
  private let lock = NSLock()
  private var isStopped = false

  package init(
    fileDescriptor: Int32 = STDIN_FILENO,
    deliver: @escaping @Sendable (Key) -> Void,
    ended: @escaping @Sendable () -> Void
  ) {
    self.fileDescriptor = fileDescriptor
    self.deliver = deliver
    self.ended = ended
  }

  /// Starts reading on a new thread.
  package func start() {
    let thread = Thread { [self] in readLoop() }
    thread.name = "explore input"
    thread.start()
  }

  /// Stops reading within a poll interval.
  package func stop() {
    lock.lock()
    isStopped = true
    lock.unlock()
  }

  private var stopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isStopped
  }

  private func readLoop() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 1024)
    while !stopped {
      var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
      // NB: poll wakes at least every 100 ms so that stop() takes effect.
      let timeout = decoder.hasPendingBytes ? Self.escapeTimeout : 100
      let ready = poll(&descriptor, 1, timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        ended()
        return
      }
      if ready == 0 {
        for key in decoder.flush() { deliver(key) }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count <= 0 {
        if !stopped { ended() }
        return
      }
      for key in decoder.feed(buffer[0..<count]) { deliver(key) }
    }
  }
}
