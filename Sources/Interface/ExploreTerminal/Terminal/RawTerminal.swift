import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal in full-screen mode: raw input (no echo, no line editing,
/// no signals from Ctrl-C), the alternate screen, and a hidden cursor.
///
/// ```swift
/// let terminal = try RawTerminal.enter()
/// defer { terminal.restore() }
/// terminal.write("\u{1B}[1;1Hhello")
/// ```
///
/// ``restore()`` puts back the saved termios, shows the cursor and leaves
/// the alternate screen. It runs once, whoever calls it first: the normal
/// exit, a failure, or a stop (Ctrl-C, SIGTERM, SIGHUP); what is written
/// after it is dropped, so a late frame never lands on the cooked terminal.
/// ``suspend()`` and ``resume()`` do the same for SIGTSTP and back. A crash
/// (a Swift runtime trap, SIGSEGV, SIGBUS, SIGABRT, SIGQUIT) restores the
/// terminal too, from a signal handler (``FatalSignalGuard``), before the
/// process dies.
// NB: @unchecked Sendable because `mode` is read and written only while
// `lock` is held; the relay thread calls `restore()`, `suspend()` and
// `resume()` while the browser writes.
package final class RawTerminal: @unchecked Sendable {
  /// The escape sequences that end full-screen mode: reset attributes, show
  /// the cursor, leave the alternate screen.
  package static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  package static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

  private enum Mode {
    /// Raw, full screen: writes go out.
    case active
    /// Given back for a while (SIGTSTP): writes are dropped until resumed.
    case suspended
    /// Given back for good.
    case restored
  }

  let input: Int32
  let output: Int32
  private let saved: termios
  private let raw: termios
  private let lock = NSLock()
  private var mode = Mode.active

  private init(input: Int32, output: Int32, saved: termios, raw: termios) {
    self.input = input
    self.output = output
    self.saved = saved
    self.raw = raw
  }

  /// Switches the terminal on `input`/`output` to full-screen raw mode.
  ///
  /// - Throws: ``TerminalSetupError`` when the terminal's settings cannot
  ///   be read or changed.
  package static func enter(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) throws -> RawTerminal {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else { throw TerminalSetupError(reason: String(cString: strerror(errno))) }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else { throw TerminalSetupError(reason: String(cString: strerror(errno))) }
    let terminal = RawTerminal(input: input, output: output, saved: original, raw: raw)
    FatalSignalGuard.protect(input: input, output: output, saved: original)
    terminal.write(enterSequence)
    return terminal
  }

  /// Writes `text` in full, retrying short writes; nothing once the
  /// terminal was given back.
  package func write(_ text: String) {
    lock.withLock {
      guard mode == .active else { return }
      // NB: a failed write (a terminal that went away) is dropped: the
      // hang-up ends the run.
      StandardStreams.write(text, to: output)
    }
  }

  /// Leaves full-screen mode and restores the saved settings; later calls
  /// do nothing, and so do later writes.
  package func restore() {
    lock.withLock {
      guard mode != .restored else { return }
      if mode == .active { giveBack() }
      mode = .restored
    }
  }

  /// Gives the terminal back for a while, as before a stop (SIGTSTP).
  package func suspend() {
    lock.withLock {
      guard mode == .active else { return }
      giveBack()
      mode = .suspended
    }
  }

  /// Takes the terminal again after ``suspend()`` (SIGCONT): raw mode and
  /// the alternate screen. The caller redraws the whole screen.
  ///
  /// - Returns: whether the terminal was suspended and is full screen again.
  @discardableResult
  package func resume() -> Bool {
    lock.withLock {
      guard mode == .suspended else { return false }
      var settings = raw
      _ = tcsetattr(input, TCSAFLUSH, &settings)
      FatalSignalGuard.protect(input: input, output: output, saved: saved)
      StandardStreams.write(Self.enterSequence, to: output)
      mode = .active
      return true
    }
  }

  /// Writes the leave sequence and puts back the saved settings. Call
  /// with `lock` held.
  private func giveBack() {
    FatalSignalGuard.release()
    StandardStreams.write(Self.leaveSequence, to: output)
    var original = saved
    _ = tcsetattr(input, TCSAFLUSH, &original)
  }

  /// The terminal's size now, from `TIOCGWINSZ`; 80×24 when it says 0.
  package func size() -> ScreenSize {
    var size = winsize()
    #if canImport(Darwin)
    let status = ioctl(output, TIOCGWINSZ, &size)
    #else
    let status = ioctl(output, UInt(TIOCGWINSZ), &size)
    #endif
    guard status == 0, size.ws_col > 0, size.ws_row > 0 else { return ScreenSize(width: 80, height: 24) }
    return ScreenSize(width: Int(size.ws_col), height: Int(size.ws_row))
  }
}
