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
/// exit, a failure, or a SIGINT/SIGTERM handler. A crash (a Swift runtime
/// trap, SIGSEGV, SIGBUS, SIGABRT) restores the terminal too, from a
/// signal handler (``FatalSignalGuard``), before the process dies.
// NB: @unchecked Sendable because `isActive` is read and written only while
// `lock` is held; signal handlers on a dispatch queue call `restore()`.
package final class RawTerminal: @unchecked Sendable {
  /// The escape sequences that end full-screen mode: reset attributes, show
  /// the cursor, leave the alternate screen.
  package static let leaveSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
  package static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

  let input: Int32
  let output: Int32
  private let saved: termios
  private let lock = NSLock()
  private var isActive = true

  private init(input: Int32, output: Int32, saved: termios) {
    self.input = input
    self.output = output
    self.saved = saved
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
    let terminal = RawTerminal(input: input, output: output, saved: original)
    FatalSignalGuard.install(input: input, output: output, saved: original, leaveSequence: leaveSequence)
    terminal.write(enterSequence)
    return terminal
  }

  /// Writes `text` in full, retrying short writes.
  package func write(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes { buffer in
        Foundation.write(output, buffer.baseAddress! + offset, buffer.count - offset)
      }
      if written < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
    bytes.removeAll()
  }

  /// Leaves full-screen mode and restores the saved settings; later calls
  /// do nothing.
  package func restore() {
    lock.lock()
    let wasActive = isActive
    isActive = false
    lock.unlock()
    guard wasActive else { return }
    FatalSignalGuard.uninstall()
    write(Self.leaveSequence)
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
