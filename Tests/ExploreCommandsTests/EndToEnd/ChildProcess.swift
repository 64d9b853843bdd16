import ExploreTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process whose standard descriptors are whatever a test needs:
/// closed, a file such as `/dev/full` or a directory, or a pipe that the
/// test reads (and may close, as `head` does) or writes.
///
/// ```swift
/// let child = try ChildProcess(executable: explore, arguments: ["--help"], environment: environment,
///                              standardOutput: .file("/dev/full"))
/// #expect(try await child.waitForExit() == .exited(1))
/// ```
///
/// Every wait is bounded; ``terminate()`` kills the child, so a failing test
/// that defers it never leaves the child running.
// NB: @unchecked Sendable because `captured`, `reading` and `termination`
// are read and written only while `lock` is held.
final class ChildProcess: @unchecked Sendable {
  /// What one standard descriptor of the child is.
  enum Stream {
    /// Not open at all (`<&-`, `>&-`, `2>&-`).
    case closed
    /// The file at this path, opened for reading (stdin) or writing.
    case file(String)
    /// A pipe to the test: captured output, or input the test writes.
    case pipe
  }

  /// How the child ended.
  enum Termination: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    var description: String {
      switch self {
      case .exited(let code): "exit status \(code)"
      case .signaled(let signal): "signal \(signal)"
      }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let pid: pid_t
  private let lock = NSLock()
  /// The test's ends of the pipes: the write end of stdin, the read ends of
  /// stdout and stderr, by the child's descriptor number.
  private var ends: [Int32: Int32] = [:]
  private var captured: [Int32: [UInt8]] = [1: [], 2: []]
  private var reading: Set<Int32> = []
  private var termination: Termination?

  init(
    executable: URL,
    arguments: [String],
    environment: [String: String],
    standardInput: Stream = .file("/dev/null"),
    standardOutput: Stream = .pipe,
    standardError: Stream = .pipe
  ) throws {
    var childEnds: [Int32] = []
    var ends: [Int32: Int32] = [:]
    for (target, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
      guard case .pipe = stream else { continue }
      var pair: [Int32] = [-1, -1]
      guard pipe(&pair) == 0 else { throw Failure(description: "pipe failed: errno \(errno)") }
      let (childEnd, testEnd) = target == 0 ? (pair[0], pair[1]) : (pair[1], pair[0])
      _ = fcntl(testEnd, F_SETFD, FD_CLOEXEC)
      childEnds.append(childEnd)
      ends[target] = testEnd
    }
    defer { for end in childEnds { close(end) } }
    do {
      pid = try ChildSpawn.spawn(executable, arguments: arguments, environment: environment, group: .runner) { actions in
        var next = childEnds.makeIterator()
        for (target, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
          switch stream {
          case .closed: posix_spawn_file_actions_addclose(&actions, target)
          case .file(let path): posix_spawn_file_actions_addopen(&actions, target, path, target == 0 ? O_RDONLY : O_WRONLY, 0)
          case .pipe: posix_spawn_file_actions_adddup2(&actions, next.next()!, target)
          }
        }
      }
    } catch {
      for end in ends.values { close(end) }
      throw error
    }
    self.ends = ends
    for target: Int32 in [1, 2] {
      guard let end = ends[target] else { continue }
      reading.insert(target)
      let thread = Thread { [self] in readLoop(target, from: end) }
      thread.start()
    }
  }

  /// What the child wrote to standard output (a pipe) so far.
  var standardOutput: String { text(of: 1) }
  /// What the child wrote to standard error (a pipe) so far.
  var standardError: String { text(of: 2) }

  private func text(of target: Int32) -> String {
    lock.withLock { String(decoding: captured[target] ?? [], as: UTF8.self) }
  }

  /// Writes `text` to the child's standard input pipe.
  func write(_ text: String) {
    guard let end = lock.withLock({ ends[0] }) else { return }
    _ = Array(text.utf8).withUnsafeBytes { writeBytes(end, $0.baseAddress, $0.count) }
  }

  /// Closes the test's end of the child's `target` pipe: end of input for
  /// stdin; the reader leaving, as `head` does, for stdout.
  func closePipe(_ target: Int32) {
    lock.withLock {
      if target == 0, let end = ends.removeValue(forKey: 0) { close(end) }
      reading.remove(target)
    }
    // NB: the reading thread closes a read end within a poll interval.
  }

  /// Waits until standard output contains `needle`.
  ///
  /// - Parameter timeout: a bound on a hung child, not a timing assertion.
  func waitForOutput(_ needle: String, timeout: TimeInterval = 30) async throws {
    try await waitUntil("standard output containing \(needle.debugDescription)", timeout: timeout) {
      standardOutput.contains(needle)
    }
  }

  /// Waits for the child to end; kills it when `timeout` passes, and then
  /// throws.
  func waitForExit(timeout: TimeInterval = 60) async throws -> Termination {
    var result: Termination?
    do {
      try await waitUntil("the child to exit", timeout: timeout) {
        result = reap()
        return result != nil
      }
    } catch {
      terminate()
      throw error
    }
    // NB: the pipes hang up once the child is gone: let the readers finish.
    try? await waitUntil("the output pipes to close", timeout: 5) { lock.withLock { reading.isEmpty } }
    return result!
  }

  /// Sends `signal` to the child as soon as its standard output contains
  /// `needle`, waiting at most `timeout`; whether it did, the child still
  /// running then.
  ///
  /// NB: the wait and the signal happen on a thread of their own: in a full
  /// run the cooperative pool can stay busy for many seconds, and a test
  /// that resumed that late sent its signal to a child that had meanwhile
  /// ended by itself (its request's 30 s deadline), which looked like a
  /// signal that was not delivered.
  func signal(_ signal: Int32, whenOutputContains needle: String, timeout: TimeInterval = 30) async -> Bool {
    await BlockingWork.run { [self] in
      let deadline = Date().addingTimeInterval(timeout)
      while !standardOutput.contains(needle), reap() == nil, Date() < deadline { usleep(5_000) }
      guard standardOutput.contains(needle), reap() == nil else { return false }
      return kill(pid, signal) == 0
    }
  }

  /// Whether the child ends within `timeout`; unlike ``waitForExit(timeout:)``
  /// it leaves a child that still runs alone.
  func exits(within timeout: TimeInterval) async -> Bool {
    (try? await waitUntil("the child to exit", timeout: timeout) { reap() != nil }) != nil
  }

  /// Each of the child's threads with its signal masks (`SigPnd`, `ShdPnd`,
  /// `SigBlk`, `SigIgn`, `SigCgt` from `/proc`), for a failure message
  /// about a signal that did not act; empty where `/proc` is not there.
  func signalState() -> String {
    let tasks = "/proc/\(pid)/task"
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
    return threads.sorted().map { thread in
      let name = (try? String(contentsOfFile: "\(tasks)/\(thread)/comm", encoding: .utf8)) ?? "?"
      let status = (try? String(contentsOfFile: "\(tasks)/\(thread)/status", encoding: .utf8)) ?? ""
      let masks = status.split(separator: "\n").filter { $0.hasPrefix("Sig") || $0.hasPrefix("ShdPnd") || $0.hasPrefix("State") }
      return "\(thread) \(name.trimmingCharacters(in: .whitespacesAndNewlines)): " + masks.joined(separator: " ")
    }.joined(separator: "\n")
  }

  /// Kills the child if it still runs, reaps it, and stops reading.
  func terminate() {
    if reap() == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
      lock.withLock { termination = .signaled(SIGKILL) }
    }
    lock.withLock {
      reading.removeAll()
      if let end = ends.removeValue(forKey: 0) { close(end) }
    }
  }

  private func reap() -> Termination? {
    if let termination = lock.withLock({ termination }) { return termination }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    let signal = status & 0x7F
    let result: Termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    lock.withLock { termination = result }
    return result
  }

  private func waitUntil(_ what: String, timeout: TimeInterval, _ condition: () -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
      guard Date() < deadline else {
        throw Failure(description: "Timed out after \(timeout) s waiting for \(what). Standard error so far: \(standardError.debugDescription)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  private func readLoop(_ target: Int32, from end: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while lock.withLock({ reading.contains(target) }) {
      var entry = pollfd(fd: end, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 50) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(end, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count <= 0 { break }
      lock.withLock { captured[target, default: []] += buffer[0..<count] }
    }
    close(end)
    lock.withLock { _ = reading.remove(target) }
  }
}

// NB: `write(2)` under another name: ``ChildProcess/write(_:)`` hides it.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
