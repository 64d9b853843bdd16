import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process on the slave side of a pseudo-terminal, for driving the
/// interactive browser as a user would: keys in through the master, the
/// screen's bytes out, resizes through `TIOCSWINSZ` and SIGWINCH.
///
/// Every wait is bounded; ``shutdown()`` kills the child, so a failing
/// test that defers it never leaves the child running.
// NB: @unchecked Sendable because `output`, `isReading`, `exitStatus`,
// `emptyPolls` and `readerEnded` are read and written only while `lock` is held.
final class PseudoTerminal: @unchecked Sendable {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let pid: pid_t
  private let master: Int32
  private let slave: Int32
  private let lock = NSLock()
  private var output: [UInt8] = []
  private var isReading = true
  private var exitStatus: Int32?
  /// How many times the reader found nothing to read within its poll.
  private var emptyPolls = 0
  /// Whether the reader stopped (the terminal closed, or a read failed).
  private var readerEnded = false

  /// Starts `executable` with the pty as its stdin, stdout and stderr, with
  /// exactly `environment`, in a session of its own; or, without
  /// `newSession`, in a process group of its own within the test runner's
  /// session, as a shell starts a job: there, SIGTSTP's stop is not
  /// discarded (a new session's only group has no parent in the session,
  /// and the system discards a stop for such an orphaned group).
  ///
  /// With `controllingTerminal` (and a new session), the pty becomes the
  /// child's controlling terminal, as a terminal emulator's shell has it:
  /// `/dev/tty` opens, and a process group other than the foreground one
  /// that reads it is stopped (SIGTTIN). Linux only: the child opens the
  /// pty by its name as its session's first terminal.
  init(
    executable: URL, arguments: [String], environment: [String: String], columns: Int, rows: Int, newSession: Bool = true,
    controllingTerminal: Bool = false
  ) throws {
    var master: Int32 = 0
    var slave: Int32 = 0
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Darwin)
    // NB: the POSIX calls, because `openpty` lives in <util.h>, which the
    // Darwin module may not export.
    master = posix_openpt(O_RDWR | O_NOCTTY)
    guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
      throw Failure(description: "posix_openpt failed: errno \(errno)")
    }
    slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0, ioctl(master, TIOCSWINSZ, &size) == 0 else { throw Failure(description: "opening the pty failed: errno \(errno)") }
    #else
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure(description: "openpty failed: errno \(errno)") }
    #endif
    self.master = master
    self.slave = slave

    do {
      // NB: a session of its own, as a terminal emulator starts a shell,
      // away from the test runner's.
      let name = controllingTerminal ? ttyname(slave).map { String(cString: $0) } : nil
      pid = try ChildSpawn.spawn(executable, arguments: arguments, environment: environment, group: newSession ? .session : .own) { actions in
        if let name {
          // NB: opened in the child, after its setsid, without O_NOCTTY.
          posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
          for target: Int32 in [1, 2] { posix_spawn_file_actions_adddup2(&actions, 0, target) }
        } else {
          for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        }
        posix_spawn_file_actions_addclose(&actions, master)
        posix_spawn_file_actions_addclose(&actions, slave)
      }
    } catch {
      close(master)
      close(slave)
      throw error
    }
    let thread = Thread { [self] in readLoop() }
    thread.start()
  }

  /// Kills the child if it still runs and stops reading; call when done
  /// (the reading thread keeps the harness alive until then).
  func shutdown() {
    terminate()
    lock.lock()
    isReading = false
    lock.unlock()
  }

  /// Closes the terminal, as a terminal emulator's window closing does:
  /// the child's reads fail from then on. The child's output is no longer
  /// read, and ``isCooked`` no longer answers.
  func closeTerminal() {
    lock.lock()
    isReading = false
    lock.unlock()
  }

  /// Everything the child wrote so far, as text.
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: output, as: UTF8.self)
  }

  /// The number of bytes the child wrote so far, to wait for output after it.
  var byteCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return output.count
  }

  /// Writes keys to the child, as typed.
  func send(_ keys: String) {
    let bytes = Array(keys.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Waits until the output after byte `offset` contains `needle`.
  ///
  /// - Parameter timeout: a bound on a hung child, not a timing assertion.
  func waitFor(_ needle: String, after offset: Int = 0, timeout: TimeInterval = 10) async throws {
    try await waitUntil("output containing \(needle.debugDescription)", timeout: timeout) {
      self.text(after: offset).contains(needle)
    }
  }

  /// The byte offset just past the first occurrence of `needle` in the
  /// output, or `nil` before it appears.
  func offset(after needle: String) -> Int? {
    lock.lock()
    defer { lock.unlock() }
    return output.firstRange(of: Array(needle.utf8))?.upperBound
  }

  /// The output after byte `offset`, as text.
  func text(after offset: Int) -> String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: output[min(offset, output.count)...], as: UTF8.self)
  }

  /// Polls `condition` every 20 ms until it holds or `timeout` passes.
  func waitUntil(_ what: String, timeout: TimeInterval = 10, _ condition: () throws -> Bool) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if try condition() { return }
      try await Task.sleep(for: .milliseconds(20))
    }
    if try condition() { return }
    throw Failure(description: "Timed out after \(timeout) s waiting for \(what). The output so far:\n\(text.debugDescription)")
  }

  /// Resizes the terminal, as a terminal emulator does: `TIOCSWINSZ` on the
  /// master, then SIGWINCH to the child.
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    #if canImport(Darwin)
    _ = ioctl(master, TIOCSWINSZ, &size)
    #else
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    #endif
    kill(pid, SIGWINCH)
  }

  /// Waits for the child to exit and returns its exit code (128 + the
  /// signal when a signal ended it); kills it when `timeout` passes.
  func waitForExit(timeout: TimeInterval = 10) async throws -> Int32 {
    var code: Int32?
    try await waitUntil("the child to exit", timeout: timeout) {
      code = reap()
      return code != nil
    }
    // NB: what the child wrote last may still wait in the pty when it is
    // reaped (a release build exits fast enough for ``text`` to be empty
    // then). It wrote it all before it exited, so a poll that finds
    // nothing after this point means the reader has read it all.
    let polls = lock.withLock { emptyPolls }
    try await waitUntil("the child's last output to be read", timeout: timeout) {
      lock.withLock { emptyPolls > polls || readerEnded }
    }
    return code!
  }

  /// Waits until everything the child wrote has been read: nothing left
  /// to read on the master, and no byte added for three polls in a row.
  /// Call after ``waitForExit(timeout:)`` before reading ``text``: the
  /// child's exit does not wait for the reading thread, which a loaded
  /// machine may not have run yet.
  func drain(timeout: TimeInterval = 10) async throws {
    var last = -1, quiet = 0
    try await waitUntil("the output to be read", timeout: timeout) {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let pending = poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
      let count = byteCount
      quiet = !pending && count == last ? quiet + 1 : 0
      last = count
      return quiet >= 3
    }
  }

  /// Waits until the child is stopped (SIGTSTP, SIGSTOP).
  ///
  /// - Parameter timeout: a bound on a child that never stops, not a
  ///   timing assertion.
  func waitForStop(timeout: TimeInterval = 10) async throws {
    try await waitUntil("the child to stop", timeout: timeout) {
      var status: Int32 = 0
      guard waitpid(pid, &status, WNOHANG | WUNTRACED) == pid else { return false }
      if status & 0xFF == 0x7F { return true }
      // NB: it ended instead: keep its status for `waitForExit`.
      let signal = status & 0x7F
      let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
      lock.withLock { exitStatus = code }
      throw Failure(description: "The child ended with status \(code) instead of stopping.")
    }
  }

  /// Whether the pty's line discipline is back in cooked mode: echo, line
  /// editing and signals on.
  var isCooked: Bool {
    var settings = termios()
    guard tcgetattr(slave, &settings) == 0 else { return false }
    let cooked = tcflag_t(ECHO | ICANON | ISIG)
    return settings.c_lflag & cooked == cooked
  }

  /// Kills the child if it still runs, and reaps it.
  func terminate() {
    guard reap() == nil else { return }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    lock.lock()
    exitStatus = 128 + SIGKILL
    lock.unlock()
  }

  private func reap() -> Int32? {
    lock.lock()
    if let exitStatus {
      lock.unlock()
      return exitStatus
    }
    lock.unlock()
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    let signal = status & 0x7F
    let code = signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    lock.lock()
    exitStatus = code
    lock.unlock()
    return code
  }

  private func readLoop() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      lock.lock()
      let reading = isReading
      lock.unlock()
      guard reading else { break }
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, 50)
      guard ready > 0 else {
        if ready == 0 { lock.withLock { emptyPolls += 1 } }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count <= 0 {
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        break
      }
      lock.lock()
      output += buffer[0..<count]
      lock.unlock()
    }
    lock.withLock { readerEnded = true }
    close(master)
    close(slave)
  }
}
