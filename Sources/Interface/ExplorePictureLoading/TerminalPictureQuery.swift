public import ExploreTerminalGraphics

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sends ``PictureQuery`` to a terminal and reads its answer within
/// ``PictureQuery/budgetMilliseconds``, with echo and line editing off
/// meanwhile, so the answer never shows on the screen.
public enum TerminalPictureQuery {
  /// The answer of the controlling terminal (`/dev/tty`) to `query`;
  /// ``PictureQueryReply/silent`` when there is none, or it says nothing in time.
  public static func ask(_ query: [UInt8]) async -> PictureQueryReply {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { return .silent }
    defer { close(descriptor) }
    return ask(query, on: descriptor, budgetMilliseconds: PictureQuery.budgetMilliseconds)
  }

  /// The answer of the terminal at `descriptor` to `query`, read for at
  /// most `budgetMilliseconds`; the terminal's modes are put back after.
  public static func ask(_ query: [UInt8], on descriptor: Int32, budgetMilliseconds: Int) -> PictureQueryReply {
    var saved = termios()
    guard tcgetattr(descriptor, &saved) == 0 else { return .silent }
    var quiet = saved
    quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
    guard tcsetattr(descriptor, TCSANOW, &quiet) == 0 else { return .silent }
    defer { _ = tcsetattr(descriptor, TCSANOW, &saved) }

    var written = 0
    while written < query.count {
      let count = query[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return .silent }
      written += count
    }
    var reply = PictureQueryReply()
    var clock = timespec()
    clock_gettime(CLOCK_MONOTONIC, &clock)
    let deadline = Self.milliseconds(clock) + budgetMilliseconds
    var buffer = [UInt8](repeating: 0, count: 256)
    while !reply.isComplete {
      clock_gettime(CLOCK_MONOTONIC, &clock)
      let left = deadline - Self.milliseconds(clock)
      guard left > 0 else { break }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(left))
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      guard count > 0 else { break }
      reply.append(Array(buffer[0..<count]))
    }
    return reply
  }

  private static func milliseconds(_ time: timespec) -> Int {
    Int(time.tv_sec) * 1_000 + Int(time.tv_nsec) / 1_000_000
  }
}
