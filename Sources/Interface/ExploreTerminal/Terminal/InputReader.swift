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
// while `lock` is held; the decoder is touched only by the reading thread,
// and the wake-up pipe's ends never change.
package final class InputReader: @unchecked Sendable {
  /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
  static let escapeTimeout: Int32 = 50

  private let fileDescriptor: Int32
  private let deliver: @Sendable (Key) -> Void
  private let ended: @Sendable () -> Void
  private let lock = NSLock()
  private var isStopped = false
  /// A pipe whose read end the thread polls beside the input, so that
  /// ``stop()`` wakes it: the thread sleeps until a key or a stop, never on
  /// a timer. `-1` when no pipe could be made (then it wakes every 100 ms).
  private let wakeUp: (read: Int32, write: Int32)

  package init(
    fileDescriptor: Int32 = STDIN_FILENO,
    deliver: @escaping @Sendable (Key) -> Void,
    ended: @escaping @Sendable () -> Void
  ) {
    self.fileDescriptor = fileDescriptor
    self.deliver = deliver
    self.ended = ended
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
      wakeUp = (ends[0], ends[1])
    } else {
      wakeUp = (-1, -1)
    }
  }

  deinit {
    // NB: only here, once neither the thread nor stop() can use them.
    if wakeUp.read >= 0 { close(wakeUp.read) }
    if wakeUp.write >= 0 { close(wakeUp.write) }
  }

  /// Starts reading on a new thread.
  package func start() {
    let thread = Thread { [self] in readLoop() }
    thread.name = "explore input"
    thread.start()
  }

  /// Stops reading: the thread wakes and ends without reading more.
  package func stop() {
    lock.lock()
    isStopped = true
    lock.unlock()
    var byte: UInt8 = 0
    if wakeUp.write >= 0 { _ = write(wakeUp.write, &byte, 1) }
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
      var entries = [pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)]
      if wakeUp.read >= 0 { entries.append(pollfd(fd: wakeUp.read, events: Int16(POLLIN), revents: 0)) }
      // NB: no timeout but the rest of an escape sequence's: the thread
      // sleeps until a key arrives or stop() writes to the pipe.
      let timeout: Int32 = decoder.hasPendingBytes ? Self.escapeTimeout : (wakeUp.read >= 0 ? -1 : 100)
      let ready = poll(&entries, nfds_t(entries.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        ended()
        return
      }
      if stopped { return }
      if ready == 0 {
        for key in decoder.flush() { deliver(key) }
        continue
      }
      guard entries[0].revents != 0 else { continue }
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
